import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGNED_IN_WITHOUT_SCRIPT, SIGN_IN_HANDOFF_COOKIE } from '../../common/admin-sign-in.ts';

/**
 * The admin sign-in form is in the server's HTML and works with JavaScript turned off: a
 * wrong password is refused with its sentence, the right one signs in, and the same browser
 * with script then opens the admin screens with that session (ADR 057).
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
