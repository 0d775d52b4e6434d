import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_PENDING_PER_EMAIL,
  TOO_MANY_PENDING_MESSAGE,
} from '../../common/schemas/appointment.ts';
import { EMAIL_MESSAGES } from '../../common/schemas/email.ts';
import { addressPool, nextWeekday, poster } from '../setup/api.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { resetDatabase } from '../setup/test-db.ts';

/**
 * One mailbox is one address (ADR 051): RFC 5322 lets `hoard@example.com` be written with
 * comments, as a group, with a quoted local part or behind a display name; taken as new
 * addresses, those spellings would give one inbox seven pending bookings and seven receipts,
 * or ten opt-in mails where five a day is the cap. Every public form refuses them with 400,
 * stores the canonical address, and the limits count one inbox once.
 */

let t: TestApp;
const post = poster(() => t, addressPool(81));

const DECORATED = [
  'hoard@example.com(1)',
  '(2)hoard@example.com',
  'y2:hoard@example.com;',
  '"hoard"@example.com',
  'Hoard <hoard@example.com>',
  'hoard@example.com, other@example.com',
];

/** Every public form and endpoint that takes an e-mail, with a valid body around it. */
const FORMS: { url: string; body: (email: string) => Record<string, unknown> }[] = [
  { url: '/api/appointments', body: (email) => appointmentSubmission({ email }) },
  { url: '/api/contact-info', body: (email) => ({ name: 'Hoard', email, message: 'Hello' }) },
  {
    url: '/api/contact-info',
    body: (email) => ({ name: 'Hoard', email, message: 'Hello', source: 'footer' }),
  },
  {
    url: '/api/contact-info',
    body: (email) => ({
      name: 'Hoard',
      email,
      message: 'Hello',
      service: 'branding',
      source: 'get_started',
    }),
  },
  {
    url: '/api/business-inquiry',
    body: (email) => ({ name: 'Hoard', email, businessType: 'Bakery' }),
  },
  { url: '/api/subscribe', body: (email) => ({ email }) },
  { url: '/api/flask/chat/contact', body: (email) => ({ name: 'Hoard', email }) },
  { url: '/api/admin/forgot-password', body: (email) => ({ email }) },
];

async function count(query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.database.execute(query, params);
  return Number((rows[0] as { n: number | string }).n);
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

describe('an address written with RFC 5322 decorations', () => {
  it.each(FORMS.map((form, i) => [form.url, i] as const))(
    '%s refuses every decorated spelling with 400 and a clear message, storing nothing',
    async (_url, i) => {
      const form = FORMS[i]!;
      for (const email of DECORATED) {
        const response = await post(form.url, form.body(email));
        expect(response.statusCode, `${form.url} ${email}`).toBe(400);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.error).toContain(EMAIL_MESSAGES.plainOnly);
        expect(body.fields).toEqual({ email: EMAIL_MESSAGES.plainOnly });
      }
      // Whitespace inside is refused too, with the form's own sentence (spec: 'without spaces').
      const spaced = await post(form.url, form.body('hoard @example.com'));
      expect(spaced.statusCode).toBe(400);
      expect(spaced.json().fields.email).toMatch(/valid/);
      expect(await count(`select count(*) as n from appointments`)).toBe(0);
      expect(await count(`select count(*) as n from leads`)).toBe(0);
      expect(await count(`select count(*) as n from subscribers`)).toBe(0);
      expect(await count(`select count(*) as n from mail_outbox`)).toBe(0);
    },
  );

  it('says in plain words what to type', () => {
    expect(EMAIL_MESSAGES.plainOnly).toBe(
      'Please enter the e-mail address alone, such as name@example.com, without a name, quotes, brackets or spaces.',
    );
  });
});

describe('the canonical address', () => {
  it('is stored trimmed and lower-cased by every form', async () => {
    const typed = '  Hoard@Example.COM ';
    for (const form of FORMS.slice(0, 5)) {
      expect((await post(form.url, form.body(typed))).statusCode).toBeLessThan(300);
    }
    expect((await post('/api/subscribe', { email: typed })).statusCode).toBe(200);
    const { rows } = await t.database.execute(
      `select email from appointments union all select email from leads
       union all select email from subscribers`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows as { email: string }[]) expect(row.email).toBe('hoard@example.com');
  });

  it(`holds the pending limit of ${MAX_PENDING_PER_EMAIL}, counting rows stored before in another case`, async () => {
    const dates = [nextWeekday(1), nextWeekday(2), nextWeekday(3), nextWeekday(4)];
    const first = await post(
      '/api/appointments',
      appointmentSubmission({ email: 'hoard@example.com', preferred_date: dates[0] }),
    );
    expect(first.statusCode).toBe(201);
    // A row stored in another case (typed before addresses were stored canonical) counts.
    await t.database.execute(`update appointments set email = 'HoArD@Example.com'`);
    for (const [i, email] of ['HOARD@example.com', ' hoard@EXAMPLE.com'].entries()) {
      const response = await post(
        '/api/appointments',
        appointmentSubmission({ email, preferred_date: dates[i + 1] }),
      );
      expect(response.statusCode).toBe(201);
    }
    const fourth = await post(
      '/api/appointments',
      appointmentSubmission({ email: 'Hoard@Example.Com', preferred_date: dates[3] }),
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe(TOO_MANY_PENDING_MESSAGE);
    expect(
      await count(
        `select count(*) as n from appointments where lower(email) = 'hoard@example.com'`,
      ),
    ).toBe(MAX_PENDING_PER_EMAIL);
  });

  it('caps the opt-in mails to one inbox at 5 a day however its address is spelt (+tags, Gmail dots)', async () => {
    const spellings = [
      'victim@gmail.com',
      'Victim@Gmail.com',
      'victim+1@gmail.com',
      'victim+news@gmail.com',
      'v.ictim@gmail.com',
      'vi.c.tim@gmail.com',
      'victim@googlemail.com',
      'v.i.c.t.i.m+2@gmail.com',
      'VICTIM+3@GMAIL.COM',
      'victim.+4@gmail.com',
    ];
    for (const email of spellings) {
      const response = await post('/api/subscribe', { email });
      // Still the one answer for a well-formed address: nothing tells a prober apart.
      expect(response.statusCode).toBe(200);
    }
    expect(
      await count(`select count(*) as n from mail_outbox where kind = 'newsletter-confirm'`),
    ).toBe(5);
    // Another inbox is not held back by it.
    expect((await post('/api/subscribe', { email: 'someone.else@gmail.com' })).statusCode).toBe(
      200,
    );
    expect(
      await count(
        `select count(*) as n from mail_outbox where kind = 'newsletter-confirm' and "to" = 'someone.else@gmail.com'`,
      ),
    ).toBe(1);
  });
});
