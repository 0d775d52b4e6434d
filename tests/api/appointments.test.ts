import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, slotShortText, slotStart, todayInBusinessZone } from '../../common/booking.ts';
import type { SlotCode } from '../../common/constants.ts';
import {
  ALREADY_REQUESTED_SLOT_MESSAGE,
  MAX_PENDING_PER_EMAIL,
  SLOT_FULL_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
} from '../../common/schemas/appointment.ts';
import { manageTokenFor } from '../../server/booking/manage-link.ts';
import { createBookingService } from '../../server/booking/service.ts';
import { appointments, bookingSlots } from '../../server/db/schema/booking.ts';
import { leads } from '../../server/db/schema/leads.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { addressPool, createSignedInApp, nextWeekday } from '../setup/api.ts';
import { outboxMails } from '../setup/outbox.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../setup/test-app.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';

const MONDAY = nextWeekday(1);
const TUESDAY = nextWeekday(2);
const SATURDAY = nextWeekday(6);
const SUNDAY = nextWeekday(0);

/** Every request from its own client address, so the booking rate limit stays out of the way. */
const freshAddress = addressPool(1);

/** A submission that also tries to set what only the server decides (status, created_at). */
const payload = (overrides: Record<string, unknown> = {}) =>
  appointmentSubmission({
    services: ['AI & Chatbots', 'Web Design & Development'],
    preferred_date: MONDAY,
    user_timezone: 'America/New_York',
    notes: 'Interested in a booking bot',
    status: 'Confirmed',
    created_at: '2001-01-01T00:00:00.000Z',
    ...overrides,
  });

