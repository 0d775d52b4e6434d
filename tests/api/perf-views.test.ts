import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../server/db/schema/blog.ts';
import { bearer, sendBlog, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * BLOG_VIEW_FLUSH_MS: views counted in memory (API reads and the post page's beacon) are
 * shown at once and land in the database.
 */
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

    const reads = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/api/blogs/${i % 2 ? post._id : post.slug}` }),
      ),
    );
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(Math.max(...reads.map((r) => r.json().data.views as number))).toBe(6);

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
    const next = await t.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` });
    expect(next.json().data.views).toBe(7);
  });

  it('writes views still in memory when the app closes', async () => {
    const other = await createTestApp({ BLOG_VIEW_FLUSH_MS: '60000' });
    const { token: otherToken } = await signInAdmin(other);
    const created = await sendBlog(other, otherToken, {
      blog_title: 'On close',
      content: '<p>c</p>',
    });
    const post = created.json().data as { _id: string };
    for (let i = 0; i < 3; i += 1) {
      const read = await other.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` });
      expect(read.json().data.views).toBe(i + 1);
    }
    // The post page's beacon counts through the same batches.
    for (let i = 0; i < 2; i += 1) {
      const beacon = await other.app.inject({
        method: 'POST',
        url: `/api/blogs/${post._id}/views`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      });
      expect(beacon.json()).toEqual({ success: true, views: 4 + i, counted: true });
    }
    const [before] = await other.database.db.select().from(blogs).where(eq(blogs.id, post._id));
    expect(before!.views).toBe(0);
    await other.app.close();
    const [after] = await t.database.db.select().from(blogs).where(eq(blogs.id, post._id));
    expect(after!.views).toBe(5);
  });
});
