import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every e-mail is written here in the transaction that causes it, then delivered by a
 * job; `dedupeKey` keeps one logical message from being queued twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    to: text('to').notNull(),
    /** The message as sent; null when `data` holds what it is rendered from at delivery. */
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /**
     * What the renderer of `kind` makes the message from at delivery, instead of the text
     * above (docs/decisions/038): a booking's mails, the booking path's largest writes.
     */
    data: jsonb('data').$type<Record<string, unknown>>(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * pending -> sending (claimed by one delivery attempt) -> sent, or back to pending for a
     * retry, or failed once the retries are spent. See docs/decisions (outbox and delivery).
     */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the current attempt claimed the row; a stale claim (a crashed process) is retaken. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    check(
      'mail_outbox_content',
      sql`${t.data} is not null or (${t.subject} is not null and ${t.text} is not null)`,
    ),
  ],
);
