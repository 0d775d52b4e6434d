import { z } from '../zod.ts';
import { LIMITS } from './fields.ts';

/**
 * The one e-mail rule of every public form and endpoint (ADR 051). An address is taken
 * only as a bare `local@domain`: RFC 5322 also lets one mailbox be written with comments
 * (`a@example.com(1)`), as a group (`g:a@example.com;`), with a quoted local part
 * (`"a"@example.com`) or behind a display name (`Ann <a@example.com>`); taking them would
 * let each spelling count as an address of its own against the per-address limits.
 * Accepted addresses are stored in their canonical form: trimmed and lower-cased.
 */

export const EMAIL_MESSAGES = {
  /** A comment, group, quoted part or display name: said plainly. */
  plainOnly:
    'Please enter the e-mail address alone, such as name@example.com, without a name, quotes, brackets or spaces.',
  tooLong: `Email must be at most ${LIMITS.email} characters`,
} as const;

/**
 * `local@domain`: a dot-atom local part (RFC 5322 atext, letters of any script allowed)
 * and a domain of dot-separated labels, the last one not all digits. Linear time: dots
 * separate the repeated parts, so there is one way to match.
 */
const EMAIL_SHAPE =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[\p{L}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)$/u;

/**
 * What only an RFC 5322 comment, group, quoted string or display name needs. Whitespace is
 * refused with the form's own sentence: the spec words that one ('without spaces').
 */
const DECORATION = /[()<>"\\,:;[\]]/u;

/** The canonical form of an address: trimmed and lower-cased. */
export const canonicalEmail = (value: string): string => value.trim().toLowerCase();

/** Why `value` (trimmed, non-empty) is not an accepted address: 'plain', 'shape' or null. */
function emailProblem(value: string): 'plain' | 'shape' | null {
  if (value.length > LIMITS.email) return 'shape';
  if (DECORATION.test(value)) return 'plain';
  return EMAIL_SHAPE.test(value) ? null : 'shape';
}

/** `value` in canonical form when it is an accepted address; else undefined. */
export function parseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && emailProblem(trimmed) === null ? canonicalEmail(trimmed) : undefined;
}

/**
 * The key the limits on mail to one inbox count (the daily cap of visitor-triggered mails
 * to a recipient): one mailbox, however it is written. A `+tag` is dropped on every
 * domain and dots are dropped on Gmail's, whose servers deliver those spellings to the
 * same inbox (ADR 051). The address itself is kept as typed, canonical, for the mail.
 */
export function emailLimitKey(value: string): string {
  const address = canonicalEmail(value);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/**
 * An e-mail field of a form: `required` when blank, `invalid` (the form's own sentence,
 * the spec's where it has one) for a wrong shape, EMAIL_MESSAGES.plainOnly for a
 * decorated address; the value is parsed canonical. Without `required`, blank is ''.
 */
export function emailField(messages: { required?: string; invalid: string; tooLong?: string }) {
  return z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
      z.string({ message: messages.invalid }).max(LIMITS.email, {
        message: messages.tooLong ?? EMAIL_MESSAGES.tooLong,
        abort: true,
      }),
    )
    .superRefine((value, ctx) => {
      if (value === '') {
        if (messages.required) ctx.addIssue({ code: 'custom', message: messages.required });
        return;
      }
      const problem = emailProblem(value);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: problem === 'plain' ? EMAIL_MESSAGES.plainOnly : messages.invalid,
        });
      }
    })
    .transform(canonicalEmail);
}
