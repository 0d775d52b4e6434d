import type { BlogDraftFields } from '../../common/schemas/blog-draft.ts';
import type { Db } from '../db/client.ts';
import * as repo from './drafts-repository.ts';
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
  return {
    /** The administrator's drafts, newest first: their post key, title and time. */
    async list(adminId: string) {
      const rows = await repo.listDrafts(db, adminId);
      return rows.map((row) => ({
        key: row.key,
        title: row.title ?? '',
        savedAt: row.savedAt.toISOString(),
      }));
    },

    async get(adminId: string, key: string): Promise<KeptBlogDraft | null> {
      const found = await repo.findDraft(db, adminId, key);
      return found ? { ...found.fields, savedAt: found.savedAt.toISOString() } : null;
    },

    async save(adminId: string, key: string, draft: BlogDraftFields): Promise<KeptBlogDraft> {
      const fields = { ...draft, content: sanitizeBlogHtml(draft.content, publicUrl) };
      const savedAt = await repo.upsertDraft(db, adminId, key, fields);
      return { ...fields, savedAt: savedAt.toISOString() };
    },

    async remove(adminId: string, key: string): Promise<void> {
      await repo.deleteDraft(db, adminId, key);
    },
  };
}
