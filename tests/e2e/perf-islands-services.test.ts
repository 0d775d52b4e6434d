import { describe, expect, inject, it } from 'vitest';
import {
  expectNoA11yViolations,
  holdScripts,
  scriptPaths,
  suiteBrowser,
  visit,
} from '../setup/browser.ts';

const baseURL = inject('baseURL');

/** What the browser fetched of React Router's client: its entry, chunks and route modules. */
const routerScripts = (scripts: string[]) =>
  scripts.filter((s) => /entry\.client|\/chunk-|\/root-|\/manifest-/.test(s));

describe('the Services page as islands (ADR 061)', () => {
  const browser = suiteBrowser();

  it('is sent without React Router, and hydrates only its marked islands', async () => {
    for (const path of ['/Services', '/Performance']) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html, path).not.toContain('__reactRouterContext');
      expect(html, path).not.toMatch(/<script[^>]*type="module"/);
      expect(html, path).toMatch(/"\/assets\/islands-[\w-]+\.js"/);
      for (const name of ['header', 'services-typing', 'services-browser', 'get-started']) {
        expect(html, `${path} ${name}`).toContain(`data-island="${name}"`);
      }
    }

    const page = await browser.newPage('phone');
    const scripts = scriptPaths(page);
    await visit(page, `${baseURL}/Services`);
    expect(scripts.some((s) => /\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    expect(routerScripts(scripts)).toEqual([]);
    // Radix and the forms wait for the dialog that needs them.
    expect(scripts.filter((s) => /service-detail-dialog|get-started-form/.test(s))).toEqual([]);
    const hydrated = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island][data-when="load"]')].map(
        (island) => `${island.dataset.island}:${island.dataset.hydrated}`,
      ),
    );
    expect(hydrated.sort()).toEqual(['chatbot:true', 'header:true', 'services-typing:true']);
    await page.close();
  });

  it('types its hero line', async () => {
    const page = await browser.newPage('phone');
    // With motion, as most visitors see it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await visit(page, `${baseURL}/Services`);
    const typed = page.getByTestId('typing-text');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await typed.textContent()) ?? '');
          return seen.size;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBeGreaterThan(2);
    await page.close();
  });

  it('works by mouse: tabs, search, Learn More and Get Started, and axe finds nothing', async () => {
    const page = await browser.newPage('desktop');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(process.pid + 7) % 250}` });
    const scripts = scriptPaths(page);
    await visit(page, `${baseURL}/Services`);
    const cards = () =>
      page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents();
    await page.getByRole('tab', { name: 'Premium Services' }).click();
    await expect.poll(cards).toEqual(['AI & Chatbots', 'Influencer Marketing', 'Video Production']);
    await page.getByPlaceholder('Search services...').fill('video');
    await expect.poll(cards).toEqual(['Video Production']);

    await page.getByRole('button', { name: 'Learn More about Video Production' }).click();
    const detail = page.getByRole('dialog', { name: 'Video Production' });
    await expect.poll(() => detail.isVisible(), { timeout: 10_000 }).toBe(true);
    await expectNoA11yViolations(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => detail.count()).toBe(0);

    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel('Name').fill('Islands Tester');
    await dialog.getByLabel('Email').fill('islands@example.com');
    await dialog.getByLabel('Service').selectOption('web-development');
    await dialog.getByLabel('Message').fill('A site sent as islands.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    // The toast shows on a page of islands too (the toaster is an island of its own).
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').allTextContents()).join(' '), {
        timeout: 10_000,
      })
      .toContain("Thank you! We'll be in touch within 24 hours.");
    expect(routerScripts(scripts)).toEqual([]);
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('works by keyboard: search, tabs, Learn More and Get Started', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/Services`);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const search = page.getByPlaceholder('Search services...');
    await search.focus();
    await page.keyboard.type('logo');
    const cards = () =>
      page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents();
    await expect.poll(cards).toEqual(['Branding & Logo Design']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('All Services');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toBe('Digital Agency');
    await expect.poll(cards).toEqual(['Branding & Logo Design']);

    await page.getByRole('button', { name: 'Learn More about Branding & Logo Design' }).focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Branding & Logo Design' });
    await expect.poll(() => detail.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    await expect.poll(focused).toBe('Learn More');

    await page.getByRole('button', { name: 'Get Started' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel('Name').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(focused).toBe('Get Started');
    await page.close();
  });

  it('keeps a Get Started press made before its island hydrated', async () => {
    const page = await browser.newPage('desktop');
    const release = await holdScripts(page, /\/assets\/island-get-started-dialog-[\w-]+\.js$/);
    await visit(page, `${baseURL}/Services`);
    const island = page.locator('[data-island="get-started"]');
    await page.getByRole('button', { name: 'Get Started' }).click();
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page
      .getByRole('dialog', { name: 'Get Started' })
      .getByLabel('Name')
      .waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('is reached by a plain link from another page of islands, and works', async () => {
    const page = await browser.newPage('desktop');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, `${baseURL}/About`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Services' })
      .click();
    await page.getByRole('menuitem', { name: 'All Services' }).click();
    await page.waitForURL('**/Services');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('tab', { name: 'Software Development' }).click();
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Custom Software Development', 'Mobile App Development', 'Cloud Solutions']);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog', { name: 'Get Started' }).getByLabel('Name').waitFor();
    // A document load: the window is a new one.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
