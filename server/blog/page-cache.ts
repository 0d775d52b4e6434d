/**
 * Finished blog pages kept in memory (docs/decisions/023): the bytes every reader of one
 * page gets, compressed once. A page is served until a post is written by any process (the
 * write's notice calls `clear`) or until the next scheduled post's time, when the lists
 * change without a write.
 */

/** Pages kept at most; the oldest goes first, so odd URLs cannot grow memory. */
const MAX_ENTRIES = 1000;

export interface CachedPage {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Names the page's bytes (its ETag, suffixed per coding). */
  tag: string;
  /** Headers of every answer of the page: content type, policy with script hashes. */
  headers: [string, string][];
  /** When it must be rendered again though nothing was written (ms since the epoch). */
  expiresAt: number;
}

/** `Page`: what is kept of a page, its bytes and what the server adds to them. */
export function createPageCache<Other, Page extends CachedPage = CachedPage>() {
  const pages = new Map<string, Page>();
  /** Renders under way, shared by every request for the same page meanwhile. */
  const filling = new Map<string, Promise<Page | Other>>();
  let generation = 0;

  const drop = (key: string, page: Page) => {
    if (pages.get(key) === page) pages.delete(key);
  };

  return {
    /** The kept page of `key`, while it is current. */
    get(key: string): Page | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expiresAt > Date.now()) return page;
      drop(key, page);
      return null;
    },

    /**
     * Renders the page of `key` once for every request that asks meanwhile. A page the
     * render returns is kept unless a write happened since the render began.
     */
    fill(key: string, render: () => Promise<Page | Other>): Promise<Page | Other> {
      const pending = filling.get(key);
      if (pending) return pending;
      const started = generation;
      const mine = render().then((result) => {
        if (isPage<Page>(result) && started === generation) {
          if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
          pages.set(key, result);
        }
        return result;
      });
      const done = () => {
        if (filling.get(key) === mine) filling.delete(key);
      };
      mine.then(done, done);
      filling.set(key, mine);
      return mine;
    },

    /** Drops every page, and lets no render begun before now be kept or joined. */
    clear(): void {
      generation += 1;
      pages.clear();
      filling.clear();
    },
  };
}

export function isPage<Page extends CachedPage = CachedPage>(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'expiresAt' in value && 'br' in value;
}
