/**
 * The blog editor's draft, kept in this browser while a post is typed and until it is
 * saved: a reload, a closed tab or a crash loses nothing typed (ADR 057). One draft per
 * post, and one for a new post.
 */
export interface BlogDraft {
  title: string;
  content: string;
  tags: string;
  status: string;
  author: string;
  date: string;
  time: string;
  /** When it was last written, ISO. */
  savedAt: string;
}

const PREFIX = 'adminBlogDraft:';
/** The key of a post's draft; `null` names the new post. */
const keyOf = (postId: string | null) => `${PREFIX}${postId ?? 'new'}`;

export function readBlogDraft(postId: string | null): BlogDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(postId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BlogDraft>;
    const fields = ['title', 'content', 'tags', 'status', 'author', 'date', 'time', 'savedAt'];
    return fields.every((field) => typeof value[field as keyof BlogDraft] === 'string')
      ? (value as BlogDraft)
      : null;
  } catch {
    return null;
  }
}

export function writeBlogDraft(postId: string | null, draft: BlogDraft): void {
  try {
    window.localStorage.setItem(keyOf(postId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds the text while the page is open.
  }
}

export function removeBlogDraft(postId: string | null): void {
  try {
    window.localStorage.removeItem(keyOf(postId));
  } catch {
    // Nothing kept to remove.
  }
}