describe(`appointments API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;

  const book = (body: unknown, remoteAddress = freshAddress(), app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body as object,
      remoteAddress,
    });

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp({ TEAM_EMAIL: 'team@example.com' }));
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('POST /api/appointments', () => {
    it('books a consultation as Pending, keeps the source and queues two e-mails', async () => {
      const response = await book(payload());
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Appointment Request Submitted Successfully!',
        appointment: {
          name: 'Sara Khan',
          email: 'sara@example.com',
          services: ['AI & Chatbots', 'Web Design & Development'],
          preferred_date: MONDAY,
          preferred_time: '6pm-9pm',
          status: 'Pending',
          source: 'chatbot_form',
          user_timezone: 'America/New_York',
          notes: 'Interested in a booking bot',
          slot_start: slotStart(MONDAY, '6pm-9pm').toISOString(),
        },
      });
      // The client's created_at is not trusted.
      expect(body.appointment.created_at).not.toBe('2001-01-01T00:00:00.000Z');
      expect(body.appointment._id).toMatch(/^[0-9a-f-]{36}$/);

      const mails = await outboxMails(t);
      const team = mails.find((m) => m.to === 'team@example.com');
      const receipt = mails.find((m) => m.to === 'sara@example.com');
      expect(team?.text).toContain('AI & Chatbots, Web Design & Development');
      expect(receipt?.text).toContain('6:00 PM - 9:00 PM (Pakistan time)');
      expect(receipt?.text).toContain('(America/New_York)');
      expect(receipt?.text).toContain('within 24 hours');
    });

    it('answers a repeated identical submission with what it sent, creating nothing', async () => {
      const first = await book(
        payload({ email: 'repeat@example.com', preferred_time: '9pm-12am' }),
      );
      const second = await book(
        payload({ email: 'REPEAT@example.com', preferred_time: '9pm-12am' }),
      );
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json().success).toBe(true);
      // Never the stored appointment (it may be someone else's), only the request.
      expect(second.json().appointment).toEqual({
        name: 'Sara Khan',
        // The address as stored: canonical (ADR 051).
        email: 'repeat@example.com',
        phone: '+92 300 1234567',
        services: ['AI & Chatbots', 'Web Design & Development'],
        preferred_date: MONDAY,
        preferred_time: '9pm-12am',
        notes: 'Interested in a booking bot',
        source: 'chatbot_form',
        user_timezone: 'America/New_York',
      });
      const rows = await t.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.preferredTime, '9pm-12am'));
      expect(rows.filter((r) => r.email.toLowerCase() === 'repeat@example.com')).toHaveLength(1);
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.to}) = 'repeat@example.com'`);
      expect(mails).toHaveLength(1);
    });

    it('keeps the source null when none is sent', async () => {
      const { source: _source, ...withoutSource } = payload({ email: 'nosource@example.com' });
      const response = await book(withoutSource);
      expect(response.statusCode).toBe(201);
      expect(response.json().appointment.source).toBeNull();
    });

    it('refuses Sunday by naming the closed day, as outside business hours', async () => {
      const response = await book(payload({ preferred_date: SUNDAY }));
      expect(response.statusCode).toBe(400);
      const sentence =
        'We are closed on Sundays, outside our business hours. Please select another day for your appointment.';
      expect(response.json()).toMatchObject({
        success: false,
        error: sentence,
        fields: { preferred_date: sentence },
      });
    });

    it.each([
      ['Saturday 9pm-12am', { preferred_date: SATURDAY, preferred_time: '9pm-12am' }],
      ['Saturday 12am-3am', { preferred_date: SATURDAY, preferred_time: '12am-3am' }],
    ])('refuses %s as outside business hours', async (_label, overrides) => {
      const response = await book(payload(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().error).toContain('business hours');
      expect(response.json().fields.preferred_time).toBe(
        'The selected time is outside our business hours.',
      );
    });

    it('accepts Saturday 6pm-9pm', async () => {
      const response = await book(payload({ preferred_date: SATURDAY, email: 'sat@example.com' }));
      expect(response.statusCode).toBe(201);
    });

    it('refuses a date before today with a "valid" error', async () => {
      const yesterday = addDays(todayInBusinessZone(new Date()), -1);
      const response = await book(payload({ preferred_date: yesterday }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/valid/);
      expect(response.json().fields.preferred_date).toBe(
        'Please select a date that is today or in the future',
      );
    });

    it('answers missing fields with the spec messages and "required"', async () => {
      const response = await book({});
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Name is required');
      expect(response.json().fields).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        services: 'Please select at least one service',
        preferred_date: 'Please select a date',
        preferred_time: 'Please select a time',
      });
    });

    it.each([
      [{ email: 'not an email' }, 'email', 'Email is not valid'],
      [{ phone: '12345' }, 'phone', 'Phone number must be 10-15 digits'],
      [
        { phone: '+1 555 123 4567' },
        'phone',
        'This is not a valid phone number. Enter a Pakistan number such as 0300 1234567, or include the country code, such as +44 20 7946 0958.',
      ],
      [{ services: ['Plumbing'] }, 'services', 'Please select valid services from the list'],
      [{ preferred_time: '3am-6am' }, 'preferred_time', 'Please select a valid time slot'],
      [{ preferred_date: 'next monday' }, 'preferred_date', 'Please select a valid date'],
    ])('refuses %j with a "valid" error', async (overrides, field, message) => {
      const response = await book(payload(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/valid/);
      expect(response.json().fields[field]).toBe(message);
    });

    it('stores a phone by the one phone rule, in international format, for bookings and contacts alike', async () => {
      const booked = await book(
        payload({
          email: 'local.number@example.com',
          phone: '0300-1234567',
          preferred_date: TUESDAY,
        }),
      );
      expect(booked.statusCode).toBe(201);
      expect(booked.json().appointment.phone).toBe('+92 300 1234567');
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact-info',
        payload: {
          name: 'Sara',
          email: 'sara.contact@example.com',
          phone: '12',
          source: 'chat_contact',
        },
        remoteAddress: freshAddress(),
      });
      expect(contact.statusCode).toBe(400);
      expect(contact.json().fields).toEqual({ phone: 'Phone number must be 10-15 digits' });
    });

    it('answers malformed JSON and a filled honeypot with 400', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
        remoteAddress: freshAddress(),
      });
      expect(malformed.statusCode).toBe(400);
      const honeypot = await book(payload({ website: 'http://spam.example' }));
      expect(honeypot.statusCode).toBe(400);
    });

    it('limits bookings per client address with 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await book({}, '10.200.0.1');
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    // A valid booking counts inside its own statement (ADR 043): refused there past the
    // limit, it stores nothing and queues no mail.
    it('counts valid and invalid attempts alike; past the limit a valid booking is refused whole', async () => {
      const address = '10.200.0.2';
      for (let i = 0; i < 9; i++) expect((await book({}, address)).statusCode).toBe(400);
      const tenth = await book(payload({ email: 'tenth@example.com' }), address);
      expect(tenth.statusCode).toBe(201);
      const eleventh = await book(payload({ email: 'eleventh@example.com' }), address);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({
        success: false,
        error: 'Too many requests. Please wait a few minutes and try again.',
      });
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      const stored = await t.database.db
        .select({ email: appointments.email })
        .from(appointments)
        .where(sql`${appointments.email} in ('tenth@example.com', 'eleventh@example.com')`);
      expect(stored).toEqual([{ email: 'tenth@example.com' }]);
      const mails = await t.database.db.select({ to: mailOutbox.to }).from(mailOutbox);
      expect(mails.some((mail) => mail.to === 'tenth@example.com')).toBe(true);
      expect(mails.some((mail) => mail.to === 'eleventh@example.com')).toBe(false);
    });
  });

  describe('a slot past its start', () => {
    it('is refused by the service clock', async () => {
      // The same service the route uses, at 19:00 Pakistan time on the Monday.
      const booking = createBookingService({
        config: t.config,
        database: t.database,
        availability: t.app.deps.services.availability,
        now: () => new Date(`${MONDAY}T19:00:00+05:00`),
      });
      const limit = { key: 'appointment-ip:clock-test', max: 10, windowMs: 60_000 };
      await expect(
        booking.book(payload({ email: 'late@example.com' }), limit),
      ).rejects.toMatchObject({
        code: 'invalid',
        fields: { preferred_time: 'Please select a time slot that has not already passed' },
      });
      const ok = await booking.book(
        payload({ email: 'late@example.com', preferred_time: '9pm-12am' }),
        limit,
      );
      expect(ok.created).toBe(true);
    });
  });

  describe('slot capacity', () => {
    it('acknowledges exactly as many of 50 concurrent bookings as it stores, never above capacity', async () => {
      const capped = await createTestApp({ BOOKING_SLOT_CAPACITY: '5' });
      try {
        const responses = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            book(
              payload({ email: `rush${i}@example.com`, preferred_date: TUESDAY }),
              freshAddress(),
              capped.app,
            ),
          ),
        );
        const acknowledged = responses.filter((r) => r.statusCode === 201);
        const refused = responses.filter((r) => r.statusCode === 409);
        expect(acknowledged).toHaveLength(5);
        expect(refused).toHaveLength(45);
        expect(refused[0]!.json().error).toBe(SLOT_FULL_MESSAGE);

        const stored = await capped.database.db
          .select()
          .from(appointments)
          .where(eq(appointments.preferredDate, TUESDAY));
        expect(stored).toHaveLength(acknowledged.length);
        const [slot] = await capped.database.db
          .select()
          .from(bookingSlots)
          .where(eq(bookingSlots.slotStart, slotStart(TUESDAY, '6pm-9pm')));
        expect(slot!.booked).toBe(5);
      } finally {
        await capped.app.close();
        // The capped app shares this worker's database; start the next tests clean.
        await resetDatabase(t.database);
        token = (await signInAdmin(t)).token;
      }
    });
  });

  describe('GET /api/appointments/availability', () => {
    const states = (date: string) =>
      t.app.inject({ method: 'GET', url: `/api/appointments/availability?date=${date}` });

    it('marks a slot full once it holds its capacity, as the booking finds it', async () => {
      const date = addDays(MONDAY, 7);
      const before = await states(date);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        success: true,
        date,
        last_date: addDays(todayInBusinessZone(new Date()), t.config.BOOKING_HORIZON_DAYS),
        slots: [
          { code: '6pm-9pm', state: 'open' },
          { code: '9pm-12am', state: 'open' },
          { code: '12am-3am', state: 'open' },
        ],
      });
      for (let i = 0; i < t.config.BOOKING_SLOT_CAPACITY; i++) {
        const booked = await book(
          payload({
            email: `filler${i}@example.com`,
            preferred_date: date,
            preferred_time: '9pm-12am',
          }),
        );
        expect(booked.statusCode).toBe(201);
      }
      expect((await states(date)).json().slots).toEqual([
        { code: '6pm-9pm', state: 'open' },
        { code: '9pm-12am', state: 'full' },
        { code: '12am-3am', state: 'open' },
      ]);
      const refused = await book(
        payload({ email: 'late@example.com', preferred_date: date, preferred_time: '9pm-12am' }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(SLOT_FULL_MESSAGE);
      // The refused booking queued no receipt (its mails join the booking's statement).
      expect(await outboxMails(t, eq(mailOutbox.to, 'late@example.com'))).toHaveLength(0);
    });

    it('offers Saturday one slot and Sunday none', async () => {
      expect((await states(SATURDAY)).json().slots).toEqual([{ code: '6pm-9pm', state: 'open' }]);
      expect((await states(SUNDAY)).json().slots).toEqual([]);
    });

    it('refuses a date that is not one, is past, or lies beyond the horizon, on `date`', async () => {
      const today = todayInBusinessZone(new Date());
      const last = addDays(today, t.config.BOOKING_HORIZON_DAYS);
      const beyond = await states(addDays(last, 1));
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().fields).toEqual({
        date: `Please choose a date on or before ${last}: bookings open ${t.config.BOOKING_HORIZON_DAYS} days ahead.`,
      });
      // The booking of that date is refused with the same sentence on its date field.
      const booked = await book(payload({ preferred_date: addDays(last, 1) }));
      expect(booked.json().fields.preferred_date).toBe(beyond.json().fields.date);

      const past = await states(addDays(today, -1));
      expect(past.statusCode).toBe(400);
      expect(past.json().fields).toEqual({
        date: 'Please select a date that is today or in the future',
      });
      const malformed = await states('2025-02-30');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toEqual({ date: 'Please select a valid date' });
    });
  });

  describe('refused attempts become leads', () => {
    const leadsOf = (email: string) =>
      t.database.db.select().from(leads).where(eq(leads.email, email));
    const noticesOf = (email: string) =>
      outboxMails(t, eq(mailOutbox.kind, 'lead-notification')).then((mails) =>
        mails.filter((m) => m.headers?.['Reply-To'] === email),
      );

    it('stores a full slot as an incomplete request before answering 409 with the next three open slots', async () => {
      const date = addDays(MONDAY, 21);
      const capped = await createTestApp({
        BOOKING_SLOT_CAPACITY: '1',
        TEAM_EMAIL: 'team@example.com',
      });
      try {
        const first = await book(
          payload({ email: 'first@example.com', preferred_date: date, preferred_time: '9pm-12am' }),
          freshAddress(),
          capped.app,
        );
        expect(first.statusCode).toBe(201);
        const refused = await book(
          payload({
            email: 'late.comer@example.com',
            phone: '0300 1234567',
            preferred_date: date,
            preferred_time: '9pm-12am',
          }),
          freshAddress(),
          capped.app,
        );
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ success: false, error: SLOT_FULL_MESSAGE });
        // The slots after the refused one: that night, then the next day's first two.
        expect(refused.json().next_slots).toEqual([
          { date, code: '12am-3am' },
          { date: addDays(date, 1), code: '6pm-9pm' },
          { date: addDays(date, 1), code: '9pm-12am' },
        ]);
        const [lead] = await capped.database.db
          .select()
          .from(leads)
          .where(eq(leads.kind, 'booking_refused'));
        expect(lead).toMatchObject({
          name: 'Sara Khan',
          email: 'late.comer@example.com',
          phone: '+92 300 1234567',
          service: 'AI & Chatbots, Web Design & Development',
        });
        expect(lead!.message).toBe(
          `tried ${slotShortText(date, '9pm-12am')}: full\nNotes: Interested in a booking bot`,
        );
        expect(lead!.message).toMatch(
          /^tried (Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}, 9 PM-12 AM: full/,
        );
      } finally {
        await capped.app.close();
        await resetDatabase(t.database);
        token = (await signInAdmin(t)).token;
      }
    });

    it('stores a closed day and a slot outside the hours, one notice per visitor and day', async () => {
      const email = 'closed-day@example.com';
      const sunday = await book(payload({ email, preferred_date: SUNDAY }));
      expect(sunday.statusCode).toBe(400);
      expect(sunday.json().next_slots).toHaveLength(3);
      expect(sunday.json().next_slots[0].date > SUNDAY).toBe(true);
      const saturday = await book(
        payload({ email, preferred_date: SATURDAY, preferred_time: '12am-3am' }),
      );
      expect(saturday.statusCode).toBe(400);
      const rows = await leadsOf(email);
      expect(rows.map((r) => r.message!.split('\n')[0]).sort()).toEqual(
        [
          `tried ${slotShortText(SATURDAY, '12am-3am')}: outside our hours`,
          `tried ${slotShortText(SUNDAY, '6pm-9pm')}: closed that day`,
        ].sort(),
      );
      expect(rows.every((r) => r.kind === 'booking_refused')).toBe(true);
      expect(await noticesOf(email)).toHaveLength(1);
    });

    it('leaves nothing for malformed fields, and answers them without next slots', async () => {
      const email = 'malformed@example.com';
      const response = await book(payload({ email, preferred_date: SUNDAY, services: [] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().next_slots).toBeUndefined();
      expect(await leadsOf(email)).toHaveLength(0);
      expect(await noticesOf(email)).toHaveLength(0);
    });
  });

  describe('concurrent identical submissions', () => {
    it('store one appointment and answer every one of them as a success', async () => {
      try {
        // Someone else books the slot first, so its counter row already exists.
        await book(payload({ email: 'first@example.com', preferred_date: TUESDAY }));
        const same = payload({ email: 'twice@example.com', preferred_date: TUESDAY });
        const responses = await Promise.all(Array.from({ length: 10 }, () => book(same)));
        expect(responses.every((r) => r.json().success === true)).toBe(true);
        expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
        // Only the one that created it carries an id; the repeats answer what they sent.
        expect(responses.filter((r) => r.json().appointment._id !== undefined)).toHaveLength(1);
        expect(responses.every((r) => r.json().appointment.email === 'twice@example.com')).toBe(
          true,
        );
        const rows = await t.database.db
          .select()
          .from(appointments)
          .where(eq(appointments.email, 'twice@example.com'));
        expect(rows).toHaveLength(1);
      } finally {
        await resetDatabase(t.database);
        token = (await signInAdmin(t)).token;
      }
    });
  });

  describe('admin list, details and status', () => {
    let ids: string[] = [];
    beforeAll(async () => {
      ids = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        const response = await book(payload({ email, preferred_time: '12am-3am' }));
        ids.push(response.json().appointment._id);
      }
    });

    it('needs the bearer token', async () => {
      for (const request of [
        { method: 'GET' as const, url: '/api/appointments' },
        { method: 'GET' as const, url: `/api/appointments/${ids[0]}` },
        {
          method: 'PUT' as const,
          url: `/api/appointments/${ids[0]}`,
          payload: { status: 'Confirmed' },
        },
      ]) {
        const anonymous = await t.app.inject(request);
        expect(anonymous.statusCode).toBe(401);
        const forged = await t.app.inject({ ...request, headers: bearer('not-a-token') });
        expect(forged.statusCode).toBe(401);
      }
    });

    it('lists newest first with spec field names, pagination and counts', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/appointments',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.appointments.map((a: { email: string }) => a.email)).toEqual([
        'c@example.com',
        'b@example.com',
        'a@example.com',
      ]);
      expect(Object.keys(body.appointments[0]).sort()).toEqual(
        [
          '_id',
          'name',
          'email',
          'phone',
          'services',
          'preferred_date',
          'preferred_time',
          'status',
          'notes',
          'created_at',
          'source',
          'user_timezone',
          'slot_start',
          'updated_at',
        ].sort(),
      );
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        total: 3,
        hasNextPage: false,
        hasPreviousPage: false,
        limit: 20,
      });
      expect(body.counts).toEqual({
        total: 3,
        Pending: 3,
        Confirmed: 0,
        Completed: 0,
        Cancelled: 0,
      });
    });

    it('pages and filters by status', async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/appointments?page=2&limit=2',
        headers: bearer(token),
      });
      expect(page.json().appointments).toHaveLength(1);
      expect(page.json().pagination).toMatchObject({ currentPage: 2, totalPages: 2 });
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/appointments?page=0&status=Lost',
        headers: bearer(token),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('changes the status and frees the slot place when cancelled', async () => {
      const start = slotStart(MONDAY, '12am-3am');
      const bookedCount = () => t.app.deps.services.booking.slotBookedCount(start);
      expect(await bookedCount()).toBe(3);

      const confirm = await t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${ids[0]}`,
        headers: bearer(token),
        payload: { status: 'Confirmed' },
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toMatchObject({ success: true, appointment: { status: 'Confirmed' } });
      expect(await bookedCount()).toBe(3);

      const cancel = await t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${ids[1]}`,
        headers: bearer(token),
        payload: { status: 'Cancelled' },
      });
      expect(cancel.json().appointment.status).toBe('Cancelled');
      expect(await bookedCount()).toBe(2);

      const filtered = await t.app.inject({
        method: 'GET',
        url: '/api/appointments?status=Cancelled',
        headers: bearer(token),
      });
      expect(filtered.json().appointments.map((a: { _id: string }) => a._id)).toEqual([ids[1]]);
      expect(filtered.json().counts).toMatchObject({
        total: 3,
        Pending: 1,
        Confirmed: 1,
        Cancelled: 1,
      });
    });

    it('refuses other statuses, unknown ids and malformed ids', async () => {
      const put = (id: string, status: unknown) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/appointments/${id}`,
          headers: bearer(token),
          payload: { status },
        });
      const wrong = await put(ids[0]!, 'Done');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(
        'Status must be one of Pending, Confirmed, Completed, Cancelled',
      );
      expect((await put(ids[0]!, 'pending')).statusCode).toBe(400);
      expect((await put('00000000-0000-4000-8000-000000000000', 'Confirmed')).statusCode).toBe(404);
      expect((await put('12', 'Confirmed')).statusCode).toBe(400);
    });

    it('shows one appointment in detail', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/appointments/${ids[2]}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().appointment).toMatchObject({ _id: ids[2], email: 'c@example.com' });
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/appointments/00000000-0000-4000-8000-000000000000',
        headers: bearer(token),
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  // One rule set for a booking and for a visitor's move (slotRequestOutcome, ADR 062): a
  // move makes the appointment pending again, so it meets the address's pending limit and
  // the repeat rule as a booking of that slot would.
  describe('the booking rules, for a booking and a move alike', () => {
    const WEDNESDAY = nextWeekday(3);
    const THURSDAY = nextWeekday(4);

    beforeEach(async () => {
      await resetDatabase(t.database);
      token = (await signInAdmin(t)).token;
    });

    const bookOk = async (email: string, preferred_date: string, preferred_time: string) => {
      const response = await book(payload({ email, preferred_date, preferred_time }));
      expect(response.statusCode).toBe(201);
      return response.json().appointment._id as string;
    };
    const move = (id: string, preferred_date: string, preferred_time: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointments/manage/${manageTokenFor(TEST_JWT_SECRET, id)}/reschedule`,
        payload: { preferred_date, preferred_time },
        remoteAddress: freshAddress(),
      });
    const setStatus = async (id: string, status: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${id}`,
        headers: bearer(token),
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
    };
    const stored = async (id: string) => {
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      return row!;
    };
    const placesIn = (date: string, time: SlotCode) =>
      t.app.deps.services.booking.slotBookedCount(slotStart(date, time));
    const pendingOf = async (email: string) =>
      (
        await t.database.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(
            sql`lower(${appointments.email}) = ${email} and ${appointments.status} = 'Pending'`,
          )
      ).length;

    it('refuses a move at the pending limit of its address, and counts the moved one once', async () => {
      const email = 'holder@example.com';
      const confirmed = await bookOk(email, MONDAY, '6pm-9pm');
      await setStatus(confirmed, 'Confirmed');
      const pending = [
        await bookOk(email, MONDAY, '9pm-12am'),
        await bookOk(email, TUESDAY, '6pm-9pm'),
        await bookOk(email, TUESDAY, '9pm-12am'),
      ];
      expect(pending).toHaveLength(MAX_PENDING_PER_EMAIL);

      // Moving the confirmed one would make a fourth pending request.
      const refused = await move(confirmed, WEDNESDAY, '6pm-9pm');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, error: TOO_MANY_PENDING_MESSAGE });
      expect(await stored(confirmed)).toMatchObject({
        status: 'Confirmed',
        preferredDate: MONDAY,
        preferredTime: '6pm-9pm',
      });
      expect(await placesIn(WEDNESDAY, '6pm-9pm')).toBe(0);
      expect(await placesIn(MONDAY, '6pm-9pm')).toBe(1);
      expect(await pendingOf(email)).toBe(MAX_PENDING_PER_EMAIL);

      // A pending one moves: it is not counted against itself.
      const moved = await move(pending[0]!, WEDNESDAY, '9pm-12am');
      expect(moved.statusCode).toBe(200);
      expect(await stored(pending[0]!)).toMatchObject({ preferredDate: WEDNESDAY });

      // Once a pending one is cancelled, the confirmed one may move, pending again.
      await setStatus(pending[1]!, 'Cancelled');
      const allowed = await move(confirmed, WEDNESDAY, '6pm-9pm');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().appointment).toMatchObject({ status: 'Pending' });
      expect(await pendingOf(email)).toBe(MAX_PENDING_PER_EMAIL);
      expect(await placesIn(WEDNESDAY, '6pm-9pm')).toBe(1);
      expect(await placesIn(MONDAY, '6pm-9pm')).toBe(0);
    });

    it('refuses a move onto a slot where its address already holds a pending request', async () => {
      const email = 'twice@example.com';
      const monday = await bookOk(email, MONDAY, '6pm-9pm');
      const tuesday = await bookOk(email, TUESDAY, '6pm-9pm');
      // In another case, as rows stored before addresses were canonical may be.
      await t.database.db
        .update(appointments)
        .set({ email: 'Twice@Example.com' })
        .where(eq(appointments.id, monday));

      const refused = await move(tuesday, MONDAY, '6pm-9pm');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        error: ALREADY_REQUESTED_SLOT_MESSAGE,
      });
      expect(await stored(tuesday)).toMatchObject({ preferredDate: TUESDAY, status: 'Pending' });
      expect(await placesIn(MONDAY, '6pm-9pm')).toBe(1);
      expect(await placesIn(TUESDAY, '6pm-9pm')).toBe(1);
      // No mail tells of a move that did not happen.
      const moveMails = await outboxMails(
        t,
        sql`${mailOutbox.kind} like 'appointment-rescheduled%'`,
      );
      expect(moveMails).toHaveLength(0);

      // Another address's pending request there is no obstacle.
      const other = await bookOk('other@example.com', WEDNESDAY, '6pm-9pm');
      expect((await move(tuesday, WEDNESDAY, '6pm-9pm')).statusCode).toBe(200);
      expect(await stored(other)).toMatchObject({ preferredDate: WEDNESDAY });
    });

    it('refuses a booking and a move onto a full slot, leaving the count at capacity', async () => {
      const capacity = t.config.BOOKING_SLOT_CAPACITY;
      for (let i = 0; i < capacity; i++)
        await bookOk(`filler${i}@example.com`, THURSDAY, '6pm-9pm');
      const full = await book(payload({ email: 'late@example.com', preferred_date: THURSDAY }));
      expect(full.statusCode).toBe(409);
      expect(full.json().error).toBe(SLOT_FULL_MESSAGE);

      const mine = await bookOk('mover@example.com', WEDNESDAY, '6pm-9pm');
      const refused = await move(mine, THURSDAY, '6pm-9pm');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(SLOT_FULL_MESSAGE);
      expect(await placesIn(THURSDAY, '6pm-9pm')).toBe(capacity);
      expect(await placesIn(WEDNESDAY, '6pm-9pm')).toBe(1);
    });

    it('holds the pending limit under concurrent bookings of one address on different slots', async () => {
      const slots = [MONDAY, TUESDAY, WEDNESDAY, THURSDAY].flatMap((date) =>
        (['6pm-9pm', '9pm-12am'] as const).map((time) => [date, time] as const),
      );
      const responses = await Promise.all(
        slots.map(([date, time], i) =>
          book(
            payload({
              // One address however it is cased.
              email: i % 2 ? 'rush@example.com' : 'Rush@Example.com',
              preferred_date: date,
              preferred_time: time,
            }),
          ),
        ),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(MAX_PENDING_PER_EMAIL);
      expect(codes.filter((c) => c === 409)).toHaveLength(slots.length - MAX_PENDING_PER_EMAIL);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().error).toBe(TOO_MANY_PENDING_MESSAGE);
      }
      expect(await pendingOf('rush@example.com')).toBe(MAX_PENDING_PER_EMAIL);
    });

    it('holds it under concurrent moves of confirmed appointments of one address', async () => {
      const email = 'movers@example.com';
      const confirmed = [
        await bookOk(email, MONDAY, '6pm-9pm'),
        await bookOk(email, MONDAY, '9pm-12am'),
      ];
      for (const id of confirmed) await setStatus(id, 'Confirmed');
      await bookOk(email, TUESDAY, '6pm-9pm');
      await bookOk(email, TUESDAY, '9pm-12am');

      const responses = await Promise.all([
        move(confirmed[0]!, WEDNESDAY, '6pm-9pm'),
        move(confirmed[1]!, THURSDAY, '6pm-9pm'),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await pendingOf(email)).toBe(MAX_PENDING_PER_EMAIL);
      const places = (await placesIn(WEDNESDAY, '6pm-9pm')) + (await placesIn(THURSDAY, '6pm-9pm'));
      expect(places).toBe(1);
    });

    it("moves two appointments into each other's slots at once, both answered", async () => {
      const first = await bookOk('first@example.com', MONDAY, '6pm-9pm');
      const second = await bookOk('second@example.com', TUESDAY, '6pm-9pm');
      // Each move locks the slot it leaves and the one it takes, in one order for both.
      const responses = await Promise.all([
        move(first, TUESDAY, '6pm-9pm'),
        move(second, MONDAY, '6pm-9pm'),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await stored(first)).toMatchObject({ preferredDate: TUESDAY });
      expect(await stored(second)).toMatchObject({ preferredDate: MONDAY });
      expect(await placesIn(MONDAY, '6pm-9pm')).toBe(1);
      expect(await placesIn(TUESDAY, '6pm-9pm')).toBe(1);
    });

    it('writes the two mails and the chat link once per booking, and nothing on a refusal', async () => {
      const email = 'linked@example.com';
      const chat = await t.app.inject({
        method: 'POST',
        url: '/api/flask/chat',
        payload: { message: 'What services do you offer?' },
      });
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact-info',
        payload: {
          name: 'Sara Khan',
          email,
          source: 'chat_contact',
          conversationId: chat.json().conversation_id as string,
        },
      });
      expect(contact.statusCode).toBeLessThan(300);
      const linkedTo = async () => {
        const { rows } = await t.database.execute(
          `select appointment_id from chat_conversations where lower(email) = $1`,
          [email],
        );
        return rows.map((row) => row.appointment_id);
      };
      const bookingMails = async () =>
        (await outboxMails(t, sql`${mailOutbox.dedupeKey} like 'appointment:%'`))
          .filter((mail) => mail.to === email || mail.headers?.['Reply-To'] === email)
          .map((mail) => mail.kind)
          .sort();

      // Refusals: a full slot, the pending limit, and a repeat of a pending request.
      for (let i = 0; i < t.config.BOOKING_SLOT_CAPACITY; i++) {
        await bookOk(`filler${i}@example.com`, THURSDAY, '9pm-12am');
      }
      const full = await book(
        payload({ email, preferred_date: THURSDAY, preferred_time: '9pm-12am' }),
      );
      expect(full.statusCode).toBe(409);
      expect(await bookingMails()).toEqual([]);
      expect(await linkedTo()).toEqual([null]);

      // Concurrent identical submissions: one booking, one pair of mails, one link.
      const same = payload({ email, preferred_date: MONDAY, preferred_time: '6pm-9pm' });
      const responses = await Promise.all(Array.from({ length: 5 }, () => book(same)));
      const created = responses.filter((r) => r.statusCode === 201);
      expect(created).toHaveLength(1);
      const id = created[0]!.json().appointment._id as string;
      expect(await bookingMails()).toEqual(['appointment-receipt', 'appointment-team-notice']);
      expect(await linkedTo()).toEqual([id]);

      await bookOk(email, MONDAY, '9pm-12am');
      await bookOk(email, TUESDAY, '6pm-9pm');
      const tooMany = await book(payload({ email, preferred_date: WEDNESDAY }));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().error).toBe(TOO_MANY_PENDING_MESSAGE);
      // Two pairs more for the two bookings made, none for the refusals; the link stays.
      expect(await bookingMails()).toHaveLength(6);
      expect(await linkedTo()).toEqual([id]);
    });
  });
});
