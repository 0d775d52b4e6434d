import type { Config } from '../config.ts';
import type { Changes } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';
import type { ViewCounter } from './views.ts';

/** A read as kept, with what its view counts need to stay live. */
export interface Kept<T> {
  value: T;
  /** The next scheduled post's time, when the lists change without a write. */
  expiresAt: number;
  /** Per post: views this process had counted, minus those unwritten, at the read. */
  seen: Map<string, number>;
  /** The last answer made from it and its view counts: reused while they are unchanged. */
  shown?: { views: number[]; answer: unknown };
}

/** A kept read as callers get it: the value, and each post's views brought up to date. */
export interface LiveRead<T> {
  value: T;
  entry: Kept<T>;
  views: (id: string, stored: number) => number;
}

const MAX_KEPT = 500;

/**
 * Public reads kept in memory (BLOG_READ_CACHE): list pages and single posts, as read from
 * the database, until any process writes a post (its notice through the database clears
 * them, and a read that began before it is not kept) or the next scheduled post's time
 * comes. A kept post's views stay live: it remembers what this process had counted when it
 * was read, and adds what was counted since.
 */
export function createReadCache({
  config,
  db,
  views,
  changes,
}: {
  config: Pick<Config, 'BLOG_READ_CACHE'>;
  db: Db;
  views: ViewCounter;
  changes: Changes;
}) {
  const kept = new Map<string, Kept<unknown>>();
  /** Reads under way, shared by every request for the same key meanwhile. */
  const reading = new Map<string, Promise<Kept<unknown>>>();
  let generation = 0;
  const changeListeners: (() => void)[] = [];
  const forget = () => {
    generation += 1;
    for (const listener of changeListeners) listener();
    kept.clear();
    // A request after a write never joins a read that began before it.
    reading.clear();
  };
  changes.subscribe('blog', forget);

  const live = <T>(entry: Kept<T>): LiveRead<T> => ({
    value: entry.value,
    entry,
    views: (id, stored) => stored + views.countedSinceStart(id) - (entry.seen.get(id) ?? 0),
  });

  async function readToKeep<T>(
    key: string,
    ids: (value: T) => string[],
    read: () => Promise<T>,
  ): Promise<Kept<T>> {
    // Kept no later than the next scheduled post's time, so it appears on time.
    const nextPublish = async () => (config.BLOG_READ_CACHE ? repo.findNextPublishAt(db) : null);
    const started = generation;
    const seen = new Map<string, number>();
    const [value, next] = await Promise.all([read(), nextPublish()]);
    for (const id of ids(value)) seen.set(id, views.countedSinceStart(id) - views.unwritten(id));
    const entry: Kept<T> = { value, expiresAt: next?.getTime() ?? Infinity, seen };
    if (config.BLOG_READ_CACHE && started === generation) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, entry);
    }
    return entry;
  }

  /** The kept read of `key` while it is current, without reading. */
  function peek<T>(key: string): LiveRead<T> | undefined {
    const hit = kept.get(key) as Kept<T> | undefined;
    return hit && hit.expiresAt > Date.now() ? live(hit) : undefined;
  }

  return {
    peek,

    /**
     * The kept read of `key`, or `read` kept. `fresh`: read from the database, not from
     * what this process keeps (a page to keep), and keep that.
     */
    async read<T>(
      key: string,
      ids: (value: T) => string[],
      read: () => Promise<T>,
      fresh = false,
    ): Promise<LiveRead<T>> {
      const hit = fresh ? undefined : (kept.get(key) as Kept<T> | undefined);
      if (hit && hit.expiresAt > Date.now()) return live(hit);
      if (hit) kept.delete(key);
      // Without keeping (BLOG_READ_CACHE=0), and for a fresh read, the request reads for
      // itself.
      if (!config.BLOG_READ_CACHE || fresh) return live(await readToKeep(key, ids, read));
      // When a kept read is dropped under load, one read refills it instead of one per request.
      let pending = reading.get(key) as Promise<Kept<T>> | undefined;
      if (!pending) {
        const mine = readToKeep(key, ids, read);
        const done = () => {
          if (reading.get(key) === mine) reading.delete(key);
        };
        mine.then(done, done);
        reading.set(key, mine);
        pending = mine;
      }
      return live(await pending);
    },

    /** Drops every kept read: a post was written (by this process or, heard, another). */
    forget,

    /** Called after every write of a post (create, edit, delete), by any process. */
    onChange(listener: () => void): void {
      changeListeners.push(listener);
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
