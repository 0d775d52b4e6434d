import { and, between, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import type { JoinedWriteOf } from '../db/joined-write.ts';
import { executeNamed } from '../db/named-statement.ts';
import { rateLimitHitSql, type AttemptLimit } from '../db/rate-limits.ts';
import { appointmentDayCounts, appointments, bookingSlots } from '../db/schema/booking.ts';
import { rowCounts } from '../db/schema/system.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Creates the slot's counter row when missing and locks it for the rest of the
 * transaction: every booking of one slot queues here, so the duplicate check and the
 * capacity check that follow see every earlier booking of that slot.
 */
export async function lockSlot(tx: Db, slotStart: Date): Promise<number> {
  await tx.insert(bookingSlots).values({ slotStart, booked: 0 }).onConflictDoNothing();
  const result = await tx.execute(
    sql`select booked from booking_slots where slot_start = ${slotStart.toISOString()} for update`,
  );
  return Number(rowsOf<{ booked: number }>(result)[0]?.booked ?? 0);
}

/** What `bookAppointment` did: stored it (at `createdAt`), or why not. */
export type BookingOutcome =
  | { outcome: 'created'; createdAt: Date }
  | { outcome: 'repeat' }
  | { outcome: 'too_many' }
  | { outcome: 'full' }
  | { outcome: 'rate_limited'; resetAt: Date };

/**
 * The whole booking in one statement, hence one round trip and one commit (migration 0006,
 * book_appointment; docs/decisions/027, 039 and 043): counts the attempt against `limit`
 * and answers 'rate_limited' past its `max`; else locks the slot, answers 'repeat' for a
 * pending request of the same address, date and slot, locks the address and answers
 * 'too_many' at `maxPending` upcoming pending requests, 'full' at `capacity`, else takes a
 * place and inserts the row. `joined` writes (the mails and the chat link the booking
 * causes) take effect only when the booking is made, and commit with it. A refusal leaves
 * at most the slot's empty counter row (and the attempt's count) behind.
 */
export async function bookAppointment(
  db: Db,
  row: NewAppointment & { manageTokenHash: string; slotStart: Date },
  rules: { at: Date; capacity: number; maxPending: number; limit: AttemptLimit },
  joined: JoinedWriteOf[] = [],
): Promise<BookingOutcome> {
  const made = sql`exists (select 1 from booked where outcome = 'created')`;
  const writes = joined.map((write, i) => write(made, `j${i}_`));
  const ctes = writes.flatMap((write) => write.ctes);
  const columns = writes.flatMap((write) => write.columns);
  const { limit } = rules;
  // The booking runs only while the count is within the limit: a lateral subquery of the
  // count, kept whole by `offset 0`, whose condition on the count is checked before the
  // function is called (a one-time filter).
  const [answer] = await executeNamed(
    db,
    sql`
    with hit as (${rateLimitHitSql(limit.key, limit.windowMs)}),
    booked as (
      select b.outcome, b.booked_at from hit left join lateral (
        select * from book_appointment(
          ${row.id}::uuid, ${row.manageTokenHash}, ${row.name}, ${row.email},
          ${row.email.toLowerCase()}, ${row.phone ?? ''},
          ${sql.param(row.services ?? [], appointments.services)}::text[],
          ${row.preferredDate}::date, ${row.preferredTime},
          ${row.slotStart.toISOString()}::timestamptz,
          ${row.userTimezone ?? null}, ${row.notes ?? null}, ${row.source ?? null},
          ${rules.at.toISOString()}::timestamptz, ${rules.capacity}::integer,
          ${rules.maxPending}::integer)
         where hit.count <= ${limit.max}::integer offset 0) b on true)${ctes.length > 0 ? sql`, ${sql.join(ctes, sql`, `)}` : sql``}
    select coalesce(outcome, 'rate_limited') as outcome, booked_at,
      (select reset_at from hit) as limit_reset_at${columns.length > 0 ? sql`, ${sql.join(columns, sql`, `)}` : sql``}
      from booked`,
  );
  for (const write of writes) write.read?.(answer ?? {});
  const outcome = answer!.outcome as BookingOutcome['outcome'];
  if (outcome === 'created') {
    return { outcome, createdAt: new Date(answer!.booked_at as string | Date) };
  }
  if (outcome === 'rate_limited') {
    return { outcome, resetAt: new Date(answer!.limit_reset_at as string | Date) };
  }
  return { outcome };
}

/** Takes one place in the slot unless it already holds `capacity`; false when full. */
export async function takeSlotPlace(tx: Db, slotStart: Date, capacity: number): Promise<boolean> {
  const rows = await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} + 1` })
    .where(and(eq(bookingSlots.slotStart, slotStart), lt(bookingSlots.booked, capacity)))
    .returning({ booked: bookingSlots.booked });
  return rows.length === 1;
}

/** Gives a place back (a cancelled appointment); never below zero. */
export async function releaseSlotPlace(tx: Db, slotStart: Date): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ booked: sql`greatest(${bookingSlots.booked} - 1, 0)` })
    .where(eq(bookingSlots.slotStart, slotStart));
}

/** Takes a place back without a capacity check: an administrator reinstating a booking. */
export async function retakeSlotPlace(tx: Db, slotStart: Date): Promise<void> {
  await tx.insert(bookingSlots).values({ slotStart, booked: 0 }).onConflictDoNothing();
  await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} + 1` })
    .where(eq(bookingSlots.slotStart, slotStart));
}

