import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../server/http/auth.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, bearer, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The admin sign-in as a plain HTML form (POST /admin/sign-in, ADR 057) keeps the login's
 * protections: only forms of this site are taken (no signing a visitor in from another
 * site), the per-account and per-address throttle counts its attempts with those of the JSON
 * login, the return address stays an admin page of this site, and the token reaches the
 * page in a short-lived cookie limited to /admin.
 */
let t: TestApp;
const ORIGIN = 'http://localhost:3000';

const form = (
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
  remoteAddress = '203.0.113.9',
) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

const sessions = async () =>
  Number((await t.database.execute('select count(*) as n from admin_sessions')).rows[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  await signInAdmin(t);
});
afterAll(async () => {
  await t?.app.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from rate_limits`);
});

describe('the sign-in form without script', () => {
  it('refuses a form posted from another site, or naming no origin, and signs no one in', async () => {
    const before = await sessions();
    const credentials = { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD };
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const answer = await form(credentials, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('Please sign in from the sign-in page of this site.');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessions()).toBe(before);
  });

  it('signs in and returns to the admin page with the token in a short-lived /admin cookie', async () => {
    const answer = await form({
      email: TEST_ADMIN_EMAIL,
      password: TEST_ADMIN_PASSWORD,
      next: '/admin/blogs',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/admin/blogs?signin=ok');
    expect(answer.headers['cache-control']).toBe('no-store');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^admin_signin=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('Path=/admin');
    expect(cookie).toContain('Max-Age=120');
    expect(cookie).toContain('SameSite=Strict');
    const token = cookie.slice('admin_signin='.length, cookie.indexOf(';'));
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(TEST_ADMIN_EMAIL);
  });

  it('answers a refusal as a code in the address of the admin page, never a cookie', async () => {
    const wrong = await form({ email: TEST_ADMIN_EMAIL, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/admin?signin=invalid');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const empty = await form({ email: TEST_ADMIN_EMAIL, password: '', next: '/admin/leads' });
    expect(empty.headers.location).toBe('/admin/leads?signin=missing');
    for (const next of ['//evil.example/admin', 'https://evil.example/', '/admin/../blog', '/x']) {
      const elsewhere = await form({ email: '', password: '', next });
      expect(elsewhere.headers.location).toBe('/admin?signin=missing');
    }
  });

  it('counts its attempts with the JSON login: after the limit, the right password is throttled too', async () => {
    const guesser = '198.51.100.77';
    const max = LOGIN_LIMITS.perAccountAddress.max;
    for (let i = 0; i < max; i++) {
      const answer = await form(
        { email: TEST_ADMIN_EMAIL, password: `wrong-password-${i}` },
        { origin: ORIGIN },
        guesser,
      );
      expect(answer.headers.location).toBe('/admin?signin=invalid');
    }
    const right = await form(
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      { origin: ORIGIN },
      guesser,
    );
    expect(right.headers.location).toBe('/admin?signin=throttled');
    expect(right.headers['set-cookie']).toBeUndefined();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      remoteAddress: guesser,
    });
    expect(json.statusCode).toBe(429);
    // The owner from another address is not locked out.
    const owner = await form(
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      { origin: ORIGIN },
      '198.51.100.78',
    );
    expect(owner.headers.location).toBe('/admin?signin=ok');
  });

  it('refuses details the login schema refuses as wrong details, and signs no one in', async () => {
    const before = await sessions();
    const tooLong = [
      { email: TEST_ADMIN_EMAIL, password: 'x'.repeat(201) },
      { email: `${'a'.repeat(250)}@example.com`, password: TEST_ADMIN_PASSWORD },
    ];
    for (const fields of tooLong) {
      const answer = await form({ ...fields, next: '/admin/newsletter' });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/admin/newsletter?signin=invalid');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const blank = await form({ email: '   ', password: TEST_ADMIN_PASSWORD });
    expect(blank.headers.location).toBe('/admin?signin=missing');
    expect(await sessions()).toBe(before);
  });

  it('throttles one address after its limit of attempts at any accounts, with the JSON login', async () => {
    const address = '198.51.100.90';
    const max = LOGIN_LIMITS.perAddress.max;
    for (let i = 0; i < max; i++) {
      const answer = await form(
        { email: `someone-${i}@example.com`, password: 'wrong-password' },
        { origin: ORIGIN },
        address,
      );
      expect(answer.headers.location).toBe('/admin?signin=invalid');
    }
    const right = await form(
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD, next: '/admin/leads' },
      { origin: ORIGIN },
      address,
    );
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/admin/leads?signin=throttled');
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.headers['set-cookie']).toBeUndefined();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      remoteAddress: address,
    });
    expect(json.statusCode).toBe(429);
  });

  it('answers a failure of ours with its own code, never a 500 or a cookie', async () => {
    // The sign-in cannot record its session: the database refuses the write.
    await t.database.db.execute(sql`alter table admin_sessions rename to admin_sessions_away`);
    try {
      const answer = await form({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/admin?signin=failed');
      expect(answer.headers['set-cookie']).toBeUndefined();
    } finally {
      await t.database.db.execute(sql`alter table admin_sessions_away rename to admin_sessions`);
    }
  });

  it('refuses a form body over 4 KB with 413, and a body of another type with 415', async () => {
    const answer = await form({ email: TEST_ADMIN_EMAIL, password: 'x'.repeat(5000) });
    expect(answer.statusCode).toBe(413);
    const other = await t.app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: { 'content-type': 'application/xml', origin: ORIGIN },
      payload: `email=${TEST_ADMIN_EMAIL}`,
    });
    expect(other.statusCode).toBe(415);
    expect(typeof other.json().message).toBe('string');
  });
});
