import { bigint, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per backup taken by an app process. The scheduled backup of a day is claimed by
 * inserting that day's row (`scheduled_day` is unique): with several processes on one
 * PostgreSQL exactly one inserts it and takes the backup. A backup's file lives in the
 * DATA_DIR of the process that wrote it (`host`, `file`); backups themselves leave this
 * table out, since it describes files on a machine rather than the business.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Asia/Karachi day of a scheduled backup; null for one asked for by hand. */
    scheduledDay: date('scheduled_day', { mode: 'string' }).unique(),
    host: text('host').notNull(),
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);

/**
 * What an administrator did with a visitor's data (exported it, erased it): who, when, what.
 * The person is named by a masked address, so the log keeps no more of them than needed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
