/**
 * Finished blog pages kept in memory (docs/decisions/023): the bytes every reader of one
 * page gets, compressed once. A page is kept with a stamp of what it shows (its post's id
 * and last edit, or a list page's posts and total: service.ts postStampOf/listStampOf) and
 * is served while that stamp holds. Writes of this process drop every page at once
 * (`clear`); a write of another process on the same database is seen by comparing the
 * stamp with the database at most once every RECHECK_MS per page.
 */

/** How long a kept page is served before its stamp is compared with the database again. */
export const RECHECK_MS = 1000;
/** Pages kept at most; the oldest goes first, so odd URLs cannot grow memory. */
const MAX_ENTRIES = 1000;

export interface CachedPage {
  /** What the page shows apart from view counts; equal stamps, equal pages. */
  stamp: string;
  /** The stamp as the database has it now (null: the page no longer exists). */
  recheck: () => Promise<string | null>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Names the page's bytes (its ETag, suffixed per coding). */
  tag: string;
  /** Headers of every answer of the page: content type, policy with script hashes. */
  headers: [string, string][];
  /** When the stamp last matched the database. */
  checkedAt: number;
}

export function createPageCache<Other>() {
  const pages = new Map<string, CachedPage>();
  const checks = new Map<string, Promise<boolean>>();
  /** Renders under way, shared by every request for the same page meanwhile. */
  const filling = new Map<string, Promise<CachedPage | Other>>();
  let generation = 0;

  const drop = (key: string, page: CachedPage) => {
    if (pages.get(key) === page) pages.delete(key);
  };

  return {
    /**
     * The kept page of `key`, if its stamp still holds. Within RECHECK_MS of the last
     * check no database is asked; after it, one check serves every request meanwhile.
     */
    async get(key: string): Promise<CachedPage | null> {
      const page = pages.get(key);
      if (!page) return null;
      if (Date.now() - page.checkedAt < RECHECK_MS) return page;
      let check = checks.get(key);
      if (!check) {
        const startedAt = Date.now();
        check = page.recheck().then(
          (stamp) => stamp === page.stamp,
          () => false,
        );
        checks.set(key, check);
        void check.then((same) => {
          checks.delete(key);
          if (same) page.checkedAt = startedAt;
          else drop(key, page);
        });
      }
      return (await check) && pages.get(key) === page ? page : null;
    },

    /**
     * Renders the page of `key` once for every request that asks meanwhile. A page the
     * render returns is kept unless a write happened since the render began.
     */
    fill(key: string, render: () => Promise<CachedPage | Other>): Promise<CachedPage | Other> {
      const pending = filling.get(key);
      if (pending) return pending;
      const started = generation;
      const mine = render().then((result) => {
        if (isPage(result) && started === generation) {
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
      checks.clear();
      filling.clear();
    },
  };
}

export function isPage(value: unknown): value is CachedPage {
  return typeof value === 'object' && value !== null && 'stamp' in value && 'br' in value;
}
