import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayInBusinessZone, zonedInstant } from '../../common/booking.ts';
import { SLOT_FULL_MESSAGE } from '../../common/schemas/appointment.ts';
import {
  defaultAvailability,
  specWeekly,
  type AvailabilitySettings,
} from '../../common/schemas/availability.ts';
import { addressPool, createSignedInApp, poster } from '../setup/api.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { appointmentSubmission, comingWeek, uniqueEmail } from '../setup/fixtures.ts';
import type { TestApp } from '../setup/test-app.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';

// One week's dates: a closure from TUESDAY to MONDAY runs backwards on every day.
const { monday: MONDAY, tuesday: TUESDAY, sunday: SUNDAY } = comingWeek();
const freshAddress = addressPool(31);

const payload = (overrides: Record<string, unknown> = {}) =>
  appointmentSubmission({ email: uniqueEmail('sara'), preferred_date: MONDAY, ...overrides });

describe(`team availability API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;

  const book = (body: unknown) => poster(() => t, freshAddress)('/api/appointments', body);
  /** The chat's answer to the hours question. */
  const askHours = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/flask/chat',
        payload: { message: 'What are your hours?' },
        remoteAddress: freshAddress(),
      })
    ).json().response as string;
  const slots = (date: string) =>
    t.app.inject({ method: 'GET', url: `/api/appointments/availability?date=${date}` });
  const save = (settings: unknown, auth = bearer(token)) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/availability',
      headers: auth,
      payload: settings as object,
    });
  const view = () =>
    t.app.inject({ method: 'GET', url: '/api/admin/availability', headers: bearer(token) });
  const settings = (change: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
    ...defaultAvailability(3),
    ...change,
  });

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp());
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(async () => {
    // Every test starts from nothing saved: the spec's hours, capacity 3.
    await resetDatabase(t.database);
    token = (await signInAdmin(t)).token;
    await save(defaultAvailability(3));
  });

  it('answers 401 to a visitor, on reading and on saving', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/availability' });
    expect(read.statusCode).toBe(401);
    const write = await save(settings({ capacity: 1 }), {} as { authorization: string });
    expect(write.statusCode).toBe(401);
    const forged = await save(settings({ capacity: 1 }), bearer('not-a-token'));
    expect(forged.statusCode).toBe(401);
    // Nothing changed: three bookings of one slot still fit.
    for (let i = 0; i < 3; i++) expect((await book(payload())).statusCode).toBe(201);
  });

  it("shows the spec's hours, Pakistan's holidays and no affected booking when nothing is set", async () => {
    await resetDatabase(t.database);
    token = (await signInAdmin(t)).token;
    const response = await view();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.configured).toBe(false);
    expect(body.settings).toEqual({ weekly: specWeekly(), capacity: 3, closures: [] });
    expect(body.settings.weekly[1]).toEqual({ open: 18, close: 27 });
    expect(body.settings.weekly[6]).toEqual({ open: 18, close: 22 });
    expect(body.settings.weekly[0]).toBeNull();
    expect(body.affected).toEqual([]);
    const names = body.suggestions.map((s: { reason: string }) => s.reason);
    expect(names).toContain('Independence Day');
    expect(names).toContain('Quaid-e-Azam Day');
    const today = todayInBusinessZone(new Date());
    for (const s of body.suggestions) expect(s.to >= today).toBe(true);
  });

  it('refuses bad settings with 400 and a message per field, and keeps the old ones', async () => {
    const weekly = specWeekly();
    weekly[2] = { open: 22, close: 20 };
    const response = await save({
      weekly,
      capacity: 0,
      closures: [{ from: 'soon', to: MONDAY, reason: '' }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.fields).toMatchObject({
      'weekly.2.close': 'Closing must be after opening',
      capacity: 'Capacity must be a whole number from 1 to 50',
      'closures.0.from': 'Please select a valid date',
      'closures.0.reason': 'Please give a reason',
    });
    const backwards = await save(
      settings({ closures: [{ from: TUESDAY, to: MONDAY, reason: 'Retreat' }] }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields['closures.0.to']).toBe(
      'The last day must be on or after the first day',
    );
    expect((await save({ weekly: [], capacity: 3, closures: [] })).json().fields.weekly).toBe(
      'Give the hours of all seven days',
    );
    expect((await view()).json().settings.capacity).toBe(3);
  });

  it('closes a date: the slots say so and a booking of it gets 400 with a clear message', async () => {
    const response = await save(
      settings({ closures: [{ from: MONDAY, to: MONDAY, reason: 'Team retreat' }] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().affected).toEqual([]);

    expect((await slots(MONDAY)).json().slots).toEqual([]);
    const schedule = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).toEqual({
      success: true,
      weekly: specWeekly(),
      closures: [{ from: MONDAY, to: MONDAY, reason: 'Team retreat' }],
    });

    const refused = await book(payload());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      error:
        'We are closed on this date (Team retreat), outside our business hours. Please select another day for your appointment.',
      fields: { preferred_date: expect.stringContaining('closed on this date') },
    });
    // The day after is open as before.
    expect((await book(payload({ preferred_date: TUESDAY }))).statusCode).toBe(201);
  });

  it('follows the weekly hours: Sunday opened, Tuesday closed, Monday from 9 PM', async () => {
    const weekly = specWeekly();
    weekly[0] = { open: 18, close: 21 };
    weekly[2] = null;
    weekly[1] = { open: 21, close: 27 };
    expect((await save(settings({ weekly }))).statusCode).toBe(200);

    const sunday = (await slots(SUNDAY)).json();
    expect(sunday.slots.map((s: { code: string }) => s.code)).toEqual(['6pm-9pm']);
    expect((await book(payload({ preferred_date: SUNDAY }))).statusCode).toBe(201);

    expect((await slots(TUESDAY)).json().slots).toEqual([]);
    const closedDay = await book(payload({ preferred_date: TUESDAY }));
    expect(closedDay.statusCode).toBe(400);
    // The refusal names the closed weekday, and still reads as 'business hours' (spec §8).
    expect(closedDay.json().error).toBe(
      'We are closed on Tuesdays, outside our business hours. Please select another day for your appointment.',
    );
    expect(closedDay.json().fields).toEqual({ preferred_date: closedDay.json().error });

    const monday = (await slots(MONDAY)).json();
    expect(monday.slots.map((s: { code: string }) => s.code)).toEqual(['9pm-12am', '12am-3am']);
    const schedule = (await t.app.inject({ method: 'GET', url: '/api/availability' })).json();
    expect(schedule.weekly[1]).toEqual({ open: 21, close: 27 });
    expect(schedule.weekly[2]).toBeNull();
    const early = await book(payload({ preferred_time: '6pm-9pm' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.preferred_time).toBe(
      'The selected time is outside our business hours.',
    );
  });

  it("answers the chat's hours question with the saved hours", async () => {
    expect(await askHours()).toContain('Monday - Friday 6:00 PM to 3:00 AM');
    const weekly = specWeekly();
    weekly[0] = { open: 12, close: 16 };
    weekly[5] = null;
    await save(settings({ weekly }));
    const answer = await askHours();
    expect(answer).toContain('Monday - Thursday 6:00 PM to 3:00 AM');
    expect(answer).toContain('closed on Friday');
    expect(answer).toContain('Sunday 12:00 PM to 4:00 PM');
    await save(defaultAvailability(3));
    expect(await askHours()).toContain('Monday - Friday 6:00 PM to 3:00 AM');
  });

  it("names the coming closures in the chat's hours answer, and none once they are removed", async () => {
    const day = (date: string) => formatDate(zonedInstant(date, 12), 'Asia/Karachi');
    const later = addDays(TUESDAY, 14);
    const saved = await save(
      settings({
        closures: [
          { from: later, to: addDays(later, 2), reason: 'Eid holidays' },
          { from: TUESDAY, to: TUESDAY, reason: 'Team retreat' },
        ],
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await askHours()).toContain(
      `We are also closed on ${day(TUESDAY)} (Team retreat) and from ${day(later)} to ${day(addDays(later, 2))} (Eid holidays).`,
    );
    await save(defaultAvailability(3));
    expect(await askHours()).not.toContain('We are also closed');
  });

  it('refuses at a lowered capacity, and the slot state says full', async () => {
    expect((await save(settings({ capacity: 1 }))).statusCode).toBe(200);
    expect((await book(payload())).statusCode).toBe(201);
    const second = await book(payload());
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(SLOT_FULL_MESSAGE);
    const states = (await slots(MONDAY)).json();
    expect(states.slots).toEqual([
      { code: '6pm-9pm', state: 'full' },
      { code: '9pm-12am', state: 'open' },
      { code: '12am-3am', state: 'open' },
    ]);
    // Raised again, the slot takes more.
    expect((await save(settings({ capacity: 2 }))).statusCode).toBe(200);
    expect((await book(payload())).statusCode).toBe(201);
  });

  it('lists, and keeps, the bookings a change no longer allows', async () => {
    const a = (await book(payload({ name: 'Ali' }))).json().appointment;
    const b = (await book(payload({ name: 'Bina' }))).json().appointment;
    const c = (await book(payload({ name: 'Chand', preferred_date: TUESDAY }))).json().appointment;
    const d = (await book(payload({ name: 'Dawood', preferred_time: '12am-3am' }))).json()
      .appointment;
    const cancelled = (await book(payload({ name: 'Erum', preferred_date: TUESDAY }))).json()
      .appointment;
    await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${cancelled._id}`,
      headers: bearer(token),
      payload: { status: 'Cancelled' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${b._id}`,
      headers: bearer(token),
      payload: { status: 'Confirmed' },
    });

    const weekly = specWeekly();
    weekly[1] = { open: 18, close: 24 }; // Monday's 12am-3am no longer offered
    const response = await save({
      weekly,
      capacity: 1, // Monday 6pm-9pm holds two
      closures: [{ from: TUESDAY, to: addDays(TUESDAY, 1), reason: 'Eid' }],
    });
    expect(response.statusCode).toBe(200);
    const affected = response.json().affected as { _id: string; reason: string; status: string }[];
    const byId = new Map(affected.map((x) => [x._id, x]));
    expect(byId.get(a._id)).toMatchObject({ reason: 'over-capacity', status: 'Pending' });
    expect(byId.get(b._id)).toMatchObject({ reason: 'over-capacity', status: 'Confirmed' });
    expect(byId.get(c._id)).toMatchObject({
      reason: 'closed',
      name: 'Chand',
      preferred_date: TUESDAY,
    });
    expect(byId.get(d._id)).toMatchObject({ reason: 'outside-hours', preferred_time: '12am-3am' });
    expect(byId.has(cancelled._id)).toBe(false);
    expect(affected).toHaveLength(4);

    // Nothing was cancelled, and the admin's page still lists them.
    for (const id of [a._id, b._id, c._id, d._id]) {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/appointments/${id}`,
        headers: bearer(token),
      });
      expect(one.json().appointment.status).not.toBe('Cancelled');
    }
    expect((await view()).json().affected).toHaveLength(4);
  });

  it('reschedules by the same rules: a closed date is refused', async () => {
    const booked = await book(payload());
    expect(booked.statusCode).toBe(201);
    await save(settings({ closures: [{ from: TUESDAY, to: TUESDAY, reason: 'Holiday' }] }));
    // The visitor's link is in the receipt; the rule is the service's, tested through it.
    const refused = await t.app.deps.services.booking
      .rescheduleByVisitor('x'.repeat(43), { preferred_date: TUESDAY, preferred_time: '6pm-9pm' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'invalid',
      fields: { preferred_date: expect.stringContaining('closed on this date (Holiday)') },
    });
  });

  describe('GET /api/appointments/days', () => {
    const days = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/appointments/days?${query}` });
    const stateOf = (answer: { days: { date: string; state: string }[] }, date: string) =>
      answer.days.find((d) => d.date === date)?.state;

    it('marks Sunday, a closure, a full day, the past and the horizon as the booking would refuse them', async () => {
      const today = todayInBusinessZone(new Date());
      const full = addDays(MONDAY, 7);
      const closed = addDays(MONDAY, 14);
      await save(
        settings({ capacity: 1, closures: [{ from: closed, to: closed, reason: 'Eid' }] }),
      );
      for (const time of ['6pm-9pm', '9pm-12am', '12am-3am']) {
        expect(
          (await book(payload({ preferred_date: full, preferred_time: time }))).statusCode,
        ).toBe(201);
      }
      const from = addDays(today, -1);
      const answer = await days(`from=${from}&to=${addDays(from, 41)}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.today).toBe(today);
      expect(body.last_date).toBe(addDays(today, 90));
      expect(body.days).toHaveLength(42);
      expect(stateOf(body, from)).toBe('past');
      expect(stateOf(body, SUNDAY)).toBe('closed');
      expect(body.days.find((d: { date: string }) => d.date === SUNDAY).reason).toBe(
        'We are closed on Sundays. Please select another day for your appointment.',
      );
      expect(stateOf(body, closed)).toBe('closed');
      expect(body.days.find((d: { date: string }) => d.date === closed).reason).toContain(
        'closed on this date (Eid)',
      );
      expect(stateOf(body, full)).toBe('full');
      expect(stateOf(body, TUESDAY)).toBe('open');
      expect(body.days.find((d: { date: string }) => d.date === TUESDAY).slots).toEqual([
        { code: '6pm-9pm', state: 'open' },
        { code: '9pm-12am', state: 'open' },
        { code: '12am-3am', state: 'open' },
      ]);
      // The booking agrees with each state.
      expect((await book(payload({ preferred_date: SUNDAY }))).statusCode).toBe(400);
      expect((await book(payload({ preferred_date: closed }))).statusCode).toBe(400);
      expect((await book(payload({ preferred_date: full }))).statusCode).toBe(409);

      const far = await days(`from=${addDays(today, 85)}&to=${addDays(today, 95)}`);
      expect(stateOf(far.json(), addDays(today, 91))).toBe('beyond');
      expect(
        far.json().days.find((d: { date: string }) => d.date === addDays(today, 91)).reason,
      ).toBe(
        `Please choose a date on or before ${addDays(today, 90)}: bookings open 90 days ahead.`,
      );
    });

    it('refuses a range that is not dates, is reversed or is too long, with 400', async () => {
      const bad = await days('from=2026-02-30&to=2026-03-01');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.from).toBe('From must be a valid date (YYYY-MM-DD)');
      expect((await days('from=2026-03-05&to=2026-03-01')).json().fields.to).toBe(
        'The start date must not be after the end date',
      );
      const long = await days('from=2026-03-01&to=2026-05-01');
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toBe('Ask for at most 42 days at a time');
      expect((await days('')).statusCode).toBe(400);
    });

    it('is in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(
        doc.paths['/api/appointments/days'].get.parameters.map((p: { name: string }) => p.name),
      ).toEqual(['from', 'to']);
    });
  });
});
