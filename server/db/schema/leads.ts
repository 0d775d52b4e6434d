import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const LEAD_KINDS = ['contact', 'footer', 'chat_contact', 'business', 'get_started'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Contact messages, business-form inquiries, chat contacts and Get Started requests. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt.desc()),
    index('leads_kind_created_idx').on(t.kind, t.createdAt.desc()),
  ],
);
