import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MANAGE_TOO_MANY_CHANGES_MESSAGE,
  MAX_VISITOR_CHANGES_PER_DAY,
} from '../../common/schemas/manage-appointment.ts';
import { site } from '../../common/site.ts';
import { HANDOFF_NOTICE_LIMIT } from '../../server/chat/handoff.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { appointmentSubmission, futureWeekday } from '../setup/fixtures.ts';
import { outboxMails } from '../setup/outbox.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * What one client can make the site mail to the team. A request for a person in the chat
 * mails the team a notice: twelve new conversations from one address, each asking for a
 * person, would send twelve. Past HANDOFF_NOTICE_LIMIT an hour per client address the
 * requests are still stored and flagged in Conversations, and no mail is sent. A move of
 * an appointment through its e-mailed link mails the team too: past
 * MAX_VISITOR_CHANGES_PER_DAY the link answers 429 naming the phone and e-mail.
 */

let t: TestApp;
let token: string;

async function count(query: string): Promise<number> {
  const { rows } = await t.database.execute(query);
  return Number((rows[0] as { n: number | string }).n);
}

const askForPerson = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flask/chat',
    payload: { message: 'Can I talk to a human please?', handoff: true },
    remoteAddress,
  });

beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
  ({ token } = await signInAdmin(t));
});
afterAll(async () => {
  await t?.app.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from chat_conversations`);
  await t.database.db.execute(sql`delete from mail_outbox`);
  await t.database.db.execute(sql`delete from rate_limits where key like 'handoff-notice:%'`);
});

describe('team notices of requests for a person', () => {
  it(`mail the team at most ${HANDOFF_NOTICE_LIMIT.max} times an hour per client address; the rest are stored and flagged`, async () => {
    expect(HANDOFF_NOTICE_LIMIT).toMatchObject({ max: 3, windowMs: 60 * 60_000 });
    for (let i = 0; i < 12; i++) {
      const response = await askForPerson('10.83.0.1');
      expect(response.statusCode).toBe(200);
      // The visitor is answered as always: the request is with the team.
      expect(response.json().handoff).toBe('requested');
    }
    expect(
      await count(`select count(*) as n from mail_outbox where kind = 'chat-handoff-notice'`),
    ).toBe(3);
    // Every request is in Conversations, flagged as asking for a person.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/conversations?limit=50',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const conversations = list.json().conversations as { handoff: string | null }[];
    expect(conversations).toHaveLength(12);
    expect(conversations.every((c) => c.handoff === 'requested')).toBe(true);
    // The held ones say so in their stored answer.
    expect(
      await count(
        `select count(*) as n from chat_messages where sender = 'bot' and (meta->>'noticeHeld')::boolean`,
      ),
    ).toBe(9);

    // Another client's request still reaches the team at once.
    expect((await askForPerson('10.83.0.2')).statusCode).toBe(200);
    expect(
      await count(`select count(*) as n from mail_outbox where kind = 'chat-handoff-notice'`),
    ).toBe(4);
  });

  it('count in the shared rate-limit table, so every app process sees one count', async () => {
    await askForPerson('10.83.0.3');
    const { rows } = await t.database.execute(
      `select count from rate_limits where key = 'handoff-notice:10.83.0.3'`,
    );
    expect(rows).toEqual([{ count: 1 }]);
  });
});

describe("moves through an appointment's e-mailed link", () => {
  it(`mail the team at most ${MAX_VISITOR_CHANGES_PER_DAY} times a day; the next is 429 naming the phone and e-mail`, async () => {
    expect(MAX_VISITOR_CHANGES_PER_DAY).toBe(3);
    const date = futureWeekday(5);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: appointmentSubmission({ email: 'mover@example.com', preferred_date: date }),
      remoteAddress: '10.83.1.1',
    });
    expect(booked.statusCode).toBe(201);
    const [receipt] = await outboxMails(
      t,
      and(eq(mailOutbox.kind, 'appointment-receipt'), eq(mailOutbox.to, 'mover@example.com')),
    );
    const token = /\/appointment\/([A-Za-z0-9_-]+)/.exec(receipt!.text)![1]!;
    const move = (slot: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointments/manage/${token}/reschedule`,
        payload: { preferred_date: date, preferred_time: slot },
        remoteAddress: '10.83.1.2',
      });
    for (const slot of ['9pm-12am', '12am-3am', '6pm-9pm']) {
      expect((await move(slot)).statusCode).toBe(200);
    }
    const fourth = await move('9pm-12am');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(fourth.json()).toMatchObject({ success: false, error: MANAGE_TOO_MANY_CHANGES_MESSAGE });
    expect(MANAGE_TOO_MANY_CHANGES_MESSAGE).toContain(site.phone);
    expect(MANAGE_TOO_MANY_CHANGES_MESSAGE).toContain(site.email);
    // The refused move changed nothing and mailed no one.
    const stored = await t.database.execute(
      `select preferred_time from appointments where email = 'mover@example.com'`,
    );
    expect(stored.rows).toEqual([{ preferred_time: '6pm-9pm' }]);
    expect(
      await count(
        `select count(*) as n from mail_outbox where kind = 'appointment-rescheduled-team'`,
      ),
    ).toBe(3);
    // Cancelling, which ends the changes, is never refused.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/manage/${token}/cancel`,
      remoteAddress: '10.83.1.3',
    });
    expect(cancel.statusCode).toBe(200);
  });
});
