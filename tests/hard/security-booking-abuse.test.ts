import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { resetDatabase } from '../setup/test-db.ts';

/**
 * Issue 17: what one visitor can do to others through the booking form. A repeated
 * booking never answers another visitor's stored details.
 */

let t: TestApp;

/** The next date after today (Pakistan time) that falls on `weekday`: never in the past. */
function next(weekday: number, from = addDays(todayInBusinessZone(new Date()), 1)): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}
const MONDAY = next(1);

let address = 0;
/** Every request from its own client address: the per-address limits stay out of the way. */
const freshAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Khan',
  email: 'sara@example.com',
  phone: '+92 300 1234567',
  services: ['AI & Chatbots'],
  preferred_date: MONDAY,
  preferred_time: '6pm-9pm',
  user_timezone: 'Asia/Karachi',
  notes: '',
  status: 'Pending',
  created_at: new Date().toISOString(),
  source: 'chatbot_form',
  ...overrides,
});

const book = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body as object,
    remoteAddress: freshAddress(),
  });

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
      phone: '+1 555 222 3333',
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
      email: mallory.email,
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
