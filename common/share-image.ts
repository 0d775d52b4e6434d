import { PRERENDERED_PATHS } from './prerender.ts';

/** Open Graph's recommended size, which X (Twitter) large cards also use. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The public pages that have a share image of their own: the marketing screens and the blog. */
export const SHARE_PAGES: readonly string[] = [...PRERENDERED_PATHS, '/blog'];

/** The file name a page's share image is served under: '/' is 'home', '/Terms&Conditions' 'Terms-Conditions'. */
export const sharePageName = (path: string) =>
  path === '/' ? 'home' : path.slice(1).replace(/[^A-Za-z0-9_]+/g, '-');

/** Where the share image of a page (by its canonical path) or of a post (by id) is served. */
export const shareImagePath = (of: { page: string } | { post: string }) =>
  'post' in of
    ? `/og/blog/${encodeURIComponent(of.post)}.png`
    : `/og/page/${sharePageName(of.page)}.png`;
