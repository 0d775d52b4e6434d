import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '../../server/auth/tokens.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../setup/smtp.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Privacy of what one party stored against what another can read:
 * - an unsent newsletter draft is not public; anyone without a valid admin token
 *   reads the issue sent last (or none), the administrator reads the draft;
 * - chat conversation ids are issued by the server; a client-made, guessed or
 *   unknown id starts a new conversation, so nothing one visitor told the chat (name,
 *   e-mail, phone, earlier messages) reaches another, and a contact form naming such an id
 *   attaches nothing to anyone's conversation.
 * Everything is observed as a client observes it: HTTP status and JSON.
 */

let t: TestApp;
let smtp: SmtpReceiver;
let token: string;
let ip = 1;
const nextIp = () => `10.17.${ip >> 8}.${ip++ & 255}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url });
  token = (await signInAdmin(t)).token;
  await t.app.deps.services.mail.start({
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    sweepIntervalMs: 1000,
  });
});
afterAll(async () => {
  await t?.app.deps.services.mail.stop();
  await t?.app.close();
  await smtp?.close();
});

describe('unsent newsletter drafts are not public', () => {
  const none = { success: true, subject: null, content: null, createdAt: null };
  const issue = { subject: 'Spring issue 2031', content: '<p>What we shipped this spring.</p>' };
  const draft = {
    subject: 'Unsent draft: price rise next month',
    content: '<p>Confidential draft body, not for readers yet.</p>',
  };

  async function sendLatestToOneReader() {
    expect((await post('/api/subscribe', { email: 'reader@example.com' })).statusCode).toBe(200);
    await smtp.waitFor((all) => all.some((m) => /confirm your subscription/.test(m.subject)));
    const mail = smtp.messages.find((m) => /confirm your subscription/.test(m.subject))!;
    const confirm = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1]!;
    expect((await post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    expect((await post('/api/admin/newsletter/send', {}, bearer(token))).statusCode).toBe(202);
    await expect
      .poll(async () => (await get('/api/admin/newsletter/send-status', bearer(token))).json(), {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'sent', sent: 1 });
  }

  it('answers "none" to anonymous readers while the only newsletter is a draft', async () => {
    expect((await post('/api/save-newsletter', issue, bearer(token))).statusCode).toBe(201);
    const anonymous = await get('/api/latest-newsletter');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(none);
    // The administrator's card shows the draft.
    expect((await get('/api/latest-newsletter', bearer(token))).json()).toMatchObject(issue);
  });

  it('serves the sent issue to anonymous readers, and the newer draft only to the administrator', async () => {
    await sendLatestToOneReader();
    expect((await get('/api/latest-newsletter')).json()).toMatchObject(issue);

    expect((await post('/api/save-newsletter', draft, bearer(token))).statusCode).toBe(201);

    const anonymous = await get('/api/latest-newsletter');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain('Unsent draft');
    expect(anonymous.body).not.toContain('Confidential draft body');
    expect(anonymous.json()).toMatchObject({ success: true, ...issue });
    expect(Date.parse(anonymous.json().createdAt)).not.toBeNaN();

    const admin = await get('/api/latest-newsletter', bearer(token));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ success: true, ...draft });
  });

  it('treats an invalid, expired or revoked token as no token: the public answer, never a 500', async () => {
    const me = (await get('/api/admin/me', bearer(token))).json() as { _id: string };
    const expired = await signAdminToken(
      { adminId: me._id, sessionId: randomUUID() },
      TEST_JWT_SECRET,
      new Date(Date.now() - 60_000),
    );
    const revoked = (await signInAdmin(t)).token;
    expect((await post('/api/admin/logout', {}, bearer(revoked))).statusCode).toBeLessThan(300);
    for (const header of [
      bearer('not-a-token'),
      bearer(`${token}x`),
      bearer(expired),
      bearer(revoked),
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer' },
    ]) {
      const response = await get('/api/latest-newsletter', header);
      expect(response.statusCode, header.authorization).toBe(200);
      expect(response.body).not.toContain('Unsent draft');
      expect(response.json()).toMatchObject({ success: true, ...issue });
    }
  });
});

describe('chat conversations cannot be joined by id', () => {
  const CHOSEN = 'visitor-chosen-conversation-0001';
  /** What the server issues: 128 random bits, base64url. */
  const ISSUED = /^[A-Za-z0-9_-]{22}$/;
  const A = {
    name: 'Alice Pemberton',
    email: 'alice.pemberton@example.com',
    phone: '+1 555 010 9999',
  };
  const leaksOfA = ['Alice', 'Pemberton', 'alice.pemberton', '555 010 9999', '5550109999'];

  const chat = (payload: Record<string, unknown>) => post('/api/flask/chat', payload);
  const expectNothingOfA = (body: string) => {
    for (const leak of leaksOfA) expect(body).not.toContain(leak);
  };

  let idOfA: string;

  it("gives visitor A a server-issued id, and another visitor sending A's chosen id sees none of A's details", async () => {
    // Visitor A picks an id and gives name, e-mail and phone (saved contact and message text).
    const first = await chat({
      message: `I'm ${A.name}, my email is ${A.email} and my phone is ${A.phone}`,
      conversation_id: CHOSEN,
      user_name: A.name,
      user_context: { ...A, hasEnteredNameThisSession: true, conversationLength: 0 },
    });
    expect(first.statusCode).toBe(200);
    idOfA = first.json().conversation_id;

    // Visitor B sends the same chosen id, with nothing of its own.
    for (const message of ['What is my name and e-mail?', 'yes', 'What is my phone number?']) {
      const b = await chat({ message, conversation_id: CHOSEN });
      expect(b.statusCode).toBe(200);
      expectNothingOfA(b.body);
      expect(b.json().context).toEqual({});
      expect(b.json().conversation_id).toMatch(ISSUED);
      expect(b.json().conversation_id).not.toBe(CHOSEN);
      expect(b.json().conversation_id).not.toBe(idOfA);
    }

    // A's answer carried an id the server issued, not the one A chose.
    expect(idOfA).toMatch(ISSUED);
    expect(idOfA).not.toBe(CHOSEN);
  });

  it("keeps A's conversation for A: the issued id brings A's details back", async () => {
    const next = await chat({ message: 'What are your business hours?', conversation_id: idOfA });
    expect(next.statusCode).toBe(200);
    expect(next.json().conversation_id).toBe(idOfA);
    expect(next.json().context).toEqual({ name: A.name, email: A.email, phone: A.phone });
  });

  it('starts a new conversation for an id the server never issued', async () => {
    const unknown = randomUUID();
    const response = await chat({ message: 'Do you remember me?', conversation_id: unknown });
    expect(response.statusCode).toBe(200);
    expect(response.json().conversation_id).toMatch(ISSUED);
    expect(response.json().conversation_id).not.toBe(unknown);
    expect(response.json().context).toEqual({});
    expectNothingOfA(response.body);
  });

  it("never lets B's later messages reach A's conversation, nor A's reach B's", async () => {
    const b = await chat({ message: "I'm Bob Stranger, bob.stranger@example.com" });
    const idOfB = b.json().conversation_id as string;
    expect(idOfB).not.toBe(idOfA);
    const bAgain = await chat({ message: 'What do you know about me?', conversation_id: idOfB });
    expectNothingOfA(bAgain.body);
    expect(bAgain.json().context).toMatchObject({ email: 'bob.stranger@example.com' });
    const a = await chat({ message: 'Thanks!', conversation_id: idOfA });
    expect(a.body).not.toContain('Bob');
    expect(a.body).not.toContain('bob.stranger');
  });

  it('attaches no lead to a conversation through an id the server never issued', async () => {
    // Visitor C starts a chat with a chosen id and gives no details.
    const c = await chat({
      message: 'Do you build websites?',
      conversation_id: 'shared-guess-0002',
    });
    const idOfC = c.json().conversation_id as string;
    expect(c.json().context).toEqual({});

    // A stranger posts contact details naming C's chosen id, and a random one.
    for (const conversationId of ['shared-guess-0002', randomUUID(), idOfC.slice(0, 21)]) {
      const lead = await post('/api/contact-info', {
        name: 'Mallory Intruder',
        email: 'mallory@example.com',
        phone: '+1 212 555 0177',
        source: 'chat_contact',
        conversationId,
      });
      expect(lead.statusCode).toBe(201);
    }

    // C's conversation does not carry the stranger's details.
    const again = await chat({ message: 'How much does it cost?', conversation_id: idOfC });
    expect(again.json().conversation_id).toBe(idOfC);
    expect(again.json().context).toEqual({});
    expect(again.body).not.toContain('Mallory');
    expect(again.body).not.toContain('mallory@example.com');

    // C's own contact form, with the id C was given, does attach to C's conversation.
    const own = await post('/api/contact-info', {
      name: 'Carla Owner',
      email: 'carla@example.com',
      source: 'chat_contact',
      conversationId: idOfC,
    });
    expect(own.statusCode).toBe(201);
    const mine = await chat({ message: 'What are your hours?', conversation_id: idOfC });
    expect(mine.json().context).toMatchObject({ name: 'Carla Owner', email: 'carla@example.com' });
  });
});
