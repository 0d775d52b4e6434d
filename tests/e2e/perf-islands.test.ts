import { describe, expect, inject, it } from 'vitest';
import { chatbotTitle } from '../../common/site.ts';
import {
  chatbotEvents,
  holdScripts,
  recordChatbotEvents,
  scriptPaths,
  suiteBrowser,
  visit,
} from '../setup/browser.ts';

const baseURL = inject('baseURL');

describe('the home page as islands (ADR 018)', () => {
  const browser = suiteBrowser();

  it('is sent without React Router: marked islands and the islands runtime only', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/"\/assets\/islands-[\w-]+\.js"/);
    for (const name of ['header', 'hero-title', 'chatbot', 'home-chat', 'clients']) {
      expect(html, name).toContain(`data-island="${name}"`);
    }
    // Nor is any other public page (ADR 063).
    const about = await (await fetch(`${baseURL}/About`)).text();
    expect(about).not.toContain('__reactRouterContext');

    const page = await browser.newPage('phone');
    const scripts = scriptPaths(page);
    await visit(page, `${baseURL}/`);
    expect(scripts.some((s) => /\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /entry\.client|\/chunk-|\/root-/.test(s))).toEqual([]);
    const hydrated = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island][data-when="load"]')].map(
        (island) => `${island.dataset.island}:${island.dataset.hydrated}`,
      ),
    );
    expect(hydrated.sort()).toEqual(['chatbot:true', 'header:true', 'hero-title:true']);
    await page.close();
  });

  it('opens the chatbot from a button outside the islands, with its context', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/`);
    await recordChatbotEvents(page);
    await page.getByRole('button', { name: 'GET YOUR AUTOMATION TODAY' }).click();
    await expect
      .poll(() => chatbotEvents(page))
      .toEqual([
        { contextMessage: 'new visitor', businessType: 'general', showAppointmentForm: true },
      ]);
    await page
      .getByRole('dialog', { name: 'Book a Free Consultation' })
      .waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('clicks again a chatbot button clicked before the runtime arrived', async () => {
    const page = await browser.newPage('phone');
    const release = await holdScripts(page, /\/assets\/islands-[\w-]+\.js$/);
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'GET YOUR AUTOMATION TODAY' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page
      .getByRole('dialog', { name: 'Book a Free Consultation' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('dialog', { name: chatbotTitle }).count()).toBe(1);
    await page.close();
  });

  // On pages of islands. (On the page React Router hydrates the footer forms are lazy islands,
  // islands/deferred.tsx, ADR 045; that page is short, its footer near from the start.)
  it.each([
    { path: '/', chunk: /\/assets\/island-newsletter-form-[\w-]+\.js$/ },
    { path: '/Services', chunk: /\/assets\/island-newsletter-form-[\w-]+\.js$/ },
    { path: '/About', chunk: /\/assets\/island-newsletter-form-[\w-]+\.js$/ },
  ])(
    '$path: hydrates a footer form when it comes near, keeping what was typed and sent before',
    async ({ path, chunk }) => {
      const page = await browser.newPage('desktop');
      const scripts = scriptPaths(page);
      const release = await holdScripts(page, chunk);
      await visit(page, `${baseURL}${path}`);
      expect(scripts.filter((s) => /newsletter-form/.test(s))).toEqual([]);
      const newsletter = page.getByRole('form', { name: 'Newsletter' });
      const email = newsletter.getByLabel('Email address for the newsletter');
      await email.fill(`footer-reader${path.replace('/', '-')}@example.com`);
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      expect(page.url()).toBe(`${baseURL}${path}`);
      await expect.poll(() => scripts.filter((s) => /newsletter-form/.test(s)).length).toBe(1);
      release();
      await expect
        .poll(() => newsletter.getByText('Subscribed!').count(), { timeout: 15_000 })
        .toBe(1);
      // Sent with what was typed (the server took it), then cleared as the form does.
      expect(await email.inputValue()).toBe('');
      await page.close();
    },
  );

  it('keeps the other islands working when one cannot be fetched', async () => {
    const page = await browser.newPage('desktop');
    await page.route(/\/assets\/island-hero-[\w-]+\.js$/, (route) => route.abort());
    await visit(page, `${baseURL}/`);
    // The hero word stays the server's, and the chatbot still opens from the header.
    expect(await page.getByTestId('hero-rotating-title').textContent()).toBe('Development');
    await page.getByRole('button', { name: 'Book Your Demo' }).click();
    await page
      .getByRole('dialog', { name: 'Book a Free Consultation' })
      .waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('navigates by plain links: each page is a document load', async () => {
    const page = await browser.newPage('desktop');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, `${baseURL}/`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.waitForURL('**/About');
    // A document load: the window is a new one.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    await page.getByRole('link', { name: 'Brightwave home' }).first().click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByTestId('hero-rotating-title').waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // A document load again, and the launcher works.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    await page.getByRole('dialog', { name: chatbotTitle }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
