import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_REQUEST_MESSAGES } from '../../common/schemas/data-requests.ts';
import { addressPool } from '../setup/api.ts';
import { bearer, signInAdmin, TEST_ADMIN_EMAIL } from '../setup/admin.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const freshAddress = addressPool(98);
const SARA = 'sara.khan@example.com';
const BILAL = 'bilal@example.com';

describe(`a visitor's data on request on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, auth = true) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: auth ? bearer(token) : {},
      remoteAddress: freshAddress(),
    });
  const find = async (query: string) => {
    const response = await inject(
      'GET',
      `/api/admin/data-requests?query=${encodeURIComponent(query)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      subject: { kind: string; value: string };
      holdings: Record<string, number>;
    };
  };
  const count = async (query: string) => Number((await t.database.execute(query)).rows[0]!.n);

  beforeAll(async () => {
    t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
    ({ token } = await signInAdmin(t));
    const book = async (body: object) => {
      const response = await inject('POST', '/api/appointments', body, false);
      expect(response.statusCode, response.body).toBe(201);
    };
    await book(appointmentSubmission({ email: SARA, phone: '+92 300 1234567' }));
    await book(
      appointmentSubmission({
        email: 'Sara.Khan@Example.com',
        phone: '',
        preferred_time: '9pm-12am',
      }),
    );
    await book(appointmentSubmission({ email: BILAL, phone: '+92 321 7654321' }));
    const contact = await inject(
      'POST',
      '/api/contact-info',
      { name: 'Sara Khan', email: SARA, message: 'Call me about a shop.' },
      false,
    );
    expect(contact.statusCode).toBe(201);
    expect(
      (await inject('POST', '/api/subscribe', { email: SARA }, false)).statusCode,
    ).toBeLessThan(300);
    await t.database.execute(
      `insert into chat_conversations (id, client_key_hash, name, email) values
         ('11111111-1111-4111-8111-111111111111', 'k1', 'Sara', '${SARA}'),
         ('22222222-2222-4222-8222-222222222222', 'k2', 'Bilal', '${BILAL}')`,
    );
    await t.database.execute(
      `insert into chat_messages (conversation_id, sender, text) values
         ('11111111-1111-4111-8111-111111111111', 'user', 'I run a shoe shop in Lahore'),
         ('11111111-1111-4111-8111-111111111111', 'bot', 'Tell me more'),
         ('22222222-2222-4222-8222-222222222222', 'user', 'Hello')`,
    );
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 401 without the admin token and 400 with a sentence for what is neither an address nor a phone', async () => {
    expect(
      (await inject('GET', '/api/admin/data-requests?query=a%40b.co', undefined, false)).statusCode,
    ).toBe(401);
    expect((await inject('GET', '/api/admin/data-requests/log', undefined, false)).statusCode).toBe(
      401,
    );
    const bad = await inject('GET', '/api/admin/data-requests?query=hello');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(DATA_REQUEST_MESSAGES.query);
  });

  it('finds everything held about one address, however it is written, and about one phone', async () => {
    const byEmail = await find('  SARA.KHAN@example.COM ');
    expect(byEmail.subject).toEqual({ kind: 'email', value: SARA });
    expect(byEmail.holdings).toMatchObject({
      appointments: 2,
      leads: 1,
      conversations: 1,
      messages: 2,
      subscriptions: 1,
    });
    // Her booking receipts and the opt-in, and the team's notices naming her, all unsent.
    expect(byEmail.holdings.queuedMails).toBeGreaterThanOrEqual(4);
    const byPhone = await find('0300 1234567');
    expect(byPhone.subject).toEqual({ kind: 'phone', value: '+92 300 1234567' });
    expect(byPhone.holdings.appointments).toBe(1);
  });

  it('exports one JSON document of her data without the site secrets, and logs who did it', async () => {
    const response = await inject('POST', '/api/admin/data-requests/export', { query: SARA });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="data-.+\.json"$/,
    );
    const document = response.json() as Record<string, unknown[]>;
    expect(document.appointments).toHaveLength(2);
    expect(document.leads).toHaveLength(1);
    expect(document.subscriptions).toHaveLength(1);
    expect(document.conversations).toEqual([
      expect.objectContaining({
        email: SARA,
        messages: [
          expect.objectContaining({ sender: 'user', text: 'I run a shoe shop in Lahore' }),
          expect.objectContaining({ sender: 'bot', text: 'Tell me more' }),
        ],
      }),
    ]);
    expect(document.mails!.length).toBeGreaterThanOrEqual(4);
    expect(response.body).not.toMatch(/token_hash|client_key_hash/);
    expect(response.body).not.toContain(BILAL);

    const log = await inject('GET', '/api/admin/data-requests/log');
    expect(log.json().entries[0]).toMatchObject({
      actor: TEST_ADMIN_EMAIL,
      action: 'export',
      subject: 'sa•••••••@example.com',
    });
    expect(log.body).not.toContain(SARA);
  });

  it('refuses an erasure whose confirmed list is no longer what is held, changing nothing', async () => {
    const { holdings } = await find(SARA);
    const response = await inject('POST', '/api/admin/data-requests/erase', {
      query: SARA,
      mode: 'delete',
      expected: { ...holdings, appointments: holdings.appointments! - 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(DATA_REQUEST_MESSAGES.changed);
    expect((await find(SARA)).holdings).toEqual(holdings);
  });

  it('deletes everything held about her, cancels her queued mails, frees her places and logs it; others keep theirs', async () => {
    const { holdings } = await find(SARA);
    const bilalBefore = (await find(BILAL)).holdings;
    const bookedBefore = await count(
      `select coalesce(sum(booked), 0)::int as n from booking_slots`,
    );
    const response = await inject('POST', '/api/admin/data-requests/erase', {
      query: SARA,
      mode: 'delete',
      expected: holdings,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(
      /^Deleted: 2 appointments, 1 lead, 1 chat conversation, 2 chat messages, 1 newsletter subscription and/,
    );
    expect(Object.values((await find(SARA)).holdings).every((n) => n === 0)).toBe(true);
    expect(
      await count(`select count(*)::int as n from mail_outbox where lower("to") = '${SARA}'`),
    ).toBe(0);
    expect(await count(`select coalesce(sum(booked), 0)::int as n from booking_slots`)).toBe(
      bookedBefore - 2,
    );
    expect((await find(BILAL)).holdings).toEqual(bilalBefore);

    const entry = (await inject('GET', '/api/admin/data-requests/log')).json().entries[0];
    expect(entry).toMatchObject({
      actor: TEST_ADMIN_EMAIL,
      action: 'delete',
      subject: 'sa•••••••@example.com',
      details: { appointments: 2, leads: 1, subscriptions: 1 },
    });
    expect(new Date(entry.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('anonymises: the records stay for the figures without the person in them', async () => {
    const appointmentsBefore = await count(`select count(*)::int as n from appointments`);
    const { holdings } = await find('+92 321 7654321');
    const response = await inject('POST', '/api/admin/data-requests/erase', {
      query: '+92 321 7654321',
      mode: 'anonymise',
      expected: holdings,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await count(`select count(*)::int as n from appointments`)).toBe(appointmentsBefore);
    const { rows } = await t.database.execute(
      `select name, email, phone from appointments where name = 'Erased on request'`,
    );
    expect(rows).toEqual([{ name: 'Erased on request', email: 'erased@invalid', phone: '' }]);
    expect((await find('+92 321 7654321')).holdings.appointments).toBe(0);
    expect((await inject('GET', '/api/admin/data-requests/log')).json().entries[0]).toMatchObject({
      action: 'anonymise',
      subject: '+•• ••• •••4321',
    });
  });
});
