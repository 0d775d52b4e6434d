import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../server/db/schema/blog.ts';
import { bearer, sendBlog, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * BLOG_VIEW_FLUSH_MS: views counted in memory (the post page's beacon, once per visitor)
 * are shown at once and land in the database.
 */

/** One visitor's beacon: each `visitor` number is another client address. */
const view = (t: TestApp, ref: string, visitor: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/blogs/${ref}/views`,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
    remoteAddress: `10.91.0.${visitor}`,
  });
describe(`batched blog view counts on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ BLOG_VIEW_FLUSH_MS: '300' });
    ({ token } = await signInAdmin(t));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const storedViews = async (id: string) =>
    (await t.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!.views;

  it('shows every counted view at once and writes them within the flush interval', async () => {
    const created = await sendBlog(t, token, { blog_title: 'Batched views', content: '<p>v</p>' });
    expect(created.statusCode).toBe(201);
    const post = created.json().data as { _id: string; slug: string };

    const views = await Promise.all(
      Array.from({ length: 6 }, (_, i) => view(t, i % 2 ? post._id : post.slug, i + 1)),
    );
    expect(views.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(Math.max(...views.map((r) => r.json().views as number))).toBe(6);

    // The admin list and an admin read (which counts nothing) show the same total.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/blogs?includeAll=true',
      headers: bearer(token),
    });
    expect(list.json().data[0].views).toBe(6);
    const adminRead = await t.app.inject({
      method: 'GET',
      url: `/api/blogs/${post._id}`,
      headers: bearer(token),
    });
    expect(adminRead.json().data.views).toBe(6);

    await expect.poll(() => storedViews(post._id), { timeout: 3000, interval: 100 }).toBe(6);

    // After the write, the shown count does not double count what was written.
    expect((await view(t, post._id, 7)).json().views).toBe(7);
  });

  it('writes views still in memory when the app closes', async () => {
    const other = await createTestApp({ BLOG_VIEW_FLUSH_MS: '60000' });
    const { token: otherToken } = await signInAdmin(other);
    const created = await sendBlog(other, otherToken, {
      blog_title: 'On close',
      content: '<p>c</p>',
    });
    const post = created.json().data as { _id: string };
    for (let i = 0; i < 5; i += 1) {
      const beacon = await view(other, post._id, 50 + i);
      expect(beacon.json()).toEqual({ success: true, views: 1 + i, counted: true });
    }
    const [before] = await other.database.db.select().from(blogs).where(eq(blogs.id, post._id));
    expect(before!.views).toBe(0);
    await other.app.close();
    const [after] = await t.database.db.select().from(blogs).where(eq(blogs.id, post._id));
    expect(after!.views).toBe(5);
  });
});
