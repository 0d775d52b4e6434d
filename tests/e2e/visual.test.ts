/**
 * Visual regression (ADR 036): every public screen, one per route module, at a phone, a
 * tablet and a laptop width, compared with the PNG baselines in tests/e2e/__screenshots__/
 * (tests/setup/screenshots.ts). A change of look fails here until its baselines are
 * regenerated with `npm run test:screenshots:update` and committed.
 *
 * Pixels depend on the browser and the fonts, so the baselines are made where CI runs:
 * Debian 12's Chromium 156.0.8078.79 with the fonts scripts/test.mjs installs
 * (fonts-liberation 1:1.07.4-11, fonts-dejavu-core and fonts-dejavu-extra 2.37-6: SVG text
 * and symbols outside the web font fall back to DejaVu Sans); the site's own typeface is the
 * self-hosted Plus Jakarta Sans. Another Chromium or font set gives other pixels:
 * regenerate the baselines there. Screens are taken at half a device pixel per CSS pixel.
 *
 * Stable pictures: a server of its own on a freshly seeded database (other browser tests
 * add posts to the shared one), reduced motion, animations, transitions and carets off,
 * every lazy image loaded and the web fonts ready, carousels still on their first slide,
 * and what depends on today (dates, the copyright year, a post's view count) given a fixed
 * text and covered by a solid box.
 */
import { rmSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../setup/browser.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';
import { compareWithBaseline } from '../setup/screenshots.ts';

/**
 * Half a device pixel per CSS pixel: the screens stay readable and the baselines a third of
 * their full size (Chromium dithers gradients, which compresses badly).
 */
const SCALE = 0.5;

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/**
 * One screen per route module of app/routes.ts (aliases render the same module); the
 * catch-all redirect is not a page. The token pages show what an unknown link shows.
 */
const screens: { name: string; path: string | ((server: RunningServer) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'influence', path: '/Influence' },
  { name: 'services', path: '/Services' },
  { name: 'creative', path: '/Creative' },
  { name: 'portfolio', path: '/Portfolio' },
  { name: 'about', path: '/About' },
  { name: 'about-v1', path: '/About_v1' },
  { name: 'calendar', path: '/Calendar' },
  { name: 'privacy-policy', path: '/PrivacyPolicy' },
  { name: 'terms', path: '/Terms&Conditions' },
  { name: 'offers', path: '/Offers' },
  { name: 'contact', path: '/Contact' },
  { name: 'welcome-aboard', path: '/WelcomeAboard' },
  { name: 'verticals', path: '/Verticals' },
  { name: 'pet-landing', path: '/PetLandingPage' },
  { name: 'fitness-landing', path: '/LandingPages/FitnessLandingPage' },
  { name: 'ai-ready', path: '/ai-ready' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-post', path: newestPostPath },
  { name: 'work', path: '/Work' },
  { name: 'careers', path: '/careers' },
  { name: 'manage-appointment', path: '/appointment/visual-test-unknown-token' },
  { name: 'newsletter-confirm', path: '/newsletter/confirm/visual-test-unknown-token' },
  { name: 'newsletter-unsubscribe', path: '/newsletter/unsubscribe/visual-test-unknown-token' },
];

/** The newest seeded post, the first one /blog lists. */
async function newestPostPath(server: RunningServer): Promise<string> {
  const answer = (await (await fetch(`${server.baseURL}/api/blogs?page=1&limit=1`)).json()) as {
    data: { _id: string; slug?: string | null }[];
  };
  const post = answer.data[0];
  if (!post) throw new Error('The seeded database has no blog post.');
  return `/blog/${encodeURIComponent(post.slug || post._id)}`;
}

/** Holds every moving thing still; reduced motion alone leaves CSS transitions running. */
const STILL_CSS = `*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * What shows today's date or a live count: first given a fixed text (so the box's size does
 * not depend on the day: "May 9" is narrower than "November 25"), then covered by a solid box.
 */
const changing = (page: Page): Locator[] => [
  page.locator('time'),
  page.getByText(/^© \d{4}\b/),
  page.getByText(/^\d+ views?$/),
];

const fixChangingTexts = (page: Page) =>
  page.evaluate(() => {
    for (const time of document.querySelectorAll('time')) time.textContent = 'January 1, 2000';
    for (const element of document.body.querySelectorAll('p, span, small')) {
      const text = element.textContent ?? '';
      // The copyright line is several text nodes ("© ", the year, the name).
      if (element.children.length === 0 && /^\s*© \d{4}\b/.test(text)) {
        element.textContent = text.replace(/\d{4}/, '2000');
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/^\d+ views?$/.test(node.nodeValue ?? '')) node.nodeValue = '10 views';
    }
  });

/** Requests of each page still running, and when the last one started or ended. */
const traffic = new WeakMap<Page, { running: number; changedAt: number }>();

function trackRequests(page: Page): void {
  const state = { running: 0, changedAt: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => () => {
    state.running += delta;
    state.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Until no request has run for half a second (what scrolling started: a carousel's script,
 * an image), at most 10 s. Playwright's 'networkidle' counts only from the navigation.
 */
async function networkQuiet(page: Page): Promise<void> {
  const state = traffic.get(page)!;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (state.running > 0 || Date.now() - state.changedAt < 500)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Loads everything a visitor would see by scrolling: lazy images made eager, every
 * near-viewport effect triggered, the fonts and images ready, then back at the top.
 */
async function settle(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(async () => {
    // A frame, or a fifth of a second where none is drawn: the scroll goes on either way.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(resolve, 200);
      });
    for (const image of document.querySelectorAll('img[loading="lazy"]')) {
      image.setAttribute('loading', 'eager');
    }
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await networkQuiet(page);
  await fixChangingTexts(page);
  await page.evaluate(async () => {
    // Each wait is bounded: a picture that never arrives is then seen missing in the
    // comparison, where an unbounded wait would only time the test out.
    const atMost = (promise: Promise<unknown>, ms: number) =>
      Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
    await atMost(
      Promise.all(
        [...document.images].map((image) =>
          image.complete ? null : image.decode().catch(() => null),
        ),
      ),
      10_000,
    );
    await atMost(document.fonts.ready, 5_000);
    await atMost(
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      1_000,
    );
  });
}

const screenshot = (page: Page, extraCss = '') =>
  page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'device',
    mask: changing(page),
    maskColor: '#ff00ff',
    ...(extraCss ? { style: extraCss } : {}),
  });

describe('visual regression: public screens at 375, 768 and 1366 px', () => {
  let server: RunningServer;
  const paths = new Map<string, string>();
  const results: { shot: string; diffPixels: number; totalPixels: number; updated: boolean }[] = [];

  beforeAll(async () => {
    server = await startServer();
    for (const screen of screens) {
      paths.set(
        screen.name,
        typeof screen.path === 'string' ? screen.path : await screen.path(server),
      );
    }
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    // The differing pixels of every screenshot, for whoever checks that runs agree.
    const dir = path.resolve(import.meta.dirname, '../../test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'visual-regression.json'), JSON.stringify(results, null, 2));
  });

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

  for (const size of widths) {
    describe(`${size.width} px (${size.name})`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          deviceScaleFactor: SCALE,
          reducedMotion: 'reduce',
        });
        page = await context.newPage();
        page.setDefaultTimeout(15_000);
        trackRequests(page);
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const screen of screens) {
        it(`${screen.name} looks as its baseline`, async () => {
          const url = `${server.baseURL}${paths.get(screen.name)}`;
          await visit(page, url);
          await settle(page);
          const shot = `${screen.name}-${size.width}`;
          const result = compareWithBaseline(shot, await screenshot(page));
          results.push({ shot, ...result });
        });
      }

      if (size.width === 1366) {
        it('a changed colour fails the comparison and leaves the actual and diff pictures', async () => {
          const shot = 'home-1366';
          await visit(page, `${server.baseURL}/`);
          await settle(page);
          const actual = path.resolve(
            import.meta.dirname,
            `../../test-results/screenshots/${shot}-actual.png`,
          );
          const diff = actual.replace('-actual.png', '-diff.png');
          // A large change (the footer's background) and a small one (one link's colour,
          // far below the page's 0.5% but gathered in one place).
          for (const change of [
            'footer, footer * { background: #e11d48 !important; }',
            'header a[href="/Contact"] { color: #e11d48 !important; }',
          ]) {
            rmSync(actual, { force: true });
            rmSync(diff, { force: true });
            const changed = await screenshot(page, change);
            expect(() => compareWithBaseline(shot, changed, { update: false }), change).toThrow(
              /Screenshot home-1366 differs from its baseline .*test-results\/screenshots\/home-1366-actual\.png.*home-1366-diff\.png/,
            );
            expect(existsSync(actual) && existsSync(diff), change).toBe(true);
          }
          rmSync(actual, { force: true });
          rmSync(diff, { force: true });
        });
      }
    });
  }

  it('a screen without a baseline fails with the command that makes one', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent('<p>No baseline</p>');
      const png = await page.screenshot();
      expect(() => compareWithBaseline('no-such-screen', png, { update: false })).toThrow(
        /No baseline screenshot tests\/e2e\/__screenshots__\/no-such-screen\.png\. Create it with `npm run test:screenshots:update`/,
      );
    } finally {
      await page.close();
    }
  });
});
