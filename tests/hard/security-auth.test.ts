import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signAdminToken } from '../../server/auth/tokens.ts';
import { LOGIN_LIMITS } from '../../server/http/auth.ts';
import { poster } from '../setup/api.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, bearer, signInAdmin } from '../setup/admin.ts';
import { TEST_JWT_SECRET, suiteTestApp } from '../setup/test-app.ts';

/**
 * Authentication under attack: guessing is throttled per address and per account from one
 * address (never the owner from another address, tests/hard/security-lockout.test.ts), reset
 * links are single-use, expire and die with a password change, logout revokes, and no
 * admin operation of the OpenAPI document answers without a valid token.
 */

const t = suiteTestApp();
let ip = 1;
const nextIp = () => `172.16.${ip >> 8}.${ip++ & 255}`;
const post = poster(() => t, nextIp);

const login = (email: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress,
  });

async function requestResetLink(): Promise<string> {
  // The forgot-password throttle (3 an hour per account) and the daily cap of mails to one
  // address are not what these tests are about.
  await t.database.db.execute(
    sql`delete from rate_limits where key like 'forgot-%' or key like 'mail-to:%'`,
  );
  const response = await post('/api/admin/forgot-password', { email: TEST_ADMIN_EMAIL });
  expect(response.statusCode).toBe(200);
  const { rows } = await t.database.execute(
    `select text from mail_outbox where kind = 'password-reset' order by created_at desc limit 1`,
  );
  const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(String(rows[0]?.text))?.[1];
  expect(token).toBeTruthy();
  return token!;
}

const reset = (token: string, password: string) =>
  post('/api/admin/reset-password', { token, password });

/** The status of GET /api/admin/me with `token`: 200 while its session lives, else 401. */
const meStatus = async (token: string) =>
  (await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode;
const logout = (token: string) => post('/api/admin/logout', {}, bearer(token));

describe('brute force', () => {
  it('throttles one account from one address after the per-account limit, never from others', async () => {
    await signInAdmin(t);
    const guesser = '172.30.0.5';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress.max + 3; i++) {
      statuses.push((await login(TEST_ADMIN_EMAIL, `wrong-password-${i}`, guesser)).statusCode);
    }
    const refused = statuses.filter((s) => s === 401).length;
    const throttled = statuses.filter((s) => s === 429).length;
    console.log(
      `[auth] per account and address: ${refused} wrong passwords answered 401, then ${throttled} x 429`,
    );
    expect(refused).toBe(LOGIN_LIMITS.perAccountAddress.max);
    expect(throttled).toBe(3);
    // From that address even the right password waits out the window: guessing cannot be
    // confirmed.
    const right = await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, guesser);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeTruthy();
    expect(right.json().error).toMatch(/Too many/);
    // Case and spaces do not make a fresh account key.
    expect((await login(`  ${TEST_ADMIN_EMAIL.toUpperCase()} `, 'x', guesser)).statusCode).toBe(
      429,
    );
    // Guesses from other addresses are answered on their own, and the owner, from an
    // address that has not failed, signs in (no lockout by strangers).
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress.max; i++) {
      expect((await login(TEST_ADMIN_EMAIL, `wrong-elsewhere-${i}`)).statusCode).toBe(401);
    }
    expect((await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from rate_limits`);
  });

  it('throttles one address trying many accounts after the per-address limit', async () => {
    const address = '172.31.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max + 2; i++) {
      statuses.push((await login(`guess${i}@example.com`, 'wrong-password', address)).statusCode);
    }
    const refused = statuses.filter((s) => s === 401).length;
    const throttled = statuses.filter((s) => s === 429).length;
    console.log(`[auth] per address: ${refused} answered 401, then ${throttled} x 429`);
    expect(refused).toBe(LOGIN_LIMITS.perAddress.max);
    expect(throttled).toBe(2);
    expect((await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, address)).statusCode).toBe(429);
    // Another address is not punished for it.
    expect((await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from rate_limits`);
  });
});

