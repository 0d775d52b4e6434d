import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_TTL_MS, VIEWS_PLACEHOLDER, createBlogPageCache } from './page-cache.ts';

const stamp = { id: 'post-1', updatedAt: new Date('2026-01-01T00:00:00Z') };

function pageOf(cache: ReturnType<typeof createBlogPageCache<string>>, html: string) {
  return {
    postId: stamp.id,
    updatedAt: stamp.updatedAt.getTime(),
    expiresAt: Date.now() + BLOG_PAGE_TTL_MS,
    ...cache.template(html),
    encoded: 'gzip',
    headers: [],
  };
}

describe('blog page cache', () => {
  it('writes each response its nonce and view count in the placeholders', () => {
    const cache = createBlogPageCache<string>();
    const html =
      `<script nonce="${cache.placeholder}"></script>` +
      `<p>${VIEWS_PLACEHOLDER} views</p><script>{"views":${VIEWS_PLACEHOLDER}}</script>`;
    const page = pageOf(cache, html);
    expect(page.gaps).toEqual(['nonce', 'views-text', 'views']);
    expect(cache.joined(page, cache.gapValues(page, 'abc', 1))).toBe(
      '<script nonce="abc"></script><p>1 view</p><script>{"views":1}</script>',
    );
    expect(cache.joined(page, cache.gapValues(page, 'xyz', 12))).toBe(
      '<script nonce="xyz"></script><p>12 views</p><script>{"views":12}</script>',
    );
  });

  it('reuses a page only while its post is unchanged and young, and drops it otherwise', () => {
    const cache = createBlogPageCache<string>();
    const page = pageOf(cache, '<p>post</p>');
    cache.keep('person host /blog/post-1', page);
    expect(cache.fresh('person host /blog/post-1', stamp)).toBe(page);
    expect(cache.fresh('person host /blog/other', stamp)).toBeNull();
    expect(cache.fresh('person host /blog/post-1', null)).toBeNull();
    // Dropped by the miss above: even the same stamp finds nothing now.
    expect(cache.fresh('person host /blog/post-1', stamp)).toBeNull();

    cache.keep('k', page);
    const edited = { ...stamp, updatedAt: new Date('2026-01-02T00:00:00Z') };
    expect(cache.fresh('k', edited)).toBeNull();
    cache.keep('k', { ...page, expiresAt: Date.now() - 1 });
    expect(cache.fresh('k', stamp)).toBeNull();
  });
});
