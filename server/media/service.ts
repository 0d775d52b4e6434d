import type { Database, Db } from '../db/client.ts';
import type { ProcessedImage } from './images.ts';
import { mediaIdOf, mediaPath } from './paths.ts';
import { deleteMedia, findVariant, insertMedia } from './repository.ts';
import { isUuid } from '../uuid.ts';

/**
 * Stores a processed image in the caller's transaction (a blog post's cover) and answers
 * its public path.
 */
export async function storeImage(
  tx: Db,
  image: ProcessedImage,
  originalName: string | undefined,
): Promise<string> {
  return mediaPath(await insertMedia(tx, image, originalName));
}

/** Deletes the stored image behind a public path; a path that is not ours is left alone. */
export async function deleteImage(tx: Db, path: string | null): Promise<void> {
  const id = mediaIdOf(path);
  if (id) await deleteMedia(tx, id);
}

export function createMediaService({ database }: { database: Database }) {
  return {
    /** A stored WebP rendition of `id` for `width` (see `findVariant`), or null. */
    async findWebp(id: string, width?: number) {
      if (!isUuid(id)) return null;
      return findVariant(database.db, id, 'webp', width);
    },
  };
}
