import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone, slotStart } from '../../common/booking.ts';
import { unfoldIcs } from '../../server/mail/ics.ts';
import { addressPool, createSignedInApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { futureWeekday, uniqueEmail } from '../setup/fixtures.ts';
import type { TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * The team's secret calendar feed (pending and confirmed consultations, written by
 * server/mail/ics.ts; regenerating ends the old URL) and the admin calendar's slot fill.
 */
const DATE = futureWeekday(3);
const address = addressPool(32);

describe(`the team's calendar on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await createSignedInApp({ BOOKING_SLOT_CAPACITY: '3' }));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const admin = (method: 'GET' | 'POST', url: string, auth = true) =>
    t.app.inject({ method, url, headers: auth ? bearer(token) : {}, remoteAddress: address() });
  const feed = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: address() });
  const book = async (name: string, time = '6pm-9pm') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      remoteAddress: address(),
      payload: {
        name,
        email: uniqueEmail('feed'),
        phone: '+92 300 1234567',
        services: ['Digital Marketing'],
        preferred_date: DATE,
        preferred_time: time,
        user_timezone: 'Europe/Berlin',
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().appointment._id as string;
  };

  let pending: string;
  let confirmed: string;
  let cancelled: string;
  let feedUrl: string;

  it('makes a feed URL for administrators only, shown once; the database keeps its hash', async () => {
    expect((await admin('POST', '/api/admin/calendar-feed', false)).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/calendar-feed')).json()).toMatchObject({
      active: false,
      created_at: null,
    });
    const made = await admin('POST', '/api/admin/calendar-feed');
    expect(made.statusCode).toBe(201);
    feedUrl = made.json().url;
    expect(feedUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await admin('GET', '/api/admin/calendar-feed')).json();
    expect(status.active).toBe(true);
    expect(JSON.stringify(status)).not.toContain(feedUrl.split('/').pop()!.slice(0, 20));
    const { rows } = await t.database.execute('select secret_hash from calendar_feed_secrets');
    const secret = feedUrl
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    expect(String(rows[0]!.secret_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(rows[0]!.secret_hash)).not.toContain(secret);
  });

  it('lists pending and confirmed consultations, not cancelled ones', async () => {
    pending = await book('Pending Person');
    confirmed = await book('Confirmed Person');
    cancelled = await book('Cancelled Person');
    const exact = new Date(slotStart(DATE, '6pm-9pm').getTime() + 45 * 60_000);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${confirmed}/confirm`,
      headers: bearer(token),
      payload: { start: exact.toISOString() },
    });
    expect(confirm.statusCode).toBe(200);
    const link = confirm.json().appointment.meeting_url as string;
    await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${cancelled}`,
      headers: bearer(token),
      payload: { status: 'Cancelled' },
    });

    const response = await feed(feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = unfoldIcs(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Brightwave consultations');
    const events = response.body
      .split('BEGIN:VEVENT')
      .slice(1)
      .map((e) => unfoldIcs(e));
    const byUid = (id: string) => events.find((e) => e.some((l) => l.startsWith(`UID:${id}@`)));
    expect(byUid(cancelled)).toBeUndefined();
    const pendingEvent = byUid(pending)!;
    expect(pendingEvent).toContain('STATUS:TENTATIVE');
    expect(pendingEvent.find((l) => l.startsWith('SUMMARY'))).toContain(
      'Requested: Consultation with Pending Person',
    );
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(pendingEvent).toContain(`DTSTART:${stamp(slotStart(DATE, '6pm-9pm'))}`);
    const confirmedEvent = byUid(confirmed)!;
    expect(confirmedEvent).toContain('STATUS:CONFIRMED');
    expect(confirmedEvent).toContain(`DTSTART:${stamp(exact)}`);
    expect(confirmedEvent).toContain(`DTEND:${stamp(new Date(exact.getTime() + 20 * 60_000))}`);
    expect(confirmedEvent.join('\n')).toContain(link);
  });

  it('answers 404 to a wrong secret, and to the old URL once regenerated', async () => {
    const wrong = feedUrl.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`);
    expect((await feed(wrong)).statusCode).toBe(404);
    expect((await feed(feedUrl.replace(/\.ics$/, ''))).statusCode).toBe(404);
    const again = await admin('POST', '/api/admin/calendar-feed');
    const newUrl = again.json().url as string;
    expect(newUrl).not.toBe(feedUrl);
    expect((await feed(feedUrl)).statusCode).toBe(404);
    expect((await feed(newUrl)).statusCode).toBe(200);
  });

  it("shows each slot's fill and the bookings of a range", async () => {
    const response = await admin('GET', `/api/admin/calendar?from=${DATE}&to=${DATE}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const own = body.slots.filter((s: { date: string }) => s.date === DATE);
    expect(own.map((s: { code: string }) => s.code)).toEqual(['6pm-9pm', '9pm-12am']);
    // Three booked, one cancelled: two places taken of three.
    expect(own[0]).toMatchObject({ booked: 2, capacity: 3 });
    expect(own[1]).toMatchObject({ booked: 0, capacity: 3 });
    const ids = body.appointments.map((a: { _id: string }) => a._id);
    expect(ids).toEqual(expect.arrayContaining([pending, confirmed]));
    expect(ids).not.toContain(cancelled);
    const bad = await admin('GET', `/api/admin/calendar?from=${DATE}&to=2020-01-01`);
    expect(bad.statusCode).toBe(400);
    const notDate = await admin('GET', `/api/admin/calendar?from=monday&to=${DATE}`);
    expect(notDate.statusCode).toBe(400);
    expect(
      (await admin('GET', `/api/admin/calendar?from=${DATE}&to=${DATE}`, false)).statusCode,
    ).toBe(401);
  });

  it('puts the night slot and a 12:15 AM consultation on the date they fall on', async () => {
    const night = await book('Night Person', '12am-3am');
    const exact = new Date(slotStart(DATE, '12am-3am').getTime() + 15 * 60_000);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${night}/confirm`,
      headers: bearer(token),
      payload: { start: exact.toISOString() },
    });
    expect(confirm.statusCode).toBe(200);
    const next = addDays(DATE, 1);
    const booked = (await admin('GET', `/api/admin/calendar?from=${DATE}&to=${DATE}`)).json();
    expect(booked.appointments.map((a: { _id: string }) => a._id)).not.toContain(night);
    // The previous evening's night slot may start on DATE and be listed there; DATE's own
    // night slot starts after midnight, so it belongs to the next date's view.
    expect(
      booked.slots.some(
        (s: { date: string; code: string }) => s.date === DATE && s.code === '12am-3am',
      ),
    ).toBe(false);
    const after = (await admin('GET', `/api/admin/calendar?from=${next}&to=${next}`)).json();
    expect(after.appointments.map((a: { _id: string }) => a._id)).toContain(night);
    expect(after.slots[0]).toMatchObject({ date: DATE, code: '12am-3am', booked: 1 });
    expect(dateInZone(new Date(after.slots[0].start), 'Asia/Karachi')).toBe(next);
  });
});
