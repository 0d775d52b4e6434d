import { and, desc, eq, sql } from 'drizzle-orm';
import type { BlogDraftFields } from '../../common/schemas/blog-draft.ts';
import type { Db } from '../db/client.ts';
import { blogDrafts } from '../db/schema/blog.ts';
import { sanitizeBlogHtml } from './sanitize.ts';

/** A kept draft with the time it was last written. */
export type KeptBlogDraft = BlogDraftFields & { savedAt: string };

/**
 * Posts being written, kept on the server as they are typed (ADR 057), so a reload, a
 * closed tab or another device loses nothing: one draft per administrator and post, written
 * over as typing goes on and removed when the post is saved. The content is sanitised as a
 * saved post's is, so a draft never holds what a post could not.
 */
export function createBlogDrafts({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const of = (adminId: string, key: string) =>
    and(eq(blogDrafts.adminId, adminId), eq(blogDrafts.postKey, key));

  return {
    /** The administrator's drafts, newest first: their post key, title and time. */
    async list(adminId: string) {
      const rows = await db
        .select({
          key: blogDrafts.postKey,
          title: sql<string>`${blogDrafts.fields}->>'title'`,
          savedAt: blogDrafts.updatedAt,
        })
        .from(blogDrafts)
        .where(eq(blogDrafts.adminId, adminId))
        .orderBy(desc(blogDrafts.updatedAt));
      return rows.map((row) => ({
        key: row.key,
        title: row.title ?? '',
        savedAt: row.savedAt.toISOString(),
      }));
    },

    async get(adminId: string, key: string): Promise<KeptBlogDraft | null> {
      const [row] = await db.select().from(blogDrafts).where(of(adminId, key)).limit(1);
      return row
        ? { ...(row.fields as BlogDraftFields), savedAt: row.updatedAt.toISOString() }
        : null;
    },

    async save(adminId: string, key: string, draft: BlogDraftFields): Promise<KeptBlogDraft> {
      const fields = { ...draft, content: sanitizeBlogHtml(draft.content, publicUrl) };
      const [row] = await db
        .insert(blogDrafts)
        .values({ adminId, postKey: key, fields })
        .onConflictDoUpdate({
          target: [blogDrafts.adminId, blogDrafts.postKey],
          set: { fields, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: blogDrafts.updatedAt });
      return { ...fields, savedAt: row!.updatedAt.toISOString() };
    },

    async remove(adminId: string, key: string): Promise<void> {
      await db.delete(blogDrafts).where(of(adminId, key));
    },
  };
}

export type BlogDrafts = ReturnType<typeof createBlogDrafts>;
