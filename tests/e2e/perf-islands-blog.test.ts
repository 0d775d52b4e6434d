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

describe('a blog post as islands (ADR 061)', () => {
  const browser = suiteBrowser();

  it('is sent without React Router, its view count an island that knows its post', async () => {
    const post = await newestPost();
    const path = `/blog/${encodeURIComponent(post.slug || post._id)}`;
    const html = await (await fetch(`${baseURL}${path}`)).text();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`data-island="blog-views" data-when="load" data-param="${post._id}"`);
    // The list still hydrates with React Router: its pages load in place, with a spinner.
    expect(await (await fetch(`${baseURL}/blog`)).text()).toContain('__reactRouterContext');

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
    await page.close();
  });

  it('counts the view of a post opened by a client-side visit from the list', async () => {
    const post = await newestPost();
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/blog`);
    const beacon = page.waitForResponse((r) => r.url().endsWith(`/${post._id}/views`));
    await page.getByRole('link', { name: `Read More about ${post.blog_title}` }).click();
    await page.waitForURL(`**/blog/${post.slug || post._id}`);
    const { views } = (await (await beacon).json()) as { views: number };
    await expect
      .poll(() => page.getByText(/^\d+ views?$/).textContent())
      .toBe(`${views} ${views === 1 ? 'view' : 'views'}`);
    await page.close();
  });
});
