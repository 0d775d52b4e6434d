import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../server/http/auth.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Wrong passwords sent for the administrator's account from one address
 * throttle that address, never the owner signing in from another one; a completed password
 * reset lifts the account's throttle on every address.
 */

let t: TestApp;

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress,
  });

beforeAll(async () => {
  t = await createTestApp();
  await signInAdmin(t);
});
afterAll(async () => {
  await t?.app.close();
});
// Each test starts with no throttle counted.
beforeEach(async () => {
  await t.database.db.execute(sql`delete from rate_limits`);
});

describe('sign-in throttle per account and address', () => {
  it('lets the owner in from another address while one address guesses', async () => {
    const guesser = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await login(TEST_ADMIN_EMAIL, `wrong-password-${i}`, guesser)).statusCode);
    }
    console.log(
      `[lockout] 40 guesses from one address: ${statuses.filter((s) => s === 401).length} x 401, ${statuses.filter((s) => s === 429).length} x 429`,
    );
    expect(statuses.slice(0, LOGIN_LIMITS.perAccountAddress.max)).toEqual(
      Array(LOGIN_LIMITS.perAccountAddress.max).fill(401),
    );
    expect(statuses.slice(LOGIN_LIMITS.perAccountAddress.max).every((s) => s === 429)).toBe(true);

    // The owner, from an address that has not failed, signs in.
    const owner = await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, '198.51.100.8');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();

    // The guessing address stays throttled, even with the right password.
    const guesserRight = await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, guesser);
    expect(guesserRight.statusCode).toBe(429);
    expect(guesserRight.headers['retry-after']).toBeTruthy();
    expect(guesserRight.json().error).toMatch(/Too many/);
    // Case and spaces do not make a fresh account key for that address.
    expect((await login(`  ${TEST_ADMIN_EMAIL.toUpperCase()} `, 'x', guesser)).statusCode).toBe(
      429,
    );
  });

  it('lifts the throttle of every address once the password was reset', async () => {
    const address = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAccountAddress.max; i++) {
      statuses.push((await login(TEST_ADMIN_EMAIL, `wrong-password-${i}`, address)).statusCode);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMITS.perAccountAddress.max).fill(401), 429]);
    expect((await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, address)).statusCode).toBe(429);

    // The owner resets the password from elsewhere, with the link the e-mail carries.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/admin/forgot-password',
      payload: { email: TEST_ADMIN_EMAIL },
      remoteAddress: '198.51.100.21',
    });
    expect(forgot.statusCode).toBe(200);
    const { rows } = await t.database.execute(
      `select text from mail_outbox where kind = 'password-reset' order by created_at desc limit 1`,
    );
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(String(rows[0]?.text))?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      payload: { token, password: 'a-brand-new-password-42' },
      remoteAddress: '198.51.100.21',
    });
    expect(reset.statusCode).toBe(200);

    // The address that was throttled (7 of its 20 per-address attempts used) signs in.
    const after = await login(TEST_ADMIN_EMAIL, 'a-brand-new-password-42', address);
    expect(after.statusCode).toBe(200);
    expect(after.json().token).toBeTruthy();
  });
});
