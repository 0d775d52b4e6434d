import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, adminSessions } from '../../server/db/schema/auth.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';
import { outboxMails } from '../setup/outbox.ts';
import { suiteTestApp } from '../setup/test-app.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, bearer, signInAdmin } from '../setup/admin.ts';
import { ensureAdmin } from '../../server/db/bootstrap.ts';

describe(`admin auth API on ${testDbKind()}`, () => {
  const t = suiteTestApp();
  beforeEach(async () => {
    await resetDatabase(t.database);
    await ensureAdmin(t.database.db, {
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
  });

  const login = (payload: unknown, remoteAddress = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: payload as object,
      remoteAddress,
    });

  it('signs in with the spec answer and never sends a hash', async () => {
    const response = await login({ email: 'Admin@Example.com', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      email: TEST_ADMIN_EMAIL,
      isAdmin: true,
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.token.split('.')).toHaveLength(3);
    expect(response.body).not.toContain('argon2');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      success: true,
      _id: body._id,
      email: TEST_ADMIN_EMAIL,
      isAdmin: true,
    });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrongPassword = await login({ email: TEST_ADMIN_EMAIL, password: 'not-the-password' });
    const unknownEmail = await login({
      email: 'nobody@example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      success: false,
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    });
  });

  it('requires both login fields with the spec message', async () => {
    for (const payload of [
      {},
      { email: TEST_ADMIN_EMAIL },
      { password: 'x' },
      { email: ' ', password: '' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'Please fill in all fields' });
    }
  });

  it('answers a body that is not an object, or not JSON, with 400 and a sentence', async () => {
    const array = await login([TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe('Send the form as a JSON object.');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('The request body is not valid JSON.');
  });

  it('treats NUL characters in the fields as absent, never a 500', async () => {
    const nul = await login({ email: 'admin\u0000@example.com', password: TEST_ADMIN_PASSWORD });
    expect(nul.statusCode).toBe(200);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/admin/forgot-password',
      payload: { email: 'x\u0000@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
  });

  it('throttles repeated failures per e-mail from one address with 429 and retry-after', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await login(
        { email: TEST_ADMIN_EMAIL, password: `wrong-${i}` },
        '198.51.100.1',
      );
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().error).toBe(
          'Too many requests. Please wait a few minutes and try again.',
        );
      }
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual([429, 429]);
    // From that address even the right password waits out the window.
    const throttled = await login(
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      '198.51.100.1',
    );
    expect(throttled.statusCode).toBe(429);
    // Failures from one address never lock the owner out elsewhere.
    const right = await login(
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      '198.51.100.99',
    );
    expect(right.statusCode).toBe(200);
  });

  it('throttles one address trying many e-mails', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      answers.push(
        (await login({ email: `user${i}@example.com`, password: 'whatever-pass' })).statusCode,
      );
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([429, 429]);
    // Another address is not affected.
    const other = await login(
      { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      '192.0.2.7',
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses admin endpoints without, with a forged and with an expired-session token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      success: false,
      error: 'You must be logged in to perform this action',
    });

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer('abc.def.ghi'),
    });
    expect(forged.statusCode).toBe(401);

    const { token } = await signInAdmin(t);
    await t.database.db.update(adminSessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(token),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('revokes the token on logout, leaving other sessions signed in', async () => {
    const first = await signInAdmin(t);
    const second = await signInAdmin(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(first.token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(first.token),
    });
    expect(again.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(second.token),
    });
    expect(other.statusCode).toBe(200);
  });

  describe('password reset', () => {
    const forgot = (email: unknown, remoteAddress = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/forgot-password',
        payload: { email } as object,
        remoteAddress,
      });
    const reset = (token: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reset-password',
        payload: { token, password },
      });

    async function requestLink(): Promise<string> {
      const response = await forgot(TEST_ADMIN_EMAIL);
      expect(response.statusCode).toBe(200);
      const mail = (await outboxMails(t, eq(mailOutbox.kind, 'password-reset'))).at(-1);
      const match = /http:\/\/localhost:3000\/admin\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        mail!.text,
      );
      expect(match).not.toBeNull();
      return match![1]!;
    }

    it('answers alike for an admin and a stranger, and mails only the admin', async () => {
      const real = await forgot(TEST_ADMIN_EMAIL);
      const stranger = await forgot('stranger@example.com');
      expect(real.statusCode).toBe(200);
      expect(real.body).toBe(stranger.body);
      expect(real.json()).toEqual({
        success: true,
        message: 'If that e-mail belongs to an administrator, a reset link is on its way.',
      });
      const mails = await outboxMails(t);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(TEST_ADMIN_EMAIL);
      const tokens = await t.database.db.select().from(passwordResetTokens);
      expect(tokens).toHaveLength(1);
      // Only a hash is stored: the token in the link is not in the table, its SHA-256 is.
      const linkToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
      expect(linkToken.length).toBeGreaterThanOrEqual(40);
      expect(tokens[0]!.tokenHash).not.toContain(linkToken);
      expect(tokens[0]!.tokenHash).toBe(createHash('sha256').update(linkToken).digest('hex'));
      expect(tokens[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(tokens[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    });

    it('checks the e-mail field', async () => {
      const missing = await forgot('');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('Email is required');
      const malformed = await forgot('not-an-email');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe('Please enter a valid email address');
    });

    it('resets once, revokes every session and lets the new password in', async () => {
      const { token: oldToken } = await signInAdmin(t);
      const link = await requestLink();

      const short = await reset(link, 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toBe('Password must be at least 12 characters');

      const ok = await reset(link, 'a-brand-new-password');
      expect(ok.statusCode).toBe(200);
      expect(ok.json().success).toBe(true);

      const reused = await reset(link, 'yet-another-password');
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toBe(
        'This reset link is invalid or has expired. Please request a new one.',
      );

      const me = await t.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: bearer(oldToken),
      });
      expect(me.statusCode).toBe(401);
      expect(
        (await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })).statusCode,
      ).toBe(401);
      expect(
        (await login({ email: TEST_ADMIN_EMAIL, password: 'a-brand-new-password' })).statusCode,
      ).toBe(200);
    });

    it('refuses an expired link and a made-up one', async () => {
      const link = await requestLink();
      await t.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` });
      const expired = await reset(link, 'a-brand-new-password');
      expect(expired.statusCode).toBe(400);
      const madeUp = await reset('x'.repeat(43), 'a-brand-new-password');
      expect(madeUp.statusCode).toBe(400);
      expect(
        (await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('throttles reset requests for one e-mail', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await forgot(TEST_ADMIN_EMAIL, `192.0.2.${i + 1}`)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    });
  });
});
