import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { chatbotOpenEvent } from '../../common/site.ts';

let visitor = Math.floor(Math.random() * 250);

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: keyof typeof viewports): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Debian's chromium through playwright-core, with a fresh profile and no background
 * networking (this machine's network is closed).
 */
export async function launchBrowser(
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'agency-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    reducedMotion: options.reducedMotion ?? 'reduce',
    // Each browser is its own visitor to a server that trusts a proxy (the shared e2e
    // server does), so one file's forms do not use up another's per-address rate limits.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.${process.pid % 250}.${++visitor % 250}` },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return {
    context,
    async newPage(viewport = 'desktop') {
      const page = await context.newPage();
      // A missing element fails its step with a clear message well before the test's limit.
      page.setDefaultTimeout(15_000);
      await page.setViewportSize(viewports[viewport]);
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One browser for the enclosing `describe`: launched before its tests, closed after them.
 * The returned handle reaches that browser once it is launched.
 */
export function suiteBrowser(options?: Parameters<typeof launchBrowser>[0]): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser(options);
  });
  afterAll(async () => {
    await launched?.close();
  });
  const current = () => {
    if (!launched) throw new Error('The browser is used before its describe block started.');
    return launched;
  };
  return {
    get context() {
      return current().context;
    },
    newPage: (viewport) => current().newPage(viewport),
    close: () => current().close(),
  };
}

/**
 * Opens a page and waits until React has hydrated it (root marks `<html data-hydrated>`),
 * so a click reaches a working button rather than the server's inert HTML, however busy
 * the machine is.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  return response;
}

/** Holds back the requests whose path matches until the returned `release` is called. */
export async function holdScripts(page: Page, path: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The paths of the scripts the page requests from now on, as they are requested. */
export function scriptPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Scrolls `target` into view. A section near the viewport may load its island and be
 * swapped for the hydrated one while it scrolls (Playwright: "Element is not attached to
 * the DOM"), so it is scrolled to again until it stays.
 */
export async function scrollTo(target: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        target.scrollIntoViewIfNeeded().then(
          () => true,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Runs axe on the page (WCAG 2.2 A/AA) and answers each violation in one line and its nodes. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}

/**
 * Fails with the violations axe finds on the page. A page still changing (an answer
 * arriving, a transition ending) can show axe a state no one sees for long, so a finding
 * is checked again a second later: what is still there fails the test, in the message
 * itself (a failure's diff shows a long array as "[ Array(1) ]", which names nothing).
 */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  const first = await axeViolations(page, include);
  if (first.length === 0) return;
  process.stderr.write(`[axe] ${page.url()}: found, checking again:\n${first.join('\n')}\n`);
  await page.waitForTimeout(1000);
  const summary = await axeViolations(page, include);
  expect(summary.length, `axe violations on ${page.url()}:\n${summary.join('\n')}`).toBe(0);
}

/** Records the chatbot open events the page dispatches from now on (spec §2.4 window event). */
export async function recordChatbotEvents(page: Page): Promise<void> {
  await page.evaluate((eventName) => {
    const w = window as unknown as { chatbotEvents: unknown[] };
    w.chatbotEvents = [];
    window.addEventListener(eventName, (e) => w.chatbotEvents.push((e as CustomEvent).detail));
  }, chatbotOpenEvent);
}

/** The details of the chatbot open events recorded since `recordChatbotEvents`. */
export const chatbotEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { chatbotEvents: unknown[] }).chatbotEvents);
