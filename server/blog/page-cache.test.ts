import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_MS, createPageCache, type CachedPage } from './page-cache.ts';

/** The database as another process leaves it: what a page's stamp reads now. */
let current: string | null;
let reads = 0;

function pageOf(stamp: string): CachedPage {
  return {
    stamp,
    recheck: async () => {
      reads += 1;
      return current;
    },
    body: Buffer.from(`<p>${stamp}</p>`),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    tag: stamp,
    headers: [],
    checkedAt: Date.now(),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  current = 'post-1 v1';
  reads = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('blog page cache', () => {
  it('serves a kept page without asking the database within a second of the last check', async () => {
    const cache = createPageCache<string>();
    await cache.fill('k', async () => pageOf('post-1 v1'));
    for (let i = 0; i < 5; i += 1) expect((await cache.get('k'))?.stamp).toBe('post-1 v1');
    expect(reads).toBe(0);
    vi.advanceTimersByTime(RECHECK_MS);
    // One check for every request meanwhile, then quiet for another second.
    const answers = await Promise.all([cache.get('k'), cache.get('k'), cache.get('k')]);
    expect(answers.map((page) => page?.stamp)).toEqual(['post-1 v1', 'post-1 v1', 'post-1 v1']);
    expect(reads).toBe(1);
    await cache.get('k');
    expect(reads).toBe(1);
  });

  it("drops a page within a second of another process's edit or unpublish", async () => {
    const cache = createPageCache<string>();
    await cache.fill('k', async () => pageOf('post-1 v1'));
    current = 'post-1 v2';
    expect(await cache.get('k')).not.toBeNull();
    vi.advanceTimersByTime(RECHECK_MS);
    expect(await cache.get('k')).toBeNull();

    await cache.fill('k', async () => pageOf('post-1 v2'));
    current = null;
    vi.advanceTimersByTime(RECHECK_MS);
    expect(await cache.get('k')).toBeNull();
  });

  it('drops every page at once on a write of this process, even a render begun before it', async () => {
    const cache = createPageCache<string>();
    await cache.fill('a', async () => pageOf('a'));
    await cache.fill('b', async () => pageOf('b'));
    cache.clear();
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('b')).toBeNull();

    let finish!: (page: CachedPage) => void;
    const slow = cache.fill('c', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(pageOf('c old'));
    expect(((await slow) as CachedPage).stamp).toBe('c old');
    expect(await cache.get('c')).toBeNull();
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
    expect(await cache.get('missing')).toBeNull();
  });
});
