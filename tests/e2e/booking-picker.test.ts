import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, slotShortText, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';
import { defaultAvailability } from '../../common/schemas/availability.ts';
import { chatbotTitle } from '../../common/site.ts';
import { adminToken, openAdmin } from '../setup/admin-page.ts';
import {
  chosenDate,
  chosenTime,
  dayButton,
  pickDate,
  pickSlot,
  showMonth,
  slotRadio,
} from '../setup/booking-page.ts';
import { expectNoA11yViolations, launchBrowser, visit, type Browser } from '../setup/browser.ts';
import { uniqueEmail, weekdayFrom } from '../setup/fixtures.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';

/**
 * The booking form's calendar and refusals, on a server of its own (its closures and
 * capacity are this file's), at a phone's 375 px and a desktop's 1366 px: only open days
 * are enabled, the keyboard drives the calendar, a refused attempt offers the next three
 * open slots and reaches the team's Leads with what was tried.
 */
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1366, height: 900 } };
const today = todayInBusinessZone(new Date());
/** A Monday-to-Friday date closed by the team, and one whose every slot is taken. */
const CLOSED = weekdayFrom(addDays(today, 9));
const FULL = weekdayFrom(addDays(CLOSED, 1));
const nextSunday = (from: string) => addDays(from, (7 - weekdayOf(from)) % 7 || 7);

