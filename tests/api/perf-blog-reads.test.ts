import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../server/db/schema/blog.ts';
import { sendBlog, signInAdmin } from '../setup/admin.ts';
import { createAppBeside, createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

interface Listed {
  _id: string;
  blog_title: string;
  views: number;
}

/**
 * BLOG_READ_CACHE: public blog reads kept in memory are never stale to a visitor: writes
 * show at once, views stay live, scheduled posts appear on time.
 */
describe.each([
  { flush: '0', label: 'views written per read' },
  { flush: '200', label: 'views written in batches' },
])(`kept public blog reads on ${testDbKind()} ($label)`, ({ flush }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ BLOG_VIEW_FLUSH_MS: flush });
    ({ token } = await signInAdmin(t));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const list = async (): Promise<Listed[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs?page=1&limit=10' });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const titles = async () => (await list()).map((post) => post.blog_title);

  it('shows a new, an edited and a deleted post at once', async () => {
    const before = await titles();
    const created = await sendBlog(t, token, { blog_title: 'Kept one', content: '<p>k</p>' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    expect(await titles()).toEqual(['Kept one', ...before]);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` })).statusCode).toBe(200);

    const edited = await sendBlog(
      t,
      token,
      { blog_title: 'Kept one, edited', content: '<p>new words</p>' },
      { method: 'PUT', id },
    );
    expect(edited.statusCode).toBe(200);
    expect(await titles()).toEqual(['Kept one, edited', ...before]);
    const read = await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` });
    expect(read.json().data.content).toContain('new words');

    const unpublished = await sendBlog(
      t,
      token,
      { blog_title: 'Kept one, edited', content: '<p>new words</p>', status: 'draft' },
      { method: 'PUT', id },
    );
    expect(unpublished.statusCode).toBe(200);
    expect(await titles()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await titles()).toEqual(before);
  });

  it('keeps view counts live in the list and on the post', async () => {
    const created = await sendBlog(t, token, { blog_title: 'Counted', content: '<p>c</p>' });
    const id = created.json().data._id as string;
    expect((await list()).find((post) => post._id === id)?.views).toBe(0);
    for (let i = 1; i <= 4; i += 1) {
      // The post page's beacon, each time from another visitor.
      const viewed = await t.app.inject({
        method: 'POST',
        url: `/api/blogs/${id}/views`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
        remoteAddress: `10.92.${flush === '0' ? 0 : 1}.${i}`,
      });
      expect(viewed.json().views).toBe(i);
      const read = await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` });
      expect(read.json().data.views).toBe(i);
      expect((await list()).find((post) => post._id === id)?.views).toBe(i);
    }
    // Once written, the count is neither lost nor counted twice.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!.views as number,
        { timeout: 3000, interval: 50 },
      )
      .toBe(4);
    expect((await list()).find((post) => post._id === id)?.views).toBe(4);
  });

  it("answers a post as itself with its count, even when its text holds the count's JSON", async () => {
    const created = await sendBlog(t, token, {
      blog_title: 'A "views":0.5 title',
      content: '<p>Raw "views":0.5, and {"views":1} too</p>',
    });
    const id = created.json().data._id as string;
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/blogs/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = asAdmin.json().data;
    expect(stored.blog_title).toBe('A "views":0.5 title');
    for (let i = 1; i <= 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: `/api/blogs/${id}/views`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
        remoteAddress: `10.92.${flush === '0' ? 2 : 3}.${i}`,
      });
      const read = await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` });
      expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(read.json()).toEqual({ success: true, data: { ...stored, views: i } });
    }
  });

  it('answers a burst of requests with one page, and shows a write made during a burst', async () => {
    await sendBlog(t, token, { blog_title: 'Before the burst', content: '<p>b</p>' });
    const burst = await Promise.all(Array.from({ length: 30 }, () => list()));
    expect(burst[0]![0]!.blog_title).toBe('Before the burst');
    expect(new Set(burst.map((page) => JSON.stringify(page))).size).toBe(1);

    const racing = Array.from({ length: 30 }, () => list());
    const created = await sendBlog(t, token, {
      blog_title: 'During the burst',
      content: '<p>d</p>',
    });
    expect(created.statusCode).toBe(201);
    expect((await titles())[0]).toBe('During the burst');
    for (const page of await Promise.all(racing)) {
      expect(['Before the burst', 'During the burst']).toContain(page[0]!.blog_title);
    }
  });

  it('lists a scheduled post when its time passes, with nothing else changed', async () => {
    const at = new Date(Date.now() + 1200);
    const scheduled = await sendBlog(t, token, {
      blog_title: 'On time',
      content: '<p>t</p>',
      status: 'scheduled',
      scheduledDate: at.toISOString(),
    });
    expect(scheduled.statusCode).toBe(201);
    expect(await titles()).not.toContain('On time');
    await expect.poll(titles, { timeout: 4000, interval: 100 }).toContain('On time');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });
});

describe(`public blog reads and another process's writes on ${testDbKind()}`, () => {
  // Two apps on one database, as two processes are: what one writes, the other's kept
  // reads drop at the write's notice.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createAppBeside();
  });
  afterAll(async () => {
    await Promise.all([a.app.close(), b.app.close()]);
  });

  it("shows another process's new, edited and deleted post at its next read, kept for a day otherwise", async () => {
    const { token } = await signInAdmin(a);
    const listed = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/blogs' }))
        .json()
        .data.map((p: Listed) => p.blog_title);
    const shownWithin = async (check: (titles: string[]) => boolean) => {
      const since = Date.now();
      await expect
        .poll(async () => check(await listed()), { timeout: 3000, interval: 10 })
        .toBe(true);
      return Date.now() - since;
    };
    const before = await listed();
    const created = await sendBlog(a, token, {
      blog_title: 'Written elsewhere',
      content: '<p>o</p>',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    const times = [await shownWithin((titles) => titles.includes('Written elsewhere'))];

    // Nothing written meanwhile: B keeps its read however many readers ask.
    await b.database.db
      .update(blogs)
      .set({ title: 'Changed behind the site', updatedAt: sql`now()` })
      .where(eq(blogs.id, id));
    for (let i = 0; i < 5; i++) expect(await listed()).toContain('Written elsewhere');

    const edited = await sendBlog(
      a,
      token,
      { blog_title: 'Renamed elsewhere', content: '<p>o</p>' },
      { method: 'PUT', id },
    );
    expect(edited.statusCode).toBe(200);
    times.push(await shownWithin((titles) => titles.includes('Renamed elsewhere')));
    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    times.push(await shownWithin((titles) => titles.join() === before.join()));
    for (const ms of times) expect(ms).toBeLessThan(1000);
  });
});
