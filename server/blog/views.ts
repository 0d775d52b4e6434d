import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { hitRateLimit, rateLimitKey } from '../db/rate-limits.ts';
import * as repo from './repository.ts';

/** A visitor's views of one post count once in this long. */
const DAY_MS = 24 * 60 * 60_000;

/**
 * The posts' view counts as this process adds to them: counted views are summed in memory
 * and written in one UPDATE per post every BLOG_VIEW_FLUSH_MS (0 writes each at once), so
 * reads of a popular post do not queue on its row.
 */
export function createViewCounter({
  config,
  db,
}: {
  config: Pick<Config, 'BLOG_VIEW_FLUSH_MS'>;
  db: Db;
}) {
  /** Views counted but not yet written. */
  const pendingViews = new Map<string, number>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();
  /** Views this process has counted per post since it started, written or not. */
  const counted = new Map<string, number>();

  async function writePendingViews(): Promise<void> {
    flushTimer = undefined;
    const batch = [...pendingViews];
    for (const [id, n] of batch) {
      try {
        await repo.addViews(db, id, n);
        const left = (pendingViews.get(id) ?? 0) - n;
        if (left > 0) pendingViews.set(id, left);
        else pendingViews.delete(id);
      } catch {
        // Kept in pendingViews: the next flush retries (e.g. the database restarted).
      }
    }
    if (pendingViews.size && !flushTimer) scheduleFlush();
  }

  function scheduleFlush() {
    flushTimer = setTimeout(() => {
      flushing = flushing.then(writePendingViews);
    }, config.BLOG_VIEW_FLUSH_MS);
    // A pending flush must not keep a finished process (or a test run) alive.
    flushTimer.unref();
  }

  return {
    /** Whether each view is written as it is counted (BLOG_VIEW_FLUSH_MS=0). */
    writesAtOnce: config.BLOG_VIEW_FLUSH_MS === 0,

    /** Notes a view the database has counted already (an UPDATE that returned the row). */
    noteWritten(id: string): void {
      counted.set(id, (counted.get(id) ?? 0) + 1);
    },

    /** Counts one view of a post. */
    async count(id: string): Promise<void> {
      counted.set(id, (counted.get(id) ?? 0) + 1);
      if (config.BLOG_VIEW_FLUSH_MS === 0) {
        await repo.addViews(db, id, 1);
        return;
      }
      pendingViews.set(id, (pendingViews.get(id) ?? 0) + 1);
      if (!flushTimer) scheduleFlush();
    },

    /** Views of a post this process has counted since it started, written or not. */
    countedSinceStart: (id: string): number => counted.get(id) ?? 0,

    /** Views of a post counted and not yet written. */
    unwritten: (id: string): number => pendingViews.get(id) ?? 0,

    /** A post with the views this process counted and has not written yet. */
    withUnwritten<T extends { _id: string; views: number }>(dto: T): T {
      const n = pendingViews.get(dto._id);
      return n ? { ...dto, views: dto.views + n } : dto;
    },

    /** Writes every view counted in memory now (shutdown, tests). */
    async flush(): Promise<void> {
      if (flushTimer) clearTimeout(flushTimer);
      flushing = flushing.then(writePendingViews);
      await flushing;
    },

    /**
     * Whether this is the visitor's first view of `postId` in a day (and records it), in the
     * shared rate-limit table, so every app process counts a visitor once.
     */
    async firstToday(
      postId: string,
      visitor: { address: string; userAgent: string },
    ): Promise<boolean> {
      const who = createHash('sha256')
        .update(`${visitor.address}\n${visitor.userAgent}`)
        .digest('base64url')
        .slice(0, 22);
      const hit = await hitRateLimit(db, rateLimitKey('blog-view', `${postId}:${who}`), DAY_MS);
      return hit.count === 1;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
