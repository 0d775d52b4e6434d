import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';
import {
  MAX_PENDING_PER_EMAIL,
  TOO_MANY_PENDING_MESSAGE,
} from '../../common/schemas/appointment.ts';
import { ensureAdmin } from '../../server/db/bootstrap.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { addressPool, nextWeekday, poster } from '../setup/api.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, bearer, signInAdmin } from '../setup/admin.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { outboxMails } from '../setup/outbox.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { resetDatabase } from '../setup/test-db.ts';

/**
 * What one visitor can do to others through the booking form. A repeated
 * booking never answers another visitor's stored details; dates lie within the booking
 * horizon; one e-mail address holds at most 3 pending requests; and visitor-triggered
 * mails to one address stop at 5 a day.
 */

let t: TestApp;

const MONDAY = nextWeekday(1);
const TUESDAY = nextWeekday(2);
const WEDNESDAY = nextWeekday(3);
const THURSDAY = nextWeekday(4);

/** Every request from its own client address: the per-address limits stay out of the way. */
const post = poster(() => t, addressPool(77));
const payload = (overrides: Record<string, unknown> = {}) =>
  appointmentSubmission({ preferred_date: MONDAY, ...overrides });
const book = (body: unknown) => post('/api/appointments', body);

/** The manage links of the receipts mailed to `email`, oldest first. */
async function manageTokens(email: string): Promise<string[]> {
  const receipts = await outboxMails(
    t,
    and(eq(mailOutbox.kind, 'appointment-receipt'), sql`lower(${mailOutbox.to}) = lower(${email})`),
  );
  return receipts.map((mail) => /\/appointment\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
}

async function mailsTo(email: string): Promise<{ kind: string }[]> {
  const { rows } = await t.database.execute(
    `select kind from mail_outbox where lower("to") = lower($1) order by created_at`,
    [email],
  );
  return rows as { kind: string }[];
}

async function rowsFor(email: string) {
  const { rows } = await t.database.execute(
    `select id, name, phone, notes from appointments where lower(email) = lower($1)`,
    [email],
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
});
afterAll(async () => {
  await t?.app.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  await t.database.db.execute(sql`delete from rate_limits`);
});

describe('a repeated booking', () => {
  it("answers only what it sent, never the stored visitor's details, and stores nothing", async () => {
    const alice = {
      name: 'Alice Original',
      email: 'shared@example.com',
      phone: '+92 321 7654321',
      notes: 'Private: our clinic opens in Lahore next spring',
    };
    const first = await book(payload(alice));
    expect(first.statusCode).toBe(201);
    const aliceId = first.json().appointment._id as string;
    expect(aliceId).toMatch(/^[0-9a-f-]{36}$/);

    const mallory = {
      name: 'Mallory Other',
      email: 'SHARED@example.com',
      phone: '+1 212 555 0133',
      notes: 'just checking',
    };
    const second = await book(payload(mallory));
    // Still a success for the browser (HTTP ok with success true).
    expect(second.statusCode).toBeGreaterThanOrEqual(200);
    expect(second.statusCode).toBeLessThan(300);
    const body = second.json();
    expect(body.success).toBe(true);
    for (const secret of [alice.name, alice.phone, alice.notes, aliceId]) {
      expect(second.body).not.toContain(secret);
    }
    expect(body.appointment).toMatchObject({
      name: mallory.name,
      email: mallory.email.toLowerCase(),
      phone: mallory.phone,
      notes: mallory.notes,
      preferred_date: MONDAY,
      preferred_time: '6pm-9pm',
    });
    expect(body.appointment._id).toBeUndefined();

    const stored = await rowsFor(alice.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: aliceId, name: alice.name, notes: alice.notes });
  });
});

