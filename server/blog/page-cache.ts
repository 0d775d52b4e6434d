import { randomBytes } from 'node:crypto';

/** A page is rendered afresh at least this often, whatever else may age in it. */
export const BLOG_PAGE_TTL_MS = 60_000;
/**
 * The view count a page is rendered with: each response writes the current count in its
 * place, so a cached page still shows every view (the page's text and its loader data).
 */
export const VIEWS_PLACEHOLDER = 7390241583;
/** Pages kept at most; the oldest is dropped first, so odd URLs cannot grow memory. */
const MAX_ENTRIES = 1000;

/** What stands in each gap of a cached page: the nonce, "N views" or the bare count. */
type Gap = 'nonce' | 'views-text' | 'views';

/** `Encoded` is what the server keeps beside the text, e.g. the parts compressed once. */
export interface CachedPage<Encoded> {
  postId: string;
  updatedAt: number;
  expiresAt: number;
  /** The page cut at its placeholders; gaps[i] says what goes between parts i and i + 1. */
  parts: string[];
  gaps: Gap[];
  encoded: Encoded;
  headers: [string, string][];
}

/** The post a page shows, as the database has it now (BlogService.publicStamp). */
export interface PostStamp {
  id: string;
  updatedAt: Date;
}

/**
 * Rendered `/blog/:id` pages kept in memory (issue: performance). A page is reused while
 * its post is public and unchanged: each hit compares the post's id and `updated_at` (one
 * indexed row, read by the caller), so an edit, a deletion or an unpublish made by any app
 * process shows at once, and a scheduled post appears when its time passes. A page is
 * rendered with a placeholder nonce that every response replaces with its own, so the CSP
 * keeps a fresh nonce per response, and with a placeholder view count that every response
 * replaces with the post's current count.
 */
export function createBlogPageCache<Encoded>() {
  const placeholder = `nonce${randomBytes(16).toString('hex')}`;
  const pages = new Map<string, CachedPage<Encoded>>();

  // Longest token first: "N views" before the bare count.
  const tokens = new RegExp(`(${placeholder}|${VIEWS_PLACEHOLDER} views|${VIEWS_PLACEHOLDER})`);

  return {
    /** The nonce a page is rendered with. */
    placeholder,

    /** Cuts a rendered page at its placeholders. */
    template(html: string): Pick<CachedPage<Encoded>, 'parts' | 'gaps'> {
      const pieces = html.split(tokens);
      const parts = pieces.filter((_, i) => i % 2 === 0);
      const gaps = pieces
        .filter((_, i) => i % 2 === 1)
        .map((token): Gap =>
          token === placeholder ? 'nonce' : token.endsWith(' views') ? 'views-text' : 'views',
        );
      return { parts, gaps };
    },

    /** What one response writes in the gaps of a page. */
    gapValues(page: Pick<CachedPage<Encoded>, 'gaps'>, nonce: string, views: number): string[] {
      return page.gaps.map((gap) =>
        gap === 'nonce'
          ? nonce
          : gap === 'views-text'
            ? `${views} ${views === 1 ? 'view' : 'views'}`
            : String(views),
      );
    },

    joined(page: Pick<CachedPage<Encoded>, 'parts'>, values: string[]): string {
      return page.parts.reduce((html, part, i) => html + values[i - 1]! + part);
    },

    /** The kept page of `key` if it still shows `stamp` and is young enough; else drops it. */
    fresh(key: string, stamp: PostStamp | null): CachedPage<Encoded> | null {
      const cached = pages.get(key);
      if (
        cached &&
        stamp &&
        cached.postId === stamp.id &&
        cached.updatedAt === stamp.updatedAt.getTime() &&
        cached.expiresAt > Date.now()
      ) {
        return cached;
      }
      if (cached) pages.delete(key);
      return null;
    },

    keep(key: string, page: CachedPage<Encoded>): void {
      if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    },
  };
}
