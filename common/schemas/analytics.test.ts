import { describe, expect, it } from 'vitest';
import { isAdminPath, pageviewSchema } from './analytics.ts';

describe('page view schema', () => {
  it('keeps the path without query or fragment and the referrer as its origin', () => {
    expect(
      pageviewSchema.parse({ path: '/blog/x?utm=1#top', referrer: 'https://t.co/abc?x=1' }),
    ).toEqual({ path: '/blog/x', referrer: 'https://t.co' });
    expect(pageviewSchema.parse({ path: '/', referrer: 'javascript:alert(1)' }).referrer).toBe(
      null,
    );
    expect(pageviewSchema.parse({ path: '/', referrer: 'not a url' }).referrer).toBe(null);
  });

  it('refuses paths that are not ours', () => {
    for (const path of ['', 'blog', '//evil.example', 'https://x.example/']) {
      expect(pageviewSchema.safeParse({ path }).success).toBe(false);
    }
  });

  it('knows admin paths in any case', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/Admin/blogs')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
  });
});
