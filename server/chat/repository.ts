import { and, asc, count, desc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/named-statement.ts';
import { chatConversations, chatMessages } from '../db/schema/chat.ts';
import { appSettings } from '../db/schema/system.ts';
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
  /** The answer to a request for a person (ADR 033). */
  handoff?: boolean;
  /** A request for a person whose team notice was not mailed: its client's limit was reached. */
  noticeHeld?: boolean;
}

export interface ConversationState {
  conversation: ConversationRow;
  /** Visitor messages stored before this one. */
  userMessages: number;
  lastBot: BotMeta | null;
  /** The bot's replies that count against a reply limit (limitedReplies). */
  limitedReplies: number;
}

/**
 * The bot's replies of a conversation that count against a reply limit: not the limit's
 * own refusals, not answers to a request for a person, and none before a person last
 * ended a hand-off (the assistant starts afresh after one).
 */
const limitedRepliesOf = (conversationId: SQL) => sql<number>`(
  select count(*) from ${chatMessages} m
  where m.conversation_id = ${conversationId} and m.sender = 'bot'
    and coalesce(m.meta->>'intent', '') <> 'reply_limit'
    and coalesce(m.meta->>'handoff', 'false') <> 'true'
    and m.id > coalesce((select max(e.id) from ${chatMessages} e
                         where e.conversation_id = ${conversationId} and e.sender = 'team'
                           and e.meta->>'marker' = 'ended'), 0))`;

/**
 * The conversation whose server-issued id hashes to `clientKeyHash`, with what the next
 * message needs of it, read in one statement.
 */
