import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/**
 * Every picture on the pages that show them loads (lazy
 * ones included), has a reserved size, and no initials stand in for a logo or a face.
 */
const PAGES = ['/', '/Portfolio', '/Work', '/About', '/About_v1', '/Creative', '/blog'];

/** Makes every image load now (lazy ones too) and reports the ones that did not decode. */
const brokenImages = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    );
    await Promise.all(images.map((img) => img.decode().catch(() => null)));
    return {
      count: images.length,
      broken: images
        .filter((img) => !(img.naturalWidth > 0))
        .map((img) => img.currentSrc || img.src),
      unsized: images
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.src),
      noAlt: images.filter((img) => !img.hasAttribute('alt')).map((img) => img.src),
    };
  });

/** Text in an SVG of one to three capitals: the initials the placeholders used to draw. */
const initials = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg text')]
      .map((t) => t.textContent!.trim())
      .filter((text) => /^[A-Z]{1,3}$/.test(text)),
  );

describe('pictures made in code', () => {
  const browser = suiteBrowser();

  it('every picture on the public pages loads, is sized and described; no initials', async () => {
    const page = await browser.newPage('desktop');
    const failures: string[] = [];
    for (const path of PAGES) {
      await visit(page, `${baseURL}${path}`);
      const result = await brokenImages(page);
      if (result.broken.length) failures.push(`${path} broken: ${result.broken.join(', ')}`);
      if (result.unsized.length) failures.push(`${path} unsized: ${result.unsized.join(', ')}`);
      if (result.noAlt.length) failures.push(`${path} no alt: ${result.noAlt.join(', ')}`);
      const letters = await initials(page);
      if (letters.length) failures.push(`${path} initials: ${letters.join(', ')}`);
    }
    expect(failures).toEqual([]);
    await page.close();
  });

  it('every blog card shows a cover with its srcset, not the placeholder', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/blog`);
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    const covers = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const img = article.querySelector('img');
        return {
          src: img?.getAttribute('src') ?? null,
          srcset: img?.getAttribute('srcset') ?? '',
          placeholder: article.querySelector('svg[viewBox="0 0 160 90"]') !== null,
        };
      }),
    );
    for (const cover of covers) {
      expect(cover.placeholder).toBe(false);
      expect(cover.src).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      expect(cover.srcset).toContain('480w');
    }
    expect(new Set(covers.map((c) => c.src)).size).toBe(covers.length);
    await page.close();
  });

  it('the case studies show a picture of the work, described in words', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/Work`);
    const pictures = page.locator('main article img');
    expect(await pictures.count()).toBe(10);
    expect(await pictures.first().getAttribute('alt')).toBe(
      "QuickDrop Couriers's website with its AI assistant on a laptop and a phone",
    );
    expect(await pictures.first().getAttribute('src')).toBe('/images/work/quickdrop.svg');
    await visit(page, `${baseURL}/Creative`);
    const samples = page.locator('#creative-samples ~ ul img, section:has(#creative-samples) img');
    expect(await samples.count()).toBe(4);
    const alts = await samples.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));
    for (const alt of alts) {
      expect(alt).toMatch(/ on a (phone|laptop and a phone)$/);
    }
    await page.close();
  });

  it('no industries tile is an empty box: each has its picture', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/`);
    const tiles = page.locator('section:has(#industries-heading) li:has(h3)');
    expect(await tiles.count()).toBeGreaterThan(8);
    const bare = await tiles.evaluateAll((items) =>
      items
        .filter((item) => !item.querySelector('svg') && !item.querySelector('button'))
        .map((item) => item.querySelector('h3')!.textContent),
    );
    expect(bare).toEqual([]);
    await page.close();
  });

  it('the team has illustrated avatars, every one loaded', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/About_v1`);
    const avatars = page.locator('#team-heading ~ ul img, section:has(#team-heading) li img');
    expect(await avatars.count()).toBe(6);
    await page.locator('#team-heading').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('section:has(#team-heading) li img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    );
    const sizes = await avatars.evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
    for (const { src, width } of sizes) {
      expect(src).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
      expect(width).toBeGreaterThan(0);
    }
    await page.close();
  });

  for (const width of [375, 768, 1366]) {
    it(`client and certification wordmarks fit their boxes at ${width} px`, async () => {
      const page = await browser.newPage(width < 640 ? 'phone' : 'desktop');
      await page.setViewportSize({ width, height: 900 });
      const clipped: string[] = [];
      for (const path of ['/', '/About']) {
        await visit(page, `${baseURL}${path}`);
        const marks = page.locator('svg[role="img"][aria-label]:has(text)');
        expect(await marks.count(), path).toBeGreaterThan(0);
        clipped.push(
          ...(await marks.evaluateAll((svgs) =>
            svgs.flatMap((svg) => {
              const box = svg.getBoundingClientRect();
              const slide = svg.parentElement!.getBoundingClientRect();
              if (box.width === 0) return [];
              const texts = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
              const inside =
                box.left >= slide.left - 1 &&
                box.right <= slide.right + 1 &&
                texts.every((t) => t.left >= box.left - 1 && t.right <= box.right + 1);
              return inside ? [] : [svg.getAttribute('aria-label')!];
            }),
          )),
        );
      }
      expect(clipped).toEqual([]);
      await page.close();
    });
  }

  it('the pages with new pictures pass axe', async () => {
    const page = await browser.newPage('phone');
    for (const path of ['/Creative', '/Work', '/About_v1']) {
      await visit(page, `${baseURL}${path}`);
      await expectNoA11yViolations(page);
    }
    await page.close();
  });
});
