import type { Database } from '../db/client.ts';
import { findVariant } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createMediaService({ database }: { database: Database }) {
  return {
    /** A stored WebP rendition of `id` for `width` (see `findVariant`), or null. */
    async findWebp(id: string, width?: number) {
      if (!UUID.test(id)) return null;
      return findVariant(database.db, id, 'webp', width);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
