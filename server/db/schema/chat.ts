import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The id the browser sends, stored only as a hash: knowing another visitor's id
     * must not reveal their history.
     */
    clientKeyHash: text('client_key_hash').notNull(),
    businessProfile: text('business_profile'),
    sourcePage: text('source_page'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    leadId: uuid('lead_id'),
    appointmentId: uuid('appointment_id'),
    /**
     * The hand-off to a person (ADR 033): 'requested' once the visitor asked for one,
     * 'joined' once a team member answered (the bot is quiet then); null otherwise.
     */
    handoff: text('handoff', { enum: ['requested', 'joined'] }),
    handoffRequestedAt: timestamp('handoff_requested_at', { withTimezone: true }),
    /** The last message the team has read: later visitor messages are unread. */
    teamReadMessageId: bigint('team_read_message_id', { mode: 'number' }).notNull().default(0),
    /**
     * Until when a chat is open on the conversation's hand-off stream, on any app process:
     * the process holding the stream renews it while the stream lasts and clears it when
     * the stream ends, so a team reply through another process knows the visitor sees it.
     */
    streamUntil: timestamp('stream_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_client_idx').on(t.clientKeyHash),
    index('chat_conversations_updated_idx').on(t.updatedAt.desc()),
    index('chat_conversations_handoff_idx')
      .on(t.handoffRequestedAt)
      .where(sql`${t.handoff} is not null`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** 'team': a person of the team wrote it in a hand-off (ADR 033). */
    sender: text('sender', { enum: ['user', 'bot', 'team'] }).notNull(),
    text: text('text').notNull(),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
