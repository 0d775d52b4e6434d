import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_client_idx').on(t.clientKeyHash),
    index('chat_conversations_updated_idx').on(t.updatedAt.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'bot'] }).notNull(),
    text: text('text').notNull(),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
