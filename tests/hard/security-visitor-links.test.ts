import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_LINK_EXPIRED_MESSAGE } from '../../common/schemas/manage-appointment.ts';
import { site } from '../../common/site.ts';
import { buildApp } from '../../server/app.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { addressPool, poster } from '../setup/api.ts';
import { appointmentSubmission, futureWeekday } from '../setup/fixtures.ts';
import { outboxMails } from '../setup/outbox.ts';
import { createTestApp, testConfig, type TestApp } from '../setup/test-app.ts';

/**
 * A visitor's e-mailed appointment link stops working a day after the appointment's time
 * (the confirmed start, else the slot's): a link found in an old mailbox opens nothing,
 * and says whom to call instead.
 */

let t: TestApp;
const post = poster(() => t, addressPool(88));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

async function bookedLink(email: string): Promise<{ id: string; token: string }> {
  const booked = await post(
    '/api/appointments',
    appointmentSubmission({ email, preferred_date: futureWeekday(6) }),
  );
  expect(booked.statusCode).toBe(201);
  const [receipt] = await outboxMails(
    t,
    and(eq(mailOutbox.kind, 'appointment-receipt'), eq(mailOutbox.to, email)),
  );
  const token = /\/appointment\/([A-Za-z0-9_-]+)/.exec(receipt!.text)![1]!;
  return { id: booked.json().appointment._id as string, token };
}

/** Moves the appointment's time `hours` into the past, as time passing would. */
const timeAgo = (id: string, hours: number) =>
  t.database.execute(
    `update appointments set slot_start = now() - ($2 || ' hours')::interval where id = $1`,
    [id, String(hours)],
  );

const open = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/appointments/manage/${token}` });

describe("a visitor's appointment link", () => {
  it('works until a day after the appointment, then answers 404 saying whom to call', async () => {
    const { id, token } = await bookedLink('late@example.com');
    expect((await open(token)).statusCode).toBe(200);

    await timeAgo(id, 23);
    expect((await open(token)).statusCode).toBe(200);

    await timeAgo(id, 25);
    const expired = await open(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ success: false, error: MANAGE_LINK_EXPIRED_MESSAGE });
    expect(MANAGE_LINK_EXPIRED_MESSAGE).toContain(site.phone);
    // The visitor's page says so too (the compiled site, on the same database).
    const pages = await buildApp({
      config: testConfig(),
      database: t.database,
      web: 'production',
      buildDirectory: path.resolve(process.env.BUILD_DIR ?? 'build'),
    });
    try {
      const page = await pages.inject({ method: 'GET', url: `/appointment/${token}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This link has expired');
    } finally {
      await pages.close();
    }
    const cancel = await post(`/api/appointments/manage/${token}/cancel`);
    expect(cancel.statusCode).toBe(404);
    const { rows } = await t.database.execute(`select status from appointments where id = $1`, [
      id,
    ]);
    expect(rows).toEqual([{ status: 'Pending' }]);
  });

  it('counts from the confirmed start when there is one', async () => {
    const { id, token } = await bookedLink('confirmed-late@example.com');
    await timeAgo(id, 30);
    await t.database.execute(
      `update appointments set status = 'Confirmed', confirmed_start = now() - interval '2 hours' where id = $1`,
      [id],
    );
    expect((await open(token)).statusCode).toBe(200);
  });
});
