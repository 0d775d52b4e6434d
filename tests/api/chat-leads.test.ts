import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_CONTACT_NEEDS_A_WAY, CHAT_LIMIT_MESSAGE } from '../../common/chat.ts';
import { site } from '../../common/site.ts';
import { hashConversationKey } from '../../server/chat/service.ts';
import { chatConversations } from '../../server/db/schema/chat.ts';
import { leads } from '../../server/db/schema/leads.ts';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { addressPool, suiteMailingApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import type { SmtpReceiver } from '../setup/smtp.ts';
import type { TestApp } from '../setup/test-app.ts';

const freshAddress = addressPool(21);

interface Reply {
  response: string;
  conversation_id: string;
}

describe('details typed in the chat become one lead per conversation', () => {
  let t: TestApp;
  let token: string;
  let smtp: SmtpReceiver;

  suiteMailingApp((app) => ({ t, token, smtp } = app));

  const chat = async (body: Record<string, unknown>, address = freshAddress(), ua = 'test') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: body,
      headers: { 'user-agent': ua },
      remoteAddress: address,
    });
    return response;
  };
  const say = async (message: string, conversationId?: string) => {
    const response = await chat({
      message,
      ...(conversationId ? { conversation_id: conversationId } : {}),
      user_context: { source: '/Services' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Reply>();
  };
  const storedConversation = async (issuedId: string) => {
    const [row] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.clientKeyHash, hashConversationKey(issuedId)));
    return row!;
  };
  const adminLeads = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/leads?kind=chat_contact',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{
      leads: {
        _id: string;
        kind: string;
        name: string;
        email: string;
        phone: string | null;
        conversationId: string | null;
      }[];
    }>().leads;
  };
  const notices = (about: string) =>
    smtp.messages.filter((m) => m.to.includes('team@example.com') && m.text?.includes(about));

  it('stores name, e-mail and phone before saying they are noted; one notice for the conversation', async () => {
    const first = await say('my name is Ali, email ali@shop.pk, 0300 1234567');
    expect(first.response).toContain("I've noted your e-mail (ali@shop.pk)");
    const conversation = await storedConversation(first.conversation_id);

    const [lead] = await adminLeads();
    expect(lead).toMatchObject({
      kind: 'chat_contact',
      name: 'Ali',
      email: 'ali@shop.pk',
      phone: '+92 300 1234567',
      conversationId: conversation.id,
    });
    expect(conversation.leadId).toBe(lead!._id);

    await smtp.waitFor(() => notices('ali@shop.pk').length === 1);
    const [notice] = notices('ali@shop.pk');
    expect(notice!.subject).toBe('New chat lead from Ali');
    expect(notice!.text).toContain(`/admin/conversations?id=${conversation.id}`);

    // A second message with a new number updates the same lead; the team is not told again.
    const second = await say('sorry, my number is 0321 7654321', first.conversation_id);
    expect(second.response).toContain("I've noted your phone number (+92 321 7654321)");
    const after = await adminLeads();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ _id: lead!._id, name: 'Ali', phone: '+92 321 7654321' });
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'lead-notification'));
    expect(queued).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(notices('ali@shop.pk')).toHaveLength(1);
  });

  it('reads Roman Urdu, and the chat contact form updates the same lead', async () => {
    await t.database.db.delete(leads);
    const first = await say('mera naam Sara hai, mera number 03001234567 hai');
    expect(first.response).toContain('Thanks, Sara!');
    expect(first.response).toContain("I've noted your phone number (+92 300 1234567)");
    const conversation = await storedConversation(first.conversation_id);
    expect(await adminLeads()).toEqual([
      expect.objectContaining({
        name: 'Sara',
        email: '',
        phone: '+92 300 1234567',
        conversationId: conversation.id,
      }),
    ]);

    // The contact-info dialog of the same chat: the same lead, now with the e-mail.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact-info',
      payload: {
        name: 'Sara Khan',
        email: 'sara@shop.pk',
        phone: '',
        source: 'chat_contact',
        conversationId: first.conversation_id,
      },
      remoteAddress: freshAddress(),
    });
    expect(form.statusCode).toBe(201);
    const after = await adminLeads();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      name: 'Sara Khan',
      email: 'sara@shop.pk',
      phone: '+92 300 1234567',
      conversationId: conversation.id,
    });
    await smtp.waitFor(() => notices('Sara').length === 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(notices('Sara')).toHaveLength(1);
  });

  it('never says "noted" when storing the details failed', async () => {
    // A real failure of the real table: a constraint this one visitor's details break.
    await t.database.db.execute(
      sql.raw(`alter table leads add constraint test_refuse_faily check (name <> 'Faily')`),
    );
    try {
      const reply = await say('my name is Faily, email faily@shop.pk');
      expect(reply.response).not.toMatch(/noted/i);
      expect(reply.response).toContain("couldn't save your details");
      expect(reply.response).toContain(site.email);
      expect(reply.response).toContain(site.phone);
      const stored = await t.database.db
        .select()
        .from(leads)
        .where(eq(leads.email, 'faily@shop.pk'));
      expect(stored).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql.raw(`alter table leads drop constraint if exists test_refuse_faily`),
      );
    }
  });

  it("keeps a landing chat's reply limit per conversation: a new conversation starts afresh", async () => {
    const address = freshAddress();
    const ua = 'Mozilla/5.0 limit-test';
    const first = await chat({ message: 'Question 1', reply_limit: 3 }, address, ua);
    const id = first.json<Reply>().conversation_id;
    expect(first.json()).not.toHaveProperty('limit_reached');
    expect(
      (
        await chat({ message: 'Question 2', reply_limit: 3, conversation_id: id }, address, ua)
      ).json(),
    ).not.toHaveProperty('limit_reached');
    // The last reply the limit allows says so: the chat locks with it.
    const last = await chat(
      { message: 'Question 3', reply_limit: 3, conversation_id: id },
      address,
      ua,
    );
    expect(last.statusCode).toBe(200);
    expect(last.json<{ limit_reached?: boolean }>().limit_reached).toBe(true);
    const refused = await chat(
      { message: 'Question 4', reply_limit: 3, conversation_id: id },
      address,
      ua,
    );
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ reason: string; message: string }>();
    expect(body.reason).toBe('reply_limit');
    expect(body.message).toContain(CHAT_LIMIT_MESSAGE);
    expect(body.message).toContain(site.email);
    expect(body.message).toContain(site.phone);

    // Nothing typed at the limit is lost: the message is stored, details become a lead.
    const withDetails = await chat(
      { message: 'ok, my email is late@shop.pk', reply_limit: 3, conversation_id: id },
      address,
      ua,
    );
    expect(withDetails.statusCode).toBe(429);
    const late = withDetails.json<{ message: string; conversation_id: string }>();
    expect(late.conversation_id).toBe(id);
    expect(late.message).toContain(CHAT_LIMIT_MESSAGE);
    expect(late.message).toContain('We have your contact details');
    const conversation = await storedConversation(id);
    expect(await adminLeads()).toContainEqual(
      expect.objectContaining({ email: 'late@shop.pk', conversationId: conversation.id }),
    );
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conversations/${conversation.id}`,
      headers: bearer(token),
    });
    expect(
      thread
        .json<{ messages: { sender: string; text: string }[] }>()
        .messages.map((m) => m.text)
        .slice(-2),
    ).toEqual(['ok, my email is late@shop.pk', late.message]);

    // A new chat session (no id) of the same visitor starts a new count.
    const fresh = await chat({ message: 'Question 1', reply_limit: 3 }, address, ua);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Reply>().conversation_id).not.toBe(id);
  });

  it("locks the floating chatbot only while the owner's reply-limit setting is on", async () => {
    const settings = (method: 'GET' | 'PUT', payload?: unknown, headers = bearer(token)) =>
      t.app.inject({ method, url: '/api/admin/chat-settings', headers, payload: payload as never });
    // Off by default: a sixth message of one conversation is answered.
    expect((await settings('GET')).json()).toEqual({ success: true, replyLimit: false });
    let id: string | undefined;
    for (let i = 1; i <= 6; i++) {
      const answer = await chat({
        message: `Question ${i}`,
        chat: 'main',
        ...(id ? { conversation_id: id } : {}),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).not.toHaveProperty('limit_reached');
      id = answer.json<Reply>().conversation_id;
    }

    // Visitors cannot read or change it; a bad value is refused with a sentence.
    expect((await settings('GET', undefined, {} as never)).statusCode).toBe(401);
    expect((await settings('PUT', { replyLimit: true }, {} as never)).statusCode).toBe(401);
    const bad = await settings('PUT', { replyLimit: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('replyLimit must be true or false');

    // On: read on the next message, no restart; the 4th reply locks, the 5th is refused.
    expect((await settings('PUT', { replyLimit: true })).json()).toEqual({
      success: true,
      replyLimit: true,
    });
    try {
      expect((await settings('GET')).json<{ replyLimit: boolean }>().replyLimit).toBe(true);
      // The conversation above already had six replies: it is past the limit at once.
      expect((await chat({ message: 'Seven', chat: 'main', conversation_id: id })).statusCode).toBe(
        429,
      );
      let fresh: string | undefined;
      for (let i = 1; i <= 4; i++) {
        const answer = await chat({
          message: `Question ${i}`,
          chat: 'main',
          ...(fresh ? { conversation_id: fresh } : {}),
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json<{ limit_reached?: boolean }>().limit_reached).toBe(
          i === 4 ? true : undefined,
        );
        fresh = answer.json<Reply>().conversation_id;
      }
      const refused = await chat({ message: 'Five', chat: 'main', conversation_id: fresh });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ reason: string }>().reason).toBe('reply_limit');
    } finally {
      await settings('PUT', { replyLimit: false });
    }
    // Off again: the same conversation is answered.
    expect((await chat({ message: 'Eight', chat: 'main', conversation_id: id })).statusCode).toBe(
      200,
    );
  });

  it('saves the contact bubble with a phone alone, on the conversation and as its lead', async () => {
    const contact = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/flask/chat/contact',
        payload,
        remoteAddress: freshAddress(),
      });
    // Neither e-mail nor phone: nothing to reach the visitor by.
    const empty = await contact({ name: 'Bilal' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(CHAT_CONTACT_NEEDS_A_WAY);
    const badPhone = await contact({ phone: '12ab' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ message: string }>().message).toContain(
      'Please enter a valid phone number',
    );

    const started = await say('Do you build online shops?');
    const saved = await contact({
      conversation_id: started.conversation_id,
      name: 'Bilal',
      phone: '0300 7654321',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<{ conversation_id: string }>().conversation_id).toBe(started.conversation_id);
    const conversation = await storedConversation(started.conversation_id);
    expect(conversation).toMatchObject({ name: 'Bilal', phone: '+92 300 7654321' });
    expect(await adminLeads()).toContainEqual(
      expect.objectContaining({ phone: '+92 300 7654321', conversationId: conversation.id }),
    );

    // Before the first message: a conversation starts, and its id comes back.
    const before = await contact({ email: 'first@shop.pk' });
    expect(before.statusCode).toBe(201);
    const issued = before.json<{ conversation_id: string }>().conversation_id;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await storedConversation(issued)).email).toBe('first@shop.pk');

    // One address may save 10 times in 15 minutes, refused attempts included, as the
    // site's contact form: each save without a conversation starts one, with a notice.
    const address = freshAddress();
    const from = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/flask/chat/contact',
        payload,
        remoteAddress: address,
      });
    for (let i = 0; i < 10; i++) expect((await from({ name: 'Spam' })).statusCode).toBe(400);
    const held = await from({ phone: '0300 7654321' });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });
});
