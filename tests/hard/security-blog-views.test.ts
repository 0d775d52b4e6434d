import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { sendBlog, signInAdmin } from '../setup/admin.ts';
import { startServer } from '../setup/server-process.ts';
import { createTestApp, testConfig, type TestApp } from '../setup/test-app.ts';

/**
 * A view counts once per visitor (client address and browser) and post a day: 100 reads
 * of `GET /api/blogs/{id}` and 100 beacons from one address and browser add one view. The
 * JSON API's reads count nothing, crawlers count nothing, and the beacon counts one
 * visitor once, through whichever app process it reaches (two apps on one database here,
 * each with its own memory).
 */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let t: TestApp;
let second: FastifyInstance;
let postId: string;

beforeAll(async () => {
  t = await createTestApp({ BLOG_VIEW_FLUSH_MS: '0' });
  second = await buildApp({
    config: testConfig({ BLOG_VIEW_FLUSH_MS: '0' }),
    database: t.database,
    web: false,
  });
  await second.ready();
  const { token } = await signInAdmin(t);
  const created = await sendBlog(t, token, { blog_title: 'Read me', content: '<p>r</p>' });
  postId = created.json().data._id as string;
});
afterAll(async () => {
  await second?.close();
  await t?.app.close();
});

const storedViews = async () => {
  const { rows } = await t.database.execute(`select views from blogs where id = $1`, [postId]);
  return Number((rows[0] as { views: number }).views);
};

describe('blog views', () => {
  it('count one visitor once a day across processes; API reads and crawlers count nothing', async () => {
    const apps = [t.app, second];
    for (let i = 0; i < 100; i += 1) {
      const app = apps[i % 2]!;
      const read = await app.inject({
        method: 'GET',
        url: `/api/blogs/${postId}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: '10.87.0.1',
      });
      expect(read.statusCode).toBe(200);
      const beacon = await app.inject({
        method: 'POST',
        url: `/api/blogs/${postId}/views`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: '10.87.0.1',
      });
      // 60 a minute per address and process: the rest are refused, counting nothing.
      expect([200, 429]).toContain(beacon.statusCode);
    }
    expect(await storedViews()).toBe(1);

    const crawler = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/${postId}/views`,
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' },
      remoteAddress: '10.87.0.2',
    });
    expect(crawler.json()).toEqual({ success: true, views: 1, counted: false });

    const other = await second.inject({
      method: 'POST',
      url: `/api/blogs/${postId}/views`,
      headers: { 'user-agent': BROWSER },
      remoteAddress: '10.87.0.3',
    });
    expect(other.json()).toEqual({ success: true, views: 2, counted: true });
    expect(await storedViews()).toBe(2);
  });
});

describe('a kept blog page', () => {
  it('carries no view count: the count shown is the beacon answer', async () => {
    const server = await startServer();
    try {
      const list = (await (await fetch(`${server.baseURL}/api/blogs?page=1&limit=1`)).json()) as {
        data: { slug: string; _id: string }[];
      };
      const post = list.data[0]!;
      const page = () => fetch(`${server.baseURL}/blog/${post.slug}`);
      expect((await page()).status).toBe(200);
      const viewed = await fetch(`${server.baseURL}/api/blogs/${post._id}/views`, {
        method: 'POST',
        headers: { 'user-agent': BROWSER },
      });
      expect(((await viewed.json()) as { views: number }).views).toBeGreaterThan(0);
      const kept = await page();
      expect(kept.headers.get('x-page-cache')).toBe('hit');
      const html = await kept.text();
      expect(html).toContain(post.slug);
      // Neither the text nor the page's data for hydration holds a count.
      expect(html).not.toMatch(/\d+ views?\b/);
      expect(html).not.toMatch(/\\?"views\\?":/);
    } finally {
      await server.stop();
    }
  });
});
