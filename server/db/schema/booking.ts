import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Spec §3 preferred_date: the calendar date in Pakistan time, YYYY-MM-DD. */
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    /** Spec §3 preferred_time: a slot code such as 6pm-9pm. */
    preferredTime: text('preferred_time').notNull(),
    /** The instant the slot starts (the 12am-3am slot is the night after the date). */
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    userTimezone: text('user_timezone'),
    notes: text('notes'),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Completed', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    source: text('source'),
    /** Hash of the secret in the visitor's manage link (cancel or reschedule). */
    manageTokenHash: text('manage_token_hash'),
    /** RFC 5545 SEQUENCE of the e-mailed calendar event; bumped on every change. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The exact start the team confirmed inside the slot; cleared on a move. */
    confirmedStart: timestamp('confirmed_start', { withTimezone: true }),
    /** When that exact start was confirmed: reminders due before it are not sent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The video call of the confirmed consultation (a generated room or a pasted link). */
    meetingUrl: text('meeting_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('appointments_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('appointments_slot_idx').on(t.slotStart),
    index('appointments_email_idx').on(sql`lower(${t.email})`),
    index('appointments_confirmed_start_idx')
      .on(t.confirmedStart)
      .where(sql`${t.status} = 'Confirmed'`),
  ],
);

/**
 * Reminders of confirmed consultations (docs/decisions/032): one row per
 * appointment, exact start and lead time, written in the transaction that queues its mail,
 * so each reminder is queued once however many sweeps or processes look at it.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    leadSeconds: integer('lead_seconds').notNull(),
    /** 'queued' (its mail is in the outbox) or 'skipped' (a nearer reminder was due too). */
    outcome: text('outcome', { enum: ['queued', 'skipped'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.startsAt, t.leadSeconds] })],
);

/** The team's calendar feed: the SHA-256 of its URL's secret; one row. */
export const calendarFeedSecrets = pgTable(
  'calendar_feed_secrets',
  {
    id: smallint('id').primaryKey().default(1),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendar_feed_secrets_single_row', sql`${t.id} = 1`)],
);

/**
 * Booked count per slot instant. A booking increments its row with a conditional update
 * inside the booking transaction, so concurrent requests cannot oversell a slot.
 */
export const bookingSlots = pgTable('booking_slots', {
  slotStart: timestamp('slot_start', { withTimezone: true }).primaryKey(),
  booked: integer('booked').notNull().default(0),
});

/**
 * Appointments made per calendar day in Pakistan time (the day of created_at in
 * Asia/Karachi, BUSINESS_TIME_ZONE) and status: the dashboard's "appointments made" over a
 * range of days. Kept by the triggers of migration 0004 like row_counts (see there: exact,
 * across processes, summed over shards).
 */
export const appointmentDayCounts = pgTable(
  'appointment_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.shard] })],
);

/**
 * The availability the team controls (migration 0007): one row, id 1. No row
 * means the spec's hours, no closures and BOOKING_SLOT_CAPACITY.
 */
export const availabilitySettings = pgTable(
  'availability_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Seven entries, Sunday first: { open, close } hours after midnight, or null (closed). */
    weekly: jsonb('weekly').$type<({ open: number; close: number } | null)[]>().notNull(),
    capacity: integer('capacity').notNull(),
    /** [{ from, to, reason }], dates 'YYYY-MM-DD' in Pakistan time. */
    closures: jsonb('closures')
      .$type<{ from: string; to: string; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('availability_settings_single_row', sql`${t.id} = 1`),
    check('availability_settings_capacity', sql`${t.capacity} >= 1`),
  ],
);
