import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { addDays, todayInBusinessZone } from '../../common/booking.ts';
import { isAdminPath, type PageView } from '../../common/schemas/analytics.ts';
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

  /*
   * Figures of days that are over (before today in Pakistan time) never change: views are
   * recorded on today only. They are computed once per process and kept, so the dashboard
   * reads only today's rows. Bounded by the days anyone asks about.
   */
  interface ClosedDay {
    day: string;
    visitors: number;
    paths: Map<string, number>;
  }
  const closedCache = new Map<string, ClosedDay>();
  const MAX_CACHED_DAYS = 2000;

  function split(days: { from: string; to: string }) {
    const today = todayInBusinessZone(now());
    const lastClosed = addDays(today, -1);
    const closed =
      days.from <= lastClosed
        ? { from: days.from, to: days.to < lastClosed ? days.to : lastClosed }
        : null;
    const open =
      days.to >= today ? { from: days.from > today ? days.from : today, to: days.to } : null;
    return { closed, open };
  }

  async function closedDays(range: { from: string; to: string }): Promise<ClosedDay[]> {
    const wanted: string[] = [];
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) wanted.push(day);
    const missing = wanted.filter((day) => !closedCache.has(day));
    const fresh = new Map<string, ClosedDay>();
    if (missing.length) {
      const span = { from: missing[0]!, to: missing.at(-1)! };
      const [visitors, paths] = await Promise.all([
        repo.countVisitorsPerDay(db, span),
        repo.countPathsPerDay(db, span),
      ]);
      for (const day of missing) fresh.set(day, { day, visitors: 0, paths: new Map() });
      for (const v of visitors) {
        const entry = fresh.get(v.day);
        if (entry) entry.visitors = v.count;
      }
      for (const p of paths) fresh.get(p.day)?.paths.set(p.path, p.views);
      if (closedCache.size + fresh.size > MAX_CACHED_DAYS) closedCache.clear();
      for (const [day, entry] of fresh) closedCache.set(day, entry);
    }
    return wanted.map((day) => fresh.get(day) ?? closedCache.get(day)!);
  }

  return {
    /** Records one view; false when it is not counted (a bot, an admin page, no agent). */
    async recordPageView(view: PageView, meta: VisitorMeta): Promise<boolean> {
      if (!meta.userAgent || isbot(meta.userAgent) || isAdminPath(view.path)) return false;
      const day = todayInBusinessZone(now());
      const salt = await saltOf(day);
      const visitorHash = createHash('sha256')
        .update(`${salt}\n${meta.ip}\n${meta.userAgent}`)
        .digest('hex');
      await repo.insertPageView(db, { path: view.path, referrer: view.referrer, visitorHash, day });
      return true;
    },

    /**
     * `visitorCount`: distinct visitor hashes, overall or within calendar days. Within days,
     * the days before today are summed from their per-day counts: a visitor's hash changes
     * with the daily salt, so visitors of different days never share a hash.
     */
    async visitorCount(days?: { from: string; to: string }) {
      if (!days) return repo.countDistinctVisitors(db, days);
      const { closed, open } = split(days);
      const [past, current] = await Promise.all([
        closed ? closedDays(closed) : [],
        open ? repo.countDistinctVisitors(db, open) : 0,
      ]);
      return past.reduce((sum, d) => sum + d.visitors, 0) + current;
    },

    async visitorsPerDay(days: { from: string; to: string }) {
      const { closed, open } = split(days);
      const [past, current] = await Promise.all([
        closed ? closedDays(closed) : [],
        open ? repo.countVisitorsPerDay(db, open) : [],
      ]);
      return [
        ...past.filter((d) => d.visitors > 0).map((d) => ({ day: d.day, count: d.visitors })),
        ...current,
      ];
    },

    async topPages(days: { from: string; to: string }, limit = 10) {
      const { closed, open } = split(days);
      if (!closed) return repo.findTopPages(db, days, limit);
      const [past, current] = await Promise.all([
        closedDays(closed),
        open ? repo.findTopPages(db, open, Number.MAX_SAFE_INTEGER) : [],
      ]);
      const byPath = new Map<string, number>();
      for (const day of past) {
        for (const [path, views] of day.paths) byPath.set(path, (byPath.get(path) ?? 0) + views);
      }
      for (const p of current) byPath.set(p.path, (byPath.get(p.path) ?? 0) + p.views);
      return [...byPath]
        .map(([path, views]) => ({ path, views }))
        .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .slice(0, limit);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
