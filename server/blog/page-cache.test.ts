import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type CachedPage } from './page-cache.ts';

function pageOf(name: string, expiresAt = Infinity): CachedPage & { name: string } {
  return {
    name,
    body: Buffer.from(`<p>${name}</p>`),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    tag: name,
    headers: [],
    expiresAt,
  };
}
const nameOf = (page: CachedPage | null) => (page as { name?: string } | null)?.name ?? null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('blog page cache', () => {
  it('serves a kept page until it is cleared, however long that is', async () => {
    const cache = createPageCache<string>();
    await cache.fill('k', async () => pageOf('v1'));
    vi.advanceTimersByTime(24 * 3600_000);
    expect(nameOf(cache.get('k'))).toBe('v1');
    cache.clear();
    expect(cache.get('k')).toBeNull();
  });

  it("drops a page at the next scheduled post's time", async () => {
    const cache = createPageCache<string>();
    await cache.fill('k', async () => pageOf('before', Date.now() + 60_000));
    vi.advanceTimersByTime(59_999);
    expect(nameOf(cache.get('k'))).toBe('before');
    vi.advanceTimersByTime(1);
    expect(cache.get('k')).toBeNull();
  });

  it('drops every page at once on a write, even a render begun before it', async () => {
    const cache = createPageCache<string>();
    await cache.fill('a', async () => pageOf('a'));
    await cache.fill('b', async () => pageOf('b'));
    cache.clear();
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();

    let finish!: (page: CachedPage) => void;
    const slow = cache.fill('c', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(pageOf('c old'));
    expect(nameOf((await slow) as CachedPage)).toBe('c old');
    expect(cache.get('c')).toBeNull();
  });

  it('renders once for requests that arrive together, and keeps only pages', async () => {
    const cache = createPageCache<string>();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return pageOf('x');
    };
    await Promise.all([cache.fill('x', render), cache.fill('x', render)]);
    expect(renders).toBe(1);

    expect(await cache.fill('missing', async () => 'not found')).toBe('not found');
    expect(cache.get('missing')).toBeNull();
  });
});
