import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, slotStart, todayInBusinessZone } from '../../common/booking.ts';
import { mondayOf } from '../../app/features/admin/calendar/calendar-dates.ts';
import { adminToken, openAdmin } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser } from '../setup/browser.ts';
import { futureWeekday, uniqueEmail } from '../setup/fixtures.ts';

/**
 * The calendar reads true: a consultation confirmed for 12:15 AM is drawn on the date of
 * that time (the 12am-3am slot booked under the evening before), with a "night of" hint; the
 * month lists bookings only and fits one screen at 1366 px; the feed panel links each app.
 */
const baseURL = inject('baseURL');
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('a consultation after midnight on the admin calendar', () => {
  const browser = suiteBrowser();
  const evening = futureWeekday(9);
  const night = addDays(evening, 1);
  const name = `Night Owl ${Date.now()}`;
  let token: string;

  /** Forward from today's week or month to the one holding `night`, by keyboard. */
  async function goToNight(page: Page, view: 'week' | 'month') {
    const today = todayInBusinessZone(new Date());
    const steps =
      view === 'week'
        ? Math.round(
            (Date.parse(`${mondayOf(night)}T00:00:00Z`) -
              Date.parse(`${mondayOf(today)}T00:00:00Z`)) /
              (7 * 86_400_000),
          )
        : (Number(night.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
          Number(night.slice(5, 7)) -
          Number(today.slice(5, 7));
    const next = page.getByRole('button', { name: `Next ${view}` });
    await next.focus();
    for (let i = 0; i < steps; i++) await page.keyboard.press('Enter');
  }

  it('books the 12am-3am slot and confirms 12:15 AM', async () => {
    const booked = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: uniqueEmail('night'),
        phone: '+92 300 1234567',
        services: ['Digital Marketing'],
        preferred_date: evening,
        preferred_time: '12am-3am',
        user_timezone: 'Asia/Karachi',
      }),
    });
    expect(booked.status).toBe(201);
    const id = ((await booked.json()) as { appointment: { _id: string } }).appointment._id;
    token = await adminToken(baseURL);
    const start = new Date(slotStart(evening, '12am-3am').getTime() + 15 * 60_000);
    const confirmed = await fetch(`${baseURL}/api/appointments/${id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ start: start.toISOString() }),
    });
    expect(confirmed.status).toBe(200);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`draws it on its own date in the week and the month at ${viewport.width} px`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await openAdmin(page, baseURL, '/admin/calendar', token);
      await page.locator('section[aria-labelledby^="day-"]').first().waitFor();
      await goToNight(page, 'week');
      const booking = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await booking.waitFor();
      expect(await booking.textContent()).toContain('12:15 AM, Confirmed');
      const day = page.locator(`section[aria-labelledby="day-${night}"]`);
      expect(await day.getByRole('button', { name: new RegExp(`^${name}`) }).count()).toBe(1);
      const hint = `night of ${WEEKDAY[new Date(`${evening}T12:00:00Z`).getUTCDay()]} → ${WEEKDAY[new Date(`${night}T12:00:00Z`).getUTCDay()]}`;
      expect(await day.textContent()).toContain(hint);
      // The evening may show the night slot of the evening before it (drawn on its own
      // date); what it must not show is this evening's night slot or its booking.
      const before = page.locator(`section[aria-labelledby="day-${evening}"]`);
      if (await before.count()) {
        expect(await before.textContent()).not.toContain(name);
        expect(await before.textContent()).not.toContain(hint);
      }
      await expectNoA11yViolations(page);

      await page.getByRole('button', { name: 'Today' }).click();
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await page.getByRole('button', { name: 'Month', pressed: true }).waitFor();
      await goToNight(page, 'month');
      const cell = page.locator(`section[data-day="${night}"]`);
      await cell.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
      expect(await cell.textContent()).toContain('12:15 AM, Confirmed');
      const month = page.getByRole('list', { name: 'Days' });
      // Bookings only: no slot fill is printed.
      expect(await month.textContent()).not.toMatch(/\d+\/\d+ booked/);
      if (viewport === DESKTOP) {
        const box = (await month.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(DESKTOP.height);
      }
      await expectNoA11yViolations(page);
      await page.close();
    });
  }

  it('links the new feed URL to Google Calendar, Apple Calendar and Outlook, with the steps', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await openAdmin(page, baseURL, '/admin/calendar', token);
    const make = page.getByRole('button', { name: /^Make a (new )?feed URL$/ });
    await expect.poll(() => make.isEnabled()).toBe(true);
    const again = (await make.textContent()) === 'Make a new feed URL';
    await make.click();
    if (again) {
      // Making a new URL still asks first.
      await page
        .getByRole('alertdialog', { name: 'Make a new calendar feed URL?' })
        .getByRole('button', { name: 'Make a new URL' })
        .click();
    }
    const url = await page.getByLabel('Your calendar feed URL (shown only now)').inputValue();
    const webcal = url.replace(/^https?:\/\//, 'webcal://');
    const href = (label: string) =>
      page.getByRole('link', { name: new RegExp(`^Add to ${label}`) }).getAttribute('href');
    expect(await href('Apple Calendar')).toBe(webcal);
    expect(new URL((await href('Google Calendar'))!).searchParams.get('cid')).toBe(webcal);
    expect(new URL((await href('Outlook'))!).searchParams.get('url')).toBe(url);
    await page.getByText('How to subscribe, step by step').click();
    await page.getByText(/"Subscribe from web"/).waitFor();
    await expectNoA11yViolations(page);
    await page.close();
  });
});