export async function findConversationState(
  db: Db,
  clientKeyHash: string,
): Promise<ConversationState | null> {
  const id = sql`${chatConversations.id}`;
  const [row] = await db
    .select({
      conversation: getTableColumns(chatConversations),
      userMessages: sql<number>`(select count(*) from ${chatMessages} m
        where m.conversation_id = ${id} and m.sender = 'user')`,
      lastBot: sql<BotMeta | null>`(select m.meta from ${chatMessages} m
        where m.conversation_id = ${id} and m.sender = 'bot' order by m.id desc limit 1)`,
      limitedReplies: limitedRepliesOf(id),
    })
    .from(chatConversations)
    .where(eq(chatConversations.clientKeyHash, clientKeyHash))
    .orderBy(asc(chatConversations.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    conversation: row.conversation,
    userMessages: Number(row.userMessages),
    lastBot: row.lastBot ?? null,
    limitedReplies: Number(row.limitedReplies),
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
  return { conversation: conversation!, userMessages: 0, lastBot: null, limitedReplies: 0 };
}

/** The last `limit` messages, oldest first (the model's memory of the conversation). */
export async function recentMessages(db: Db, conversationId: string, limit: number) {
  const rows = await db
    .select({ sender: chatMessages.sender, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  // The team's words are the agency's side of the conversation, as the bot's are.
  return rows
    .reverse()
    .map((r) => ({ ...r, sender: r.sender === 'team' ? ('bot' as const) : r.sender }));
}

interface ExchangeInput {
  conversationId: string;
  userText: string;
  botText: string;
  botMeta: BotMeta;
  contact: { name?: string; email?: string; phone?: string };
  sourcePage: string | null;
}

/** The visitor's message and the bot's answer (none while a person is in: ADR 033). */
async function writeExchange(
  tx: Db,
  input: Omit<ExchangeInput, 'botText' | 'botMeta'> & { botText?: string; botMeta?: BotMeta },
): Promise<number> {
  const rows = await tx
    .insert(chatMessages)
    .values([
      { conversationId: input.conversationId, sender: 'user' as const, text: input.userText },
      ...(input.botText !== undefined
        ? [
            {
              conversationId: input.conversationId,
              sender: 'bot' as const,
              text: input.botText,
              meta: input.botMeta,
            },
          ]
        : []),
    ])
    .returning({ id: chatMessages.id, sender: chatMessages.sender });
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
  return rows.find((r) => r.sender === 'user')!.id;
}

export async function saveExchange(db: Db, input: ExchangeInput): Promise<void> {
  await db.transaction((tx) => writeExchange(tx, input));
}

/** A visitor's message while a team member is in the conversation: no bot answer. */
export async function saveVisitorMessage(
  db: Db,
  input: Omit<ExchangeInput, 'botText' | 'botMeta'>,
): Promise<void> {
  await db.transaction((tx) => writeExchange(tx, input));
}

/**
 * The visitor asked for a person: the exchange, and the conversation flagged for the team
 * with the asking message as its first unread one (a repeated ask keeps the first flag).
 */
export async function saveHandoffRequest(db: Db, input: ExchangeInput): Promise<number> {
  return db.transaction(async (tx) => {
    const asked = await writeExchange(tx, input);
    await tx
      .update(chatConversations)
      .set({
        handoff: sql`coalesce(${chatConversations.handoff}, 'requested')`,
        handoffRequestedAt: sql`coalesce(${chatConversations.handoffRequestedAt}, now())`,
        teamReadMessageId: sql`case when ${chatConversations.handoff} is null then greatest(${chatConversations.teamReadMessageId}, ${asked - 1}::bigint) else ${chatConversations.teamReadMessageId} end`,
      })
      .where(eq(chatConversations.id, input.conversationId));
    return asked;
  });
}

/** A message the team wrote, or a marker of the hand-off ('joined', 'ended'). */
export interface TeamMessageInput {
  text: string;
  marker?: 'joined' | 'ended';
  /** The first name the team member gave, shown to the visitor. */
  author?: string;
}

/** The conversation, locked for a change of its hand-off; null when there is none. */
export async function lockConversation(tx: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Adds the team's messages and sets the hand-off state; everything up to them counts as
 * read by the team. Returns the stored messages in order.
 */
export async function appendTeamMessages(
  tx: Db,
  conversationId: string,
  messages: TeamMessageInput[],
  handoff: 'joined' | null,
): Promise<MessageRow[]> {
  const rows = await tx
    .insert(chatMessages)
    .values(
      messages.map((m) => ({
        conversationId,
        sender: 'team' as const,
        text: m.text,
        meta:
          m.marker || m.author
            ? {
                ...(m.marker ? { marker: m.marker } : {}),
                ...(m.author ? { author: m.author } : {}),
              }
            : null,
      })),
    )
    .returning();
  const last = rows[rows.length - 1]!.id;
  await tx
    .update(chatConversations)
    .set({
      handoff,
      handoffRequestedAt:
        handoff === null ? null : sql`coalesce(${chatConversations.handoffRequestedAt}, now())`,
      teamReadMessageId: sql`greatest(${chatConversations.teamReadMessageId}, ${last}::bigint)`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatConversations.id, conversationId));
  return rows;
}

/** The team read the conversation up to its last message. False: no such conversation. */
export async function markTeamRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({
      teamReadMessageId: sql`greatest(${chatConversations.teamReadMessageId}, coalesce(
        (select max(m.id) from ${chatMessages} m where m.conversation_id = ${id}::uuid), 0))`,
    })
    .where(eq(chatConversations.id, id))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

/** Visitor messages the team has not read, in conversations waiting for or with a person. */
const unreadOf = (outerId: ReturnType<typeof sql.raw>) => sql<number>`(
  select count(*)::int from ${chatMessages} m
   where m.conversation_id = ${outerId} and m.sender = 'user'
     and m.id > "chat_conversations"."team_read_message_id")`;

/** Across conversations in a hand-off: unread visitor messages and the conversations. */
export async function findUnreadTotals(db: Db): Promise<{ unread: number; waiting: number }> {
  const outerId = sql.raw('"chat_conversations"."id"');
  const [row] = await db
    .select({
      unread: sql<number>`coalesce(sum(${unreadOf(outerId)}), 0)::int`,
      waiting: sql<number>`count(*)::int`,
    })
    .from(chatConversations)
    .where(sql`${chatConversations.handoff} is not null`);
  return { unread: Number(row?.unread ?? 0), waiting: Number(row?.waiting ?? 0) };
}

/** The team's messages of a conversation after `afterId`, oldest first (a stream's replay). */
export async function findTeamMessagesAfter(
  db: Db,
  conversationId: string,
  afterId: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, 'team'),
        gt(chatMessages.id, afterId),
      ),
    )
    .orderBy(asc(chatMessages.id));
}

/** Where a conversation's hand-off stands; undefined when there is no such conversation. */
export async function findHandoffState(
  db: Db,
  conversationId: string,
): Promise<ConversationRow['handoff'] | undefined> {
  const [row] = await db
    .select({ handoff: chatConversations.handoff })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return row ? row.handoff : undefined;
}

/** Marks a chat open on the conversation's stream until `until`, or none open (null). */
export async function setStreamUntil(
  db: Db,
  conversationId: string,
  until: Date | null,
): Promise<void> {
  await db
    .update(chatConversations)
    .set({ streamUntil: until })
    .where(eq(chatConversations.id, conversationId));
}

export interface ConversationSummaryRow extends ConversationRow {
  messageCount: number;
  lastMessageText: string | null;
  lastMessageSender: 'user' | 'bot' | 'team' | null;
  /** Visitor messages the team has not read (0 outside a hand-off). */
  unread: number;
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
    'user' | 'bot' | 'team' | null
  >`(select m.sender from ${chatMessages} m where m.conversation_id = ${outerId} order by m.id desc limit 1)`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        conversation: chatConversations,
        messageCount,
        lastMessageText: lastText,
        lastMessageSender: lastSender,
        unread: sql<number>`case when ${chatConversations.handoff} is null then 0 else ${unreadOf(outerId)} end`,
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
      unread: Number(r.unread),
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
  await executeNamed(
    tx,
    sql`
    update chat_conversations
       set appointment_id = ${appointment.id}::uuid, updated_at = now()
     where id = (
       select id from chat_conversations
        where lower(email) = lower(${appointment.email})
          and appointment_id is null
          and updated_at > now() - interval '1 day'
        order by updated_at desc
        limit 1)`,
  );
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

/**
 * A short summary of the conversation of `clientKeyHash` (the WhatsApp link's text): the
 * visitor's business as last understood and their last question. Null: no conversation.
 */
export async function findConversationSummary(
  db: Db,
  clientKeyHash: string,
): Promise<{ business: string | null; question: string | null } | null> {
  const id = await findConversationIdByKey(db, clientKeyHash);
  if (!id) return null;
  const [business] = await db
    .select({ business: sql<string | null>`${chatMessages.meta} -> 'topic' ->> 'business'` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, id),
        eq(chatMessages.sender, 'bot'),
        sql`${chatMessages.meta} -> 'topic' ->> 'business' is not null`,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(1);
  const asked = await db
    .select({ text: chatMessages.text })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, id), eq(chatMessages.sender, 'user')))
    .orderBy(desc(chatMessages.id))
    .limit(5);
  const question = asked.find((m) => m.text.includes('?')) ?? asked[0];
  return { business: business?.business ?? null, question: question?.text ?? null };
}

/** The owner's settings of the chat, in the shared app_settings table (ADR 047). */
const REPLY_LIMIT_KEY = 'chat:reply-limit';

/** Whether the floating chatbot's reply limit is on; off until the owner turns it on. */
export async function readReplyLimitSetting(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REPLY_LIMIT_KEY));
  return row?.value === 'on';
}

export async function writeReplyLimitSetting(db: Db, on: boolean): Promise<void> {
  const value = on ? 'on' : 'off';
  await db
    .insert(appSettings)
    .values({ key: REPLY_LIMIT_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** The contact the visitor saved in the chat's contact bubble, on their conversation. */
export async function saveConversationContact(
  db: Db,
  conversationId: string,
  contact: { name?: string; email?: string; phone?: string },
): Promise<void> {
  await db
    .update(chatConversations)
    .set({
      updatedAt: sql`now()`,
      ...(contact.name ? { name: contact.name } : {}),
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
    })
    .where(eq(chatConversations.id, conversationId));
}
