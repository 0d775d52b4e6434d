import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../common/prerender.ts';
import { suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/** Every public screen: the prerendered ones, the blog list and a post. */
async function publicPaths(): Promise<string[]> {
  const list = (await (await fetch(`${baseURL}/api/blogs?page=1&limit=1`)).json()) as {
    data: { _id: string }[];
  };
  const post = list.data[0];
  return [...PRERENDERED_PATHS, '/blog', ...(post ? [`/blog/${post._id}`] : [])];
}

/** The elements wider than the viewport, named so a failure says where to look. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a scroll container (a carousel track, a scrollable table) is not the page.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!clipped) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`;
        wide.push(`${name} (right edge ${Math.round(box.right)} px)`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wide: wide.slice(0, 5),
    };
  });

/**
 * Controls the floating chat launcher covers where the page now stands. A control passing
 * under it while the visitor scrolls is freed by scrolling on; at the end of a page there
 * is nothing further to scroll, so nothing may be under it there.
 */
const coveredByLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('button[aria-label^="Open chat with"]');
    if (!launcher) return { launcher: false, covered: [] as string[] };
    const l = launcher.getBoundingClientRect();
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea',
    );
    for (const control of controls) {
      if (launcher.contains(control) || control.contains(launcher)) continue;
      if (control.closest('[aria-hidden="true"]')) continue;
      const c = control.getBoundingClientRect();
      if (c.width === 0 || c.height === 0) continue;
      const overlaps = c.left < l.right && c.right > l.left && c.top < l.bottom && c.bottom > l.top;
      if (overlaps)
        covered.push(
          control.getAttribute('aria-label') ??
            (control.textContent!.trim() ||
              `${control.tagName.toLowerCase()} ${control.getAttribute('name') ?? ''}`.trim()),
        );
    }
    return { launcher: true, covered };
  });

describe('layout at a phone and a laptop width', () => {
  const browser = suiteBrowser();

  it('no public page is wider than a 375 px phone', async () => {
    const page = await browser.newPage('phone');
    await page.setViewportSize({ width: 375, height: 812 });
    const failures: string[] = [];
    for (const path of await publicPaths()) {
      await visit(page, `${baseURL}${path}`);
      const result = await overflowing(page);
      if (result.scrollWidth > result.width) {
        failures.push(`${path}: ${result.scrollWidth} px wide; ${result.wide.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    await page.close();
  });

  for (const size of [
    { width: 375, height: 812 },
    { width: 768, height: 1024 },
    { width: 1366, height: 768 },
  ]) {
    it(`the chat launcher covers no control at the end of a page (${size.width} px)`, async () => {
      const page = await browser.newPage(size.width < 640 ? 'phone' : 'desktop');
      await page.setViewportSize(size);
      const failures: string[] = [];
      for (const path of await publicPaths()) {
        await visit(page, `${baseURL}${path}`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const result = await coveredByLauncher(page);
        expect(result.launcher).toBe(true);
        if (result.covered.length) failures.push(`${path}: ${result.covered.join(', ')}`);
      }
      expect(failures).toEqual([]);
      await page.close();
    });
  }

  it.each([1366, 1024, 768])(
    "the footer's e-mail address stays on one line at %i px",
    async (width) => {
      const page = await browser.newPage('desktop');
      await page.setViewportSize({ width, height: 768 });
      await visit(page, `${baseURL}/`);
      const lines = await page
        .locator('footer a[href^="mailto:"]')
        .first()
        .evaluate((link) => {
          // One rectangle per line the text is set on (the link itself is one flex item box).
          const range = document.createRange();
          range.selectNodeContents(link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(lines).toBe(1);
      await page.close();
    },
  );

  it('headings and text are set in the brand typeface, served from this site', async () => {
    const page = await browser.newPage('desktop');
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(`${response.status()} ${response.url()}`);
    });
    await visit(page, `${baseURL}/`);
    const result = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = (selector: string) =>
        getComputedStyle(document.querySelector(selector)!).fontFamily.split(',')[0];
      return {
        loaded: document.fonts.check('700 32px "Plus Jakarta Sans Variable"'),
        h1: family('h1'),
        body: family('main p'),
      };
    });
    expect(result).toEqual({
      loaded: true,
      h1: '"Plus Jakarta Sans Variable"',
      body: '"Plus Jakarta Sans Variable"',
    });
    // One file, from this origin, fetched once.
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(
      new RegExp(`^200 ${baseURL}/assets/plus-jakarta-sans-latin-wght-normal-[\\w-]+\\.woff2$`),
    );
    await page.close();
  });
});
