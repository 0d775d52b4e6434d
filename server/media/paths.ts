import { UUID_PATTERN } from '../uuid.ts';

/** The stable public path of a media item (its widest WebP rendition). */
export const mediaPath = (id: string) => `/media/${id}.webp`;

const MEDIA_PATH = new RegExp(`^/media/(${UUID_PATTERN})\\.webp$`);

/** The media id behind a stored `image` path, or null for anything else (e.g. an old URL). */
export function mediaIdOf(path: string | null | undefined): string | null {
  return path ? (MEDIA_PATH.exec(path)?.[1] ?? null) : null;
}
