import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * What one process changes, every process of the site hears: the one path by which a
 * process learns that something it keeps in memory (a cached page, the team's settings,
 * the open chat streams' news) is out of date. A change is published in the transaction
 * that makes it, so the notice goes out when, and only if, the change commits; each process
 * then reads what it needs afresh from the database. The notice names only a topic, never
 * the data, so it can be neither stale nor too large.
 */

/** The one NOTIFY channel of the site. */
const CHANNEL = 'site_changes';

/** What changed: a kind of kept state, or one conversation's hand-off. */
type ChangeTopic = 'availability' | 'blog' | 'pictures' | 'settings' | `conversation:${string}`;

export interface Changes {
  /** Tells every process, this one included, that `topic` changed when `db`'s work commits. */
  publish(db: Db, topic: ChangeTopic): Promise<void>;
  /**
   * Calls `listener` after every published change of `topic`, and whenever notices may have
   * been missed (so a cache that drops its copy on each call is never left stale).
   */
  subscribe(topic: ChangeTopic, listener: () => void): () => void;
  /** Settles once this process listens: the app starts serving after it. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function createChanges(database: Database): Changes {
  const listeners = new Map<string, Set<() => void>>();
  const call = (set: Iterable<() => void> | undefined) => {
    for (const listener of [...(set ?? [])]) listener();
  };
  const stop = database.listen(
    CHANNEL,
    (topic) => call(listeners.get(topic)),
    () => {
      for (const set of listeners.values()) call(set);
    },
  );
  // Nothing is kept before the app serves, so no notice can be missed before this settles.
  const ready = stop.then(() => undefined);
  ready.catch(() => undefined);
  return {
    async publish(db, topic) {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(topic) === set) listeners.delete(topic);
      };
    },
    ready,
    close: async () => {
      await (
        await stop.catch(() => null)
      )?.();
    },
  };
}