describe('the booking horizon (BOOKING_HORIZON_DAYS, 90 by default)', () => {
  it('refuses a date beyond it naming the last bookable date, and books the last day itself', async () => {
    const today = todayInBusinessZone(new Date());
    const last = addDays(today, t.config.BOOKING_HORIZON_DAYS);
    expect(t.config.BOOKING_HORIZON_DAYS).toBe(90);
    const message = `Please choose a date on or before ${last}: bookings open 90 days ahead.`;

    const beyond = await book(payload({ preferred_date: addDays(last, 1) }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().success).toBe(false);
    expect(beyond.json().error).toContain(message);
    // The browser reads it as an information issue (spec §8: 'valid').
    expect(beyond.json().error).toMatch(/valid/);
    expect(beyond.json().fields.preferred_date).toBe(message);
    expect(await rowsFor('sara@example.com')).toHaveLength(0);

    // The last day itself (6pm-9pm is offered every day but Sunday).
    const lastDay = weekdayOf(last) === 0 ? addDays(last, -1) : last;
    const within = await book(payload({ preferred_date: lastDay }));
    expect(within.statusCode).toBe(201);

    // Moving an appointment from its e-mailed link obeys the same horizon.
    const [token] = await manageTokens('sara@example.com');
    const moved = await post(`/api/appointments/manage/${token}/reschedule`, {
      preferred_date: addDays(last, 1),
      preferred_time: '6pm-9pm',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.preferred_date).toBe(message);
  });
});

describe('pending requests per e-mail address', () => {
  it(`accepts ${MAX_PENDING_PER_EMAIL}, refuses the next with a clear message, and leaves other addresses alone`, async () => {
    const slots = [
      { preferred_date: MONDAY, preferred_time: '6pm-9pm' },
      { preferred_date: MONDAY, preferred_time: '9pm-12am' },
      { preferred_date: TUESDAY, preferred_time: '6pm-9pm' },
    ];
    for (const slot of slots) {
      expect((await book(payload({ email: 'holder@example.com', ...slot }))).statusCode).toBe(201);
    }
    const fourth = await book(payload({ email: 'Holder@Example.com', preferred_date: WEDNESDAY }));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ success: false, error: TOO_MANY_PENDING_MESSAGE });
    expect(TOO_MANY_PENDING_MESSAGE).toBe(
      'You already have 3 pending appointment requests. Please wait for our team to confirm them, or manage them from the links in your e-mails.',
    );
    expect(await rowsFor('holder@example.com')).toHaveLength(MAX_PENDING_PER_EMAIL);

    // Another address books that very slot.
    const other = await book(payload({ email: 'other@example.com', preferred_date: WEDNESDAY }));
    expect(other.statusCode).toBe(201);

    // A cancelled request frees its place.
    const [token] = await manageTokens('holder@example.com');
    expect((await post(`/api/appointments/manage/${token}/cancel`)).statusCode).toBe(200);
    expect(
      (await book(payload({ email: 'holder@example.com', preferred_date: WEDNESDAY }))).statusCode,
    ).toBe(201);
  });

  it('holds under concurrent requests on different slots', async () => {
    const slots = [MONDAY, TUESDAY, WEDNESDAY].flatMap((date) =>
      ['6pm-9pm', '9pm-12am'].map((time) => ({ preferred_date: date, preferred_time: time })),
    );
    const responses = await Promise.all(
      slots.map((slot) => book(payload({ email: 'rush@example.com', ...slot }))),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await rowsFor('rush@example.com')).toHaveLength(MAX_PENDING_PER_EMAIL);
  });
});

