import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlogDto } from '../../common/blog.ts';
import { launchBrowser, visit, type Browser } from '../setup/browser.ts';
import { rawGet } from '../setup/raw-http.ts';

/**
 * The cache of finished blog pages (server/http/blog-pages.ts, docs/decisions/023) against
 * the production server: every reader gets the same bytes, and a cached page behaves
 * exactly like a fresh render.
 */
const baseURL = inject('baseURL');
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let token = '';
let browser: Browser;

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { data: BlogDto } };
}

const publish = (title: string, content: string) =>
  api('POST', '/api/blogs', { blog_title: title, content, status: 'published' });

async function page(path: string) {
  const response = await fetch(`${baseURL}${path}`);
  return {
    status: response.status,
    html: (await response.text()).replace(/<!-- -->/g, ''),
    cache: response.headers.get('x-page-cache'),
  };
}

/** A reader of its own: another address and browser, the bytes as sent. */
const reader =
  (n: number, encoding: string, extra: Record<string, string> = {}) =>
  (path: string) =>
    rawGet(`${baseURL}${path}`, {
      'accept-encoding': encoding,
      'user-agent': `${CHROME} reader-${n}`,
      'x-forwarded-for': `192.0.2.${n}`,
      'accept-language': n % 2 ? 'en-GB' : 'de-DE',
      ...extra,
    });

beforeAll(async () => {
  const response = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  token = ((await response.json()) as { token: string }).token;
  expect(token).toBeTruthy();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cached blog pages', () => {
  for (const kind of ['post', 'index'] as const) {
    it(`give every reader of the ${kind} the same bytes, compressed once, under a hash-based policy`, async () => {
      const { json } = await publish(`Same bytes ${kind}`, '<p>One page for all.</p>');
      const path = kind === 'post' ? `/blog/${json.data.slug}` : '/blog';
      // Other test files write posts meanwhile, which rightly drops the index: try again.
      let first = await reader(1, 'identity')(path);
      let second = await reader(2, 'identity')(path);
      for (let i = 0; i < 3 && second.headers['x-page-cache'] !== 'hit'; i += 1) {
        first = await reader(1, 'identity')(path);
        second = await reader(2, 'identity')(path);
      }
      expect(second.headers['x-page-cache']).toBe('hit');
      expect(second.body.equals(first.body)).toBe(true);
      const html = first.body.toString('utf8');
      expect(html).toContain(`Same bytes ${kind}`);
      expect(html).not.toMatch(/nonce=/);

      // Compressed ahead: each coding decodes to those very bytes.
      const zipped = await reader(3, 'gzip')(path);
      const brotli = await reader(4, 'gzip, deflate, br')(path);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gunzipSync(zipped.body).equals(first.body)).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(first.body)).toBe(true);

      // The policy allows the page's inline scripts by hash (and the one its deferred loader
      // adds, which the browser test below runs): no nonce, no 'unsafe-inline'.
      const csp = String(second.headers['content-security-policy']);
      const sources = csp.match(/script-src ([^;]*)/)![1]!.split(' ');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        // Scripts that run: not loaded by src, not data (JSON-LD is never executed).
        .filter((m) => !/\ssrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!))
        .map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(sources).toContain(hash);
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(sources.length).toBeLessThanOrEqual(new Set(inline).size + 2);
      expect(csp).toContain("object-src 'none'");

      // Each coding has its own ETag; a reader holding the page in any revalidates it for
      // nothing.
      const tags = [first, zipped, brotli].map((answer) => String(answer.headers.etag));
      expect(new Set(tags).size).toBe(3);
      for (const tag of tags) {
        const again = await fetch(`${baseURL}${path}`, {
          headers: { 'if-none-match': tag, 'user-agent': CHROME },
        });
        expect(again.status).toBe(304);
        expect((await again.arrayBuffer()).byteLength).toBe(0);
      }
    });
  }

  it('run in Chromium under that policy: the page hydrates with no violation, and shows the count the beacon answers', async () => {
    const { json } = await publish('Seen in a browser', '<p>Counted by the beacon.</p>');
    const tab = await browser.newPage();
    // Headless Chromium names itself a crawler, whose views are not counted: this tab is a
    // reader's browser.
    await tab.setExtraHTTPHeaders({ 'user-agent': CHROME });
    const violations: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await tab.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to run: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const shown = async () => {
      const text = await tab.getByText(/^\d+ views?$/).textContent();
      return Number(text!.split(' ')[0]);
    };
    const path = `${baseURL}/blog/${json.data.slug}`;
    const first = await visit(tab, path);
    await expect.poll(shown).toBe(1);
    // Other test files write posts meanwhile, which rightly drops every kept page: try again.
    let second = await visit(tab, path);
    for (let i = 0; i < 3 && second!.headers()['x-page-cache'] !== 'hit'; i += 1) {
      second = await visit(tab, path);
    }
    expect(second!.headers()['x-page-cache']).toBe('hit');
    expect(second!.headers()['content-security-policy']).toContain("'sha256-");
    // The cached HTML still says 0; after hydration the beacon's answer shows: this
    // reader's one view of the day (a second visit counts none).
    await expect.poll(shown).toBe(1);
    expect(first!.status()).toBe(200);
    expect(violations).toEqual([]);
    await tab.close();
  });

  it('shows an edit at once, answers 404 at once when unpublished or deleted', async () => {
    const { json } = await publish('Cache before edit', '<p>Old words.</p>');
    const path = `/blog/${json.data._id}`;
    await page(path);
    // A post written by another test file meanwhile drops every kept page: try again.
    let kept = await page(path);
    for (let i = 0; i < 3 && kept.cache !== 'hit'; i += 1) kept = await page(path);
    expect(kept.cache).toBe('hit');
    expect((await page('/blog')).html).toContain('Cache before edit');

    const edited = await api('PUT', `/api/blogs/${json.data._id}`, {
      blog_title: 'Cache after edit',
      content: '<p>New words.</p>',
      status: 'published',
    });
    expect(edited.status).toBe(200);
    const after = await page(path);
    expect(after.html).toContain('Cache after edit');
    expect(after.html).toContain('New words.');
    expect(after.html).not.toContain('Old words.');
    const index = (await page('/blog')).html;
    expect(index).toContain('Cache after edit');
    expect(index).not.toContain('Cache before edit');

    const draft = await api('PUT', `/api/blogs/${json.data._id}`, {
      blog_title: 'Cache after edit',
      content: '<p>New words.</p>',
      status: 'draft',
    });
    expect(draft.status).toBe(200);
    expect((await page(path)).status).toBe(404);
    expect((await page('/blog')).html).not.toContain('Cache after edit');

    await api('PUT', `/api/blogs/${json.data._id}`, {
      blog_title: 'Cache after edit',
      content: '<p>New words.</p>',
      status: 'published',
    });
    expect((await page(path)).status).toBe(200);
    const removed = await fetch(`${baseURL}/api/blogs/${json.data._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    const gone = await page(path);
    expect(gone.status).toBe(404);
    expect(gone.html).toMatch(/<h1[^>]*>Blog Not Found<\/h1>/);
  });
});
