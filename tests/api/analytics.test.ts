import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAnalyticsService } from '../../server/analytics/service.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { appSettings } from '../../server/db/schema/system.ts';
import { suiteTestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe(`analytics API on ${testDbKind()}`, () => {
  const t = suiteTestApp();

  const view = (
    payload: unknown,
    options: { ua?: string | null; ip?: string; contentType?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: {
        ...(options.ua === null ? {} : { 'user-agent': options.ua ?? CHROME }),
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      payload: typeof payload === 'string' ? payload : (payload as object),
      remoteAddress: options.ip ?? '203.0.113.7',
    });

  beforeEach(async () => {
    await t.database.db.delete(pageViews);
  });

  it('records a view with a hashed visitor and never the address', async () => {
    const response = await view({
      path: '/Services?utm_source=x#top',
      referrer: 'https://www.google.com/search?q=agency',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await t.database.db.select().from(pageViews).orderBy(asc(pageViews.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/Services', referrer: 'https://www.google.com' });
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('gives one visitor one hash a day, and different visitors different hashes', async () => {
    await view({ path: '/' });
    await view({ path: '/About' });
    await view({ path: '/' }, { ip: '198.51.100.9' });
    await view({ path: '/' }, { ua: SAFARI });
    const hashes = (await t.database.db.select().from(pageViews)).map((r) => r.visitorHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(new Set(hashes).size).toBe(3);
    expect(await t.app.deps.services.analytics.visitorCount()).toBe(3);
  });

  it('does not count admin pages, bots or requests without a user agent', async () => {
    for (const [path, ua] of [
      ['/admin', CHROME],
      ['/Admin/appointments', CHROME],
      ['/ADMIN/dashboard', CHROME],
      ['/', GOOGLEBOT],
      ['/', null],
    ] as const) {
      const response = await view({ path }, { ua });
      expect(response.statusCode).toBe(204);
    }
    expect(await t.database.db.select().from(pageViews)).toHaveLength(0);
    // A page whose name merely starts with "admin" is a public page.
    await view({ path: '/administration-services' });
    expect(await t.database.db.select().from(pageViews)).toHaveLength(1);
  });

  it('accepts a beacon posted as text/plain', async () => {
    const response = await view(JSON.stringify({ path: '/blog' }), { contentType: 'text/plain' });
    expect(response.statusCode).toBe(204);
    expect((await t.database.db.select().from(pageViews))[0]!.path).toBe('/blog');
    const broken = await view('{"path":', { contentType: 'text/plain' });
    expect(broken.statusCode).toBe(400);
  });

  it.each([{}, { path: '' }, { path: 'Services' }, { path: '//evil.example/x' }, { path: 42 }])(
    'refuses %j with 400',
    async (payload) => {
      const response = await view(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );

  it('keeps one random salt per day in app_settings and drops the old one', async () => {
    const clock = { now: new Date('2030-01-07T10:00:00Z') };
    const analytics = createAnalyticsService({ database: t.database, now: () => clock.now });
    const meta = { ip: '192.0.2.1', userAgent: CHROME };
    await analytics.recordPageView({ path: '/', referrer: null }, meta);
    await analytics.recordPageView({ path: '/x', referrer: null }, meta);
    clock.now = new Date('2030-01-08T10:00:00Z');
    await analytics.recordPageView({ path: '/', referrer: null }, meta);

    const rows = await t.database.db.select().from(pageViews).orderBy(asc(pageViews.id));
    expect(rows.map((r) => r.day)).toEqual(['2030-01-07', '2030-01-07', '2030-01-08']);
    expect(rows[0]!.visitorHash).toBe(rows[1]!.visitorHash);
    expect(rows[2]!.visitorHash).not.toBe(rows[0]!.visitorHash);
    const salts = (await t.database.db.select().from(appSettings)).filter((s) =>
      s.key.startsWith('analytics-salt:'),
    );
    expect(salts.map((s) => s.key)).toEqual(['analytics-salt:2030-01-08']);
    expect(salts[0]!.value.length).toBeGreaterThanOrEqual(32);
  });
});
