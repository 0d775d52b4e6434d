import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema/leads.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { subscribers } from '../../server/db/schema/newsletter.ts';
import { slotShortText } from '../../common/booking.ts';
import {
  addressPool,
  createSignedInApp,
  nextWeekday,
  poster,
  suiteMailingApp,
} from '../setup/api.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import type { SmtpReceiver } from '../setup/smtp.ts';
import { outboxMails } from '../setup/outbox.ts';
import { bearer } from '../setup/admin.ts';
import { type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const freshAddress = addressPool(2);

describe(`leads API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;

  const post = poster(() => t, freshAddress);
  /** The admin's leads list, signed in, with `query` (from its `?`). */
  const adminLeads = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers: bearer(token) });

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp({ TEAM_EMAIL: 'team@example.com' }));
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('POST /api/contact-info', () => {
    it('stores a panel message and notifies the team', async () => {
      const response = await post(
        '/api/contact-info',
        { name: ' Sara ', email: 'sara@example.com', phone: '+92 300 1234567', message: 'Hi!' },
        { referer: 'http://localhost:3000/Contact?utm=x' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: "Thank you for your message! We'll get back to you soon.",
      });
      const [row] = await t.database.db.select().from(leads);
      expect(row).toMatchObject({
        kind: 'contact',
        name: 'Sara',
        email: 'sara@example.com',
        phone: '+92 300 1234567',
        message: 'Hi!',
        sourcePage: '/Contact',
      });
      const [mail] = await t.database.db.select().from(mailOutbox);
      expect(mail).toMatchObject({ to: 'team@example.com', kind: 'lead-notification' });
      expect(mail!.text).toContain('Hi!');
      expect(mail!.headers).toEqual({ 'Reply-To': 'sara@example.com' });
    });

    // The chatbot's shape (no message) is a chat contact; a named source is honoured.
    it.each([
      [{ name: 'Chatty', email: 'chat@example.com', phone: '' }, 'chat_contact'],
      [
        { name: 'Foot', email: 'foot@example.com', message: 'From the footer', source: 'footer' },
        'footer',
      ],
    ])('files %j as a %s lead', async (payload, kind) => {
      expect((await post('/api/contact-info', payload)).statusCode).toBe(201);
      const rows = await t.database.db.select().from(leads);
      expect(rows.find((r) => r.email === payload.email)?.kind).toBe(kind);
    });

    it('takes the Get Started form with its service and message required', async () => {
      const gus = { name: 'Gus', email: 'gus@example.com', source: 'get_started' };
      const ok = await post('/api/contact-info', {
        ...gus,
        service: 'web-development',
        message: 'A new site',
      });
      expect(ok.statusCode).toBe(201);
      const missing = await post('/api/contact-info', gus);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toMatchObject({ service: 'Please select a service' });
    });

    it.each([
      [{ email: 'a@b.co' }, 'name', 'Name is required'],
      [{ name: 'A' }, 'email', 'Email is required'],
      [{ name: 'A', email: 'nope' }, 'email', 'Please enter a valid email address'],
      [
        { name: 'A', email: 'a@b.co', phone: 'call me' },
        'phone',
        'Please enter a valid phone number',
      ],
      [
        { name: 'A', email: 'a@b.co', message: '', source: 'footer' },
        'message',
        'Please fill in all fields.',
      ],
    ])('refuses %j with 400', async (payload, field, message) => {
      const response = await post('/api/contact-info', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
      expect(response.json().fields[field]).toBe(message);
    });

    it('refuses a filled honeypot and stores nothing', async () => {
      const before = (await t.database.db.select().from(leads)).length;
      const response = await post('/api/contact-info', {
        name: 'Bot',
        email: 'bot@example.com',
        website: 'http://spam.example',
      });
      expect(response.statusCode).toBe(400);
      expect((await t.database.db.select().from(leads)).length).toBe(before);
    });

    it('limits submissions per client address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contact-info',
          payload: {},
          remoteAddress: '10.250.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[9]).toBe(400);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('POST /api/business-inquiry', () => {
    it('stores the business form and answers the spec sentence', async () => {
      const response = await post('/api/business-inquiry', {
        name: 'Bea',
        email: 'bea@example.com',
        businessType: 'Gym',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Message sent successfully!',
      });
      const rows = await t.database.db.select().from(leads);
      expect(rows.find((r) => r.email === 'bea@example.com')).toMatchObject({
        kind: 'business',
        businessType: 'Gym',
      });
      const mails = await outboxMails(t);
      expect(mails.some((m) => m.subject.includes('business inquiry from Bea'))).toBe(true);
    });

    it('needs all three fields', async () => {
      const response = await post('/api/business-inquiry', {
        name: 'Bea',
        email: 'bea@example.com',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Business type is required');
    });
  });

  describe('GET /api/admin/leads', () => {
    beforeAll(async () => {
      await t.database.db.insert(leads).values({
        kind: 'contact',
        name: 'Eve "the hacker"',
        email: 'eve@example.com',
        message: '=HYPERLINK("http://evil.example","click")',
        createdAt: new Date('2020-01-15T10:00:00Z'),
      });
      await t.database.db
        .insert(subscribers)
        .values({ email: 'sub@example.com', status: 'confirmed' });
    });

    it('needs the bearer token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/leads?format=csv' })).statusCode,
      ).toBe(401);
    });

    it('lists every kind and the subscribers, newest first', async () => {
      const response = await adminLeads();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const kinds = new Set(body.leads.map((l: { kind: string }) => l.kind));
      expect(kinds).toEqual(
        new Set(['contact', 'chat_contact', 'footer', 'get_started', 'business', 'subscriber']),
      );
      const times = body.leads.map((l: { createdAt: string }) => l.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(body.leads.at(-1).email).toBe('eve@example.com');
      expect(body.pagination).toMatchObject({ currentPage: 1, total: body.leads.length });
    });

    it('filters by kind and by date range', async () => {
      const subs = await adminLeads('?kind=subscriber');
      expect(subs.json().leads).toEqual([
        expect.objectContaining({
          kind: 'subscriber',
          email: 'sub@example.com',
          status: 'confirmed',
        }),
      ]);
      const old = await adminLeads('?from=2020-01-01&to=2020-01-31');
      expect(old.json().leads.map((l: { email: string }) => l.email)).toEqual(['eve@example.com']);
      const paged = await adminLeads('?limit=2&page=2');
      expect(paged.json().leads).toHaveLength(2);
      expect(paged.json().pagination).toMatchObject({
        currentPage: 2,
        limit: 2,
        hasPreviousPage: true,
      });
    });

    it.each([
      'kind=spam',
      'from=2020-02-30',
      'from=2020-03-01&to=2020-01-01',
      'page=0',
      'format=xml',
    ])('refuses ?%s with 400', async (query) => {
      const response = await adminLeads(`?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    });

    it('exports CSV with a header row, escaped quotes and neutralised formulas', async () => {
      const response = await adminLeads('?format=csv&kind=contact');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="leads-contact-/,
      );
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"kind","kind_label","name","email","phone","message","business_type","service","status","source_page","created_at"',
      );
      const eve = lines.find((l) => l.includes('eve@example.com'));
      // The code for tools, the label for the person reading the sheet.
      expect(eve).toMatch(/^"contact","Contact message",/);
      expect(eve).toContain('"Eve ""the hacker"""');
      expect(eve).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      const sara = lines.find((l) => l.includes('sara@example.com'));
      expect(sara).toContain(`"'+92 300 1234567"`);
      expect(lines).toHaveLength(3);
    });
  });
});

