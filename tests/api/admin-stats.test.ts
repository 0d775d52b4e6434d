import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, slotStart, todayInBusinessZone } from '../../common/booking.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { appointments } from '../../server/db/schema/booking.ts';
import { leads } from '../../server/db/schema/leads.ts';
import { subscribers } from '../../server/db/schema/newsletter.ts';
import { createSignedInApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/** Noon of a Pakistan calendar day. */
const noon = (day: string) => new Date(`${day}T12:00:00+05:00`);

describe(`admin stats API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  const get = (query = '', auth = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/stats${query}`,
      headers: auth ? bearer(token) : {},
    });

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp());
    const { db } = t.database;
    await db.insert(pageViews).values([
      { path: '/', visitorHash: 'a', day: '2030-03-01', referrer: null },
      { path: '/', visitorHash: 'a', day: '2030-03-01', referrer: null },
      { path: '/Services', visitorHash: 'b', day: '2030-03-01', referrer: null },
      { path: '/', visitorHash: 'c', day: '2030-03-03', referrer: null },
      { path: '/blog', visitorHash: 'z', day: '2030-04-01', referrer: null },
    ]);
    await db.insert(leads).values([
      { kind: 'contact', name: 'A', email: 'a@x.co', createdAt: noon('2030-03-01') },
      { kind: 'business', name: 'B', email: 'b@x.co', createdAt: noon('2030-03-02') },
      { kind: 'business', name: 'C', email: 'c@x.co', createdAt: noon('2030-03-02') },
      { kind: 'contact', name: 'D', email: 'd@x.co', createdAt: noon('2030-05-02') },
      // 23:30 in Karachi on the 3rd is 18:30 UTC: it counts on the 3rd, not the 4th.
      { kind: 'footer', name: 'E', email: 'e@x.co', createdAt: new Date('2030-03-03T18:30:00Z') },
    ]);
    const appointment = (status: 'Pending' | 'Confirmed' | 'Cancelled', created: string) => ({
      name: 'N',
      email: 'n@x.co',
      services: ['Digital Marketing'],
      preferredDate: '2030-03-04',
      preferredTime: '6pm-9pm',
      slotStart: slotStart('2030-03-04', '6pm-9pm'),
      status,
      createdAt: noon(created),
    });
    await db
      .insert(appointments)
      .values([
        appointment('Pending', '2030-03-01'),
        appointment('Confirmed', '2030-03-02'),
        appointment('Cancelled', '2030-03-02'),
        appointment('Pending', '2030-06-01'),
      ]);
    await db.insert(subscribers).values([
      { email: 's1@x.co', status: 'confirmed' },
      { email: 's2@x.co', status: 'pending' },
    ]);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('needs the bearer token', async () => {
    expect((await get('', false)).statusCode).toBe(401);
  });

  it('sums a range by Pakistan calendar day, every day present', async () => {
    const response = await get('?from=2030-03-01&to=2030-03-03');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      from: '2030-03-01',
      to: '2030-03-03',
      visitorsPerDay: [
        { day: '2030-03-01', count: 2 },
        { day: '2030-03-02', count: 0 },
        { day: '2030-03-03', count: 1 },
      ],
      leadsPerDay: [
        { day: '2030-03-01', count: 1 },
        { day: '2030-03-02', count: 2 },
        { day: '2030-03-03', count: 1 },
      ],
      appointmentsByStatus: { Pending: 1, Confirmed: 1, Completed: 0, Cancelled: 1 },
      topPages: [
        { path: '/', views: 3 },
        { path: '/Services', views: 1 },
      ],
      totals: {
        visitors: 3,
        leads: 4,
        appointments: 3,
        pendingAppointments: 2,
        subscribers: 1,
      },
    });
  });

  it('defaults to the last 30 days up to today', async () => {
    const today = todayInBusinessZone(new Date());
    const body = (await get()).json();
    expect(body.to).toBe(today);
    expect(body.from).toBe(addDays(today, -29));
    expect(body.visitorsPerDay).toHaveLength(30);
    expect(body.leadsPerDay).toHaveLength(30);
    expect(body.totals.leads).toBe(0);
  });

  it.each([
    '?from=2030-03-05&to=2030-03-01',
    '?from=2030-02-30',
    '?to=yesterday',
    '?from=2028-01-01&to=2030-01-01',
  ])('refuses %s with 400', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
