import { MAX_IMAGE_BYTES } from '../../../../common/constants.ts';
import { PICTURE_ACCEPT, PICTURE_MESSAGES } from '../../../../common/schemas/pictures.ts';
import type { ApiResult } from '../../../lib/api.ts';

/**
 * The words of the Pictures screen (ADR 037): the browser's own check of a
 * chosen file, and one sentence for every answer the server can give.
 */

const ACCEPTED = new Set(PICTURE_ACCEPT.split(','));
const EXTENSION = /\.(jpe?g|png|webp|gif|avif)$/i;

/** Why `file` cannot be sent (the server's messages), or null when it may be. */
export function pictureFileProblem(file: { type: string; name: string; size: number }) {
  const accepted = file.type ? ACCEPTED.has(file.type) : EXTENSION.test(file.name);
  if (!accepted) return PICTURE_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return PICTURE_MESSAGES.tooLarge;
  return null;
}

export type PictureAction = 'replace' | 'restore';

/** What the admin reads after a replacement or a restore, by the server's answer. */
export function pictureActionMessage(
  action: PictureAction,
  result: ApiResult<unknown>,
): { ok: boolean; text: string } {
  if (result.ok) {
    return {
      ok: true,
      text:
        result.message ??
        (action === 'replace' ? PICTURE_MESSAGES.replaced : PICTURE_MESSAGES.restored),
    };
  }
  const not = action === 'replace' ? 'Not replaced' : 'Not restored';
  if (result.status === 415) {
    return { ok: false, text: `${not}: ${PICTURE_MESSAGES.notImage}` };
  }
  switch (result.kind) {
    case 'too-large':
      return { ok: false, text: `${not}: ${PICTURE_MESSAGES.tooLarge}` };
    case 'invalid':
      return {
        ok: false,
        text: `${not}: ${result.error ?? 'the server did not accept the request'}`,
      };
    case 'unauthorized':
      return { ok: false, text: `${not}: your session has ended. Please sign in again.` };
    case 'not-found':
      return {
        ok: false,
        text: `${not}: this picture is no longer on the site. Please reload the page.`,
      };
    case 'rate-limited':
      return { ok: false, text: `${not}: too many requests. Please wait a moment and try again.` };
    case 'network':
      return {
        ok: false,
        text: `${not}: the server could not be reached. Check your connection and try again.`,
      };
    case 'server':
      return {
        ok: false,
        text: `${not}: the server had a problem. Please try again in a moment.`,
      };
    default:
      return {
        ok: false,
        text: `${not}: ${result.message ?? `the server answered ${result.status}`}.`,
      };
  }
}
