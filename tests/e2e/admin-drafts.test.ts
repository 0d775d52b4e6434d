import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessZone } from '../../common/booking.ts';
import { adminToken, openAdmin } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser } from '../setup/browser.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';

/**
 * Nothing typed is lost: a post being written stays open on Escape and survives a reload
 * (its draft kept on the server until saved, and in the browser); an added closure is marked
 * as not saved, and leaving the Availability screen before saving asks first, inside the
 * admin and on reload. A server of its own: the drafts of the shared one's administrator
 * are not touched.
 */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
];

/** Whether leaving the page now would make the browser ask (a beforeunload that objects). */
const browserAsksBeforeLeaving = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('drafts and unsaved changes in the admin', () => {
  const server = suiteMailingServer();
  const browser = suiteBrowser();
  let token: string;
  let baseURL: string;
  beforeAll(async () => {
    baseURL = server.baseURL;
    token = await adminToken(baseURL);
  });

  for (const viewport of VIEWPORTS) {
    it(`keeps a typed post through Escape and a reload at ${viewport.width} px`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await openAdmin(page, baseURL, '/admin/blogs', token);
      await page.getByRole('button', { name: 'Create New Blog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Blog' });
      await dialog.waitFor();
      const title = `Draft that survives ${viewport.width}`;
      await dialog.getByLabel('Title').fill(title);
      const editor = dialog.getByRole('textbox', { name: 'Content' });
      await editor.click();
      await page.keyboard.type('A paragraph typed before the reload.');
      expect(await browserAsksBeforeLeaving(page)).toBe(true);

      // Escape does not throw the text away.
      await page.keyboard.press('Escape');
      await dialog.getByText('Unsaved changes: a draft is kept until you save.').waitFor();
      expect(await dialog.isVisible()).toBe(true);
      await expectNoA11yViolations(page);

      page.on('dialog', (question) => void question.accept());
      // The draft is written after a short pause in typing, to the server.
      await expect
        .poll(async () => {
          const kept = await fetch(`${baseURL}/api/admin/blog-drafts/new`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return JSON.stringify(await kept.json());
        })
        .toContain('A paragraph typed before the reload.');
      // The server's copy alone brings it back: this browser's copy goes.
      await page.evaluate(() => localStorage.removeItem('adminBlogDraft:new'));
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const banner = page.getByText(`You have an unsaved new post: “${title}”.`);
      await banner.waitFor();
      await page.getByRole('button', { name: 'Continue writing' }).click();
      await dialog.waitFor();
      await dialog.getByText(/^Restored your unsaved draft from /).waitFor();
      expect(await dialog.getByLabel('Title').inputValue()).toBe(title);
      await dialog.getByText('A paragraph typed before the reload.').waitFor();
      await expectNoA11yViolations(page);

      // Discarding goes back to an empty form, and nothing is offered any more.
      await dialog.getByRole('button', { name: 'Discard draft' }).click();
      expect(await dialog.getByLabel('Title').inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Continue writing' }).count()).toBe(0);
      expect(await browserAsksBeforeLeaving(page)).toBe(false);
      await page.close();
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`marks an added closure as not saved and asks before leaving at ${viewport.width} px`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await openAdmin(page, baseURL, '/admin/availability', token);
      await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Save availability' }).waitFor();
      expect(await browserAsksBeforeLeaving(page)).toBe(false);

      const day = addDays(todayInBusinessZone(new Date()), 200 + viewport.width / 100);
      await page.getByLabel('First day').fill(day);
      await page.getByLabel('Last day').fill(day);
      await page.getByLabel('Reason').fill('Team offsite');
      await page.getByRole('button', { name: 'Add closure' }).click();
      const added = page
        .getByRole('list', { name: 'Closures' })
        .getByRole('listitem')
        .filter({ hasText: 'Team offsite' });
      await added.getByText('Not saved yet').waitFor();
      await page.getByText('Unsaved changes: nothing above applies until you save.').waitFor();
      expect(await browserAsksBeforeLeaving(page)).toBe(true);
      await expectNoA11yViolations(page);

      // A link elsewhere in the admin asks first; staying keeps the closure.
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Leads' }).click();
      const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await question.waitFor();
      await expectNoA11yViolations(page);
      await question.getByRole('button', { name: 'Stay and save' }).click();
      await question.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin/availability');
      await added.getByText('Not saved yet').waitFor();

      // Leaving on purpose goes, by keyboard too.
      if (viewport.width < 1024) {
        const menu = page.getByRole('button', { name: 'Open menu' });
        if (await menu.count()) await menu.click();
      }
      await page.getByRole('link', { name: 'Leads' }).click();
      await question.waitFor();
      await question.getByRole('button', { name: 'Leave without saving' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
      expect(await browserAsksBeforeLeaving(page)).toBe(false);
      await page.close();
    });
  }

  it('brings unsaved availability changes back after a reload, until saved or dropped', async () => {
    const page = await browser.newPage();
    await openAdmin(page, baseURL, '/admin/availability', token);
    const capacity = page.getByLabel('Consultations per slot');
    await capacity.waitFor();
    const before = await capacity.inputValue();
    const changed = String(Number(before) + 4);
    await capacity.fill(changed);
    const day = addDays(todayInBusinessZone(new Date()), 250);
    await page.getByLabel('First day').fill(day);
    await page.getByLabel('Last day').fill(day);
    await page.getByLabel('Reason').fill('Kept through a reload');
    await page.getByRole('button', { name: 'Add closure' }).click();
    const list = page.getByRole('list', { name: 'Closures' });
    await list.getByText('Kept through a reload').waitFor();

    page.on('dialog', (question) => void question.accept());
    await page.reload();
    const back = page.getByText('Your unsaved changes from before are back below.');
    await back.waitFor();
    expect(await capacity.inputValue()).toBe(changed);
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Kept through a reload' })
      .getByText('Not saved yet')
      .waitFor();
    expect(await browserAsksBeforeLeaving(page)).toBe(true);
    await expectNoA11yViolations(page);

    // Reload asks for the server's settings: the changes go, and stay gone.
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect.poll(() => capacity.inputValue()).toBe(before);
    await page.reload();
    await capacity.waitFor();
    expect(await capacity.inputValue()).toBe(before);
    expect(await back.count()).toBe(0);
    expect(await browserAsksBeforeLeaving(page)).toBe(false);
    await page.close();
  });

  it('marks only the closures added since the last save', async () => {
    const page = await browser.newPage();
    await openAdmin(page, baseURL, '/admin/availability', token);
    const list = page.getByRole('list', { name: 'Closures' });
    const add = async (day: string, reason: string) => {
      await page.getByLabel('First day').fill(day);
      await page.getByLabel('Last day').fill(day);
      await page.getByLabel('Reason').fill(reason);
      await page.getByRole('button', { name: 'Add closure' }).click();
      await list.getByRole('listitem').filter({ hasText: reason }).waitFor();
    };
    const today = todayInBusinessZone(new Date());
    await add(addDays(today, 230), 'Saved closure');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText(/^Availability saved\./).waitFor();
    expect(await page.getByText('Not saved yet').count()).toBe(0);
    expect(await browserAsksBeforeLeaving(page)).toBe(false);

    await add(addDays(today, 240), 'Added after saving');
    const marked = list.getByRole('listitem').filter({ hasText: 'Not saved yet' });
    expect(await marked.count()).toBe(1);
    expect(await marked.textContent()).toContain('Added after saving');
    await page.close();
  });
});
