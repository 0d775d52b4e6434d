import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * The blog editor's drafts kept on the server (ADR 057): written as typed, read back by the
 * same administrator only, content sanitised as a post's, removed on discard; bad keys and
 * oversized fields refused with a sentence.
 */
describe(`blog drafts on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signInAdmin(t)).token;
    other = (await signInAdmin(t, 'second.admin@example.com', 'another-long-password-1')).token;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, as = token, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(as),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const draft = {
    title: 'Half a post',
    content: '<p>Typed so far</p><script>alert(1)</script>',
    tags: 'seo, notes',
    status: 'draft',
    author: 'Admin',
    date: '',
    time: '',
  };

  it('keeps a new post as typed and gives it back, sanitised, to its administrator only', async () => {
    expect((await call('GET', '/api/admin/blog-drafts/new')).json().draft).toBeNull();
    const kept = await call('PUT', '/api/admin/blog-drafts/new', token, draft);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().draft.content).toBe('<p>Typed so far</p>');
    const again = await call('PUT', '/api/admin/blog-drafts/new', token, {
      ...draft,
      title: 'Half a post, longer',
    });
    expect(again.statusCode).toBe(200);
    const read = (await call('GET', '/api/admin/blog-drafts/new')).json().draft;
    expect(read).toMatchObject({ title: 'Half a post, longer', tags: 'seo, notes' });
    expect(Date.parse(read.savedAt)).toBeGreaterThan(0);
    const list = (await call('GET', '/api/admin/blog-drafts')).json().drafts;
    expect(list).toEqual([{ key: 'new', title: 'Half a post, longer', savedAt: read.savedAt }]);
    // Another administrator has drafts of their own.
    expect((await call('GET', '/api/admin/blog-drafts/new', other)).json().draft).toBeNull();
    expect((await call('GET', '/api/admin/blog-drafts', other)).json().drafts).toEqual([]);
  });

  it('removes a discarded draft', async () => {
    expect((await call('DELETE', '/api/admin/blog-drafts/new')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/blog-drafts/new')).json().draft).toBeNull();
  });

  it('refuses a key that names no post, an oversized field, and a missing token', async () => {
    const badKey = await call('PUT', '/api/admin/blog-drafts/..%2Fadmins', token, draft);
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error).toBe("A draft is named by its post's id, or 'new'");
    const long = await call('PUT', '/api/admin/blog-drafts/new', token, {
      ...draft,
      title: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("The draft's title must be at most 200 characters");
    // Text no database can store (a lone surrogate) is refused, not a 500.
    const lone = await call('PUT', '/api/admin/blog-drafts/new', token, {
      ...draft,
      title: 'broken \ud800 text',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error).toBe('The request contains a value that cannot be stored.');
    const missing = await call('PUT', '/api/admin/blog-drafts/new', token, { title: 'only' });
    expect(missing.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/blog-drafts/new' });
    expect(anonymous.statusCode).toBe(401);
  });
});