export async function findAppointment(db: Db, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/** The appointment, locked until the transaction ends (status changes). */
export async function findAppointmentForUpdate(tx: Db, id: string): Promise<AppointmentRow | null> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row ?? null;
}

/** The appointment whose self-service link hashes to `hash`; locked when `forUpdate`. */
export async function findAppointmentByManageHash(
  db: Db,
  hash: string,
  forUpdate: boolean,
): Promise<AppointmentRow | null> {
  const query = db.select().from(appointments).where(eq(appointments.manageTokenHash, hash));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Another date and slot, asked for by the visitor: pending again until the team confirms. */
export async function moveAppointment(
  tx: Db,
  id: string,
  to: { preferredDate: string; preferredTime: string; slotStart: Date },
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({
      ...to,
      status: 'Pending',
      // The confirmed exact time and link belonged to the old slot.
      confirmedStart: null,
      confirmedAt: null,
      meetingUrl: null,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

export async function updateAppointmentStatus(
  tx: Db,
  id: string,
  status: AppointmentStatus,
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({
      status,
      calendarSequence: sql`${appointments.calendarSequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

/**
 * Newest first, optionally of one status. The page's ids are found first from an index
 * alone (appointments_created_idx, or appointments_status_created_idx for one status), so
 * a deep page walks index entries, not rows; its total comes from countAppointmentsByStatus.
 */
export async function findAppointmentPage(
  db: Db,
  page: { status?: AppointmentStatus; limit: number; offset: number },
): Promise<AppointmentRow[]> {
  // DESC NULLS LAST, as the indexes are: a bare `desc` (NULLS FIRST) would make the
  // planner sort instead; the columns are never null, so the order is the same.
  const order = [
    sql`${appointments.createdAt} desc nulls last`,
    sql`${appointments.id} desc nulls last`,
  ];
  const pageIds = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(page.status ? eq(appointments.status, page.status) : undefined)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select()
    .from(appointments)
    .where(inArray(appointments.id, pageIds))
    .orderBy(...order);
}

/**
 * Appointments per status, from the counts the database keeps (migration 0004): all of
 * them (row_counts), or those made on the calendar days from `from` to `to` in Pakistan
 * time (appointment_day_counts), i.e. created within [start of `from`, start of the day
 * after `to`) in Asia/Karachi.
 */
export async function countAppointmentsByStatus(
  db: Db,
  days?: { from: string; to: string },
): Promise<Record<AppointmentStatus, number>> {
  const rows = days
    ? await db
        .select({
          status: appointmentDayCounts.status,
          n: sql<string>`sum(${appointmentDayCounts.n})`,
        })
        .from(appointmentDayCounts)
        .where(between(appointmentDayCounts.day, days.from, days.to))
        .groupBy(appointmentDayCounts.status)
    : await db
        .select({ status: rowCounts.status, n: sql<string>`sum(${rowCounts.n})` })
        .from(rowCounts)
        .where(eq(rowCounts.tableName, 'appointments'))
        .groupBy(rowCounts.status);
  const counts = { Pending: 0, Confirmed: 0, Completed: 0, Cancelled: 0 };
  for (const row of rows) counts[row.status as AppointmentStatus] = Number(row.n);
  return counts;
}

/** Places taken in each of `starts` (ms since the epoch → count; a missing slot took none). */
export async function slotBookedCounts(db: Db, starts: Date[]): Promise<Map<number, number>> {
  if (starts.length === 0) return new Map();
  const rows = await db
    .select({ slotStart: bookingSlots.slotStart, booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(inArray(bookingSlots.slotStart, starts));
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.booked]));
}

export async function slotBookedCount(db: Db, slotStart: Date): Promise<number> {
  const [row] = await db
    .select({ booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(eq(bookingSlots.slotStart, slotStart));
  return row?.booked ?? 0;
}

/** Places taken in every slot starting in [from, to) (ms since the epoch → count). */
export async function slotBookedCountsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: bookingSlots.slotStart, booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(and(gte(bookingSlots.slotStart, from), lt(bookingSlots.slotStart, to)));
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.booked]));
}
