import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  SIGNED_IN_WITHOUT_SCRIPT,
  SIGN_IN_HANDOFF_COOKIE,
  signInRefusalText,
} from '../../common/admin-sign-in.ts';
import { LOGIN_LIMITS } from '../../server/auth/login-limits.ts';

/**
 * The admin sign-in form is in the server's HTML and works with JavaScript turned off: a
 * wrong password is refused with its sentence, the right one signs in, and the same browser
 * with script then opens the admin screens with that session (ADR 057). Every refusal
 * (empty fields, details the schema refuses, too many attempts) shows its own sentence.
 */
const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

describe('signing in without JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each refusal of the form with its own sentence, without script', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
      // Its own client address: its throttled attempts hold no other test back.
      extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.201' },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/admin/leads`);
    const submit = async (email: string, password: string, refusal: string) => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: signInRefusalText(refusal)! })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/leads');
      expect(new URL(page.url()).searchParams.get('signin')).toBe(refusal);
    };
    await submit(adminEmail, '', 'missing');
    await submit('   ', adminPassword, 'missing');
    // Longer than any password the login takes: wrong details, as the JSON login says.
    await submit(adminEmail, 'x'.repeat(201), 'invalid');
    // Every attempt that names the account counted, the empty password's too: two so far.
    for (let i = 2; i < LOGIN_LIMITS.perAccountAddress.max; i++) {
      await submit(adminEmail, `not-the-password-${i}`, 'invalid');
    }
    // Past the limit of attempts at this account from this address, even the right one.
    await submit(adminEmail, adminPassword, 'throttled');
    expect(await page.getByText('Too many sign-in attempts.', { exact: false }).count()).toBe(1);
    expect((await context.cookies()).some((c) => c.name === SIGN_IN_HANDOFF_COOKIE)).toBe(false);
    await context.close();
  });

  for (const width of [375, 1366]) {
    it(`signs in through the server-rendered form at ${width} px, then the page with script goes on`, async () => {
      // Its own client address, so this file's attempts count against no other.
      const address = `192.0.2.${width % 250}`;
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': address },
      });
      const page = await noScript.newPage();
      await page.goto(`${baseURL}/admin/blogs`);
      const signIn = page.getByRole('button', { name: 'Sign in' });
      await signIn.waitFor();
      expect(await page.getByText('Verifying authentication...').count()).toBe(0);

      await page.getByLabel('Email').fill(adminEmail);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password-at-all');
      await signIn.click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/blogs');
      expect(
        (await noScript.cookies()).some((cookie) => cookie.name === SIGN_IN_HANDOFF_COOKIE),
      ).toBe(false);

      await page.getByLabel('Email').fill(adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(adminPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(SIGNED_IN_WITHOUT_SCRIPT).waitFor();
      const cookies = await noScript.cookies();
      const handoff = cookies.find((cookie) => cookie.name === SIGN_IN_HANDOFF_COOKIE);
      expect(handoff).toMatchObject({ path: '/admin', sameSite: 'Strict', httpOnly: false });
      await noScript.close();

      // The same browser with script turned on: the page takes the session over.
      const withScript = await browser.newContext({
        viewport: { width, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': address },
      });
      await withScript.addCookies([handoff!]);
      const next = await withScript.newPage();
      await next.goto(`${baseURL}/admin/blogs?signin=ok`);
      await next.getByRole('heading', { name: 'Blog Management', level: 1 }).waitFor();
      expect(await next.evaluate(() => localStorage.getItem('adminToken'))).toBe(handoff!.value);
      expect(
        (await withScript.cookies()).some((cookie) => cookie.name === SIGN_IN_HANDOFF_COOKIE),
      ).toBe(false);
      await withScript.close();
    });
  }
});
