import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pickDate, showMonth, slotRadio } from '../setup/booking-page.ts';
import { addDays } from '../../common/booking.ts';
import type { AvailabilityAnswer } from '../../common/schemas/availability.ts';
import { chatbotTitle } from '../../common/site.ts';
import { adminToken, storeAdminToken } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';
import { futureWeekday } from '../setup/fixtures.ts';

/**
 * In the browser, the administrator closes a date on the Availability screen and
 * the public booking form then shows that date closed. The server is the e2e suite's
 * shared one, so the date is one no other test books, and the closure is removed after.
 */
const baseURL = inject('baseURL');
const CLOSED = futureWeekday(60);
const REASON = 'Team retreat';

const apiLogin = () => adminToken(baseURL);

async function openSignedIn(page: Page, path: string, token: string): Promise<void> {
  await storeAdminToken(page, baseURL, token);
  await visit(page, `${baseURL}${path}`);
}

describe('availability the team controls', () => {
  const browser = suiteBrowser();
  let token = '';

  afterAll(async () => {
    // Leave the shared server as found: the test's closure removed.
    if (!token) return;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const current = (await (
      await fetch(`${baseURL}/api/admin/availability`, { headers })
    ).json()) as AvailabilityAnswer;
    const settings = {
      ...current.settings,
      closures: current.settings.closures.filter((c) => c.reason !== REASON),
    };
    await fetch(`${baseURL}/api/admin/availability`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(settings),
    });
  });

  it('closes a date on the Availability screen; the booking form then shows it closed', async () => {
    token = await apiLogin();
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/availability', token);
    await page.getByRole('heading', { name: 'Weekly hours' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Availability' }).getAttribute('aria-current'),
    ).toBe('page');
    // The spec's hours by default: Monday 6 PM to 3 AM, Sunday closed.
    expect(await page.getByLabel('Monday opens').inputValue()).toBe('18');
    expect(await page.getByLabel('Monday closes').inputValue()).toBe('27');
    expect(await page.getByLabel('Open on Sunday').isChecked()).toBe(false);
    // Pakistan's public holidays are offered one click away.
    expect(
      await page.getByRole('list', { name: 'Public holidays' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await expectNoA11yViolations(page);

    // A closure without a reason is refused by the shared schema, on its field.
    await page.getByLabel('First day').fill(CLOSED);
    await page.getByRole('button', { name: 'Add closure' }).click();
    await page.getByText('Please give a reason').waitFor();
    expect(await page.getByLabel('Reason').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Reason').fill(REASON);
    await page.getByRole('button', { name: 'Add closure' }).click();
    const closures = page.getByRole('list', { name: 'Closures' });
    await closures.getByText(REASON).waitFor();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save availability' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Availability saved.' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('No existing booking is affected.');
    await expectNoA11yViolations(page);

    // The public booking form: that date is closed, with the team's reason.
    const visitor = await browser.newPage();
    await visit(visitor, `${baseURL}/`);
    await visitor.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    await visitor
      .getByRole('dialog', { name: chatbotTitle })
      .getByRole('button', { name: 'Book an appointment' })
      .first()
      .click();
    const dialog = visitor.getByRole('dialog', { name: 'Book a Free Consultation' });
    await dialog.waitFor();
    const closed = await showMonth(dialog, CLOSED);
    expect(await closed.getAttribute('data-state')).toBe('closed');
    expect(await closed.getAttribute('aria-disabled')).toBe('true');
    await closed.focus();
    await visitor.keyboard.press('Enter');
    await dialog.getByText(`We are closed on this date (${REASON})`).waitFor();
    // The day after is bookable as usual.
    await pickDate(dialog, addDays(CLOSED, 1));
    await expect.poll(() => slotRadio(dialog, '6pm-9pm').isEnabled()).toBe(true);
  });

  it('passes axe on a phone, the weekly hours scrolling inside their card', async () => {
    token ||= await apiLogin();
    const page = await browser.newPage('phone');
    await openSignedIn(page, '/admin/availability', token);
    await page.getByRole('heading', { name: 'Weekly hours' }).waitFor();
    await expectNoA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('says what happened on every failed save, keeping the changes', async () => {
    token ||= await apiLogin();
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/availability', token);
    await page.getByRole('heading', { name: 'Weekly hours' }).waitFor();
    const save = page.getByRole('button', { name: 'Save availability' });
    const alert = page.getByRole('alert');

    // Invalid: checked by the shared schema before anything is sent.
    await page.getByLabel('Consultations per slot').fill('0');
    await save.click();
    await alert.filter({ hasText: 'Not saved: please correct the marked fields.' }).waitFor();
    await page.getByText('Capacity must be a whole number from 1 to 50').waitFor();
    await page.getByLabel('Consultations per slot').fill('4');

    await page.route('**/api/admin/availability', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"success":false,"error":"Unavailable","message":"Unavailable"}',
          })
        : route.continue(),
    );
    await save.click();
    await alert.filter({ hasText: 'Not saved: the server had a problem.' }).waitFor();
    await page.unroute('**/api/admin/availability');

    await page.route('**/api/admin/availability', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await save.click();
    await alert.filter({ hasText: 'Not saved: the server could not be reached.' }).waitFor();
    await page.unroute('**/api/admin/availability');
    // The change is still on screen, unsaved.
    expect(await page.getByLabel('Consultations per slot').inputValue()).toBe('4');
    await page.getByText('Unsaved changes').waitFor();
  });
});
