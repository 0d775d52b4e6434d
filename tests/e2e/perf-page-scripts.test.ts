import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { budgetFor, kb, measurePage, publicPages } from '../setup/page-scripts.ts';

const baseURL = inject('baseURL');

/**
 * The script a public page fetches before a visitor can use it (as Lighthouse's
 * "JS before hydration" counts it, tests/setup/page-scripts.ts) stays within 100 KB gzip on
 * every public page, and within 90 KB on `/` (ADR 018). bench/page-scripts.ts prints the
 * same figures.
 */
describe('script before interaction on every public page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is within its budget on each page', { timeout: 300_000 }, async () => {
    const over: string[] = [];
    const pages = await publicPages(baseURL);
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages) {
      // A fresh context per page, so nothing is cached from the page before.
      const context = await browser.newContext();
      try {
        const measured = await measurePage(context, baseURL, path);
        // A page that fetched no script at all would not be interactive.
        expect(measured.files.length, path).toBeGreaterThan(0);
        if (measured.bytes > budgetFor(path)) {
          over.push(
            `${path}: ${kb(measured.bytes)} (budget ${kb(budgetFor(path))}): ${measured.files
              .slice(0, 5)
              .map((file) => `${file.path} ${kb(file.bytes)}`)
              .join(', ')}`,
          );
        }
      } finally {
        await context.close();
      }
    }
    expect(over, over.join('\n')).toEqual([]);
  });
});
