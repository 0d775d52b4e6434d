import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  CHAT_EMPTY_MESSAGE,
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_TOO_LONG_MESSAGE,
  type ChatResponse,
} from '../../common/chat.ts';
import { ILLEGAL_BUSINESS_REPLY } from '../../common/chat-replies.ts';
import { CHAT_MAX_MESSAGE_CHARS } from '../../common/constants.ts';
import { chatConversations, chatMessages } from '../../server/db/schema/chat.ts';
import { VISITOR_CASES } from '../../server/chat/visitor-table.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/** What the server issues: 16 random bytes, base64url. */
const ISSUED_ID = /^[A-Za-z0-9_-]{22}$/;

let address = 0;
/** Each test its own client address, so the per-address limit of one never touches another. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe(`chat API, built-in assistant, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const send = async (payload: Record<string, unknown>, options: { remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload,
      remoteAddress: options.remoteAddress ?? nextAddress(),
    });

  describe('answers the visitor table through HTTP', () => {
    it.each(VISITOR_CASES.map((c) => [`${c.profile ?? 'general'}: ${c.message}`, c] as const))(
      '%s',
      async (_label, c) => {
        let conversation_id: string | undefined;
        const remoteAddress = nextAddress();
        const user_context: Record<string, unknown> = {
          conversationLength: (c.turn ?? 1) - 1,
          ...(c.profile ? { business_profile: c.profile, source: '/LandingPages/x' } : {}),
          ...(c.known ? { name: 'Kim', email: 'kim@example.com' } : {}),
        };
        if (c.afterOffer) {
          const primer = await send(
            { message: 'What are your hours?', conversation_id, user_context },
            { remoteAddress },
          );
          expect(primer.json().response).toMatch(/book .*\?$/);
          // The server issued the id; sending it back continues the conversation.
          conversation_id = primer.json().conversation_id;
        }
        const response = await send(
          { message: c.message, conversation_id, user_context },
          { remoteAddress },
        );
        expect(response.statusCode).toBe(200);
        const body = response.json() as ChatResponse;
        expect(body.intent).toBe(c.intent);
        if (conversation_id) expect(body.conversation_id).toBe(conversation_id);
        else expect(body.conversation_id).toMatch(ISSUED_ID);
        if (c.appointment !== undefined) {
          expect(body.show_appointment_form).toBe(c.appointment);
          expect(body.action).toBe(c.appointment ? 'open_form' : undefined);
        }
        if (c.contactForm !== undefined) expect(body.show_contact_form).toBe(c.contactForm);
        for (const text of c.mentions ?? []) {
          expect(body.response.toLowerCase()).toContain(text.toLowerCase());
        }
        expect(body.context).toMatchObject(c.context ?? {});
      },
    );
  });

  it("answers in the spec's shape, nothing more", async () => {
    const response = await send({ message: 'Where are you located?' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'context',
        'conversation_id',
        'intent',
        'response',
        'show_appointment_form',
        'show_contact_form',
      ].sort(),
    );
    expect(body.response).toContain('Karachi, Pakistan');
    expect(body.conversation_id).toMatch(ISSUED_ID);
  });

  it.each([
    [{}, CHAT_EMPTY_MESSAGE],
    [{ message: '   ' }, CHAT_EMPTY_MESSAGE],
    [{ message: '\n\t' }, CHAT_EMPTY_MESSAGE],
    [{ message: 'x'.repeat(CHAT_MAX_MESSAGE_CHARS + 1) }, CHAT_TOO_LONG_MESSAGE],
    [
      { message: 'hi', conversation_id: 'x' },
      "conversation_id must be 8 to 100 letters, digits, '-' or '_'.",
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses a message of NUL characters as blank, storing no conversation', async () => {
    const before = await t.database.db.select().from(chatConversations);
    const response = await send({ message: '\u0000\u0000', user_context: { name: 'A\u0000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: CHAT_EMPTY_MESSAGE });
    expect(await t.database.db.select().from(chatConversations)).toHaveLength(before.length);
    // NULs inside a real message are dropped, not stored and not refused.
    const ok = await send({ message: 'hel\u0000lo', user_context: { name: 'Ali\u0000ce' } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an illegal business and stores the refusal', async () => {
    const response = await send({ message: 'I want marketing for my online casino' });
    expect(response.json()).toMatchObject({
      response: ILLEGAL_BUSINESS_REPLY.replace(/ If you run/, '\n\nIf you run'),
      intent: 'refusal',
      show_appointment_form: false,
    });
  });

  it("resolves follow-ups against the stored conversation and keeps each answer's topic and confidence", async () => {
    const remoteAddress = nextAddress();
    const first = await send(
      { message: 'I own a dental clinic', user_context: {} },
      { remoteAddress },
    );
    const conversation_id = first.json().conversation_id as string;
    expect(first.json().response).toContain('Digital Marketing');
    const price = await send(
      { message: 'and the price?', conversation_id, user_context: {} },
      { remoteAddress },
    );
    expect(price.json()).toMatchObject({ intent: 'pricing', show_appointment_form: false });
    expect(price.json().response).toMatch(/for a dental clinic are quoted after a free/);
    const time = await send(
      { message: 'how long does it take?', conversation_id, user_context: {} },
      { remoteAddress },
    );
    expect(time.json().response).toMatch(/timeline for .*depends on your scope/);
    // The same follow-up in a new conversation has no topic to resolve against.
    const fresh = await send({ message: 'how long does it take?', user_context: {} });
    expect(fresh.json().response).not.toMatch(/timeline for/);

    const [conversation] = await t.database.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .innerJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
      .where(eq(chatMessages.text, 'I own a dental clinic'));
    const bots = await t.database.db
      .select({ meta: chatMessages.meta })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation!.id))
      .orderBy(asc(chatMessages.id));
    const metas = bots.map((b) => b.meta).filter(Boolean) as {
      topic?: unknown;
      confidence?: number;
    }[];
    expect(metas).toHaveLength(3);
    for (const meta of metas) {
      expect(meta.topic).toMatchObject({ business: 'dental' });
      expect(meta.confidence).toBeGreaterThan(0.5);
    }
  });

  it('refuses hacking and street-drug requests with the legal-businesses wording, in English and Roman Urdu', async () => {
    for (const message of [
      "hack my competitor's Instagram",
      'I want to sell weed online',
      'mere competitor ka instagram hack kar do',
    ]) {
      const res = await send({ message, user_context: {} });
      expect(res.json()).toMatchObject({ intent: 'refusal', show_appointment_form: false });
      expect(res.json().response).toContain('we only work with legal businesses');
    }
  });

  it(`limits one conversation to ${CHAT_RATE_LIMIT} replies per 10 minutes, with a sentence`, async () => {
    const remoteAddress = nextAddress();
    // The first message (no id yet) is counted per address only; the server issues the id.
    const first = await send({ message: 'hello' }, { remoteAddress });
    const conversation_id = first.json().conversation_id as string;
    // Refused messages do not count.
    expect((await send({ message: ' ', conversation_id }, { remoteAddress })).statusCode).toBe(400);
    for (let i = 0; i < CHAT_RATE_LIMIT; i++) {
      const ok = await send({ message: `question ${i}`, conversation_id }, { remoteAddress });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await send({ message: 'one more', conversation_id }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      error: CHAT_RATE_LIMITED_MESSAGE,
      message: CHAT_RATE_LIMITED_MESSAGE,
      // Not the reply limit: the widget shows the sentence and stays open.
      reason: 'rate_limit',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A new conversation from the same address is not blocked by the first one's count.
    const other = await send({ message: 'hello' }, { remoteAddress });
    expect(other.statusCode).toBe(200);
  });

  it('stores conversations by a hash of the server-issued id, and keeps conversations apart', async () => {
    const remoteAddress = nextAddress();
    const context = {
      business_profile: 'pets',
      source: '/PetLandingPage',
      conversation_context: 'first_message',
    };
    const first = await send(
      { message: "Hi, I'm Sara, sara@example.com", user_context: context },
      { remoteAddress },
    );
    const mine = first.json().conversation_id as string;
    expect(mine).toMatch(ISSUED_ID);
    const second = await send(
      {
        message: 'What are your hours?',
        conversation_id: mine,
        user_context: { ...context, conversation_context: 'continuing' },
      },
      { remoteAddress },
    );
    expect(second.json().context).toEqual({ name: 'Sara', email: 'sara@example.com' });
    expect(second.json().conversation_id).toBe(mine);

    const rows = await t.database.db.select().from(chatConversations);
    expect(rows.some((r) => r.clientKeyHash === mine || r.clientKeyHash.includes(mine))).toBe(
      false,
    );
    const stored = rows.filter((r) => r.sourcePage === '/PetLandingPage');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      businessProfile: 'pets',
      name: 'Sara',
      email: 'sara@example.com',
    });
    const messages = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, stored[0]!.id))
      // In the order they were written: without ORDER BY, PostgreSQL may answer any order.
      .orderBy(asc(chatMessages.id));
    expect(messages.map((m) => m.sender)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(messages[2]!.text).toBe('What are your hours?');

    // Another conversation knows nothing of the first: no contact, no pending offer.
    const other = await send({ message: 'yes' }, { remoteAddress });
    expect(other.json()).toMatchObject({ context: {}, show_appointment_form: false });
    expect(other.json().conversation_id).not.toBe(mine);
    expect(JSON.stringify(other.json())).not.toContain('Sara');
    // The first one remembers its offer: "yes" now books.
    const yes = await send({ message: 'yes', conversation_id: mine }, { remoteAddress });
    expect(yes.json()).toMatchObject({
      intent: 'booking',
      show_appointment_form: true,
      action: 'open_form',
      conversation_id: mine,
    });
  });

  describe('admin read of conversations', () => {
    it('needs an administrator', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/conversations' })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/admin/conversations/${randomUUID()}` }))
          .statusCode,
      ).toBe(401);
    });

    it('lists conversations and shows one as a thread', async () => {
      const { token } = await signInAdmin(t);
      const conversations = (path: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/admin/conversations${path}`,
          headers: bearer(token),
        });
      const first = await send({
        message: 'Do you build websites?',
        user_context: { source: '/Services' },
      });
      const conversation_id = first.json().conversation_id as string;
      await send({ message: 'my email is lee@example.com', conversation_id });

      const list = await conversations('?page=1&limit=5');
      expect(list.statusCode).toBe(200);
      const page = list.json();
      expect(page.success).toBe(true);
      expect(page.conversations.length).toBeLessThanOrEqual(5);
      expect(page.pagination).toMatchObject({ currentPage: 1, limit: 5 });
      const newest = page.conversations[0];
      expect(newest).toMatchObject({
        sourcePage: '/Services',
        email: 'lee@example.com',
        messageCount: 4,
      });
      expect(newest.lastMessage.sender).toBe('bot');

      const thread = await conversations(`/${newest.id}`);
      expect(thread.statusCode).toBe(200);
      const body = thread.json();
      expect(body.messages.map((m: { sender: string }) => m.sender)).toEqual([
        'user',
        'bot',
        'user',
        'bot',
      ]);
      expect(body.messages[0]).toMatchObject({ text: 'Do you build websites?' });
      expect(body.messages[1]).toMatchObject({ intent: 'service', provider: 'builtin' });

      const missing = await conversations(`/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      const junk = await conversations('/not-a-uuid');
      expect(junk.statusCode).toBe(404);
      const bad = await conversations('?limit=1000');
      expect(bad.statusCode).toBe(400);
    });
  });

  it('documents its operations in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/flask/chat'].post).toBeDefined();
    expect(doc.paths['/api/admin/conversations'].get.security).toBeDefined();
    expect(doc.paths['/api/admin/conversations/{id}'].get).toBeDefined();
  });
});
