import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlogDto, BlogSummaryDto } from '../../common/blog.ts';
import { expectNoA11yViolations, launchBrowser, type Browser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

interface ListAnswer {
  data: BlogSummaryDto[];
  pagination: { totalPages: number; totalBlogs: number };
}

/** The public list as the API sees it right now (the server is seeded with 12 demo posts). */
async function apiPage(page: number): Promise<ListAnswer> {
  const response = await fetch(`${baseURL}/api/blogs?page=${page}&limit=10`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ListAnswer;
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function getHtml(path: string) {
  const response = await fetch(`${baseURL}${path}`);
  return { status: response.status, html: text(await response.text()) };
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const body = (await response.json()) as { token: string };
  expect(body.token).toBeTruthy();
  return body.token;
}

describe('blog list and detail (server HTML)', () => {
  it('lists 10 posts on page 1 with previews, Read More links and the count', async () => {
    const expected = await apiPage(1);
    expect(expected.pagination.totalBlogs).toBeGreaterThan(10);
    const { status, html } = await getHtml('/blog');
    expect(status).toBe(200);
    expect(html).toContain('Discover insights, tips, and stories from our team');
    expect(html).toContain(`Showing 10 of ${expected.pagination.totalBlogs} blogs`);
    for (const post of expected.data) {
      expect(html).toContain(`>${post.blog_title}</a></h2>`);
      expect(html).toContain(`href="/blog/${post.slug}"`);
    }
    expect(html.match(/>Read More<span class="sr-only">/g)).toHaveLength(10);
    const previews = [...html.matchAll(/<p class="mt-4 flex-1 text-slate-700">([^<]*)<\/p>/g)].map(
      (m) => m[1]!,
    );
    expect(previews).toHaveLength(10);
    for (const preview of previews) {
      expect(preview.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(30);
    }
    expect(previews.some((p) => p.endsWith('...'))).toBe(true);
  });

  it('shows the remaining posts on page 2 with a canonical URL of its own', async () => {
    const expected = await apiPage(2);
    const { html } = await getHtml('/blog?page=2');
    const onPage = expected.data.length;
    expect(onPage).toBe(expected.pagination.totalBlogs - 10);
    expect(html).toContain(`Showing ${onPage} of ${expected.pagination.totalBlogs} blogs`);
    for (const post of expected.data) expect(html).toContain(`>${post.blog_title}</a></h2>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog?page=2"/>`);
  });

  it('ignores page numbers outside 1..totalPages and shows page 1', async () => {
    const first = await apiPage(1);
    for (const query of ['?page=99', '?page=0', '?page=-3', '?page=abc']) {
      const { status, html } = await getHtml(`/blog${query}`);
      expect(status).toBe(200);
      expect(html).toContain(`>${first.data[0]!.blog_title}</a></h2>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog"/>`);
    }
  });

  it('shows a post by slug and by id, with the slug as canonical URL and BlogPosting data', async () => {
    const [post] = (await apiPage(1)).data;
    const bySlug = await getHtml(`/blog/${post!.slug}`);
    const byId = await getHtml(`/blog/${post!._id}`);
    for (const { status, html } of [bySlug, byId]) {
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(post!.blog_title)}</h1>`));
      expect(html).toContain(`By ${post!.author}`);
      for (const tag of post!.tags) expect(html).toContain(`>${tag}</li>`);
      expect(html).toContain('Published on');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog/${post!.slug}"/>`);
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toMatch(/href="\/contact"[^>]*>.*Contact Us/);
      expect(html).toMatch(/href="\/blog"[^>]*>.*Back to Blog List/);
    }
    // A post without a cover shows the placeholder.
    if (!post!.image) expect(bySlug.html).toContain('<svg viewBox="0 0 160 90"');
  });

  it('answers 404 with Blog Not Found for an unknown post', async () => {
    const { status, html } = await getHtml('/blog/no-such-post-anywhere');
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Blog Not Found<\/h1>/);
    expect(html).toContain('noindex');
  });
});

describe('blog in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`pages through the list with Previous and Next (${viewport})`, async () => {
      const total = (await apiPage(1)).pagination.totalBlogs;
      const page = await browser.newPage(viewport);
      await visit(page, `${baseURL}/blog`);
      const nav = page.getByRole('navigation', { name: 'Blog pages' });
      const previous = nav.getByRole('button', { name: 'Previous' });
      await expect.poll(() => previous.isDisabled()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await page.getByRole('article').count()).toBe(10);
      expect(await page.getByText(`Showing 10 of ${total} blogs`).isVisible()).toBe(true);
      await expectNoA11yViolations(page);

      await nav.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/\/blog\?page=2$/);
      await expect.poll(() => page.getByRole('article').count()).toBe(total - 10);
      expect(await page.getByText(`Showing ${total - 10} of ${total} blogs`).isVisible()).toBe(
        true,
      );
      expect(await nav.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await expectNoA11yViolations(page);

      await nav.getByRole('link', { name: 'Previous' }).click();
      await page.waitForURL(/\/blog$/);
      await expect.poll(() => page.getByRole('article').count()).toBe(10);
      await page.close();
    });
  }

  it('shows a spinner while the next page loads, then scrolls to the top', async () => {
    const page = await browser.newPage();
    // The list is sent as islands (ADR 061): the next page is a document load, and the page
    // that showed the spinner is gone by the time it can be read. Each page notes it.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (statuses.some((status) => status.textContent?.includes('Loading...'))) {
          sessionStorage.setItem('blog-spinner', `shown on ${location.search || 'page 1'}`);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await visit(page, `${baseURL}/blog`);
    // The next page answers late, so the spinner has its time on screen.
    await page.route(/\/blog\?page=2/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const next = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', {
      name: 'Next',
    });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem('blog-spinner'))).toBeNull();
    await next.click();
    await page.waitForURL(/\/blog\?page=2$/);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.evaluate(() => sessionStorage.getItem('blog-spinner'))).toBe(
      'shown on page 1',
    );
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('counts one view per reader a day: the count rises on the first visit only', async () => {
    const [post] = (await apiPage(1)).data;
    const page = await browser.newPage();
    // Headless Chromium names itself a crawler, whose views are not counted.
    await page.setExtraHTTPHeaders({
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    const shown = async () =>
      Number((await page.getByText(/^\d+ views?$/).textContent())!.split(' ')[0]);
    await visit(page, `${baseURL}/blog/${post!.slug}`);
    // The page shows the count its beacon answered, this visit included.
    await expect.poll(shown).toBeGreaterThan(post!.views);
    const first = await shown();
    const beacon = page.waitForResponse((r) => r.url().endsWith('/views'));
    await visit(page, `${baseURL}/blog/${post!.slug}`);
    expect(await (await beacon).json()).toMatchObject({ views: first, counted: false });
    await expect.poll(shown).toBe(first);
    await page.close();
  });

  it('opens a post from Read More and goes back to the list', async () => {
    const [first] = (await apiPage(1)).data;
    const page = await browser.newPage();
    await visit(page, `${baseURL}/blog`);
    await page.getByRole('link', { name: `Read More about ${first!.blog_title}` }).click();
    await page.waitForURL(`${baseURL}/blog/${first!.slug}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(first!.blog_title);
    // The count is the beacon's answer (a kept page carries none), shown once it arrives.
    await expect.poll(() => page.getByText(/^\d+ views?$/).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Blog List' }).click();
    await page.waitForURL(`${baseURL}/blog`);
    await page.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows Blog Not Found for an unknown post and passes axe (${viewport})`, async () => {
      const page = await browser.newPage(viewport);
      const response = await page.goto(`${baseURL}/blog/missing-post`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog Not Found');
      await expectNoA11yViolations(page);
      await page.close();
    });
  }

  it('shows a responsive WebP cover and "Last updated on" only after an edit', async () => {
    const token = await adminToken();
    const cover = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: '#3b6cf6' },
    })
      .png()
      .toBuffer();
    const form = () => {
      const body = new FormData();
      body.set('blog_title', 'Cover & <Escapes> test post');
      body.set('content', '<p>A post with a cover, made by the public-b test.</p>');
      body.set('tags', 'Testing, Covers');
      body.set('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
      return body;
    };
    const created = await fetch(`${baseURL}/api/blogs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form(),
    });
    expect(created.status).toBe(201);
    const post = ((await created.json()) as { data: BlogDto }).data;
    try {
      const page = await browser.newPage();
      await visit(page, `${baseURL}/blog/${post.slug}`);
      const img = page.locator('main article img').first();
      expect(await img.getAttribute('src')).toBe(post.image);
      const srcset = (await img.getAttribute('srcset')) ?? '';
      expect(srcset).toContain('480w');
      expect(srcset).toContain('1600w');
      expect(await img.getAttribute('width')).toBeTruthy();
      expect(await img.getAttribute('height')).toBeTruthy();
      // Every rendition in the srcset is served as WebP.
      for (const candidate of srcset.split(',').map((s) => s.trim().split(' ')[0]!)) {
        const response = await fetch(`${baseURL}${candidate}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
      }
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      expect(await page.getByText(/^Last updated on/).count()).toBe(0);

      // The feeds escape the title's markup characters.
      const rss = await (await fetch(`${baseURL}/rss.xml`)).text();
      expect(rss).toContain('<title>Cover &amp; &lt;Escapes&gt; test post</title>');

      const updated = await fetch(`${baseURL}/api/blogs/${post._id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}` },
        body: form(),
      });
      expect(updated.ok).toBe(true);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByText(/^Last updated on/).isVisible()).toBe(true);
      await page.close();
    } finally {
      await fetch(`${baseURL}/api/blogs/${post._id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
});

describe('sitemap, robots and RSS', () => {
  it('the sitemap lists every public screen and every public post', async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of [
      '/',
      '/Influence',
      '/Services',
      '/Creative',
      '/Portfolio',
      '/About',
      '/About_v1',
      '/Calendar',
      '/PrivacyPolicy',
      '/Terms&amp;Conditions',
      '/Offers',
      '/Contact',
      '/WelcomeAboard',
      '/Verticals',
      '/LandingPages/PetLandingPage',
      '/LandingPages/FitnessLandingPage',
      '/ai-ready',
      '/blog',
      '/Work',
      '/careers',
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    // No admin screen (a post's slug may well contain "admin": /blog/admin-journey-post-…).
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.filter((p) => /^\/admin/i.test(p))).toEqual([]);
    const posts = [...(await apiPage(1)).data, ...(await apiPage(2)).data];
    for (const post of posts) expect(xml).toContain(`<loc>${baseURL}/blog/${post.slug}</loc>`);
  });

  it('robots.txt allows all but the admin area and the API, and names the sitemap', async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const body = await response.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Allow: /');
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Disallow: /api');
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  it('rss.xml is RSS 2.0 of the newest posts', async () => {
    const response = await fetch(`${baseURL}/rss.xml`);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const newest = (await apiPage(1)).data[0]!;
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThanOrEqual(20);
    const firstItem = xml.slice(xml.indexOf('<item>'));
    expect(firstItem).toContain(`<link>${baseURL}/blog/${newest.slug}</link>`);
  });
});