describe('password reset tokens', () => {
  it('are single-use, and an earlier link dies when a new one is sent', async () => {
    await signInAdmin(t);
    const first = await requestResetLink();
    const second = await requestResetLink();
    expect(second).not.toBe(first);
    expect((await reset(first, 'another-long-password-1')).statusCode).toBe(400);
    expect((await reset(second, 'another-long-password-1')).statusCode).toBe(200);
    const again = await reset(second, 'another-long-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBeTruthy();
    expect((await login(TEST_ADMIN_EMAIL, 'another-long-password-1')).statusCode).toBe(200);
    expect((await login(TEST_ADMIN_EMAIL, 'another-long-password-2')).statusCode).toBe(401);
  });

  it('expire', async () => {
    const token = await requestResetLink();
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    expect((await reset(token, 'expired-link-password')).statusCode).toBe(400);
    expect((await login(TEST_ADMIN_EMAIL, 'expired-link-password')).statusCode).toBe(401);
  });

  it('end every session, and a link sent before a password change is unusable after it', async () => {
    const { token: session } = await signInAdmin(t, TEST_ADMIN_EMAIL, 'another-long-password-1');
    const stale = await requestResetLink();
    const used = await requestResetLink();
    expect((await reset(used, 'changed-password-123')).statusCode).toBe(200);
    expect((await reset(stale, 'attacker-password-123')).statusCode).toBe(400);
    expect(await meStatus(session)).toBe(401);
    expect((await login(TEST_ADMIN_EMAIL, 'attacker-password-123')).statusCode).toBe(401);
    expect((await login(TEST_ADMIN_EMAIL, 'changed-password-123')).statusCode).toBe(200);
  });
});

describe('admin tokens', () => {
  it('are revoked by logout', async () => {
    const { token } = await signInAdmin(t, TEST_ADMIN_EMAIL, 'changed-password-123');
    const { token: other } = await signInAdmin(t, TEST_ADMIN_EMAIL, 'changed-password-123');
    expect(await meStatus(token)).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect(await meStatus(token)).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);
    // Only that session ends.
    expect(await meStatus(other)).toBe(200);
  });

  it('guard every admin operation of the OpenAPI document against missing and forged tokens', async () => {
    const { token, id } = await signInAdmin(t, TEST_ADMIN_EMAIL, 'changed-password-123');
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    const forged: Record<string, string | null> = {
      'no token': null,
      'empty bearer': '',
      'not a JWT': 'not-a-token',
      'another secret': await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(id)
        .setIssuer(String(claims.iss))
        .setAudience(String(claims.aud))
        .setExpirationTime('1h')
        .sign(otherKey),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none, no signature part': `${b64({ alg: 'none' })}.${payload}`,
      'HS512 header on an HS256 signature': `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      expired: await signAdminToken(
        { adminId: id, sessionId: String(claims.sid) },
        TEST_JWT_SECRET,
        new Date(Date.now() - 60_000),
      ),
      'tampered payload': `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
      'tampered session': `${header}.${b64({ ...claims, sid: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
      'tampered signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'unknown session, right secret': await signAdminToken(
        { adminId: id, sessionId: '00000000-0000-4000-8000-000000000000' },
        TEST_JWT_SECRET,
        new Date(Date.now() + 60_000),
      ),
    };
    let calls = 0;
    const answered: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.security) continue;
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        for (const [kind, value] of Object.entries(forged)) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: value === null ? {} : { authorization: `Bearer ${value}` },
            ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
          });
          calls++;
          if (response.statusCode !== 401 || typeof response.json().error !== 'string') {
            answered.push(`${method.toUpperCase()} ${path} with ${kind}: ${response.statusCode}`);
          }
        }
      }
    }
    console.log(
      `[auth] admin operations called without a valid token: ${calls}, answered: ${answered.length}`,
    );
    expect(answered).toEqual([]);
    expect(calls).toBeGreaterThan(15 * Object.keys(forged).length);
    // The real token still works: the 401s were about the tokens.
    expect(await meStatus(token)).toBe(200);
  });
});
