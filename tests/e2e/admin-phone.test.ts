import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, openAdmin } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser } from '../setup/browser.ts';

/**
 * Every admin screen on a phone (375 px): the page and its main content never scroll
 * sideways (a table that must stay a table scrolls inside its own box), lists are cards,
 * and a conversation opens full-screen with its reply box in view and answers from there.
 */
const baseURL = inject('baseURL');
const PHONE = { width: 375, height: 812 };

/** Every shown element outside an own scrolling box lies within the viewport's width. */
async function expectNoSidewaysOverflow(page: Page) {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    /** Inside a box that scrolls sideways itself (its overflow is its own). */
    const scrolledInside = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('[data-sonner-toaster]')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if ((rect.right > width + 0.5 || rect.left < -0.5) && !scrolledInside(element)) {
        const el = element as HTMLElement;
        wide.push(
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.left)}..${Math.round(rect.right)}`,
        );
      }
    }
    const main = document.getElementById('main');
    return {
      width,
      scrollWidth: document.documentElement.scrollWidth,
      mainScroll: main ? main.scrollWidth - main.clientWidth : 0,
      wide,
    };
  });
  expect(report.wide).toEqual([]);
  expect(report.scrollWidth).toBeLessThanOrEqual(report.width);
  expect(report.mainScroll).toBeLessThanOrEqual(0);
}

/**
 * axe on a page whose sandboxed frames (the newsletter's preview) it cannot enter: the
 * frames are checked as elements, the rest as usual (the same tags as the shared helper).
 */
async function expectNoViolationsOutsideSandboxes(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ iframes: false })
    .setLegacyMode(true)
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const SCREENS = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/blogs', 'Blog Management'],
  ['/admin/appointments', 'Appointments'],
  ['/admin/calendar', 'Calendar'],
  ['/admin/availability', 'Availability'],
  ['/admin/newsletter', 'Newsletter'],
  ['/admin/leads', 'Leads'],
  ['/admin/conversations', 'Conversations'],
  ['/admin/pictures', 'Pictures'],
] as const;

describe('the admin area on a phone', () => {
  const browser = suiteBrowser();

  let token: string;
  beforeAll(async () => {
    token = await adminToken(baseURL);
  });

  for (const [path, heading] of SCREENS) {
    it(`shows ${path} at 375 px without sideways scrolling, and axe finds nothing`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(PHONE);
      await openAdmin(page, baseURL, path, token);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expect.poll(() => page.getByText(/^Loading/).count(), { timeout: 15_000 }).toBe(0);
      await expectNoSidewaysOverflow(page);
      if (path === '/admin/newsletter') await expectNoViolationsOutsideSandboxes(page);
      else await expectNoA11yViolations(page);
      await page.close();
    });
  }

  it('scrolls the weekly-hours table inside its own box at 375 px, the weekday column held', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await openAdmin(page, baseURL, '/admin/availability', token);
    const region = page.getByRole('region', { name: 'Weekly hours, scrolls sideways' });
    const monday = region.getByRole('rowheader', { name: 'Monday' });
    await monday.waitFor();
    const before = (await monday.boundingBox())!;
    const scrolled = await region.evaluate((box) => {
      box.scrollLeft = 200;
      return box.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    expect((await monday.boundingBox())!.x).toBeCloseTo(before.x, 0);
    await expectNoSidewaysOverflow(page);
    await page.close();
  });

  it('shows the blog editor at 375 px without sideways scrolling', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await openAdmin(page, baseURL, '/admin/blogs', token);
    await page.getByRole('button', { name: 'Create New Blog' }).click();
    await page.getByRole('dialog', { name: 'Create New Blog' }).waitFor();
    await page.getByLabel('Title').waitFor();
    await expectNoSidewaysOverflow(page);
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('opens a conversation full-screen with the reply box in view, and replies', async () => {
    const chat = await fetch(`${baseURL}/api/flask/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Can a person call me about a website for my bakery?',
        user_name: 'Phone Visitor',
        user_context: { name: 'Phone Visitor' },
      }),
    });
    expect(chat.status).toBe(200);
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await openAdmin(page, baseURL, '/admin/conversations', token);
    const read = page.getByRole('button', { name: 'Read conversation with Phone Visitor' });
    await read.first().waitFor();
    await expectNoSidewaysOverflow(page);
    await read.first().click();
    const thread = page.getByRole('dialog', { name: 'Conversation with Phone Visitor' });
    await thread.waitFor();
    const box = await thread.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width });
    expect(box!.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    const reply = thread.getByLabel('Reply to the visitor');
    const replyBox = (await reply.boundingBox())!;
    expect(replyBox.y + replyBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(replyBox.x + replyBox.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysOverflow(page);
    await expectNoA11yViolations(page);
    await reply.fill('Happy to call you tomorrow. Which number suits you?');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('Happy to call you tomorrow. Which number suits you?').first().waitFor();
    await expectNoSidewaysOverflow(page);
    await page.close();
  });
});
