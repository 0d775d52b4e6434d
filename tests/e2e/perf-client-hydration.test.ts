import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chatbotTitle } from '../../common/site.ts';
import { holdScripts, scriptPaths, suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/**
 * Holds back the script that hydrates the page until `release` is called, so a test can act
 * on the server's HTML exactly as a visitor on a slow phone would before React takes over.
 * React Router's client, or on a page of islands (ADR 018) the islands runtime.
 */
const holdHydration = (page: Page) =>
  holdScripts(page, /\/assets\/(entry\.client|islands)-[^/]+\.js$/);

const hydrated = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });

describe('hydration after load (ADR 021)', () => {
  const browser = suiteBrowser();

  it('sends pages with inert module preloads and fetches no script before the load event', async () => {
    // The public pages are pages of islands (ADR 018, 061, 063); the admin area React Router
    // hydrates.
    const islandPages = ['/', '/Services', '/blog', '/About'];
    for (const path of [...islandPages, '/admin']) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      // Module preloads only for no medium: they fetch nothing (ADR 021, 045).
      expect(html.match(/<link rel="modulepreload"(?! media="not all")/g), path).toBeNull();
      expect(html, path).not.toMatch(/^import \* as route0/m);
      if (islandPages.includes(path)) {
        // Islands (ADR 018): an inline script adds the islands runtime after the load event.
        expect(html, path).not.toMatch(/<script[^>]*type="module"/);
      } else {
        // React Router's inline module script is still there, its static imports gone (a
        // cached blog page runs it by hash, with no nonce: ADR 023).
        expect(html, path).toMatch(/<script(?: nonce="[^"]+")? type="module" async="">/);
      }

      const page = await browser.newPage('phone');
      await visit(page, `${baseURL}${path}`);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .map((entry) => entry.startTime);
        return { load: navigation!.loadEventStart, scripts };
      });
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.load);
      if (!islandPages.includes(path)) {
        // React Router's hydration took the server's inert preloads as they were: it added
        // no second link for any of them. (A chunk loaded later, say the footer's forms
        // coming near, may add preloads of its own for chunks the page did not name.)
        expect(html, path).toMatch(/<link rel="modulepreload" media="not all"/);
        const addedAgain = await page.evaluate(
          () =>
            [...document.head.querySelectorAll('link[rel="modulepreload"]:not([media])')].filter(
              (link) =>
                document.head.querySelector(
                  `link[rel="modulepreload"][media="not all"][href="${link.getAttribute('href')}"]`,
                ),
            ).length,
        );
        expect(addedAgain, path).toBe(0);
      }
      await page.close();
    }
  });

  it('clicks again a button clicked before hydration (the chat launcher)', async () => {
    const page = await browser.newPage('phone');
    const release = await holdHydration(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    expect(await page.getByRole('dialog', { name: chatbotTitle }).count()).toBe(0);
    release();
    await hydrated(page);
    await page
      .getByRole('dialog', { name: chatbotTitle })
      .getByRole('textbox', { name: `Message ${chatbotTitle}` })
      .waitFor();
    await page.close();
  });

  it('keeps what was typed before hydration and sends the form once React has it', async () => {
    const page = await browser.newPage('desktop');
    const release = await holdHydration(page);
    await page.goto(`${baseURL}/admin/forgot-password`, { waitUntil: 'load' });
    const urlBefore = page.url();
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Email').press('Enter');
    // Not sent natively: the address never lands in the URL.
    expect(page.url()).toBe(urlBefore);
    release();
    await hydrated(page);
    await expect
      .poll(() => page.getByText('Password reset email sent!').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody-here@example.com');
    await page.close();
  });

  it('sends a home chat message typed and sent before hydration, once', async () => {
    const page = await browser.newPage('phone');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${process.pid % 250}` });
    const release = await holdHydration(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    const panel = page.getByRole('region', { name: 'Chat with Our AI Assistant' });
    const input = panel.getByRole('textbox', { name: 'Message Chat with Our AI Assistant' });
    const question = 'Typed before hydration: do you make logos?';
    await input.fill(question);
    await input.press('Enter');
    release();
    await hydrated(page);
    const log = panel.getByRole('log');
    await log.getByText(question).waitFor({ timeout: 15_000 });
    await log.locator('.items-start').nth(1).waitFor({ timeout: 15_000 });
    expect(await log.getByText(question).count()).toBe(1);
    expect(await input.inputValue()).toBe('');
    await page.close();
  });

  it('breaks no rule of the Content-Security-Policy on pages with forms', async () => {
    const page = await browser.newPage('desktop');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    for (const path of ['/', '/Contact', '/admin']) {
      await visit(page, `${baseURL}${path}`);
      // The footer forms and their schemas load after hydration.
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      expect(violations, path).toEqual([]);
    }
    await page.close();
  });

  it('fetches the footer forms when the footer comes near and the Get Started form when pressed', async () => {
    const page = await browser.newPage('phone');
    const scripts = scriptPaths(page);
    await visit(page, `${baseURL}/Services`);
    await page.waitForTimeout(500);
    const forms = () =>
      scripts.filter((s) => /(newsletter|footer-contact|get-started)-form/.test(s));
    expect(forms()).toEqual([]);

    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog', { name: 'Get Started' }).getByLabel('Name').waitFor();
    expect(forms().filter((s) => /get-started/.test(s))).toHaveLength(1);
    await page.keyboard.press('Escape');
    // Closed, the focus is back on the button that opened it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), {
        timeout: 10_000,
      })
      .toBe('Get Started');

    for (const [form, chunk] of [
      ['Send us a message', /footer-contact-form/],
      ['Newsletter', /newsletter-form/],
    ] as const) {
      await page.getByRole('form', { name: form }).scrollIntoViewIfNeeded();
      // Fetched once the form comes near: on a loaded machine that takes more than a second.
      await expect
        .poll(() => forms().filter((s) => chunk.test(s)).length, { timeout: 15_000 })
        .toBe(1);
    }
    await page.close();
  });

  it('fetches a carousel only when it comes near the viewport', async () => {
    const page = await browser.newPage('desktop');
    const scripts = scriptPaths(page);
    await visit(page, `${baseURL}/`);
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => /embla/.test(s))).toEqual([]);
    await page.getByRole('region', { name: 'Our clients' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.filter((s) => /embla/.test(s)).length).toBeGreaterThan(0);
    await page.close();
  });
});
