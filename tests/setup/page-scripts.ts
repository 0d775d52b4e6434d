import { request } from 'node:http';
import type { BrowserContext } from 'playwright-core';
import { PRERENDERED_PATHS } from '../../common/prerender.ts';

/**
 * The JavaScript a public page needs before a visitor can use it, as bench/lighthouse.ts
 * counts it ("JS before hydration"): every script the page requests up to the `hydrated`
 * mark (root's RouteEffects, or the islands runtime once its `load` islands committed),
 * with nobody touching the page. Shared by bench/page-scripts.ts and the browser test that
 * holds every public page to its budget.
 */

/**
 * Script before interaction is what a visitor on a slow phone waits for, so every public
 * page has a budget; `/` keeps its own, lower one (ADR 018).
 */
const PAGE_BUDGET_BYTES = 100 * 1024;
const HOME_BUDGET_BYTES = 90 * 1024;
export const budgetFor = (path: string) => (path === '/' ? HOME_BUDGET_BYTES : PAGE_BUDGET_BYTES);

/** A well-formed token that names nothing: the page a stale e-mailed link opens. */
const UNKNOWN_TOKEN = 'page-scripts-unknown-token-0000000000000000';

/**
 * Every public page of app/routes.ts (the admin area is not public): the prerendered ones,
 * the blog list, its first post, and the pages reached from e-mails.
 */
export async function publicPages(baseURL: string): Promise<string[]> {
  const answer = (await (await fetch(`${baseURL}/api/blogs?page=1&limit=1`)).json()) as {
    data?: { _id: string; slug?: string }[];
  };
  const post = answer.data?.[0];
  if (!post) throw new Error('No published blog post (is the demo seed on?)');
  return [
    ...PRERENDERED_PATHS,
    '/blog',
    '/BlogPage',
    `/blog/${encodeURIComponent(post.slug || post._id)}`,
    `/appointment/${UNKNOWN_TOKEN}`,
    `/newsletter/confirm/${UNKNOWN_TOKEN}`,
    `/newsletter/unsubscribe/${UNKNOWN_TOKEN}`,
  ];
}

/** Lighthouse's phone: what is near its first screen is what a `visible` island loads for. */
const PHONE = { width: 412, height: 823 };

/** The URLs of the scripts `path` requests before it is hydrated, in a fresh context. */
async function scriptsBeforeInteraction(
  context: BrowserContext,
  baseURL: string,
  path: string,
): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    return await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? Infinity;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .filter((entry) => entry.startTime <= hydrated)
        .map((entry) => entry.name);
    });
  } finally {
    await page.close();
  }
}

/**
 * What one script costs as sent with gzip: the compressed body and the response head, as
 * Lighthouse's transfer size counts it.
 */
function gzipTransferBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      const raw = response.rawHeaders;
      let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < raw.length; i += 2) head += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => resolve(head + body));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface PageScripts {
  path: string;
  bytes: number;
  /** Each script's path and its gzip transfer bytes, largest first. */
  files: { path: string; bytes: number }[];
}

/** Measures `path`: the scripts before interaction and their gzip transfer bytes. */
export async function measurePage(
  context: BrowserContext,
  baseURL: string,
  path: string,
): Promise<PageScripts> {
  const urls = [...new Set(await scriptsBeforeInteraction(context, baseURL, path))];
  const files = await Promise.all(
    urls.map(async (url) => ({ path: new URL(url).pathname, bytes: await gzipTransferBytes(url) })),
  );
  files.sort((a, b) => b.bytes - a.bytes);
  return { path, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
