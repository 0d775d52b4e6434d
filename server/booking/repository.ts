import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { appointments, bookingSlots } from '../db/schema/booking.ts';

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

export async function findPendingDuplicate(
  db: Db,
  key: { email: string; preferredDate: string; preferredTime: string },
): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        sql`lower(${appointments.email}) = ${key.email.toLowerCase()}`,
        eq(appointments.preferredDate, key.preferredDate),
        eq(appointments.preferredTime, key.preferredTime),
        eq(appointments.status, 'Pending'),
      ),
    )
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertAppointment(db: Db, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row!;
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

/** Newest first, optionally of one status. */
export async function findAppointmentPage(
  db: Db,
  page: { status?: AppointmentStatus; limit: number; offset: number },
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const where = page.status ? eq(appointments.status, page.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Appointments per status, optionally of those created within [from, to). */
export async function countAppointmentsByStatus(
  db: Db,
  range?: { from: Date; to: Date },
): Promise<Record<AppointmentStatus, number>> {
  const conditions: SQL[] = [];
  if (range) {
    conditions.push(gte(appointments.createdAt, range.from), lt(appointments.createdAt, range.to));
  }
  const rows = await db
    .select({ status: appointments.status, n: count() })
    .from(appointments)
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(appointments.status);
  const counts = { Pending: 0, Confirmed: 0, Completed: 0, Cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function slotBookedCount(db: Db, slotStart: Date): Promise<number> {
  const [row] = await db
    .select({ booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(eq(bookingSlots.slotStart, slotStart));
  return row?.booked ?? 0;
}
