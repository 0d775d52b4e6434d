import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessZone } from '../../common/booking.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { createSignedInApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * The dashboard keeps the figures of days that are over (server/analytics/service.ts):
 * the answer must equal a fresh count, and today's views must still show as they come.
 */
describe(`dashboard figures of past days on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  const today = todayInBusinessZone(new Date());
  const yesterday = addDays(today, -1);
  const before = addDays(today, -2);

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp());
    await t.database.db.insert(pageViews).values([
      { path: '/', visitorHash: 'p1', day: before, referrer: null },
      { path: '/', visitorHash: 'p1', day: before, referrer: null },
      { path: '/Services', visitorHash: 'p2', day: before, referrer: null },
      { path: '/blog', visitorHash: 'y1', day: yesterday, referrer: null },
      { path: '/Services', visitorHash: 'y2', day: yesterday, referrer: null },
      { path: '/Services', visitorHash: 'y3', day: yesterday, referrer: null },
      { path: '/', visitorHash: 't1', day: today, referrer: null },
    ]);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const stats = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stats?from=${before}&to=${today}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers past days from kept figures and today from live rows', async () => {
    const first = await stats();
    expect(first.visitorsPerDay).toEqual([
      { day: before, count: 2 },
      { day: yesterday, count: 3 },
      { day: today, count: 1 },
    ]);
    expect(first.totals.visitors).toBe(6);
    expect(first.topPages).toEqual(
      [
        { path: '/Services', views: 3 },
        { path: '/', views: 3 },
        { path: '/blog', views: 1 },
      ].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    );

    await t.database.db.insert(pageViews).values([
      { path: '/blog', visitorHash: 't2', day: today, referrer: null },
      { path: '/blog', visitorHash: 't2', day: today, referrer: null },
    ]);
    const second = await stats();
    expect(second.visitorsPerDay.at(-1)).toEqual({ day: today, count: 2 });
    expect(second.totals.visitors).toBe(7);
    // A tie is ordered by path, as the uncached query orders it.
    expect(second.topPages).toEqual([
      { path: '/', views: 3 },
      { path: '/Services', views: 3 },
      { path: '/blog', views: 3 },
    ]);
  });
});
