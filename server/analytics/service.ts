import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { todayInBusinessZone } from '../../common/booking.ts';
import { isAdminPath, pageviewSchema } from '../../common/schemas/analytics.ts';
import type { Database } from '../db/client.ts';
import * as repo from './repository.ts';

export interface VisitorMeta {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Cookie-free page views (ARCHITECTURE.md "Analytics"): a visitor is
 * sha256(daily salt + address + user agent). The address itself is never stored, and the
 * salt changes every day, so a hash cannot be followed from one day to the next.
 */
export function createAnalyticsService({
  database,
  now = () => new Date(),
}: {
  database: Database;
  now?: () => Date;
}) {
  const { db } = database;
  let cached: { day: string; salt: string } | undefined;

  async function saltOf(day: string): Promise<string> {
    if (cached?.day === day) return cached.salt;
    const salt = await repo.dailySalt(db, day, randomBytes(32).toString('base64url'));
    cached = { day, salt };
    return salt;
  }

  return {
    /** Records one view; false when it is not counted (a bot, an admin page, no agent). */
    async recordPageView(body: unknown, meta: VisitorMeta): Promise<boolean> {
      const view = pageviewSchema.parse(body ?? {});
      if (!meta.userAgent || isbot(meta.userAgent) || isAdminPath(view.path)) return false;
      const day = todayInBusinessZone(now());
      const salt = await saltOf(day);
      const visitorHash = createHash('sha256')
        .update(`${salt}\n${meta.ip}\n${meta.userAgent}`)
        .digest('hex');
      await repo.insertPageView(db, { path: view.path, referrer: view.referrer, visitorHash, day });
      return true;
    },

    /** `visitorCount`: distinct visitor hashes, overall or within calendar days. */
    visitorCount: (days?: { from: string; to: string }) => repo.countDistinctVisitors(db, days),
    visitorsPerDay: (days: { from: string; to: string }) => repo.countVisitorsPerDay(db, days),
    topPages: (days: { from: string; to: string }, limit = 10) =>
      repo.findTopPages(db, days, limit),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
