import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '../../common/schemas/pictures.ts';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * Replaceable pictures (ADR 037) in the browser: the owner replaces a case study's picture on the
 * admin's Pictures screen, /Portfolio shows the new picture in the same box, and
 * "Restore original" brings the committed one back. The journey runs on its own server
 * and database, so the shared server's pages (and their screenshots) never change.
 */
const EMAIL = 'pictures.owner@example.com';
const PASSWORD = 'correct-horse-battery-staple';
const WORK = '/images/work/luma-living.svg';

/** The first pixel of the loaded `<img>` whose src is `src`, as the browser decoded it. */
async function firstPixel(page: Page, src: string): Promise<number[]> {
  const image = page.locator(`img[src="${src}"]`).first();
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((selector) => {
    const img = document.querySelector<HTMLImageElement>(selector);
    return Boolean(img?.complete && img.naturalWidth > 0);
  }, `img[src="${src}"]`);
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return [...context.getImageData(2, 2, 1, 1).data];
  });
}

/** /Portfolio with the browser's cache off: each visit asks the server again. */
async function openPortfolio(page: Page, baseURL: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await visit(page, `${baseURL}/Portfolio`);
  const thumbnail = page.locator(`img[src="${WORK}"]`).first();
  await thumbnail.scrollIntoViewIfNeeded();
  return thumbnail;
}

describe('the admin replaces the pictures of the site', () => {
  const browser = suiteBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'replaces a case study picture, /Portfolio shows it in the same box, and restores it',
    async () => {
      const { baseURL } = server;
      const login = await fetch(`${baseURL}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      const portfolio = await browser.newPage();
      const before = await (await openPortfolio(portfolio, baseURL)).boundingBox();
      expect(before).not.toBeNull();

      const page = await browser.newPage();
      await page.goto(`${baseURL}/admin/forgot-password`);
      await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
      await visit(page, `${baseURL}/admin/pictures`);
      await page.getByRole('heading', { name: 'Pictures', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Pictures' }).getAttribute('aria-current')).toBe(
        'page',
      );
      for (const group of ['Case studies', 'Team', 'Clients']) {
        await page.getByRole('region', { name: group }).waitFor();
      }
      expect(await page.getByRole('region', { name: 'Team' }).getByRole('listitem').count()).toBe(
        6,
      );
      await expectNoA11yViolations(page);

      const work = page.getByRole('region', { name: 'Case studies' });
      const card = work.getByRole('listitem').filter({ hasText: 'Luma Living' });
      const input = card.getByLabel('New case study picture for Luma Living');
      expect(await input.getAttribute('accept')).toContain('image/png');
      await card.getByText('at most 5 MB').waitFor();

      // By keyboard: Replace without a file says what is missing and returns to the input.
      const replace = card.getByRole('button', {
        name: 'Replace the case study picture of Luma Living',
      });
      await replace.focus();
      await page.keyboard.press('Enter');
      await card.getByText(PICTURE_MESSAGES.fileMissing).waitFor();
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

      // An SVG is refused in the browser, with the server's own words.
      await input.setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: readFileSync(path.join('public', WORK)),
      });
      await card.getByText(PICTURE_MESSAGES.notImage).waitFor();

      // A tall red photo replaces it; the screen shows the new picture.
      const red = await sharp({
        create: { width: 300, height: 900, channels: 3, background: '#ff0000' },
      })
        .png()
        .toBuffer();
      await input.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: red });
      expect(await input.getAttribute('aria-invalid')).toBeNull();
      await replace.focus();
      await page.keyboard.press('Enter');
      await card.getByRole('status').getByText(PICTURE_MESSAGES.replaced).waitFor();
      const current = card.getByRole('img', { name: 'Current case study picture of Luma Living' });
      const src = (await current.getAttribute('src'))!;
      expect(src).toMatch(/^\/images\/work\/luma-living\.svg\?v=[0-9a-f-]{36}$/);
      const shown = await firstPixel(page, src);
      expect(shown[0]).toBeGreaterThan(230);
      expect(shown[1]).toBeLessThan(30);
      await card.getByText(/^Replaced on /).waitFor();
      await expectNoA11yViolations(page);

      // The public page, unchanged, shows the new picture in the same box.
      const after = await openPortfolio(portfolio, baseURL);
      expect(await after.boundingBox()).toEqual(before);
      const onSite = await firstPixel(portfolio, WORK);
      expect(onSite[0]).toBeGreaterThan(230);
      expect(onSite[1]).toBeLessThan(30);
      expect(await after.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
      expect(await after.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(400);

      // Restore original: the committed picture again, on the screen and on the site.
      await card
        .getByRole('button', { name: 'Restore original of the case study picture of Luma Living' })
        .click();
      await card.getByRole('status').getByText(PICTURE_MESSAGES.restored).waitFor();
      expect(await current.getAttribute('src')).toBe(`${WORK}?v=original`);
      await card.getByText(/^Original picture ·/).waitFor();
      expect(await card.getByRole('button', { name: /Restore original/ }).count()).toBe(0);
      const served = await fetch(`${baseURL}${WORK}`);
      expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(
        Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join('public', WORK))),
      ).toBe(true);
      await openPortfolio(portfolio, baseURL);
      const original = await firstPixel(portfolio, WORK);
      expect(original[0]).toBeLessThan(250);
      expect(Math.abs(original[0]! - original[1]!)).toBeLessThan(20);
      await expectNoA11yViolations(page);

      // On a phone too: one column of cards, axe clean.
      const phone = await browser.newPage('phone');
      await phone.goto(`${baseURL}/admin/forgot-password`);
      await phone.evaluate((t) => localStorage.setItem('adminToken', t), token);
      await visit(phone, `${baseURL}/admin/pictures`);
      await phone.getByRole('region', { name: 'Clients' }).waitFor();
      await expectNoA11yViolations(phone);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    },
    // A journey of many steps over several pages and processes: under a full run on two
    // cores it comes close to the project's 60 s.
    120_000,
  );
});
