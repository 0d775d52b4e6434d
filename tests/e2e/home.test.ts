import { describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

describe('home page in the browser', () => {
  const browser = suiteBrowser();

  it('is rendered on the server: the heading is in the HTML before any script runs', async () => {
    const response = await fetch(`${baseURL}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
    expect(heading.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(10);
  });

  it('serves hashed assets with long cache headers', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseURL}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const maxAge = Number(response.headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 86_400);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`hydrates without errors and passes axe (${viewport})`, async () => {
      const page = await browser.newPage(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await visit(page, `${baseURL}/`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`stays at the top while the embedded chat loads (${viewport})`, async () => {
      const page = await browser.newPage(viewport);
      await visit(page, `${baseURL}/`);
      // The home chat loads its core when it comes near the viewport; give it time to.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.close();
    });
  }

  it('redirects unknown paths to the home page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/no/such/page`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
