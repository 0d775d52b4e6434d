import { and, asc, eq, gte, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media, mediaVariants } from '../db/schema/blog.ts';
import type { ProcessedImage } from './images.ts';

export async function insertMedia(
  db: Db,
  image: ProcessedImage,
  originalName: string | undefined,
): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({ originalName: originalName?.slice(0, 200), width: image.width, height: image.height })
    .returning({ id: media.id });
  await db.insert(mediaVariants).values(image.variants.map((v) => ({ ...v, mediaId: row!.id })));
  return row!.id;
}

export async function deleteMedia(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}

export interface VariantRow {
  width: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * The narrowest variant at least `width` wide, else the widest there is; with no width,
 * the widest. Any standard width thus resolves, even for small uploads.
 */
export async function findVariant(
  db: Db,
  mediaId: string,
  format: string,
  width?: number,
): Promise<VariantRow | null> {
  const columns = {
    width: mediaVariants.width,
    contentType: mediaVariants.contentType,
    bytes: mediaVariants.bytes,
  };
  const of = and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.format, format));
  if (width !== undefined) {
    const [atLeast] = await db
      .select(columns)
      .from(mediaVariants)
      .where(and(of, gte(mediaVariants.width, width)))
      .orderBy(asc(mediaVariants.width))
      .limit(1);
    if (atLeast) return atLeast;
  }
  const [widest] = await db
    .select(columns)
    .from(mediaVariants)
    .where(of)
    .orderBy(desc(mediaVariants.width))
    .limit(1);
  return widest ?? null;
}
