import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('appointments_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('appointments_slot_idx').on(t.slotStart),
    index('appointments_email_idx').on(sql`lower(${t.email})`),
  ],
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
