import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';
import {
  MAX_PENDING_PER_EMAIL,
  TOO_MANY_PENDING_MESSAGE,
} from '../../common/schemas/appointment.ts';
import { chatbotTitle, site } from '../../common/site.ts';
import { expectNoA11yViolations, launchBrowser, suiteBrowser, visit } from '../setup/browser.ts';
import {
  chosenDate,
  chosenTime,
  dayButton,
  pickDate,
  pickSlot,
  showMonth,
  slotRadio,
  slotText,
} from '../setup/booking-page.ts';
import { futureWeekday, uniqueEmail, weekdayFrom } from '../setup/fixtures.ts';

/**
 * Booking in the browser: every answer of the real server to a booking shows the
 * visitor what happened. Slots are filled and limits reached through the API of the same
 * server; only the network-failure and 5xx cases intercept the browser's request.
 */
const baseURL = inject('baseURL');
const SUCCESS_WORDS = /Appointment Request Received|Submitted Successfully|You're booked/;

let address = 0;
/** Books through the API, each request from its own client address (the server trusts a proxy). */
async function bookByApi(fields: { email: string; date: string; time: string }) {
  const response = await fetch(`${baseURL}/api/appointments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${(process.pid + ++address) % 250}`,
    },
    body: JSON.stringify({
      name: 'Filler Visitor',
      email: fields.email,
      services: ['Cloud Solutions'],
      preferred_date: fields.date,
      preferred_time: fields.time,
    }),
  });
  expect(response.status).toBe(201);
}

const fillSlot = async (date: string, time: string, places = 3) => {
  for (let i = 0; i < places; i++)
    await bookByApi({ email: uniqueEmail(`filler${i}`), date, time });
};

const appointmentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Book a Free Consultation' });

async function openBooking(page: Page) {
  await visit(page, `${baseURL}/`);
  await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
  const window = page.getByRole('dialog', { name: chatbotTitle });
  await window.getByRole('button', { name: 'Book an appointment' }).first().click();
  const dialog = appointmentDialog(page);
  await dialog.waitFor();
  return dialog;
}

interface Filled {
  email: string;
  date: string;
  time?: string;
  phone?: string;
}

async function fill(
  dialog: Locator,
  { email, date, time = '6pm-9pm', phone = '0300 1234567' }: Filled,
) {
  await dialog.getByLabel('Name').fill('Ayesha Khan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone (optional)').fill(phone);
  await dialog.getByRole('checkbox', { name: 'Digital Marketing' }).check();
  await pickDate(dialog, date);
  // The slot states come from the server with the month's days.
  await pickSlot(dialog, time);
}

const submit = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Book Appointment' }).click();

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The form is as the visitor left it (all but the time, which the caller checks). */
async function expectKept(dialog: Locator, { email, date, phone = '0300 1234567' }: Filled) {
  expect(await dialog.getByLabel('Name').inputValue()).toBe('Ayesha Khan');
  expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
  expect(await dialog.getByLabel('Phone (optional)').inputValue()).toBe(phone);
  expect(await dialog.getByRole('checkbox', { name: 'Digital Marketing' }).isChecked()).toBe(true);
  expect(await chosenDate(dialog)).toBe(date);
}

async function expectNoSuccess(page: Page) {
  expect(await page.getByText(SUCCESS_WORDS).count()).toBe(0);
  expect(await page.getByRole('dialog', { name: "Thanks! You're booked." }).count()).toBe(0);
}