describe(`refused bookings mailed to the team over SMTP on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  let smtp: SmtpReceiver;
  const post = poster(() => t, addressPool(49));
  suiteMailingApp((app) => ({ t, token, smtp } = app));

  const refusedBooking = (email: string, date: string, time = '6pm-9pm') =>
    post(
      '/api/appointments',
      appointmentSubmission({
        name: 'Nadia Refused',
        email,
        preferred_date: date,
        preferred_time: time,
        notes: 'Need a Sunday call',
      }),
    );
  const incomplete = (email: string) =>
    smtp.messages.filter(
      (m) => m.envelopeTo.includes('team@example.com') && m.headers['reply-to'] === email,
    );

  it('keeps every attempt in Leads and mails the team once per visitor and day', async () => {
    const sunday = nextWeekday(0);
    const saturday = nextWeekday(6);
    const first = 'nadia@example.com';
    const second = 'omar@example.com';
    expect((await refusedBooking(first, sunday)).statusCode).toBe(400);
    expect((await refusedBooking(first, saturday, '9pm-12am')).statusCode).toBe(400);
    expect((await refusedBooking(second, sunday)).statusCode).toBe(400);

    await smtp.waitFor(() => incomplete(first).length >= 1 && incomplete(second).length >= 1);
    const [mail] = incomplete(first);
    expect(mail!.subject).toBe('New incomplete booking request from Nadia Refused');
    expect(mail!.text).toContain(`tried ${slotShortText(sunday, '6pm-9pm')}: closed that day`);
    expect(mail!.text).toContain('Need a Sunday call');

    // Both of the first visitor's attempts are in Leads, under their own kind.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/leads?kind=booking_refused',
      headers: bearer(token),
    });
    const rows = list.json().leads.filter((l: { email: string }) => l.email === first);
    expect(rows).toHaveLength(2);
    expect(rows.map((l: { message: string }) => l.message.split('\n')[0]).sort()).toEqual(
      [
        `tried ${slotShortText(saturday, '9pm-12am')}: outside our hours`,
        `tried ${slotShortText(sunday, '6pm-9pm')}: closed that day`,
      ].sort(),
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/leads?kind=booking_refused&format=csv',
      headers: bearer(token),
    });
    expect(csv.body).toContain('"booking_refused","Incomplete booking","Nadia Refused"');

    // The second attempt's notice was never queued: nothing more arrives.
    const queued = await outboxMails(t);
    expect(queued.filter((m) => m.headers?.['Reply-To'] === first)).toHaveLength(1);
    expect(incomplete(first)).toHaveLength(1);
  });
});