describe('the booking calendar and refused attempts', () => {
  const server = suiteMailingServer({ TRUST_PROXY: '1' });
  let browser: Browser;
  let token: string;
  let address = 0;

  /** Books through the API, each from its own client address. */
  const bookByApi = async (date: string, time: string) => {
    const response = await fetch(`${server.baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++address}` },
      body: JSON.stringify({
        name: 'Filler Visitor',
        email: uniqueEmail('filler'),
        services: ['Cloud Solutions'],
        preferred_date: date,
        preferred_time: time,
      }),
    });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken(server.baseURL);
    // One consultation per slot, and the team's closure.
    const saved = await server.api('/api/admin/availability', {
      method: 'PUT',
      token,
      body: {
        ...defaultAvailability(1),
        closures: [{ from: CLOSED, to: CLOSED, reason: 'Team retreat' }],
      },
    });
    expect(saved.status).toBe(200);
    for (const time of ['6pm-9pm', '9pm-12am', '12am-3am']) await bookByApi(FULL, time);
  });
  afterAll(async () => {
    await browser.close();
  });

  async function openForm(viewport: keyof typeof WIDTHS, zone?: string) {
    const page = await browser.newPage();
    await page.setViewportSize(WIDTHS[viewport]);
    if (zone) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: zone });
    }
    await visit(page, `${server.baseURL}/`);
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    await page
      .getByRole('dialog', { name: chatbotTitle })
      .getByRole('button', { name: 'Book an appointment' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
    await dialog.waitFor();
    return { page, dialog };
  }

  const focusedDate = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');

  /** Every element of `scope` matching `selector` shows its whole text: nothing is cut. */
  async function expectNothingCut(scope: Locator, selector: string) {
    const cut = await scope
      .locator(selector)
      .evaluateAll((elements) =>
        elements
          .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
          .map((el) => el.textContent),
      );
    expect(cut).toEqual([]);
    expect(await scope.locator(selector).count()).toBeGreaterThan(0);
  }

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`enables only open days: a Sunday, a closure and a full day are disabled (${viewport})`, async () => {
      const { page, dialog } = await openForm(viewport);
      const sunday = nextSunday(today);
      for (const [date, state] of [
        [sunday, 'closed'],
        [CLOSED, 'closed'],
        [FULL, 'full'],
        [addDays(FULL, 1), 'open'],
      ] as const) {
        const day = await showMonth(dialog, date);
        expect(await day.getAttribute('data-state')).toBe(state);
        expect(await day.getAttribute('aria-disabled')).toBe(state === 'open' ? null : 'true');
      }
      expect(await dayButton(dialog, FULL).getAttribute('aria-label')).toMatch(/fully booked$/);
      // Chosen anyway, a closed day says why and is not taken.
      const closed = await showMonth(dialog, CLOSED);
      await closed.click({ force: true });
      await dialog
        .getByText('We are closed on this date (Team retreat)', { exact: false })
        .waitFor();
      expect(await chosenDate(dialog)).toBe('');
      await expectNoA11yViolations(page, '[role="dialog"]');
      await page.close();
    });
  }

  it('says so when the open days cannot be read, and follows the hours meanwhile', async () => {
    const page = await browser.newPage();
    await page.route('**/api/appointments/days?*', (route) => route.abort('internetdisconnected'));
    await visit(page, `${server.baseURL}/`);
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    await page
      .getByRole('dialog', { name: chatbotTitle })
      .getByRole('button', { name: 'Book an appointment' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
    await dialog
      .getByRole('status')
      .filter({ hasText: 'We could not reach our booking system to check which times are free.' })
      .waitFor();
    // The weekly hours still close Sunday; a weekday can be chosen, the server judges it.
    const sunday = await showMonth(dialog, nextSunday(today));
    expect(await sunday.getAttribute('aria-disabled')).toBe('true');
    const weekday = weekdayFrom(addDays(today, 30));
    await pickDate(dialog, weekday);
    await pickSlot(dialog, '6pm-9pm');
    await expectNoA11yViolations(page, '[role="dialog"]');
    await page.close();
  });

  it('is driven by the keyboard: arrows, Page Up/Down, Home/End and Enter', async () => {
    const { page, dialog } = await openForm('desktop');
    const start = weekdayFrom(addDays(today, 28));
    const day = await showMonth(dialog, start);
    await day.focus();
    expect(await focusedDate(page)).toBe(start);
    await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(addDays(start, 1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate(page)).toBe(addDays(start, 7));
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate(page)).toBe(start);
    // Home and End: Monday and Sunday of the week.
    await page.keyboard.press('Home');
    expect(weekdayOf(await focusedDate(page))).toBe(1);
    await page.keyboard.press('End');
    expect(weekdayOf(await focusedDate(page))).toBe(0);
    await page.keyboard.press('Home');
    const monday = await focusedDate(page);
    // Page Down: the same day of the next month, shown; Page Up back.
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedDate(page)).toMatch(new RegExp(`-${monday.slice(8)}$`));
    expect((await focusedDate(page)).slice(0, 7)).not.toBe(monday.slice(0, 7));
    await page.keyboard.press('PageUp');
    await expect.poll(() => focusedDate(page)).toBe(monday);
    // Enter chooses an open day; its times follow.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-state')))
      .toBe('open');
    await page.keyboard.press('Enter');
    expect(await chosenDate(dialog)).toBe(monday);
    await expect.poll(() => slotRadio(dialog, '6pm-9pm').count()).toBe(1);
    // One tab stop: Tab leaves the grid for the time choices.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type),
    ).toBe('radio');
    await page.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`a full slot offers the next three open times, keeps the typed form, and reaches Leads (${viewport})`, async () => {
      const date = weekdayFrom(addDays(FULL, viewport === 'phone' ? 7 : 14));
      // A New York visitor: both clocks show, and nothing is cut.
      const { page, dialog } = await openForm(viewport, 'America/New_York');
      const email = uniqueEmail(`late-${viewport}`);
      await dialog.getByLabel('Name').fill('Ayesha Refused');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone (optional)').fill('0300 1234567');
      await dialog.getByRole('checkbox', { name: 'Digital Marketing' }).check();
      await dialog.getByLabel('Notes (optional)').fill('About our shop');
      await pickDate(dialog, date);
      await pickSlot(dialog, '9pm-12am');
      expect(await slotRadio(dialog, '12am-3am').locator('xpath=..').textContent()).toContain(
        'night',
      );
      expect(await slotRadio(dialog, '6pm-9pm').locator('xpath=..').textContent()).toContain(
        'Your time:',
      );
      await expectNothingCut(dialog, '[data-slot-text], [data-slot-text] > span');
      // Someone else takes the only place while the visitor is still on the form.
      await bookByApi(date, '9pm-12am');
      await dialog.getByRole('button', { name: 'Book Appointment' }).click();

      const alert = dialog.getByRole('alert').filter({ hasText: 'That time just filled up' });
      await alert.waitFor({ timeout: 15_000 });
      const offers = alert.getByRole('button');
      await expect.poll(() => offers.count()).toBe(3);
      expect(await offers.first().textContent()).toContain('night');
      await expectNothingCut(alert, 'button');
      await expectNoA11yViolations(page, '[role="dialog"]');
      // The second offer: the next day's first slot; choosing it keeps everything typed.
      await offers.nth(1).click();
      expect(await chosenDate(dialog)).toBe(addDays(date, 1));
      expect(await chosenTime(dialog)).toBe('6pm-9pm');
      expect(await dialog.getByLabel('Name').inputValue()).toBe('Ayesha Refused');
      expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
      expect(await dialog.getByLabel('Phone (optional)').inputValue()).toBe('0300 1234567');
      expect(await dialog.getByRole('checkbox', { name: 'Digital Marketing' }).isChecked()).toBe(
        true,
      );
      expect(await dialog.getByLabel('Notes (optional)').inputValue()).toBe('About our shop');
      const focused = page.locator('input[type="radio"]:focus');
      expect(await focused.getAttribute('value')).toBe('6pm-9pm');

      // The team sees the attempt in Leads, worded with what was tried.
      const admin = await browser.newPage();
      await admin.setViewportSize(WIDTHS[viewport]);
      await openAdmin(admin, server.baseURL, '/admin/leads', token);
      const tried = `tried ${slotShortText(date, '9pm-12am')}: full`;
      const record =
        viewport === 'desktop'
          ? admin.getByRole('row').filter({ hasText: email })
          : admin.locator('li').filter({ hasText: email });
      await record.waitFor();
      expect(await record.textContent()).toContain(tried);
      expect(await record.textContent()).toContain('Incomplete booking');
      await admin.close();
      await server.smtp.waitFor((all) => all.some((m) => m.text?.includes(tried)));
      await page.close();
    });
  }
});
