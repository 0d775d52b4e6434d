import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Small key-value settings shared by every app process (analytics salts, ...). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits that hold across app processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Exact row counts of `blogs` and `appointments` per status (appointments per day:
 * appointment_day_counts), kept by the database itself: triggers of migration 0004 add
 * every insert, delete and status change in the same transaction, so the figures hold
 * across app processes and equal a fresh `count(*)` as soon as the change commits. A count
 * is the sum of `n` over the shards of its key: each connection writes its own shard (its
 * backend pid modulo 16), so concurrent writers (bookings) rarely queue on one row; a shard
 * may go below zero, the sum never does.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    status: text('status').notNull(),
    /** blogs: the post has a publish_at (published or scheduled); false for appointments. */
    dated: boolean('dated').notNull().default(false),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.status, t.dated, t.shard] })],
);
