import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointmentReminders, appointments, calendarFeedSecrets } from '../db/schema/booking.ts';
import type { AppointmentRow } from './repository.ts';

/**
 * The SQL of the scheduling work (docs/decisions/032): confirmed exact times,
 * reminders, the team's calendar feed and the admin calendar.
 */

/** Sets the confirmed exact start and meeting link; status Confirmed, a new calendar version. */
export async function confirmAppointment(
  tx: Db,
  id: string,
  confirmation: { start: Date; meetingUrl: string },
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({
      status: 'Confirmed',
      confirmedStart: confirmation.start,
      confirmedAt: sql`now()`,
      meetingUrl: confirmation.meetingUrl,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

/** A confirmed consultation a reminder may be due for, with the leads already recorded. */
export interface ReminderCandidate {
  id: string;
  confirmedStart: Date;
  confirmedAt: Date;
  recordedLeads: number[];
}

/**
 * Confirmed consultations that start after `now` and within `maxLeadSeconds` of it
 * (appointments_confirmed_start_idx), each with the leads (seconds) its reminders of that
 * exact start already have rows for.
 */
export async function findReminderCandidates(
  db: Db,
  now: Date,
  maxLeadSeconds: number,
): Promise<ReminderCandidate[]> {
  const until = new Date(now.getTime() + maxLeadSeconds * 1000);
  const rows = await db
    .select({
      id: appointments.id,
      confirmedStart: appointments.confirmedStart,
      confirmedAt: appointments.confirmedAt,
      recordedLeads: sql<
        number[]
      >`coalesce(array_agg(${appointmentReminders.leadSeconds}) filter (where ${appointmentReminders.leadSeconds} is not null), '{}')`,
    })
    .from(appointments)
    .leftJoin(
      appointmentReminders,
      and(
        eq(appointmentReminders.appointmentId, appointments.id),
        eq(appointmentReminders.startsAt, appointments.confirmedStart),
      ),
    )
    .where(
      and(
        eq(appointments.status, 'Confirmed'),
        gt(appointments.confirmedStart, now),
        lte(appointments.confirmedStart, until),
        isNotNull(appointments.confirmedAt),
      ),
    )
    .groupBy(appointments.id);
  return rows.map((row) => ({
    id: row.id,
    confirmedStart: row.confirmedStart!,
    confirmedAt: row.confirmedAt!,
    recordedLeads: (row.recordedLeads ?? []).map(Number),
  }));
}

/**
 * Records reminders of one exact start: the first lead as 'queued', the others as
 * 'skipped'. True when the queued one's row is new: whoever inserts it queues its mail, in
 * the same transaction (a second sweep or process finds the row and queues nothing).
 */
export async function recordReminders(
  tx: Db,
  appointmentId: string,
  startsAt: Date,
  queued: number,
  skipped: number[],
): Promise<boolean> {
  const inserted = await tx
    .insert(appointmentReminders)
    .values({ appointmentId, startsAt, leadSeconds: queued, outcome: 'queued' })
    .onConflictDoNothing()
    .returning({ lead: appointmentReminders.leadSeconds });
  if (inserted.length === 0) return false;
  if (skipped.length) {
    await tx
      .insert(appointmentReminders)
      .values(
        skipped.map((leadSeconds) => ({
          appointmentId,
          startsAt,
          leadSeconds,
          outcome: 'skipped' as const,
        })),
      )
      .onConflictDoNothing();
  }
  return true;
}

/** The reminders recorded for an appointment (tests and the admin details). */
export async function findReminders(db: Db, appointmentId: string) {
  return db
    .select()
    .from(appointmentReminders)
    .where(eq(appointmentReminders.appointmentId, appointmentId))
    .orderBy(asc(appointmentReminders.createdAt));
}

/** The SHA-256 of the calendar feed's secret, or null before one was made. */
export async function findFeedSecretHash(
  db: Db,
): Promise<{ hash: string; createdAt: Date } | null> {
  const [row] = await db.select().from(calendarFeedSecrets).where(eq(calendarFeedSecrets.id, 1));
  return row ? { hash: row.secretHash, createdAt: row.createdAt } : null;
}

/** Replaces the feed's secret: the old URL stops working at once. */
export async function saveFeedSecretHash(db: Db, hash: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeedSecrets)
    .values({ id: 1, secretHash: hash })
    .onConflictDoUpdate({
      target: calendarFeedSecrets.id,
      set: { secretHash: hash, createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeedSecrets.createdAt });
  return row!.createdAt;
}

/** Pending and confirmed consultations whose slot starts at or after `from`, by start. */
export async function findFeedAppointments(db: Db, from: Date, limit: number) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ['Pending', 'Confirmed']),
        gte(appointments.slotStart, from),
      ),
    )
    .orderBy(asc(appointments.slotStart))
    .limit(limit);
}

/** Appointments (all but cancelled ones) whose slot starts in [from, to), by start. */
export async function findAppointmentsBetween(db: Db, from: Date, to: Date, limit: number) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        gte(appointments.slotStart, from),
        lt(appointments.slotStart, to),
        ne(appointments.status, 'Cancelled'),
      ),
    )
    .orderBy(asc(appointments.slotStart), asc(appointments.createdAt))
    .limit(limit);
}
