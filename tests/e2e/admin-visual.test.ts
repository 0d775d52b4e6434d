/**
 * Visual regression of the admin area on a phone (375 px), beside the public screens of
 * visual.test.ts and made the same way (ADR 036): a server of its own on a freshly seeded
 * database, reduced motion, animations and carets off, the web fonts ready, half a device
 * pixel per CSS pixel; baselines in tests/e2e/__screenshots__/ regenerated with
 * `UPDATE_SCREENSHOTS=1` on this file. The screens chosen show nothing that depends on
 * today: the sign-in form, and signed in the newsletter tool, leads and conversations of an
 * empty database.
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compareWithBaseline } from '../setup/screenshots.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const PHONE = { width: 375, height: 812 };

const STILL_CSS = `*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
}`;

const SCREENS: { name: string; path: string; signedIn: boolean; ready: string }[] = [
  { name: 'admin-sign-in', path: '/admin', signedIn: false, ready: 'Admin sign in' },
  { name: 'admin-newsletter', path: '/admin/newsletter', signedIn: true, ready: 'Newsletter' },
  { name: 'admin-leads', path: '/admin/leads', signedIn: true, ready: 'Leads' },
  {
    name: 'admin-conversations',
    path: '/admin/conversations',
    signedIn: true,
    ready: 'Conversations',
  },
];

describe('visual regression: admin screens at 375 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
    const login = await fetch(`${server.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 0.5,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  for (const screen of SCREENS) {
    it(`${screen.name} looks as its baseline`, async () => {
      await page.goto(`${server.baseURL}/admin/forgot-password`);
      await page.evaluate(
        (stored) =>
          stored
            ? localStorage.setItem('adminToken', stored)
            : localStorage.removeItem('adminToken'),
        screen.signedIn ? token : null,
      );
      await page.goto(`${server.baseURL}${screen.path}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByRole('heading', { name: screen.ready, level: 1 }).waitFor();
      await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await page.addStyleTag({ content: STILL_CSS });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const shot = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        scale: 'device',
      });
      compareWithBaseline(`${screen.name}-375`, shot);
    });
  }
});