/** The element is inside the dialog's scrolling form, not hidden above or below it. */
async function expectInView(dialog: Locator, element: Locator) {
  const form = await dialog.getByRole('form', { name: 'Appointment form' }).boundingBox();
  const box = await element.boundingBox();
  expect(form && box).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(form!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(form!.y + form!.height);
}

describe('booking refusals in the browser', () => {
  const browser = suiteBrowser();

  it('shows a full slot disabled and labelled "full" before submitting, per date', async () => {
    const full = futureWeekday(22);
    // The next weekday: two offsets from today can name the same Monday.
    const other = weekdayFrom(addDays(full, 1));
    await fillSlot(full, '6pm-9pm');
    const page = await browser.newPage();
    const dialog = await openBooking(page);
    const option = (code: string) => slotRadio(dialog, code);
    const text = (code: string) => slotText(dialog, code);

    await pickDate(dialog, full);
    await expect.poll(() => option('6pm-9pm').isDisabled()).toBe(true);
    expect(await text('6pm-9pm')).toMatch(/\(full\)/);
    expect(await option('9pm-12am').isDisabled()).toBe(false);
    // The night slot says both of its days in one sentence.
    const long = (d: string) =>
      `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekdayOf(d)]}`;
    expect(await text('12am-3am')).toContain(`${long(full)} night `);
    expect(await text('12am-3am')).toContain(`Pakistan time, which is ${long(addDays(full, 1))} `);

    // Another date is asked for afresh.
    await pickDate(dialog, other);
    await expect.poll(() => option('6pm-9pm').isDisabled()).toBe(false);
    expect(await text('6pm-9pm')).not.toContain('full');
    await expectNoA11yViolations(page, '[role="dialog"]');
    await page.close();
  });

  it('409 slot full: "That time just filled up", the form kept, the slot marked full, focus on the time', async () => {
    const date = futureWeekday(26);
    await fillSlot(date, '9pm-12am', 2);
    const page = await browser.newPage();
    const dialog = await openBooking(page);
    const filled = { email: uniqueEmail('late'), date, time: '9pm-12am' };
    await fill(dialog, filled);
    // Someone else takes the last place while the visitor is still on the form.
    await bookByApi({ email: uniqueEmail('faster'), date, time: '9pm-12am' });
    await submit(dialog);

    await dialog
      .getByText('That time just filled up', { exact: true })
      .waitFor({ timeout: 15_000 });
    await expectKept(dialog, filled);
    expect(await chosenTime(dialog)).toBe('');
    const full = slotRadio(dialog, '9pm-12am');
    await expect.poll(() => full.isDisabled()).toBe(true);
    expect(await slotText(dialog, '9pm-12am')).toMatch(/\(full\)/);
    // The focus is on the time choices, marked invalid.
    const focused = dialog.locator('input[type="radio"]:focus');
    expect(await focused.count()).toBe(1);
    expect(await focused.getAttribute('aria-invalid')).toBe('true');
    await expectNoSuccess(page);
    await expectNoA11yViolations(page, '[role="dialog"]');

    // Another time of the same form is booked: the only success the visitor sees.
    await pickSlot(dialog, '6pm-9pm');
    await submit(dialog);
    await page.getByRole('dialog', { name: "Thanks! You're booked." }).waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('409 too many pending requests: its own refusal with e-mail and phone, the form kept', async () => {
    const email = uniqueEmail('holder');
    for (let i = 0; i < MAX_PENDING_PER_EMAIL; i++) {
      await bookByApi({ email, date: futureWeekday(30 + 3 * i), time: '6pm-9pm' });
    }
    const page = await browser.newPage();
    const dialog = await openBooking(page);
    const filled = { email, date: futureWeekday(39) };
    await fill(dialog, filled);
    await submit(dialog);
    const alert = dialog.getByRole('alert');
    await alert.getByText(TOO_MANY_PENDING_MESSAGE).waitFor({ timeout: 15_000 });
    expect(await alert.getByRole('link', { name: site.email }).getAttribute('href')).toBe(
      `mailto:${site.email}`,
    );
    expect(await alert.getByRole('link', { name: site.phone }).getAttribute('href')).toBe(
      'tel:+922134567890',
    );
    await expectKept(dialog, filled);
    expect(await chosenTime(dialog)).toBe('6pm-9pm');
    await expectNoSuccess(page);
    await page.close();
  });

  it('429: a refusal that says when to try again and offers e-mail and phone, never success', async () => {
    // A browser of its own: its own client address, whose booking limit this test uses up.
    const own = await launchBrowser();
    try {
      const page = await own.newPage();
      const dialog = await openBooking(page);
      const statuses = await page.evaluate(async () => {
        const answers: number[] = [];
        for (let i = 0; i < 10; i++) {
          const response = await fetch('/api/appointments', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          answers.push(response.status);
        }
        return answers;
      });
      expect(statuses.every((s) => s === 400)).toBe(true);
      const filled = { email: uniqueEmail('eager'), date: futureWeekday(38) };
      await fill(dialog, filled);
      await submit(dialog);
      const alert = dialog.getByRole('alert');
      await alert.getByText('Too many booking attempts').waitFor({ timeout: 15_000 });
      // The server's Retry-After (seconds left of its 15-minute window) in minutes.
      expect(await alert.textContent()).toMatch(/try again in \d+ minutes?/);
      expect(await alert.getByRole('link', { name: site.email }).count()).toBe(1);
      expect(await alert.getByRole('link', { name: site.phone }).count()).toBe(1);
      await expectKept(dialog, filled);
      await expectNoSuccess(page);
      await expectNoA11yViolations(page, '[role="dialog"]');
    } finally {
      await own.close();
    }
  });

  it('a bad phone: the field is marked with its message and focused; nothing is sent', async () => {
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/(appointments|contact-info)/.test(r.url())) {
        posts.push(r.url());
      }
    });
    const dialog = await openBooking(page);
    await fill(dialog, {
      email: uniqueEmail('phone'),
      date: futureWeekday(40),
      phone: '1234567890',
    });
    // The visitor is at the bottom of the form when submitting.
    await dialog.getByLabel('Notes (optional)').scrollIntoViewIfNeeded();
    await submit(dialog);
    const phone = dialog.getByLabel('Phone (optional)');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const message = page.locator(`#${await phone.getAttribute('aria-describedby')}`);
    expect(await message.textContent()).toBe(
      'This is not a valid phone number. Enter a Pakistan number such as 0300 1234567, or include the country code, such as +44 20 7946 0958.',
    );
    expect(await focusedId(page)).toBe(await phone.getAttribute('id'));
    await expectInView(dialog, phone);
    await expectNoA11yViolations(page, '[role="dialog"]');
    // Editing the field clears its mark.
    await phone.fill('0300 1234567');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    expect(posts).toEqual([]);
    await page.close();
  });

  it('"12" is refused in the chat contact form before it can reach a booking', async () => {
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/flask/chat/contact')) posts.push(r.url());
    });
    await visit(page, `${baseURL}/`);
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    const window = page.getByRole('dialog', { name: chatbotTitle });
    // The contact form is a bubble in the conversation (ADR 048).
    const contact = window.getByRole('form', { name: 'Your contact details' });
    await contact.getByLabel('Name').fill('Ayesha Khan');
    await contact.getByLabel('Email').fill(uniqueEmail('contact'));
    const phone = contact.getByLabel('Phone or WhatsApp');
    await phone.fill('12');
    await contact.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const message = page.locator(`#${await phone.getAttribute('aria-describedby')}`);
    expect(await message.textContent()).toBe('Phone number must be 10-15 digits');
    expect(await focusedId(page)).toBe(await phone.getAttribute('id'));
    expect(posts).toEqual([]);
    await expectNoA11yViolations(page, '[role="dialog"]');
    await page.close();
  });

  it('the calendar stops at the horizon: later days are disabled and say why', async () => {
    const page = await browser.newPage();
    const dialog = await openBooking(page);
    const last = addDays(todayInBusinessZone(new Date()), 90);
    const beyond = addDays(last, 1);
    await showMonth(dialog, last);
    // No month after the horizon's.
    expect(await dialog.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
    if (beyond.slice(0, 7) === last.slice(0, 7)) {
      const day = dayButton(dialog, beyond);
      expect(await day.getAttribute('aria-disabled')).toBe('true');
      expect(await day.getAttribute('aria-label')).toMatch(/not bookable yet$/);
      // Disabled days stay reachable by keyboard, and say why when chosen.
      await day.focus();
      await page.keyboard.press('Enter');
      const horizon = `Please choose a date on or before ${last}: bookings open 90 days ahead.`;
      await dialog.getByRole('status').filter({ hasText: horizon }).waitFor();
      expect(await chosenDate(dialog)).toBe('');
    }
    await page.close();
  });

  for (const failure of ['network', '503'] as const) {
    it(`${failure}: "Connection Issue" with next steps and Retry; the form is kept across reopening`, async () => {
      const page = await browser.newPage();
      let intercept = true;
      await page.route('**/api/appointments', (route) => {
        if (!intercept) return route.continue();
        return failure === 'network'
          ? route.abort('internetdisconnected')
          : route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      });
      const dialog = await openBooking(page);
      const filled = {
        email: uniqueEmail(`retry-${failure}`),
        date: futureWeekday(failure === 'network' ? 42 : 44),
      };
      await fill(dialog, filled);
      await submit(dialog);
      const alert = dialog.getByRole('alert');
      await alert.getByText('Connection Issue').waitFor({ timeout: 15_000 });
      expect(await alert.textContent()).toContain('has not been sent');
      expect(await alert.textContent()).toContain('Next steps:');
      expect(await alert.getByRole('link', { name: site.email }).count()).toBe(1);
      const retry = alert.getByRole('button', { name: 'Retry' });
      expect(await focusedId(page)).toBe(await retry.getAttribute('id'));
      await expectNoSuccess(page);
      await expectNoA11yViolations(page, '[role="dialog"]');

      // Closed and opened again after a reload, the form comes back from session storage.
      await page.reload();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
      await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
      await page
        .getByRole('dialog', { name: chatbotTitle })
        .getByRole('button', { name: 'Book an appointment' })
        .first()
        .click();
      await dialog.waitFor();
      await expectKept(dialog, filled);
      await expect.poll(() => chosenTime(dialog)).toBe('6pm-9pm');

      // Once the server is reachable, the same request goes through.
      intercept = false;
      await submit(dialog);
      await page
        .getByRole('dialog', { name: "Thanks! You're booked." })
        .waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('appointmentDraft'))).toBeNull();
      await page.close();
    });
  }
});