describe('mails to one address triggered by visitors', () => {
  it('stop at 5 a day: the rest are dropped and logged, the requests still succeed', async () => {
    const victim = 'victim@example.com';
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(String(chunk));
      return write(chunk as string);
    }) as typeof process.stderr.write);
    try {
      // Mails 1-3: three receipts.
      for (const [date, time] of [
        [MONDAY, '6pm-9pm'],
        [MONDAY, '9pm-12am'],
        [TUESDAY, '6pm-9pm'],
      ] as const) {
        const response = await book(
          payload({ email: victim, preferred_date: date, preferred_time: time }),
        );
        expect(response.statusCode).toBe(201);
      }
      const [first, second, third] = await manageTokens(victim);
      // Mail 4: a cancellation notice; mail 5: a fourth receipt.
      expect((await post(`/api/appointments/manage/${first}/cancel`)).statusCode).toBe(200);
      const fourth = await book(payload({ email: victim, preferred_date: WEDNESDAY }));
      expect(fourth.statusCode).toBe(201);
      // Mails 6-8 are dropped, yet each request does what it asked.
      const cancel = await post(`/api/appointments/manage/${second}/cancel`);
      expect(cancel.statusCode).toBe(200);
      const moved = await post(`/api/appointments/manage/${third}/reschedule`, {
        preferred_date: THURSDAY,
        preferred_time: '6pm-9pm',
      });
      expect(moved.statusCode).toBe(200);
      const subscribed = await post('/api/subscribe', { email: victim });
      expect(subscribed.statusCode).toBe(200);

      const mails = await mailsTo(victim);
      console.log(`[mail cap] 8 visitor-triggered mails requested, ${mails.length} queued`);
      expect(mails.map((m) => m.kind)).toEqual([
        'appointment-receipt',
        'appointment-receipt',
        'appointment-receipt',
        'appointment-cancelled-visitor',
        'appointment-receipt',
      ]);
      // The team hears of every booking and change: 4 bookings, 2 cancellations, 1 move.
      expect(await mailsTo('team@example.com')).toHaveLength(7);
      const { rows } = await t.database.execute(
        `select status, preferred_date::text as preferred_date from appointments
          where email = $1 order by created_at`,
        [victim],
      );
      expect(rows).toEqual([
        { status: 'Cancelled', preferred_date: MONDAY },
        { status: 'Cancelled', preferred_date: MONDAY },
        { status: 'Pending', preferred_date: THURSDAY },
        { status: 'Pending', preferred_date: WEDNESDAY },
      ]);

      const dropped = lines
        .flatMap((chunk) => chunk.split('\n'))
        .filter((line) => line.includes('visitor mail dropped'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(dropped.map((d) => d.kind)).toEqual([
        'appointment-cancelled-visitor',
        'appointment-rescheduled-visitor',
        'newsletter-confirm',
      ]);
      for (const entry of dropped) {
        expect(entry.level).toBe(40);
        expect(entry.recipient).toBe('v***@example.com');
        expect(entry.recipientHash).toMatch(/^[0-9a-f]{16}$/);
        expect(JSON.stringify(entry)).not.toContain(victim);
      }

      // What the team does is not a visitor's doing: its status mails are never capped.
      const { token } = await signInAdmin(t);
      const confirm = await t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${fourth.json().appointment._id}`,
        headers: bearer(token),
        payload: { status: 'Confirmed' },
      });
      expect(confirm.statusCode).toBe(200);
      expect((await mailsTo(victim)).map((m) => m.kind).at(-1)).toBe('appointment-confirmed');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('password-reset mails', () => {
  it('count against the same daily cap', async () => {
    await ensureAdmin(t.database.db, {
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    const write = process.stderr.write.bind(process.stderr);
    const spy = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation(((chunk: unknown) => write(chunk as string)) as typeof write);
    try {
      for (let i = 0; i < 7; i++) {
        // The forgot-password throttle (3 an hour per account) is not what this is about.
        await t.database.db.execute(sql`delete from rate_limits where key like 'forgot-%'`);
        const response = await post('/api/admin/forgot-password', { email: TEST_ADMIN_EMAIL });
        expect(response.statusCode).toBe(200);
      }
      const dropped = spy.mock.calls.filter(([chunk]) =>
        String(chunk).includes('visitor mail dropped'),
      );
      expect(dropped).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
    expect((await mailsTo(TEST_ADMIN_EMAIL)).map((m) => m.kind)).toEqual(
      Array(5).fill('password-reset'),
    );
  });
});
