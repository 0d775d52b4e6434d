import { BLOG_DRAFT_NEW, type BlogDraftFields } from '../../../common/schemas/blog-draft.ts';
import type { AdminApi } from './admin-api.ts';

/**
 * The blog editor's draft (ADR 057), kept while a post is typed and until it is saved: on
 * the server (another tab, device or a cleared browser loses nothing) and, for when the
 * server cannot be reached, in this browser too. The newer copy wins when the editor
 * opens. One draft per post, and one for the new post.
 */
export interface BlogDraft extends BlogDraftFields {
  /** When it was last written, ISO. */
  savedAt: string;
}

const PREFIX = 'adminBlogDraft:';
/** The draft's name: the post's id, or 'new'. */
const draftKey = (postId: string | null) => postId ?? BLOG_DRAFT_NEW;
const storageKey = (postId: string | null) => `${PREFIX}${draftKey(postId)}`;
const FIELDS = ['title', 'content', 'tags', 'status', 'author', 'date', 'time', 'savedAt'];
const draftPath = (postId: string | null) =>
  `/api/admin/blog-drafts/${encodeURIComponent(draftKey(postId))}`;

function isDraft(value: unknown): value is BlogDraft {
  return (
    !!value &&
    typeof value === 'object' &&
    FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

/** The copy kept in this browser. */
function readLocalDraft(postId: string | null): BlogDraft | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(postId)) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

function writeLocalDraft(postId: string | null, draft: BlogDraft): void {
  try {
    window.localStorage.setItem(storageKey(postId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server's copy and the open form still hold the text.
  }
}

/** The newer of the server's and this browser's copy of a post's draft. */
export async function readBlogDraft(
  api: AdminApi,
  postId: string | null,
): Promise<BlogDraft | null> {
  const local = readLocalDraft(postId);
  const answer = await api.get<{ draft?: unknown }>(draftPath(postId));
  const kept = answer.ok && isDraft(answer.data?.draft) ? answer.data.draft : null;
  if (!kept) return local;
  if (!local) return kept;
  return Date.parse(local.savedAt) > Date.parse(kept.savedAt) ? local : kept;
}

/**
 * Keeps the draft here at once and on the server; answers whether the server has it (false:
 * kept in this browser only, for now).
 */
export async function keepBlogDraft(
  api: AdminApi,
  postId: string | null,
  fields: BlogDraftFields,
): Promise<boolean> {
  writeLocalDraft(postId, { ...fields, savedAt: new Date().toISOString() });
  const answer = await api.send('PUT', draftPath(postId), fields);
  return answer.ok;
}

/** Removes both copies: the post was saved, or the draft discarded. */
export async function removeBlogDraft(api: AdminApi, postId: string | null): Promise<void> {
  try {
    window.localStorage.removeItem(storageKey(postId));
  } catch {
    // Nothing kept to remove.
  }
  await api.send('DELETE', draftPath(postId));
}

/**
 * Runs draft calls one after another, in the order they were asked for: a write still on
 * its way must not land after the removal that follows it (which would bring the draft
 * back), and a list must see the removal before it.
 */
export type DraftQueue = <T>(call: () => Promise<T>) => Promise<T>;

export interface DraftSummary {
  key: string;
  title: string;
  savedAt: string;
}

/** The administrator's kept drafts (the server's list, or this browser's new-post copy). */
export async function listBlogDrafts(api: AdminApi): Promise<DraftSummary[]> {
  const answer = await api.get<{ drafts?: DraftSummary[] }>('/api/admin/blog-drafts');
  if (answer.ok && Array.isArray(answer.data?.drafts)) return answer.data.drafts;
  const local = readLocalDraft(null);
  return local ? [{ key: BLOG_DRAFT_NEW, title: local.title, savedAt: local.savedAt }] : [];
}
