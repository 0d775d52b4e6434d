import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { slotStart } from '../../common/booking.ts';
import { manageTokenFor } from '../../server/booking/manage-link.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { unfoldIcs } from '../../server/mail/ics.ts';
import { addressPool, createSignedInApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { futureWeekday, uniqueEmail } from '../setup/fixtures.ts';
import { startSmtpReceiver, type CapturedMail, type SmtpReceiver } from '../setup/smtp.ts';
import { TEST_JWT_SECRET, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * Confirming gives an exact time and a meeting link (mail and .ics), and the
 * reminders before it arrive once, at the real SMTP receiver, and never for a cancelled or
 * moved consultation.
 */
const DATE = futureWeekday(2);
const SLOT_START = slotStart(DATE, '6pm-9pm');
/** The exact start the reminders test confirms: 30 minutes into the slot. */
const EXACT = new Date(SLOT_START.getTime() + 30 * 60_000);

const address = addressPool(31);
const icsValue = (mail: CapturedMail, name: string) =>
  unfoldIcs(mail.ics ?? '')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
const icsStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

describe(`confirming with an exact time and link, and reminders, on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  let smtp: SmtpReceiver;
  /** When the two reminders of EXACT fall due (set by `start`). */
  let firstDue = 0;
  let secondDue = 0;

  /** A signed-in app mailing over SMTP; reminders of EXACT due `dueIn` ms from now. */
  const start = async (dueIn?: number) => {
    smtp = await startSmtpReceiver();
    firstDue = Date.now() + (dueIn ?? 0);
    secondDue = firstDue + 5_000;
    const lead = (due: number) => ((EXACT.getTime() - due) / 60_000).toFixed(4);
    ({ t, token } = await createSignedInApp({
      SMTP_URL: smtp.url,
      TEAM_EMAIL: 'team@example.com',
      ...(dueIn ? { REMINDER_LEAD_MINUTES: `${lead(firstDue)},${lead(secondDue)}` } : {}),
      REMINDER_SWEEP_SECONDS: '1',
      BOOKING_SLOT_CAPACITY: '20',
    }));
    await t.app.deps.services.mail.start({
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 1000,
    });
  };
  const stop = async () => {
    await t.app.deps.services.mail.stop();
    await t.app.close();
    await smtp.close();
  };

  const book = async (email: string, zone = 'America/New_York') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      remoteAddress: address(),
      payload: {
        name: 'Reminder Visitor',
        email,
        phone: '+92 300 1234567',
        services: ['AI & Chatbots'],
        preferred_date: DATE,
        preferred_time: '6pm-9pm',
        user_timezone: zone,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().appointment._id as string;
  };
  const confirm = (id: string, body: unknown, auth = true) =>
    t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/confirm`,
      headers: auth ? bearer(token) : {},
      payload: body as object,
    });
  const mailsTo = (to: string, subject: RegExp) =>
    smtp.messages.filter((m) => m.envelopeTo.includes(to) && subject.test(m.subject));
  const waitForMail = async (to: string, subject: RegExp) => {
    await smtp.waitFor((all) =>
      all.some((m) => m.envelopeTo.includes(to) && subject.test(m.subject)),
    );
    return mailsTo(to, subject).at(-1)!;
  };

  describe('confirming', () => {
    beforeAll(() => start());
    afterAll(() => stop());

    it('refuses an exact start outside the slot, a bad link, an unknown id and a visitor', async () => {
      const id = await book(uniqueEmail('refusals'));
      const before = await confirm(id, {
        start: new Date(SLOT_START.getTime() - 60_000).toISOString(),
      });
      expect(before.statusCode).toBe(400);
      expect(before.json().fields.start).toBe(
        'The exact start must fall inside the requested slot, leaving 20 minutes for the consultation.',
      );
      // 8:45 PM leaves 15 minutes of a 3-hour slot: too late for a 20-minute consultation.
      const late = await confirm(id, {
        start: new Date(SLOT_START.getTime() + 165 * 60_000).toISOString(),
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().fields.start).toContain('inside the requested slot');
      const notTime = await confirm(id, { start: 'tomorrow evening' });
      expect(notTime.statusCode).toBe(400);
      expect(notTime.json().fields.start).toBe('Please choose a valid exact start time');
      const noLink = await confirm(id, { start: SLOT_START.toISOString(), meeting: 'pasted' });
      expect(noLink.statusCode).toBe(400);
      expect(noLink.json().fields.meeting_link).toBe('Please paste the meeting link');
      const http = await confirm(id, {
        start: SLOT_START.toISOString(),
        meeting: 'pasted',
        meeting_link: 'http://zoom.us/j/123',
      });
      expect(http.statusCode).toBe(400);
      expect(http.json().fields.meeting_link).toContain('https://');
      const unknown = await confirm('00000000-0000-4000-8000-000000000000', {
        start: SLOT_START.toISOString(),
      });
      expect(unknown.statusCode).toBe(404);
      const visitor = await confirm(id, { start: SLOT_START.toISOString() }, false);
      expect(visitor.statusCode).toBe(401);
      // Nothing changed.
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/appointments/${id}`,
        headers: bearer(token),
      });
      expect(shown.json().appointment).toMatchObject({
        status: 'Pending',
      });
      expect(shown.json().appointment.confirmed_start).toBeUndefined();
      expect(shown.json().appointment.meeting_url).toBeUndefined();
    });

    it('mails the exact time on both clocks and a generated room; the .ics holds them; links keep working', async () => {
      const email = uniqueEmail('exact');
      const id = await book(email);
      const receipt = await waitForMail(email, /We received your appointment request/);
      const start = new Date(SLOT_START.getTime() + 75 * 60_000); // 7:15 PM Pakistan time
      const response = await confirm(id, { start: start.toISOString() });
      expect(response.statusCode).toBe(200);
      const { appointment } = response.json();
      expect(appointment.status).toBe('Confirmed');
      expect(appointment.confirmed_start).toBe(start.toISOString());
      expect(appointment.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/brightwave-[0-9a-f]{32}$/);

      const mail = await waitForMail(email, /Your appointment is confirmed/);
      expect(mail.text).toContain('7:15 PM - 7:35 PM (Pakistan time)');
      // The visitor's own clock, named.
      expect(mail.text).toMatch(/\d{1,2}:15 (AM|PM) - \d{1,2}:35 (AM|PM) \(America\/New_York\)/);
      expect(mail.text).toContain(appointment.meeting_url);
      expect(mail.html).toContain(`href="${appointment.meeting_url}"`);
      expect(icsValue(mail, 'DTSTART')).toBe(icsStamp(start));
      expect(icsValue(mail, 'DTEND')).toBe(icsStamp(new Date(start.getTime() + 20 * 60_000)));
      expect(icsValue(mail, 'LOCATION')).toBe(appointment.meeting_url);
      expect(icsValue(mail, 'URL')).toBe(appointment.meeting_url);
      expect(icsValue(mail, 'DESCRIPTION')).toContain(
        `Join the video call: ${appointment.meeting_url}`,
      );
      expect(icsValue(mail, 'STATUS')).toBe('CONFIRMED');
      expect(icsValue(mail, 'UID')).toBe(icsValue(receipt, 'UID'));
      expect(Number(icsValue(mail, 'SEQUENCE'))).toBeGreaterThan(
        Number(icsValue(receipt, 'SEQUENCE')),
      );
      // The self-service link is in the mail and still answers.
      const manage = manageTokenFor(TEST_JWT_SECRET, id);
      expect(mail.text).toContain(`/appointment/${manage}`);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/appointments/manage/${manage}`,
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().appointment.status).toBe('Confirmed');
      // The visitor's page shows the exact time and the call too.
      expect(shown.json().appointment.confirmed_start).toBe(start.toISOString());
      expect(shown.json().appointment.meeting_url).toBe(appointment.meeting_url);
    });

    it('keeps a pasted Meet or Zoom link', async () => {
      const email = uniqueEmail('pasted');
      const id = await book(email, 'Asia/Karachi');
      const link = 'https://us02web.zoom.us/j/81234567890?pwd=abc';
      const response = await confirm(id, {
        start: SLOT_START.toISOString(),
        meeting: 'pasted',
        meeting_link: link,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().appointment.meeting_url).toBe(link);
      const mail = await waitForMail(email, /Your appointment is confirmed/);
      expect(mail.text).toContain('6:00 PM - 6:20 PM (Pakistan time)');
      // A visitor on Pakistan's clock gets one line, not two.
      expect(mail.text).not.toContain('In your time zone');
      expect(icsValue(mail, 'LOCATION')).toBe(link.replace(/[,;]/g, (c) => `\\${c}`));
    });
  });

  describe('reminders', () => {
    // Every step before the first reminder falls due must fit in this time, even on a busy machine.
    beforeAll(() => start(30_000));
    afterAll(() => stop());

    it('mails each reminder once, and none for a cancelled or a moved consultation', async () => {
      const kept = uniqueEmail('kept');
      const cancelled = uniqueEmail('cancelled');
      const moved = uniqueEmail('moved');
      const ids = {
        kept: await book(kept),
        cancelled: await book(cancelled),
        moved: await book(moved),
      };
      for (const id of Object.values(ids)) {
        expect((await confirm(id, { start: EXACT.toISOString() })).statusCode).toBe(200);
      }
      expect(Date.now()).toBeLessThan(firstDue);
      const cancel = await t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${ids.cancelled}`,
        headers: bearer(token),
        payload: { status: 'Cancelled' },
      });
      expect(cancel.statusCode).toBe(200);
      const move = await t.app.inject({
        method: 'POST',
        url: `/api/appointments/manage/${manageTokenFor(TEST_JWT_SECRET, ids.moved)}/reschedule`,
        remoteAddress: address(),
        payload: { preferred_date: DATE, preferred_time: '9pm-12am' },
      });
      expect(move.statusCode).toBe(200);
      const movedRow = await t.app.inject({
        method: 'GET',
        url: `/api/appointments/${ids.moved}`,
        headers: bearer(token),
      });
      // A move clears the exact time and link: the team confirms the new slot again.
      expect(movedRow.json().appointment).toMatchObject({
        status: 'Pending',
      });
      expect(movedRow.json().appointment.confirmed_start).toBeUndefined();
      expect(movedRow.json().appointment.meeting_url).toBeUndefined();

      // Sweeps racing each other (and the periodic one) queue each reminder once.
      const { booking } = t.app.deps.services;
      const reminder = /^Reminder: your consultation with Brightwave starts in/;
      while (Date.now() < secondDue + 1500) {
        await Promise.all([booking.sweepReminders(), booking.sweepReminders()]);
        await new Promise((r) => setTimeout(r, 300));
      }
      await smtp.waitFor(() => mailsTo(kept, reminder).length >= 2);
      await new Promise((r) => setTimeout(r, 2500));
      const reminders = mailsTo(kept, reminder);
      expect(reminders).toHaveLength(2);
      expect(new Set(reminders.map((m) => m.messageId)).size).toBe(2);
      for (const mail of reminders) {
        expect(mail.text).toContain('(Pakistan time)');
        expect(mail.text).toMatch(/meet\.jit\.si\/brightwave-[0-9a-f]{32}/);
        expect(icsValue(mail, 'DTSTART')).toBe(icsStamp(EXACT));
      }
      expect(mailsTo(cancelled, reminder)).toHaveLength(0);
      expect(mailsTo(moved, reminder)).toHaveLength(0);
      const rows = await booking.reminders(ids.kept);
      expect(rows.map((r) => r.outcome)).toEqual(['queued', 'queued']);
      const outbox = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'appointment-reminder'));
      expect(outbox).toHaveLength(2);
    }, 90_000);
  });
});
