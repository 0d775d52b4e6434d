import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sendBlog, signInAdmin } from '../setup/admin.ts';
import { createAppBeside, createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * The public blog reads sent whole from bytes made once (server/http/ready-answers.ts,
 * server/http/blogs.ts): a repeated read answers exactly what the route answers, and never
 * an answer older than the data.
 */
describe(`public blog reads answered from kept bytes on ${testDbKind()}`, () => {
  let t: TestApp;
  let other: TestApp;
  let token: string;
  let id: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ BLOG_VIEW_FLUSH_MS: '0' });
    other = await createAppBeside();
    ({ token } = await signInAdmin(t));
    const created = await sendBlog(t, token, { blog_title: 'Ready one', content: '<p>r</p>' });
    ({ _id: id, slug } = created.json().data as { _id: string; slug: string });
  });
  afterAll(async () => {
    await Promise.all([t.app.close(), other.app.close()]);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** What a client sees of an answer: status, every header but the date, and the body. */
  const seen = (response: Awaited<ReturnType<typeof get>>) => {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  };
  const view = (visitor: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/blogs/${id}/views`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      remoteAddress: `10.93.0.${visitor}`,
    });

  it('answers a repeated read with the same status, headers and body as the first', async () => {
    for (const url of ['/api/blogs?page=1&limit=10', '/api/blogs', `/api/blogs/${id}`]) {
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        const first = seen(await get(url, headers));
        expect(first.status, url).toBe(200);
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(first.headers['content-security-policy']).toMatch(/^default-src 'none'/);
        expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
        for (let i = 0; i < 3; i += 1) expect(seen(await get(url, headers)), url).toEqual(first);
      }
    }
  });

  it('shows a counted view, an edit here and an edit in another process at the next read', async () => {
    const views = async () => (await get(`/api/blogs/${id}`)).json().data.views as number;
    const listed = async () =>
      (await get('/api/blogs?page=1&limit=10'))
        .json()
        .data.find((p: { _id: string }) => p._id === id);
    const before = await views();
    await listed();
    expect((await view(1)).json().views).toBe(before + 1);
    expect(await views()).toBe(before + 1);
    expect((await listed()).views).toBe(before + 1);

    const edited = await sendBlog(
      t,
      token,
      { blog_title: 'Ready one, edited', content: '<p>edited here</p>' },
      { method: 'PUT', id },
    );
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/blogs/${slug}`)).json().data.content).toContain('edited here');
    expect((await listed()).blog_title).toBe('Ready one, edited');

    const { token: otherToken } = await signInAdmin(other);
    const elsewhere = await sendBlog(
      other,
      otherToken,
      { blog_title: 'Ready one, edited elsewhere', content: '<p>there</p>' },
      { method: 'PUT', id },
    );
    expect(elsewhere.statusCode).toBe(200);
    await expect
      .poll(async () => (await get(`/api/blogs/${id}`)).json().data.blog_title, { timeout: 3000 })
      .toBe('Ready one, edited elsewhere');
    await expect.poll(async () => (await listed()).blog_title).toBe('Ready one, edited elsewhere');
  });

  it("gives an administrator the route's own answer, never the public one", async () => {
    expect((await get(`/api/blogs/${id}`)).statusCode).toBe(200);
    const drafted = await sendBlog(
      t,
      token,
      { blog_title: 'Ready one, drafted', content: '<p>d</p>', status: 'draft' },
      { method: 'PUT', id },
    );
    expect(drafted.statusCode).toBe(200);
    expect((await get(`/api/blogs/${id}`)).statusCode).toBe(404);
    const admin = await get(`/api/blogs/${id}`, bearer(token));
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.status).toBe('draft');
    // An expired token on a URL a visitor read is still refused.
    expect((await get(`/api/blogs/${id}`, bearer(`${token}x`))).statusCode).toBe(401);

    const url = '/api/blogs?page=1&limit=10&includeAll=true';
    expect((await get(url)).json().counts).toBeUndefined();
    expect((await get(url, bearer(token))).json().counts.draft).toBeGreaterThan(0);
  });

  it('compresses the answer for a client that asks, as every API answer', async () => {
    // Over the compression threshold (1 KB).
    for (const n of [1, 2, 3]) {
      await sendBlog(t, token, {
        blog_title: `Long ${n}`,
        content: `<p>${'words '.repeat(80)}</p>`,
      });
    }
    const url = '/api/blogs?page=1&limit=10';
    const plain = await get(url);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    expect(seen(await get(url))).toEqual(seen(plain));
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
