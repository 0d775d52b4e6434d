import { describe, expect, inject, it } from 'vitest';
import type { BlogSummaryDto } from '../../common/blog.ts';
import { expectNoA11yViolations, scriptPaths, suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/** The newest public post (the server is seeded with demo posts). */
async function newestPost(): Promise<BlogSummaryDto> {
  const answer = (await (await fetch(`${baseURL}/api/blogs?page=1&limit=1`)).json()) as {
    data: BlogSummaryDto[];
  };
  expect(answer.data[0]).toBeTruthy();
  return answer.data[0]!;
}

describe('the blog as islands (ADR 061)', () => {
  const browser = suiteBrowser();

  it('is sent without React Router, its view count an island that knows its post', async () => {
    const post = await newestPost();
    const path = `/blog/${encodeURIComponent(post.slug || post._id)}`;
    const html = await (await fetch(`${baseURL}${path}`)).text();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`data-island="blog-views" data-when="load" data-param="${post._id}"`);
    for (const list of ['/blog', '/BlogPage', '/blog?page=2']) {
      const listHtml = await (await fetch(`${baseURL}${list}`)).text();
      expect(listHtml, list).not.toContain('__reactRouterContext');
      expect(listHtml, list).toContain('data-island="blog-loading"');
    }

    const page = await browser.newPage('phone');
    const scripts = scriptPaths(page);
    const beacon = page.waitForResponse((r) => r.url().endsWith(`/${post._id}/views`));
    await visit(page, `${baseURL}${path}`);
    const { views } = (await (await beacon).json()) as { views: number };
    expect(scripts.some((s) => /\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /entry\.client|\/chunk-|\/root-|\/manifest-/.test(s))).toEqual([]);
    await expect
      .poll(() => page.getByText(/^\d+ views?$/).textContent())
      .toBe(`${views} ${views === 1 ? 'view' : 'views'}`);
    await expectNoA11yViolations(page);

    // Its links are plain: back to the list is a document load, and the list works there.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Back to Blog List' }).click();
    await page.waitForURL(`${baseURL}/blog`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    expect(scripts.filter((s) => /entry\.client|\/chunk-|\/root-|\/manifest-/.test(s))).toEqual([]);
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('shows the spinner from a press on a blog link until the next page arrives', async () => {
    const post = await newestPost();
    const page = await browser.newPage('desktop');
    // The page that shows the spinner is gone by the time it can be read: each page notes it.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (statuses.some((status) => status.textContent?.includes('Loading...'))) {
          sessionStorage.setItem('blog-spinner', `shown on ${location.pathname}`);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await visit(page, `${baseURL}/blog`);
    const path = `/blog/${post.slug || post._id}`;
    // The post answers late, so the spinner has its time on screen.
    await page.route(`**${path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    expect(await page.evaluate(() => sessionStorage.getItem('blog-spinner'))).toBeNull();
    // By keyboard.
    await page.getByRole('link', { name: `Read More about ${post.blog_title}` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${path}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post.blog_title);
    expect(await page.evaluate(() => sessionStorage.getItem('blog-spinner'))).toBe(
      'shown on /blog',
    );
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    await page.close();
  });

  it('counts the view of a post opened through the list from another page', async () => {
    const post = await newestPost();
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/About`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await page.waitForURL('**/BlogPage');
    const beacon = page.waitForResponse((r) => r.url().endsWith(`/${post._id}/views`));
    await page.getByRole('link', { name: `Read More about ${post.blog_title}` }).click();
    await page.waitForURL(`**/blog/${post.slug || post._id}`);
    const { views } = (await (await beacon).json()) as { views: number };
    await expect
      .poll(() => page.getByText(/^\d+ views?$/).textContent())
      .toBe(`${views} ${views === 1 ? 'view' : 'views'}`);
    // Document loads all the way (ADR 063): the window is a new one.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined,
    );
    await page.close();
  });
});
