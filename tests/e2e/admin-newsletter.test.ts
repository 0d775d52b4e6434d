import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NEWSLETTER_ADMIN_TEXT } from '../../app/features/admin/admin-text.ts';
import { storeAdminToken } from '../setup/admin-page.ts';
import { suiteBrowser } from '../setup/browser.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';

/**
 * The newsletter tool against a server of its own delivering over SMTP to a receiver in
 * this test: "Send a test to me" mails the issue as typed to the signed-in administrator
 * alone (no subscriber), saving clears the form (spec §8, ADR 065) and the latest card shows
 * the saved issue, and a typed issue survives a reload.
 */
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const NEWSLETTER_UNSAVED = NEWSLETTER_ADMIN_TEXT.unsaved;

/** axe outside the sandboxed preview frames, which it cannot enter (ADR 011). */
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

describe('the newsletter tool: a test to me, kept text', () => {
  const mailing = suiteMailingServer();
  const browser = suiteBrowser();
  let token: string;

  beforeAll(async () => {
    const login = await mailing.api('/api/admin/login', {
      body: { email: adminEmail, password: adminPassword },
    });
    expect(login.status).toBe(200);
    token = login.json.token as string;
    // A confirmed subscriber exists: a test must not reach it.
    const subscribed = await mailing.api('/api/subscribe', {
      body: { email: 'reader.of.tests@example.com' },
    });
    expect(subscribed.status).toBeLessThan(300);
  });

  async function openNewsletter(page: Page) {
    await storeAdminToken(page, mailing.baseURL, token);
    // The pages of this suite share one browser's storage: an issue another test left
    // typed (its draft written a moment after its last key) must not open in this one.
    await page.evaluate(() => localStorage.removeItem('adminNewsletterDraft'));
    await page.goto(`${mailing.baseURL}/admin/newsletter`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
  }

  for (const width of [1366, 375]) {
    it(`mails a test to the administrator alone and clears the saved issue from the form at ${width} px`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 800 });
      await openNewsletter(page);
      const subject = `Test issue ${width} ${Date.now()}`;
      await page.getByLabel('Subject').fill(subject);
      // Written in the same rich editor as posts.
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('Checking how this issue reads in a real inbox.');
      await page.getByRole('button', { name: 'Send a test to me' }).click();
      await page.getByText(`A test was sent to ${adminEmail}.`).waitFor();
      await mailing.smtp.waitFor(
        (all) => all.some((m) => m.subject === `Test: ${subject}`),
        30_000,
      );
      const tests = mailing.smtp.messages.filter((m) => m.subject === `Test: ${subject}`);
      expect(tests).toHaveLength(1);
      expect(tests[0]!.envelopeTo).toEqual([adminEmail]);
      expect(tests[0]!.html).toContain('Checking how this issue reads in a real inbox.');
      await expectNoViolationsOutsideSandboxes(page);

      // The HTML underneath is the editor's.
      await page.getByRole('button', { name: 'Edit as HTML' }).click();
      expect(await page.getByLabel('Content (HTML allowed)').inputValue()).toBe(
        '<p>Checking how this issue reads in a real inbox.</p>',
      );
      await page.getByRole('button', { name: 'Write in the editor' }).click();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('adminNewsletterDraft') ?? ''))
        .toContain(subject);

      // Saving clears the form and drops the kept draft; the latest card shows the issue.
      await page.getByRole('button', { name: 'Save Newsletter' }).click();
      await page.getByText('Newsletter saved for next send!').waitFor();
      expect(await page.getByLabel('Subject').inputValue()).toBe('');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Content' }).textContent())
        .toBe('');
      await expect.poll(() => page.getByTestId('latest-subject').textContent()).toBe(subject);
      expect(await page.evaluate(() => localStorage.getItem('adminNewsletterDraft'))).toBeNull();
      expect(await page.getByText(NEWSLETTER_UNSAVED).count()).toBe(0);
      // Still only the administrator was mailed anything of this subject.
      expect(
        mailing.smtp.messages.filter((m) => m.subject.includes(subject)).map((m) => m.envelopeTo),
      ).toEqual([[adminEmail]]);

      // The cleared form takes the next issue: a test mails what is typed now.
      const next = `Next issue ${width} ${Date.now()}`;
      await page.getByLabel('Subject').fill(next);
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('A second issue, typed after the save.');
      await page.getByText(NEWSLETTER_UNSAVED).waitFor();
      await page.getByRole('button', { name: 'Send a test to me' }).click();
      await mailing.smtp.waitFor((all) => all.some((m) => m.subject === `Test: ${next}`), 30_000);
      const second = mailing.smtp.messages.filter((m) => m.subject === `Test: ${next}`);
      expect(second).toHaveLength(1);
      expect(second[0]!.envelopeTo).toEqual([adminEmail]);
      expect(second[0]!.html).toContain('A second issue, typed after the save.');
      expect(second[0]!.html).not.toContain('Checking how this issue reads');
      // A test stores nothing: the latest card still shows the saved issue.
      expect(await page.getByTestId('latest-subject').textContent()).toBe(subject);
      await page.close();
    });
  }

  it('refuses a test without content, with its message, and mails nothing', async () => {
    const page = await browser.newPage();
    await openNewsletter(page);
    const before = mailing.smtp.messages.length;
    await page.getByLabel('Subject').fill('No content yet');
    await page.getByRole('textbox', { name: 'Content' }).waitFor();
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page.getByText('Content is required').waitFor();
    expect(mailing.smtp.messages.length).toBe(before);
    await page.close();
  });

  it('keeps a typed issue through a reload and asks before leaving it', async () => {
    const page = await browser.newPage();
    await openNewsletter(page);
    const subject = `Half-written issue ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('button', { name: 'Edit as HTML' }).click();
    await page.getByLabel('Content (HTML allowed)').fill('<p>Not finished.</p>');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('adminNewsletterDraft') ?? ''))
      .toContain(subject);
    page.on('dialog', (question) => void question.accept());
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByText('Restored the newsletter you were writing (not saved yet).').waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe(subject);
    await page.getByRole('textbox', { name: 'Content' }).getByText('Not finished.').waitFor();
    await page.getByRole('link', { name: 'Leads' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay and save' }).click();
    expect(await page.getByLabel('Subject').inputValue()).toBe(subject);
    await page.close();
  });
});
