import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_LIMIT_MESSAGE } from '../../common/chat.ts';
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

describe('details typed in the chat become one lead per conversation (issue 18)', () => {
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

  it('keeps the reply limit per visitor on the server: new conversations do not reset it', async () => {
    const address = freshAddress();
    const ua = 'Mozilla/5.0 limit-test';
    // Cleared storage: every message starts a new conversation (no id sent).
    for (let i = 1; i <= 4; i++) {
      const ok = await chat({ message: `Question ${i}`, reply_limit: 4 }, address, ua);
      expect(ok.statusCode).toBe(200);
    }
    const refused = await chat({ message: 'Question 5', reply_limit: 4 }, address, ua);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ reason: string; message: string }>();
    expect(body.reason).toBe('reply_limit');
    expect(body.message).toContain(CHAT_LIMIT_MESSAGE);
    expect(body.message).toContain(site.email);
    expect(body.message).toContain(site.phone);

    // Nothing typed at the limit is lost: the message is stored, details become a lead.
    const withDetails = await chat(
      { message: 'ok, my email is late@shop.pk', reply_limit: 4 },
      address,
      ua,
    );
    expect(withDetails.statusCode).toBe(429);
    const late = withDetails.json<{ message: string; conversation_id: string }>();
    expect(late.message).toContain(CHAT_LIMIT_MESSAGE);
    expect(late.message).toContain('We have your contact details');
    const conversation = await storedConversation(late.conversation_id);
    expect(await adminLeads()).toContainEqual(
      expect.objectContaining({ email: 'late@shop.pk', conversationId: conversation.id }),
    );
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conversations/${conversation.id}`,
      headers: bearer(token),
    });
    expect(
      thread.json<{ messages: { sender: string; text: string }[] }>().messages.map((m) => m.text),
    ).toEqual(['ok, my email is late@shop.pk', late.message]);

    // Another visitor, and the unlimited home chat of the same visitor, still get answers.
    expect((await chat({ message: 'Hello', reply_limit: 4 }, freshAddress(), ua)).statusCode).toBe(
      200,
    );
    expect((await chat({ message: 'Hello' }, address, ua)).statusCode).toBe(200);
  });

  it('counts the replies of one conversation whatever address it comes from', async () => {
    const first = await chat({ message: 'Question 1', reply_limit: 3 });
    const id = first.json<Reply>().conversation_id;
    for (let i = 2; i <= 3; i++) {
      const ok = await chat({ message: `Question ${i}`, reply_limit: 3, conversation_id: id });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await chat({ message: 'Question 4', reply_limit: 3, conversation_id: id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ reason: string }>().reason).toBe('reply_limit');
  });
});
