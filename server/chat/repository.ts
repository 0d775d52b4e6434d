import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatConversations, chatMessages } from '../db/schema/chat.ts';
import type { Topic } from './intents.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** What a stored bot message remembers about itself (`chat_messages.meta`). */
export interface BotMeta {
  intent: string;
  offeredBooking: boolean;
  provider: 'builtin' | 'model';
  fallback?: string;
  /** How sure the rules were of the answer (0-1; ADR 029). */
  confidence?: number;
  /** What the answer was about, so a follow-up ("and the price?") resolves against it. */
  topic?: Topic;
}

export interface ConversationState {
  conversation: ConversationRow;
  /** Visitor messages stored before this one. */
  userMessages: number;
  lastBot: BotMeta | null;
}

/**
 * The conversation whose server-issued id hashes to `clientKeyHash`, with what the next
 * answer needs; null when there is none (an unknown or client-made id).
 */
export async function findConversationState(
  db: Db,
  clientKeyHash: string,
): Promise<ConversationState | null> {
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.clientKeyHash, clientKeyHash))
    .orderBy(asc(chatConversations.createdAt))
    .limit(1);
  if (!conversation) return null;
  const [counted] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.sender, 'user')));
  const [lastBot] = await db
    .select({ meta: chatMessages.meta })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.sender, 'bot')))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return {
    conversation,
    userMessages: Number(counted?.n ?? 0),
    lastBot: (lastBot?.meta as BotMeta | null | undefined) ?? null,
  };
}

/** A new conversation under the hash of the id the server just issued for it. */
export async function createConversation(
  db: Db,
  input: { clientKeyHash: string; businessProfile: string; sourcePage: string | null },
): Promise<ConversationState> {
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      clientKeyHash: input.clientKeyHash,
      businessProfile: input.businessProfile,
      sourcePage: input.sourcePage,
    })
    .returning();
  return { conversation: conversation!, userMessages: 0, lastBot: null };
}

/** The last `limit` messages, oldest first (the model's memory of the conversation). */
export async function recentMessages(db: Db, conversationId: string, limit: number) {
  const rows = await db
    .select({ sender: chatMessages.sender, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function saveExchange(
  db: Db,
  input: {
    conversationId: string;
    userText: string;
    botText: string;
    botMeta: BotMeta;
    contact: { name?: string; email?: string; phone?: string };
    sourcePage: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values([
      { conversationId: input.conversationId, sender: 'user', text: input.userText },
      {
        conversationId: input.conversationId,
        sender: 'bot',
        text: input.botText,
        meta: input.botMeta,
      },
    ]);
    await tx
      .update(chatConversations)
      .set({
        updatedAt: sql`now()`,
        ...(input.contact.name ? { name: input.contact.name } : {}),
        ...(input.contact.email ? { email: input.contact.email } : {}),
        ...(input.contact.phone ? { phone: input.contact.phone } : {}),
        sourcePage: sql`coalesce(${chatConversations.sourcePage}, ${input.sourcePage})`,
      })
      .where(eq(chatConversations.id, input.conversationId));
  });
}

export interface ConversationSummaryRow extends ConversationRow {
  messageCount: number;
  lastMessageText: string | null;
  lastMessageSender: 'user' | 'bot' | null;
}

/** Newest activity first. */
export async function findConversationPage(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ConversationSummaryRow[]; total: number }> {
  // Qualified by hand: drizzle renders a column of the outer table unqualified in a subquery.
  const outerId = sql.raw('"chat_conversations"."id"');
  const messageCount = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${outerId})`;
  const lastText = sql<
    string | null
  >`(select m.text from ${chatMessages} m where m.conversation_id = ${outerId} order by m.id desc limit 1)`;
  const lastSender = sql<
    'user' | 'bot' | null
  >`(select m.sender from ${chatMessages} m where m.conversation_id = ${outerId} order by m.id desc limit 1)`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        conversation: chatConversations,
        messageCount,
        lastMessageText: lastText,
        lastMessageSender: lastSender,
      })
      .from(chatConversations)
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chatConversations),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.conversation,
      messageCount: Number(r.messageCount),
      lastMessageText: r.lastMessageText,
      lastMessageSender: r.lastMessageSender,
    })),
    total: Number(totalRow?.n ?? 0),
  };
}

export async function findConversationWithMessages(
  db: Db,
  id: string,
): Promise<{ conversation: ConversationRow; messages: MessageRow[] } | null> {
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .limit(1);
  if (!conversation) return null;
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, id))
    .orderBy(asc(chatMessages.id));
  return { conversation, messages };
}

/**
 * Links the conversation whose issued id hashes to `clientKeyHash` to a lead, and fills in
 * the contact details it lacks. No such conversation: nothing happens.
 */
export async function linkLead(
  tx: Db,
  clientKeyHash: string,
  lead: { id: string; name: string; email: string; phone: string | null },
): Promise<void> {
  await tx.execute(sql`
    update chat_conversations
       set lead_id = coalesce(lead_id, ${lead.id}::uuid),
           name = coalesce(name, ${lead.name}),
           email = coalesce(email, ${lead.email}),
           phone = coalesce(phone, ${lead.phone}),
           updated_at = now()
     where client_key_hash = ${clientKeyHash}`);
}

/**
 * Links an appointment to the most recent conversation of the last day that knows its
 * e-mail (any case) and has no appointment yet. No such conversation: nothing happens.
 */
export async function linkAppointmentToRecent(
  tx: Db,
  appointment: { id: string; email: string },
): Promise<void> {
  await tx.execute(sql`
    update chat_conversations
       set appointment_id = ${appointment.id}::uuid, updated_at = now()
     where id = (
       select id from chat_conversations
        where lower(email) = lower(${appointment.email})
          and appointment_id is null
          and updated_at > now() - interval '1 day'
        order by updated_at desc
        limit 1)`);
}

/** The stored id of the conversation whose issued id hashes to `clientKeyHash`, or null. */
export async function findConversationIdByKey(
  tx: Db,
  clientKeyHash: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.clientKeyHash, clientKeyHash))
    .orderBy(asc(chatConversations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Makes `lead` the conversation's lead and keeps the details it knows on the thread. */
export async function linkChatLead(
  tx: Db,
  conversationId: string,
  lead: { id: string; name: string; email: string; phone: string | null },
): Promise<void> {
  await tx
    .update(chatConversations)
    .set({
      leadId: lead.id,
      ...(lead.name ? { name: lead.name } : {}),
      ...(lead.email ? { email: lead.email } : {}),
      ...(lead.phone ? { phone: lead.phone } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(chatConversations.id, conversationId));
}
