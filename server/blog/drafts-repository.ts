import { and, desc, eq, sql } from 'drizzle-orm';
import type { BlogDraftFields } from '../../common/schemas/blog-draft.ts';
import type { Db } from '../db/client.ts';
import { blogDrafts } from '../db/schema/blog.ts';

/** Drafts of posts being written, one per administrator and post (`blog_drafts`). */

const of = (adminId: string, key: string) =>
  and(eq(blogDrafts.adminId, adminId), eq(blogDrafts.postKey, key));

/** The administrator's drafts, newest first: their post key, title and time. */
export async function listDrafts(db: Db, adminId: string) {
  return db
    .select({
      key: blogDrafts.postKey,
      title: sql<string | null>`${blogDrafts.fields}->>'title'`,
      savedAt: blogDrafts.updatedAt,
    })
    .from(blogDrafts)
    .where(eq(blogDrafts.adminId, adminId))
    .orderBy(desc(blogDrafts.updatedAt));
}

export async function findDraft(db: Db, adminId: string, key: string) {
  const [row] = await db.select().from(blogDrafts).where(of(adminId, key)).limit(1);
  return row ? { fields: row.fields as BlogDraftFields, savedAt: row.updatedAt } : null;
}

/** Writes the draft over any earlier one; answers when it was written. */
export async function upsertDraft(
  db: Db,
  adminId: string,
  key: string,
  fields: BlogDraftFields,
): Promise<Date> {
  const [row] = await db
    .insert(blogDrafts)
    .values({ adminId, postKey: key, fields })
    .onConflictDoUpdate({
      target: [blogDrafts.adminId, blogDrafts.postKey],
      set: { fields, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: blogDrafts.updatedAt });
  return row!.updatedAt;
}

export async function deleteDraft(db: Db, adminId: string, key: string): Promise<void> {
  await db.delete(blogDrafts).where(of(adminId, key));
}
