import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pictureOverrides } from '../db/schema/pictures.ts';

export interface OverrideRow {
  path: string;
  mediaId: string;
  updatedAt: Date;
}

/** Every replaced picture (a few dozen rows at most: one per replaceable path). */
export async function listOverrides(db: Db): Promise<OverrideRow[]> {
  return db
    .select({
      path: pictureOverrides.path,
      mediaId: pictureOverrides.mediaId,
      updatedAt: pictureOverrides.updatedAt,
    })
    .from(pictureOverrides);
}

/** Points `path` at `mediaId`; answers the image it pointed at before, if any. */
export async function setOverride(db: Db, path: string, mediaId: string): Promise<string | null> {
  const [previous] = await db
    .select({ mediaId: pictureOverrides.mediaId })
    .from(pictureOverrides)
    .where(eq(pictureOverrides.path, path))
    .for('update');
  await db
    .insert(pictureOverrides)
    .values({ path, mediaId })
    .onConflictDoUpdate({
      target: pictureOverrides.path,
      set: { mediaId, updatedAt: sql`now()` },
    });
  return previous?.mediaId ?? null;
}

/** Removes the replacement of `path`; answers its image, if there was one. */
export async function removeOverride(db: Db, path: string): Promise<string | null> {
  const [removed] = await db
    .delete(pictureOverrides)
    .where(eq(pictureOverrides.path, path))
    .returning({ mediaId: pictureOverrides.mediaId });
  return removed?.mediaId ?? null;
}
