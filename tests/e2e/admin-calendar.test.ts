import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { slotStart, todayInBusinessZone } from '../../common/booking.ts';
import { mondayOf } from '../../app/features/admin/calendar/calendar-dates.ts';
import { openAdmin } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser } from '../setup/browser.ts';
import { futureWeekday, uniqueEmail } from '../setup/fixtures.ts';

/**
 * In the browser, confirming asks for the exact time and the meeting link, the
 * calendar shows the booking in its slot (week and month, by keyboard) and opens its
 * details, and the feed URL is made and answers with the consultation.
 */
const baseURL = inject('baseURL');

const openSignedIn = (page: Page, path: string) => openAdmin(page, baseURL, path);

describe('confirming with an exact time, and the team calendar', () => {
  const browser = suiteBrowser();
  const date = futureWeekday(4);
  const name = `Calendar Visitor ${Date.now()}`;
  const link = 'https://meet.google.com/abc-defg-hij';

  it('confirms with an exact time and a pasted link; each refusal is shown', async () => {
    const booked = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: uniqueEmail('calendar'),
        phone: '+1 212 555 0123',
        services: ['Digital Marketing'],
        preferred_date: date,
        preferred_time: '6pm-9pm',
        user_timezone: 'America/New_York',
      }),
    });
    expect(booked.status).toBe(201);

    const page = await browser.newPage();
    await openSignedIn(page, '/admin/appointments');
    const status = page.getByRole('combobox', { name: `Status of ${name}` });
    await status.waitFor();
    await status.selectOption('Confirmed');
    const dialog = page.getByRole('alertdialog', {
      name: `Set ${name}'s appointment to Confirmed?`,
    });
    await dialog.waitFor();
    const start = dialog.getByLabel('Exact start (a 20-minute consultation)');
    // Every 15 minutes from 6:00 PM while 20 minutes fit: 6:00 PM to 8:30 PM.
    const options = await start.locator('option').allTextContents();
    expect(options[0]).toMatch(
      /^6:00 PM Pakistan time \(\d{1,2}:00 (AM|PM) for the visitor, America\/New_York\)$/,
    );
    expect(options.at(-1)).toMatch(/^8:30 PM Pakistan time/);
    await start.selectOption({ label: options[5]! });
    expect(options[5]).toMatch(/^7:15 PM/);
    await dialog.getByLabel('Paste a Google Meet or Zoom link').check();
    await dialog.getByLabel('Meeting link (https://)').fill('http://zoom.us/j/1');
    // A typed link is not thrown away by Escape.
    await page.keyboard.press('Escape');
    expect(await dialog.getByLabel('Meeting link (https://)').inputValue()).toBe(
      'http://zoom.us/j/1',
    );
    await expectNoA11yViolations(page);

    // A reload loses nothing chosen: reopening the dialog brings back the time and the link.
    page.on('dialog', (question) => void question.accept());
    await page.reload();
    await status.waitFor();
    await status.selectOption('Confirmed');
    await dialog.waitFor();
    expect(await start.inputValue()).toBe(
      await start.locator('option', { hasText: options[5]! }).getAttribute('value'),
    );
    expect(await dialog.getByLabel('Paste a Google Meet or Zoom link').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Meeting link (https://)').inputValue()).toBe(
      'http://zoom.us/j/1',
    );

    await dialog.getByRole('button', { name: 'Set to Confirmed and send e-mail' }).click();
    await dialog.getByText('The meeting link must be a full https:// address').waitFor();
    // Refused in the browser: nothing sent, the dialog stays open with the field marked.
    expect(await dialog.getByLabel('Meeting link (https://)').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await dialog.getByLabel('Meeting link (https://)').fill(link);
    await dialog.getByRole('button', { name: 'Set to Confirmed and send e-mail' }).click();
    await page.getByText('Appointment status updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await status.getAttribute('data-tone')).toBe('green');

    await page.reload();
    await page.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Appointment details' });
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    expect(text).toContain('Confirmed exact time');
    expect(text).toContain('7:15 PM - 7:35 PM (Pakistan time)');
    expect(text).toContain('(America/New_York)');
    expect(await details.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    await page.close();
  });

  it('shows the booking in its slot in the week and the month, by keyboard, and opens its details', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/calendar');
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Week of / }).waitFor();
    // The week's days, once the calendar's answer has arrived: axe checks the page as the
    // admin sees it, not the loading line it replaces.
    await page.locator('section[aria-labelledby^="day-"]').first().waitFor();
    await expectNoA11yViolations(page);

    // Forward to the booking's week with the keyboard.
    const weeks =
      (slotStart(mondayOf(date), '6pm-9pm').getTime() -
        slotStart(mondayOf(todayInBusinessZone(new Date())), '6pm-9pm').getTime()) /
      (7 * 24 * 3_600_000);
    const next = page.getByRole('button', { name: 'Next week' });
    await next.focus();
    for (let i = 0; i < Math.round(weeks); i++) await page.keyboard.press('Enter');
    const booking = page.getByRole('button', { name: new RegExp(`^${name}`) });
    await booking.waitFor();
    expect(await booking.textContent()).toContain('7:15 PM, Confirmed');
    const day = page.locator(`section[aria-labelledby="day-${date}"]`);
    expect(await day.textContent()).toMatch(/6:00 PM - 9:00 PM \(Pakistan time\)\d+\/\d+ booked/);

    await booking.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Appointment details' });
    await details.waitFor();
    expect(await details.textContent()).toContain(name);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // The dialog gives focus back as it unmounts, a frame after it leaves the page.
    await expect.poll(() => booking.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('button', { name: 'Month', pressed: true }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('makes the feed URL, shown once, which lists the consultation', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/calendar');
    const make = page.getByRole('button', { name: /^Make a (new )?feed URL$/ });
    await make.waitFor();
    await expect.poll(() => make.isEnabled()).toBe(true);
    const again = (await make.textContent()) === 'Make a new feed URL';
    await make.click();
    if (again) {
      await page
        .getByRole('alertdialog', { name: 'Make a new calendar feed URL?' })
        .getByRole('button', { name: 'Make a new URL' })
        .click();
    }
    const field = page.getByLabel('Your calendar feed URL (shown only now)');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(`${baseURL}${new URL(url).pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`SUMMARY:Consultation with ${name}`);
    expect(ics).toContain(link);
    await expectNoA11yViolations(page);

    // After a reload the URL is gone from the page: only its hash is kept.
    await page.reload();
    await page.getByRole('button', { name: 'Make a new feed URL' }).waitFor();
    expect(await page.getByLabel('Your calendar feed URL (shown only now)').count()).toBe(0);
    await page.close();
  });
});
