import { describe, expect, inject, it } from 'vitest';
import {
  SUNDAY_CLOSED_MESSAGE,
  addDays,
  describeSlot,
  todayInBusinessZone,
  weekdayOf,
} from '../../common/booking.ts';
import {
  MANAGE_RESCHEDULED_MESSAGE,
  MANAGE_SAME_SLOT_MESSAGE,
} from '../../common/schemas/manage-appointment.ts';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';
import type { CapturedMail } from '../setup/smtp.ts';

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

function nextThursday(): string {
  const tomorrow = addDays(todayInBusinessZone(new Date()), 1);
  return addDays(tomorrow, (4 - weekdayOf(tomorrow) + 7) % 7);
}

/**
 * Journeys that start in a mailbox: a server of its own (isolated from the shared one)
 * delivering over SMTP to a receiver in this test, whose links are then followed.
 */
describe('mail journeys in the browser', () => {
  const mailing = suiteMailingServer();
  const { api } = mailing;
  const browser = suiteBrowser();

  const login = async (password = adminPassword) =>
    api('/api/admin/login', { body: { email: adminEmail, password } });
  const mailTo = async (to: string, subject: RegExp): Promise<CapturedMail> => {
    await mailing.smtp.waitFor(
      (all) => all.some((m) => m.envelopeTo.includes(to) && subject.test(m.subject)),
      30_000,
    );
    return mailing.smtp.messages
      .filter((m) => m.envelopeTo.includes(to) && subject.test(m.subject))
      .at(-1)!;
  };

  it('follows the cancel link of the booking e-mail; the admin list shows the appointment cancelled', async () => {
    const booked = await api('/api/appointments', {
      body: {
        name: 'Maya Browser',
        email: 'maya@example.com',
        services: ['Digital Marketing'],
        preferred_date: nextThursday(),
        preferred_time: '6pm-9pm',
        user_timezone: 'America/Los_Angeles',
      },
    });
    expect(booked.status).toBe(201);
    const receipt = await mailTo('maya@example.com', /We received your appointment request/);
    const link = new RegExp(`${mailing.baseURL}/appointment/[A-Za-z0-9_-]+`).exec(
      receipt.text!,
    )![0];
    expect(receipt.html).toContain(`href="${link}"`);

    const page = await browser.newPage();
    await visit(page, link);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Your Appointment');
    await expect.poll(() => page.getByText('Status: Pending').count()).toBe(1);
    expect(await page.getByText('(Pakistan time)').count()).toBeGreaterThan(0);
    expect(await page.getByText('(America/Los_Angeles)').count()).toBeGreaterThan(0);
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => page.getByText('Status: Cancelled').count()).toBe(1);
    await expect.poll(() => page.getByText('Your appointment is cancelled.').count()).toBe(1);

    const { json: session } = await login();
    const list = await api('/api/appointments', { token: session.token });
    const row = list.json.appointments.find(
      (a: { _id: string }) => a._id === booked.json.appointment._id,
    );
    expect(row.status).toBe('Cancelled');
    await mailTo('team@example.com', /Appointment cancelled by the visitor: Maya Browser/);
    await page.close();
  });

  it('moves the appointment from the e-mailed link: a refusal shows as one, the move is saved and both sides hear of it', async () => {
    const thursday = nextThursday();
    const friday = addDays(thursday, 1);
    const sunday = addDays(thursday, 3);
    const booked = await api('/api/appointments', {
      body: {
        name: 'Omar Mover',
        email: 'omar@example.com',
        services: ['Web Design & Development'],
        preferred_date: thursday,
        preferred_time: '6pm-9pm',
        user_timezone: 'Asia/Karachi',
      },
    });
    expect(booked.status).toBe(201);
    const receipt = await mailTo('omar@example.com', /We received your appointment request/);
    const link = new RegExp(`${mailing.baseURL}/appointment/[A-Za-z0-9_-]+`).exec(
      receipt.text!,
    )![0];

    const page = await browser.newPage();
    await visit(page, link);
    await expect.poll(() => page.getByText('Status: Pending').count(), { timeout: 10_000 }).toBe(1);
    const newDate = page.getByLabel('New date');
    const newTime = page.getByLabel('New time slot (Pakistan time)');
    const request = page.getByRole('button', { name: 'Request this slot' });
    // Each step waits on the server's answer (the date's slots, the move), slower under load.
    const answered = { timeout: 10_000 };

    // A Sunday: no slot can be chosen, and the form says why.
    await newDate.fill(sunday);
    await expect.poll(() => page.getByText(SUNDAY_CLOSED_MESSAGE).count(), answered).toBe(1);
    expect(await newTime.isDisabled()).toBe(true);

    // The date and slot it already has: the server refuses, and the page says so.
    await newDate.fill(thursday);
    await expect.poll(() => newTime.isEnabled(), answered).toBe(true);
    await newTime.selectOption('6pm-9pm');
    await request.click();
    await expect.poll(() => page.getByText(MANAGE_SAME_SLOT_MESSAGE).count(), answered).toBe(1);
    expect(await page.getByText(MANAGE_RESCHEDULED_MESSAGE).count()).toBe(0);
    expect(await page.getByText(describeSlot(thursday, '6pm-9pm').pakistan).count()).toBe(1);

    // Another day and slot: saved and shown; the visitor and the team are mailed.
    await newDate.fill(friday);
    await expect.poll(() => newTime.isEnabled(), answered).toBe(true);
    await newTime.selectOption('9pm-12am');
    await request.click();
    await expect.poll(() => page.getByText(MANAGE_RESCHEDULED_MESSAGE).count(), answered).toBe(1);
    expect(await page.getByText(describeSlot(friday, '9pm-12am').pakistan).count()).toBe(1);
    expect(await page.getByText('Status: Pending').count()).toBe(1);
    await expectNoA11yViolations(page);
    await mailTo('omar@example.com', /Your new appointment time/);
    await mailTo('team@example.com', /Appointment moved by the visitor: Omar Mover/);
    await page.close();
  });

  it('confirms a newsletter subscription only when the page button is clicked', async () => {
    expect((await api('/api/subscribe', { body: { email: 'reader@example.com' } })).status).toBe(
      200,
    );
    const mail = await mailTo('reader@example.com', /Please confirm your subscription/);
    const link = new RegExp(`${mailing.baseURL}/newsletter/confirm/[A-Za-z0-9_-]+`).exec(
      mail.text!,
    )![0];

    const page = await browser.newPage();
    const response = await visit(page, link);
    expect(response?.status()).toBe(200);
    // Opening the link (what a scanner does) confirms nothing.
    expect((await api('/api/newsletter-stats')).json.newsletterCount).toBe(0);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect
      .poll(() => page.getByText('Your subscription is confirmed. Thank you!').count())
      .toBe(1);
    expect((await api('/api/newsletter-stats')).json.newsletterCount).toBe(1);
    await page.close();
  });

  it('resets the administrator password from the e-mailed link', async () => {
    const page = await browser.newPage();
    await visit(page, `${mailing.baseURL}/admin/forgot-password`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect.poll(() => page.getByText('Password reset email sent!').count()).toBe(1);

    const mail = await mailTo(adminEmail, /Reset your administrator password/);
    const link = new RegExp(`${mailing.baseURL}/admin/reset-password/[A-Za-z0-9_-]+`).exec(
      mail.text!,
    )![0];
    const { json: before } = await login();
    expect(before.token).toBeTruthy();

    const newPassword = 'a-brand-new-password-2025';
    await visit(page, link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('status').count()).toBeGreaterThan(0);

    expect((await login(adminPassword)).status).toBe(401);
    const after = await login(newPassword);
    expect(after.status).toBe(200);
    // The session from before the reset is signed out.
    expect((await api('/api/appointments', { token: before.token })).status).toBe(401);
    await page.close();
  });
});
