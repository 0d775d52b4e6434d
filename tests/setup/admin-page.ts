import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { visit } from './browser.ts';

/**
 * The e2e administrator in the browser tests: a token from the server's login, stored the
 * way the login screen stores it, and an admin screen opened already signed in.
 */

/** Signs the e2e administrator in on the server at `origin` and returns the token. */
export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Stores `token` on the site at `origin` as the login screen does (a page of the site first). */
export async function storeAdminToken(page: Page, origin: string, token: string): Promise<void> {
  await page.goto(`${origin}/admin/forgot-password`);
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
}

/**
 * Opens `path` of the site at `origin` signed in (with `token`, or a new one) and waits for
 * the admin navigation; returns the token.
 */
export async function openAdmin(
  page: Page,
  origin: string,
  path: string,
  token?: string,
): Promise<string> {
  const stored = token ?? (await adminToken(origin));
  await storeAdminToken(page, origin, stored);
  await visit(page, `${origin}${path}`);
  // Hidden behind the menu button on phones, so attached rather than visible.
  await page.locator('nav[aria-label="Admin"]').waitFor({ state: 'attached' });
  return stored;
}
