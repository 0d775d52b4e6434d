import { describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, suiteBrowser, visit, launchBrowser } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/** The screens of this half of the site, their aliases and the h1 each shows. */
const routes = [
  { path: '/', h1: /Digital growth through/ },
  { path: '/Services', h1: /Everything you need to grow/ },
  { path: '/Performance', h1: /Everything you need to grow/, canonical: '/Services' },
  { path: '/Portfolio', h1: /Results we have delivered/ },
  { path: '/About', h1: /We help ambitious businesses grow/ },
  { path: '/About_v1', h1: /A team of builders/ },
  { path: '/Contact', h1: /^Contact Us$/ },
  { path: '/contact', h1: /^Contact Us$/, canonical: '/Contact' },
  { path: '/WelcomeAboard', h1: /Welcome Aboard/ },
  { path: '/welcomeaboard', h1: /Welcome Aboard/, canonical: '/WelcomeAboard' },
] as const;

function h1Text(html: string): string | undefined {
  const inner = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  return inner
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/<!--.*?-->/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('public pages (part A): server HTML', () => {
  for (const route of routes) {
    it(`${route.path} has its h1, title, description and canonical URL before scripts run`, async () => {
      const response = await fetch(`${baseURL}${route.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(h1Text(html)).toMatch(route.h1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<meta property="og:title"/);
      const canonical = 'canonical' in route ? route.canonical : route.path;
      const href = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(href && new URL(href).pathname).toBe(canonical);
    });
  }

  it('the home page carries LocalBusiness JSON-LD for Karachi', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.address.addressLocality).toBe('Karachi');
  });

  it('crawlers get no loading screen; people get it as a decorative overlay', async () => {
    const people = await (
      await fetch(`${baseURL}/`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/120' } })
    ).text();
    expect(people).toMatch(/<div aria-hidden="true" class="loading-screen/);
    const bot = await (
      await fetch(`${baseURL}/`, {
        headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      })
    ).text();
    expect(bot).not.toContain('loading-screen pointer-events-none');
  });
});

describe('public pages (part A) in the browser', () => {
  const browser = suiteBrowser();

  for (const viewport of ['desktop', 'phone'] as const) {
    for (const route of routes) {
      it(`${route.path} hydrates without errors and passes axe (${viewport})`, async () => {
        const page = await browser.newPage(viewport);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await visit(page, `${baseURL}${route.path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toMatch(route.h1);
        expect(new URL(page.url()).pathname).toBe(route.path);
        await expectNoA11yViolations(page);
        // Nothing is wider than the screen (responsive down to phones).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('the loading overlay covers the start for 1.5 s without hiding the page from assistive tech', async () => {
    const moving = await launchBrowser({ reducedMotion: 'no-preference' });
    try {
      const page = await moving.newPage();
      // Headless Chromium names itself a bot; a person's browser gets the overlay.
      await page.setExtraHTTPHeaders({
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
      });
      await page.goto(`${baseURL}/Contact`, { waitUntil: 'domcontentloaded' });
      const overlay = page.locator('.loading-screen');
      await expect.poll(() => overlay.getAttribute('aria-hidden')).toBe('true');
      // The page underneath is already rendered and reachable.
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Contact Us' }).isVisible())
        .toBe(true);
      await expect.poll(() => overlay.count(), { timeout: 5000 }).toBe(0);
      await page.close();
    } finally {
      await moving.close();
    }
  });
});
