import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKLY_HOURS } from '../../common/booking.ts';
import { type ChatResponse } from '../../common/chat.ts';
import {
  CHAT_KEY_HEADER,
  HANDOFF_ENDED_TEXT,
  HANDOFF_JOINED_TEXT,
} from '../../common/chat-events.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { describeOpening, teamAvailability } from '../../server/chat/handoff-hours.ts';
import { addressPool, suiteMailingApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { openStream } from '../setup/sse.ts';
import type { SmtpReceiver } from '../setup/smtp.ts';
import { createAppBeside, suiteTestApp, type TestApp } from '../setup/test-app.ts';

const freshAddress = addressPool(33);

describe('a person when needed: hand-off to the team', () => {
  let t: TestApp;
  let token: string;
  let smtp: SmtpReceiver;
  let baseUrl: string;

  suiteMailingApp((app) => ({ t, token, smtp } = app));
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const chat = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: { user_context: { source: '/Services' }, ...body },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatResponse>();
  };
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, auth = true) =>
    t.app.inject({ method, url, payload, headers: auth ? bearer(token) : {} });
  /** The admin's list of conversations. */
  const listed = async () => {
    const page = await admin('GET', '/api/admin/conversations?limit=100');
    return page.json<{
      conversations: { id: string; handoff: string | null; unread: number }[];
    }>().conversations;
  };
  /** The stored id of the conversation an issued id names. */
  const threadOf = async (issued: string) => {
    const mine = await t.app.deps.services.handoff.conversationOf(issued);
    expect(mine).not.toBeNull();
    return mine!.id;
  };

  it('flags a typed ask for a person (English, Roman Urdu) and the control, with unread counts', async () => {
    const english = await chat({ message: 'Hi, can I talk to a human please?' });
    expect(english.intent).toBe('human');
    expect(english.handoff).toBe('requested');
    expect(english.response).toContain('You can reach our team at');
    expect(english.show_contact_form).toBe(true);

    const urdu = await chat({ message: 'mujhe insaan se baat karni hai' });
    expect(urdu.handoff).toBe('requested');
    expect(urdu.response).toContain('Hamari team');

    const control = await chat({ message: "I'd like to talk to a person.", handoff: true });
    expect(control.handoff).toBe('requested');
    // Asking how to reach us is not asking for a person.
    const phone = await chat({ message: 'what is your phone number' });
    expect(phone.handoff).toBeUndefined();

    const rows = await listed();
    for (const reply of [english, urdu, control]) {
      const id = await threadOf(reply.conversation_id);
      const row = rows.find((r) => r.id === id)!;
      expect(row.handoff).toBe('requested');
      expect(row.unread).toBe(1);
    }
    const phoneId = await threadOf(phone.conversation_id);
    expect(rows.find((r) => r.id === phoneId)).toMatchObject({ handoff: null, unread: 0 });

    // A second message while waiting counts too; the nav's total adds them up.
    await chat({ message: 'are you there?', conversation_id: english.conversation_id });
    const totals = (await admin('GET', '/api/admin/conversations/unread')).json<{
      unread: number;
      waiting: number;
    }>();
    expect(totals.waiting).toBeGreaterThanOrEqual(3);
    expect(totals.unread).toBeGreaterThanOrEqual(4);
    const englishId = await threadOf(english.conversation_id);
    const thread = (await admin('GET', `/api/admin/conversations/${englishId}`)).json<{
      conversation: { unread: number; handoff: string };
    }>();
    expect(thread.conversation.unread).toBe(2);
    // Reading it clears its count.
    expect((await admin('POST', `/api/admin/conversations/${englishId}/read`)).statusCode).toBe(
      200,
    );
    const after = (await admin('GET', `/api/admin/conversations/${englishId}`)).json<{
      conversation: { unread: number };
    }>();
    expect(after.conversation.unread).toBe(0);
    const totalsAfter = (await admin('GET', '/api/admin/conversations/unread')).json<{
      unread: number;
    }>();
    expect(totalsAfter.unread).toBe(totals.unread - 2);

    // The team hears of each request by e-mail too, once per hand-off, with the thread's link.
    await smtp.waitFor((all) =>
      all.some((m) => m.envelopeTo.includes('team@example.com') && m.text?.includes(englishId)),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const notices = smtp.messages.filter(
      (m) => m.envelopeTo.includes('team@example.com') && m.text?.includes(englishId),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('A visitor asks for a person in the chat: A visitor');
    expect(notices[0]!.text).toContain('Hi, can I talk to a human please?');
  });

  it('tells the visitor when to expect the team, from the weekly hours', async () => {
    const reply = await chat({ message: 'I want to speak to a real person' });
    const now = new Date();
    const availability = teamAvailability(now, WEEKLY_HOURS, BUSINESS_TIME_ZONE);
    if (availability.open) {
      expect(reply.response).toContain("I've asked our team to join this chat");
    } else {
      expect(reply.response).toContain('Our team is offline right now');
      expect(reply.response).toContain(
        `back ${describeOpening(availability.opensAt!, now, BUSINESS_TIME_ZONE)} (Pakistan time)`,
      );
    }
    expect(reply.response).toContain("If you have to go, type your e-mail and we'll answer there.");
  });

  it('tells the hours in force whichever process saved them, at the next request for a person and on the open stream', async () => {
    const save = async (through: TestApp, settings: object) => {
      const saved = await through.app.inject({
        method: 'PUT',
        url: '/api/admin/availability',
        headers: bearer(token),
        payload: settings,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const view = await admin('GET', '/api/admin/availability');
    const { settings } = view.json<{ settings: { weekly: unknown[] } }>();
    const asked = await chat({ message: 'Can I talk to a person please?' });
    // The team closes every day through this process: there is no opening to name.
    await save(t, { ...settings, weekly: settings.weekly.map(() => null) });
    // A process started after the save, which has read nothing of the hours yet.
    const other = await createAppBeside();
    let stream: ReturnType<typeof openStream> | undefined;
    const stateAfter = async (seen: number) => {
      const state = await stream!.next(
        (e) => e.event === 'state' && stream!.events.indexOf(e) >= seen,
      );
      return (JSON.parse(state.data) as { replies: string }).replies;
    };
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
      stream = openStream(otherUrl, { [CHAT_KEY_HEADER]: asked.conversation_id });
      expect(await stateAfter(0)).toBe('Usually replies within 24 hours');
      // The team's hours again, saved through the other process: this one tells them at the
      // next request, and the other's open stream at its next state.
      await save(other, settings);
      await expect
        .poll(async () => (await chat({ message: 'I want to speak to a real person' })).response, {
          timeout: 2000,
          interval: 50,
        })
        .not.toMatch(/^Our team is offline right now\. I've passed/);
      const seen = stream.events.length;
      const id = await threadOf(asked.conversation_id);
      expect((await admin('POST', `/api/admin/conversations/${id}/handoff/end`)).statusCode).toBe(
        200,
      );
      expect(await stateAfter(seen)).toMatch(
        /^Usually replies within (a few minutes|(an hour|\d+ (hours|days)), back )/,
      );
    } finally {
      stream?.close();
      await save(t, settings);
      await other.app.close();
    }
  });

  it("delivers the team's reply to the open chat within a second, through compression and security headers", async () => {
    const asked = await chat({ message: 'Can I speak to someone from your team?' });
    const id = await threadOf(asked.conversation_id);
    const stream = openStream(baseUrl, { [CHAT_KEY_HEADER]: asked.conversation_id });
    const response = await stream.answered;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toContain('no-store');
    const state = await stream.next((e) => e.event === 'state');
    // With when the team usually replies, from its hours (the chat's header shows it).
    expect(JSON.parse(state.data)).toEqual({
      handoff: 'requested',
      replies: expect.stringMatching(
        /^Usually replies within (a few minutes|(an hour|\d+ (hours|days)), back )/,
      ),
    });

    const sent = performance.now();
    const posted = await fetch(`${baseUrl}/api/admin/conversations/${id}/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({
        text: 'Hi! Sara from the team here. How can I help?',
        author: 'Sara',
      }),
    });
    expect(posted.status).toBe(201);
    const result = (await posted.json()) as { delivery: string; message: { id: number } };
    expect(result.delivery).toBe('live');
    const reply = await stream.next(
      (e) => e.event === 'message' && e.data.includes('Sara from the team'),
    );
    expect(reply.at - sent).toBeLessThan(1000);
    expect(reply.id).toBe(String(result.message.id));
    // The "joined" marker came first.
    const joined = stream.events.find((e) => e.data.includes(HANDOFF_JOINED_TEXT));
    expect(JSON.parse(joined!.data)).toMatchObject({ marker: 'joined', author: 'Sara' });
    // The visitor's chat names the team member by the first name they gave.
    expect(JSON.parse(reply.data)).toMatchObject({ author: 'Sara' });
    expect(stream.events.indexOf(joined!)).toBeLessThan(stream.events.indexOf(reply));
    stream.close();

    // A reconnecting chat gets what it missed after its last event id, and nothing before.
    const again = openStream(baseUrl, {
      [CHAT_KEY_HEADER]: asked.conversation_id,
      'last-event-id': joined!.id!,
    });
    const replayed = await again.next((e) => e.event === 'message');
    expect(replayed.data).toContain('Sara from the team');
    expect(again.events.filter((e) => e.event === 'message')).toHaveLength(1);
    again.close();
    // An open chat is never mailed.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.some((m) => m.text?.includes('Sara from the team'))).toBe(false);
  });

  it('keeps the bot quiet while a team member is in, until the team ends the hand-off', async () => {
    const asked = await chat({ message: 'talk to a human', reply_limit: 2 });
    const id = await threadOf(asked.conversation_id);
    await admin('POST', `/api/admin/conversations/${id}/replies`, { text: 'Hello, I am here.' });
    // More messages than the reply limit allows: the limit counts the bot's replies only.
    for (const message of ['What are your prices?', 'hi', 'Do you build websites?']) {
      const quiet = await chat({
        message,
        conversation_id: asked.conversation_id,
        reply_limit: 2,
      });
      expect(quiet.quiet).toBe(true);
      expect(quiet.response).toBe('');
      expect(quiet.handoff).toBe('joined');
    }
    const thread = (await admin('GET', `/api/admin/conversations/${id}`)).json<{
      conversation: { unread: number; handoff: string };
      messages: { sender: string; text: string; marker: string | null }[];
    }>();
    expect(thread.conversation.handoff).toBe('joined');
    expect(thread.conversation.unread).toBe(3);
    expect(thread.messages.slice(-3).every((m) => m.sender === 'user')).toBe(true);
    expect(thread.messages.filter((m) => m.sender === 'team').map((m) => m.marker)).toEqual([
      'joined',
      null,
    ]);

    const stream = openStream(baseUrl, { [CHAT_KEY_HEADER]: asked.conversation_id });
    await stream.next((e) => e.event === 'state');
    expect((await admin('POST', `/api/admin/conversations/${id}/handoff/end`)).statusCode).toBe(
      200,
    );
    const ended = await stream.next((e) => e.data.includes(HANDOFF_ENDED_TEXT));
    expect(JSON.parse(ended.data)).toMatchObject({ marker: 'ended' });
    await stream.next((e) => e.event === 'state' && e.data.includes('null'));
    stream.close();
    // The assistant answers again, and the reply limit counts afresh: not locked at once.
    const answered = await chat({
      message: 'What are your business hours?',
      conversation_id: asked.conversation_id,
      reply_limit: 2,
    });
    expect(answered.quiet).toBeUndefined();
    expect(answered.intent).toBe('hours');
    expect(answered.limit_reached).toBeUndefined();
    const second = await chat({
      message: 'Do you build websites?',
      conversation_id: asked.conversation_id,
      reply_limit: 2,
    });
    expect(second.limit_reached).toBe(true);
  });

  it('e-mails the reply when the chat is closed and an e-mail is known', async () => {
    const email = `closed-${Date.now().toString(36)}@shop.pk`;
    const asked = await chat({ message: `I need a real person, my email is ${email}` });
    expect(asked.handoff).toBe('requested');
    expect(asked.response).toContain(`we'll answer at ${email}`);
    const id = await threadOf(asked.conversation_id);
    const posted = await admin('POST', `/api/admin/conversations/${id}/replies`, {
      text: 'We can build your shop in two weeks. Shall we talk tomorrow?',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json<{ delivery: string }>().delivery).toBe('email');
    await smtp.waitFor((all) => all.some((m) => m.envelopeTo.includes(email)));
    const mail = smtp.messages.find((m) => m.envelopeTo.includes(email))!;
    expect(mail.subject).toContain('a reply from our team');
    expect(mail.text).toContain('We can build your shop in two weeks.');
    expect(mail.headers['reply-to']).toContain('team@example.com');

    // No e-mail known and no chat open: the reply waits in the thread.
    const anonymous = await chat({ message: 'connect me with an agent' });
    const anonymousId = await threadOf(anonymous.conversation_id);
    const stored = await admin('POST', `/api/admin/conversations/${anonymousId}/replies`, {
      text: 'Hello?',
    });
    expect(stored.json<{ delivery: string }>().delivery).toBe('stored');
  });

  it('refuses visitors in the admin routes (401), bad replies (400) and unknown ones (404)', async () => {
    const asked = await chat({ message: 'talk to a person please' });
    const id = await threadOf(asked.conversation_id);
    for (const [method, url] of [
      ['GET', '/api/admin/conversations/unread'],
      ['POST', `/api/admin/conversations/${id}/replies`],
      ['POST', `/api/admin/conversations/${id}/read`],
      ['POST', `/api/admin/conversations/${id}/handoff/end`],
    ] as const) {
      const refused = await admin(
        method,
        url,
        method === 'POST' ? { text: 'x' } : undefined,
        false,
      );
      expect(refused.statusCode, url).toBe(401);
    }
    const empty = await admin('POST', `/api/admin/conversations/${id}/replies`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Please type a reply.');
    const long = await admin('POST', `/api/admin/conversations/${id}/replies`, {
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toMatch(/too long/);
    const missing = await admin('POST', `/api/admin/conversations/${id}/replies`, {});
    expect(missing.statusCode).toBe(400);
    const unknown = await admin(
      'POST',
      '/api/admin/conversations/00000000-0000-4000-8000-000000000000/replies',
      { text: 'Hello' },
    );
    expect(unknown.statusCode).toBe(404);
    const notUuid = await admin('POST', '/api/admin/conversations/nope/read');
    expect(notUuid.statusCode).toBe(404);

    // The stream needs the issued id: none is 400, one never issued is 404.
    const bare = await t.app.inject({ method: 'GET', url: '/api/flask/chat/events' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toContain(CHAT_KEY_HEADER);
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/flask/chat/events',
      headers: { [CHAT_KEY_HEADER]: 'made-up-id-123456789' },
    });
    expect(made.statusCode).toBe(404);
  });
});

describe('WhatsApp click-to-chat (WHATSAPP_NUMBER)', () => {
  const withNumber = suiteTestApp({ WHATSAPP_NUMBER: '+92 300 1234567' });
  const chatIn = async (t: TestApp, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: body,
      remoteAddress: freshAddress(),
    });
    return response.json<ChatResponse>();
  };
  const link = async (t: TestApp, issued?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/flask/chat/whatsapp',
      headers: issued ? { [CHAT_KEY_HEADER]: issued } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ href: string | null }>().href;
  };

  it('links wa.me with a short summary: the business and the last question, not the transcript', async () => {
    expect(await link(withNumber)).toBe(
      `https://wa.me/923001234567?text=${encodeURIComponent('Hi Brightwave!')}`,
    );
    const first = await chatIn(withNumber, { message: 'I run a dental clinic in Karachi' });
    await chatIn(withNumber, {
      message: 'My secret note: the first message',
      conversation_id: first.conversation_id,
    });
    await chatIn(withNumber, {
      message: 'How much does a booking website cost?',
      conversation_id: first.conversation_id,
    });
    const href = (await link(withNumber, first.conversation_id))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
    const text = decodeURIComponent(href.split('text=')[1]!);
    expect(text).toContain('My business: a dental clinic.');
    expect(text).toContain('My question: How much does a booking website cost?');
    expect(text).not.toContain('secret note');
    expect(text.length).toBeLessThan(320);
  });

  describe('without a number', () => {
    const without = suiteTestApp();
    it('has no link', async () => {
      expect(await link(without)).toBeNull();
    });
  });
});
