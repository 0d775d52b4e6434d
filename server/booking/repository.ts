import { and, between, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/named-statement.ts';
import { rateLimitHitSql, type AttemptLimit } from '../db/rate-limits.ts';
import type { SlotRequestCounts } from '../../common/booking.ts';
import { appointmentDayCounts, appointments, bookingSlots } from '../db/schema/booking.ts';
import { rowCounts } from '../db/schema/system.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** A request of one slot by one address: a booking, or a visitor moving their appointment. */
export interface SlotRequest {
  slotStart: Date;
  preferredDate: string;
  preferredTime: string;
  /** The canonical address (canonicalEmail), as the lower(email) index holds it. */
  emailKey: string;
  /** A pending request is upcoming while its slot starts after `at`. */
  at: Date;
  /** The appointment being moved, not counted against itself. */
  movingId?: string;
}

/**
 * Takes the slot's lock (its counter row, created when missing) and then the address's
 * (an advisory lock on the canonical address), both held until the transaction ends:
 * requests of one slot queue at the first, requests of one address on any slot at the
 * second, so each count read after them sees every request committed before. Every path
 * takes them in this order (a move locks its appointment before), so none waits on another
 * in a circle. The slot row is locked by an upsert, whose answer is the row's latest
 * committed count even when the statement had to wait for it. With `limit`, the attempt is
 * counted first and nothing is locked past its `max`.
 */
function lockSlotAndAddressSql(request: SlotRequest, limit?: AttemptLimit) {
  const start = sql`${request.slotStart.toISOString()}::timestamptz`;
  const slot = limit
    ? sql`insert into booking_slots (slot_start, booked)
      select ${start}, 0 from hit where hit.count <= ${limit.max}::integer`
    : sql`insert into booking_slots (slot_start, booked) values (${start}, 0)`;
  return sql`
    with ${limit ? sql`hit as (${rateLimitHitSql(limit.key, limit.windowMs)}),` : sql``}
    slot as (${slot}
      on conflict (slot_start) do update set booked = booking_slots.booked
      returning booked),
    locked as materialized (
      select booked,
        pg_advisory_xact_lock(hashtextextended(${`appointment-email:${request.emailKey}`}, 0))::text
          as address_lock
        from slot)
    select (select booked from locked) as booked${
      limit
        ? sql`, (select count from hit) as attempts, (select reset_at from hit) as reset_at`
        : sql``
    }`;
}

/**
 * A fresh read after the locks (each statement of a READ COMMITTED transaction sees what
 * committed before it began): whether the address holds a pending request of this date and
 * slot, and how many upcoming pending requests it holds, by the lower(email) index.
 */
function addressCountsSql(request: SlotRequest) {
  const mine = sql`lower(a.email) = ${request.emailKey} and a.status = 'Pending'
         and a.id is distinct from ${request.movingId ?? null}::uuid`;
  return sql`
    select exists (
        select 1 from appointments a
         where ${mine} and a.preferred_date = ${request.preferredDate}::date
           and a.preferred_time = ${request.preferredTime}) as repeat,
      (select count(*) from appointments a
        where ${mine} and a.slot_start > ${request.at.toISOString()}::timestamptz)::integer
        as pending`;
}

/**
 * Locks the slot and the address of `request` for the rest of the transaction `tx` and
 * answers their counts, for slotRequestOutcome (common/booking.ts) to decide on. With
 * `limit` (a booking), the attempt is counted first in the same statement: past its `max`
 * the answer is when its window ends, and nothing is locked.
 */
export async function lockSlotRequest(tx: Db, request: SlotRequest): Promise<SlotRequestCounts>;
export async function lockSlotRequest(
  tx: Db,
  request: SlotRequest,
  limit: AttemptLimit,
): Promise<{ rateLimitedUntil: Date } | SlotRequestCounts>;
export async function lockSlotRequest(
  tx: Db,
  request: SlotRequest,
  limit?: AttemptLimit,
): Promise<{ rateLimitedUntil: Date } | SlotRequestCounts> {
  // Both sent before either is awaited, one round trip on PostgreSQL (the pool pipelines
  // them); the server runs them in order, and the read's snapshot is taken when it starts,
  // after the locks are held. Past the attempt limit the read is not used.
  const [[locked], [counts]] = await Promise.all([
    executeNamed<{ booked: number | null; attempts?: number | string; reset_at?: string | Date }>(
      tx,
      lockSlotAndAddressSql(request, limit),
    ),
    executeNamed<{ repeat: boolean; pending: number | string }>(tx, addressCountsSql(request)),
  ]);
  if (limit && Number(locked!.attempts) > limit.max) {
    return { rateLimitedUntil: new Date(locked!.reset_at!) };
  }
  return {
    repeat: counts!.repeat,
    pending: Number(counts!.pending),
    booked: Number(locked!.booked ?? 0),
  };
}

/**
 * Locks the counter rows of several slots (created when missing) in the order of their
 * starts, for a change that touches two (a move leaves one and takes another): two such
 * changes lock in one order, and both before any address, as lockSlotRequest does.
 */
export async function lockSlots(tx: Db, starts: Date[]): Promise<void> {
  const sorted = [...new Set(starts.map((start) => start.toISOString()))].sort();
  await tx.execute(sql`
    insert into booking_slots (slot_start, booked)
    select s, 0 from unnest(${sql.param(sorted)}::timestamptz[]) s order by s
    on conflict (slot_start) do update set booked = booking_slots.booked`);
}

/**
 * Takes one place in the slot locked by lockSlotRequest and stores the new appointment,
 * Pending; answers its creation time (the database's clock).
 */
export async function insertBookedAppointment(
  tx: Db,
  row: NewAppointment & { manageTokenHash: string; slotStart: Date },
): Promise<Date> {
  const [inserted] = await executeNamed<{ created_at: string | Date }>(
    tx,
    sql`
    with taken as (
      update booking_slots set booked = booked + 1
       where slot_start = ${row.slotStart.toISOString()}::timestamptz)
    insert into appointments (
      id, manage_token_hash, name, email, phone, services, preferred_date, preferred_time,
      slot_start, user_timezone, notes, source, status)
    values (
      ${row.id}::uuid, ${row.manageTokenHash}, ${row.name}, ${row.email}, ${row.phone ?? ''},
      ${sql.param(row.services ?? [], appointments.services)}::text[],
      ${row.preferredDate}::date, ${row.preferredTime},
      ${row.slotStart.toISOString()}::timestamptz, ${row.userTimezone ?? null},
      ${row.notes ?? null}, ${row.source ?? null}, 'Pending')
    returning created_at`,
  );
  return new Date(inserted!.created_at);
}

/** Takes one place in the slot locked by lockSlotRequest (a move onto it). */
export async function takeSlotPlace(tx: Db, slotStart: Date): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} + 1` })
    .where(eq(bookingSlots.slotStart, slotStart));
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
