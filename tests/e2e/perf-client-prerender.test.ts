import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../common/prerender.ts';
import { launchBrowser, type Browser, visit } from '../setup/browser.ts';
import { rawGet } from '../setup/raw-http.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/** A public origin unlike the server's own address, so canonical URLs show where they came from. */
const PUBLIC_URL = 'https://www.brightwave.example';
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseURL}${path}`, {
    headers: { 'user-agent': PERSON, ...headers },
  });
  return { response, html: await response.text() };
}

const cspNonce = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
const nonces = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
const h1 = (html: string) =>
  (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
const scriptSources = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];
/** The text of every inline script that runs (no `src`, not a JSON data block). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

describe('prerendered marketing pages', () => {
  it('answer with the same bytes for every reader, scripts allowed by hash, and PUBLIC_URL', async () => {
    const first = await get('/Services');
    const second = await get('/Services');
    expect(first.response.status).toBe(200);
    expect(h1(first.html)).toBe('Everything you need to grow, from one team');
    expect(canonical(first.html)).toBe(`${PUBLIC_URL}/Services`);
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));

    // No nonce anywhere: each inline script runs by its hash, and nothing else inline runs.
    expect(first.html).not.toContain('nonce=');
    const sources = scriptSources(first.response);
    expect(sources[0]).toBe("'self'");
    expect(sources.join(' ')).not.toMatch(/unsafe-inline|nonce-/);
    // The early-events script and the islands loader, at least.
    const inline = inlineScripts(first.html);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const text of inline) expect(sources).toContain(`'sha256-${sha256(text)}'`);
    expect(first.html).not.toMatch(/prerender-(nonce|origin)/);
  });

  it('is the file written at build time for people; crawlers get a server render', async () => {
    for (const path of ['/', '/Services', '/Services/']) {
      const person = await get(path);
      // Only the prerendered answer has an ETag; the decorative loading screen is in it.
      expect(person.response.headers.get('etag'), path).toBeTruthy();
      expect(person.html, path).toContain('class="loading-screen');

      const crawler = await get(path, { 'user-agent': CRAWLER });
      expect(crawler.response.status, path).toBe(200);
      expect(crawler.response.headers.get('etag'), path).toBeNull();
      expect(crawler.html, path).not.toContain('class="loading-screen');
      expect(h1(crawler.html).length, path).toBeGreaterThan(3);
      // A crawler's answer is rendered for it, with a nonce of its own.
      expect(new Set(nonces(crawler.html)), path).toEqual(new Set([cspNonce(crawler.response)]));
      expect(crawler.html, path).not.toMatch(/prerender-(nonce|origin)/);
    }
  });

  it('is compressed once, revalidated with must-revalidate, and a 304 for the copy a reader holds', async () => {
    const response = await fetch(`${server.baseURL}/`, {
      headers: { 'user-agent': PERSON, 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    const html = await response.text();

    const again = await fetch(`${server.baseURL}/`, {
      headers: { 'user-agent': PERSON, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    // The policy of a 304 still allows the scripts of the copy the browser keeps.
    for (const text of inlineScripts(html)) {
      expect(scriptSources(again)).toContain(`'sha256-${sha256(text)}'`);
    }

    // Another page's tag gets this page in full.
    const services = await fetch(`${server.baseURL}/Services`, {
      headers: { 'user-agent': PERSON },
    });
    const other = await fetch(`${server.baseURL}/`, {
      headers: { 'user-agent': PERSON, 'if-none-match': services.headers.get('etag')! },
    });
    expect(other.status).toBe(200);
    expect(h1(await other.text())).toContain('Digital growth through');

    // Gzip and brotli bodies read back as the uncompressed answer, each far smaller; a
    // client that takes neither still gets the page.
    const raw = (encoding: string) =>
      rawGet(`${server.baseURL}/Services`, { 'user-agent': PERSON, 'accept-encoding': encoding });
    const [zipped, brotli, plain] = await Promise.all([
      raw('gzip'),
      raw('br, gzip'),
      raw('identity'),
    ]);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotli.body.length).toBeLessThan(zipped.body.length);
  });

  it('serves every prerendered path with its placeholders replaced', async () => {
    for (const path of PRERENDERED_PATHS) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('etag'), path).toBeTruthy();
      expect(h1(html).length, path).toBeGreaterThan(3);
      expect(canonical(html), path).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(html, path).not.toMatch(/prerender-(nonce|origin)/);
    }
  });

  it('keeps the other spellings of a screen working', async () => {
    const cases = [
      ['/contact', 'Contact Us', '/Contact'],
      ['/work', 'Our Work', '/Work'],
      ['/welcomeaboard', 'Welcome Aboard!', '/WelcomeAboard'],
      ['/Performance', 'Everything you need to grow, from one team', '/Services'],
      ['/Services/', 'Everything you need to grow, from one team', '/Services'],
      ['/Services?utm_source=mail', 'Everything you need to grow, from one team', '/Services'],
    ] as const;
    for (const [path, heading, canonicalPath] of cases) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      expect(h1(html), path).toBe(heading);
      expect(canonical(html), path).toBe(`${PUBLIC_URL}${canonicalPath}`);
      if (response.headers.get('etag')) {
        // Another prerendered path or an alias of one: the kept page, scripts by hash.
        expect(html, path).not.toContain('nonce=');
        for (const text of inlineScripts(html)) {
          expect(scriptSources(response), path).toContain(`'sha256-${sha256(text)}'`);
        }
      } else {
        expect(new Set(nonces(html)), path).toEqual(new Set([cspNonce(response)]));
      }
    }
  });

  it("answers a request for a prerendered route's loader data, with PUBLIC_URL in it", async () => {
    // No page asks for it (no public page runs React Router's client); the build keeps none,
    // and the page router renders one for whoever asks.
    for (const path of ['/Services.data', '/_root.data']) {
      const response = await fetch(`${server.baseURL}${path}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(body, path).toContain(PUBLIC_URL);
      expect(body, path).not.toContain('prerender-origin');
    }
  });

  it('hydrates without console errors, shows today on the privacy page, and follows a header link', async () => {
    const page = await browser.newPage('phone');
    // Headless Chromium names itself as a bot, which would get the server render.
    await page.setExtraHTTPHeaders({ 'user-agent': PERSON });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await visit(page, `${server.baseURL}/`);
    expect(response?.headers().etag).toBeTruthy();
    // The launcher only works once React has hydrated the page.
    await page.getByRole('button', { name: /Open chat with/ }).click();
    await expect
      .poll(() => page.getByRole('dialog').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await visit(page, `${server.baseURL}/PrivacyPolicy`);
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await expect.poll(() => page.locator('time').first().textContent()).toBe(today);

    await page.close();

    // Moving from one prerendered page to another by the header's link keeps its canonical URL.
    const desktop = await browser.newPage('desktop');
    await desktop.setExtraHTTPHeaders({ 'user-agent': PERSON });
    desktop.on('pageerror', (error) => errors.push(error.message));
    desktop.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(desktop, `${server.baseURL}/Services`);
    await desktop.locator('header a[href="/About"]').first().click();
    await expect.poll(() => new URL(desktop.url()).pathname).toBe('/About');
    await expect
      .poll(() => desktop.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(`${PUBLIC_URL}/About`);
    await expect.poll(() => desktop.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await desktop.close();
  });

  it('does not serve the raw build files with their placeholders', async () => {
    const response = await fetch(`${server.baseURL}/Services/index.html`, {
      headers: { 'user-agent': PERSON, 'accept-encoding': 'gzip' },
    });
    // fetch has already undone the gzip encoding.
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/prerender-(nonce|origin)/);
  });
});
