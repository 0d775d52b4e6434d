import { bigserial, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Cookie-free page views; `visitorHash` is a daily-salted hash, never an address. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_day_visitor_idx').on(t.day, t.visitorHash),
    index('page_views_visitor_idx').on(t.visitorHash),
    index('page_views_day_path_idx').on(t.day, t.path),
  ],
);
