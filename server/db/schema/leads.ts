import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_KINDS } from '../../../common/schemas/admin.ts';
import { chatConversations } from './chat.ts';

/**
 * Contact messages, business-form inquiries, chat contacts, Get Started requests and
 * refused booking attempts.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    businessType: text('business_type'),
    service: text('service'),
    sourcePage: text('source_page'),
    /**
     * The chat conversation the details were typed in (or sent from with the chat's contact
     * form): at most one lead per conversation, updated when the visitor repeats details.
     * A chat lead may know only a phone or only an e-mail; the other columns hold ''.
     */
    conversationId: uuid('conversation_id').references(() => chatConversations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_conversation_idx').on(t.conversationId),
    index('leads_created_idx').on(t.createdAt.desc()),
    index('leads_kind_created_idx').on(t.kind, t.createdAt.desc()),
  ],
);
