import { and, between, count, countDistinct, desc, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pageViews } from '../db/schema/analytics.ts';
import { appSettings } from '../db/schema/system.ts';

const SALT_PREFIX = 'analytics-salt:';

/**
 * The salt of `day`, created by whichever process asks first. Salts of other days are
 * deleted, so yesterday's hashes can no longer be tied to anyone.
 */
export async function dailySalt(db: Db, day: string, fresh: string): Promise<string> {
  const key = `${SALT_PREFIX}${day}`;
  await db.insert(appSettings).values({ key, value: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  await db
    .delete(appSettings)
    .where(and(like(appSettings.key, `${SALT_PREFIX}%`), ne(appSettings.key, key)));
  return row!.value;
}

export async function insertPageView(
  db: Db,
  view: { path: string; referrer: string | null; visitorHash: string; day: string },
): Promise<void> {
  await db.insert(pageViews).values(view);
}

export async function countDistinctVisitors(db: Db, days?: { from: string; to: string }) {
  const [row] = await db
    .select({ n: countDistinct(pageViews.visitorHash) })
    .from(pageViews)
    .where(days ? between(pageViews.day, days.from, days.to) : undefined);
  return Number(row?.n ?? 0);
}

export async function countVisitorsPerDay(db: Db, days: { from: string; to: string }) {
  const rows = await db
    .select({ day: pageViews.day, count: countDistinct(pageViews.visitorHash) })
    .from(pageViews)
    .where(between(pageViews.day, days.from, days.to))
    .groupBy(pageViews.day)
    .orderBy(pageViews.day);
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

export async function findTopPages(db: Db, days: { from: string; to: string }, limit: number) {
  const views = count();
  const rows = await db
    .select({ path: pageViews.path, views })
    .from(pageViews)
    .where(between(pageViews.day, days.from, days.to))
    .groupBy(pageViews.path)
    .orderBy(desc(views), pageViews.path)
    .limit(limit);
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

/** Views per path on each day of a range: the per-day figures the stats cache keeps. */
export async function countPathsPerDay(db: Db, days: { from: string; to: string }) {
  const views = count();
  const rows = await db
    .select({ day: pageViews.day, path: pageViews.path, views })
    .from(pageViews)
    .where(between(pageViews.day, days.from, days.to))
    .groupBy(pageViews.day, pageViews.path);
  return rows.map((r) => ({ day: r.day, path: r.path, views: Number(r.views) }));
}
