import { and, asc, gt, inArray } from 'drizzle-orm';
import type { AvailabilitySettings } from '../../common/schemas/availability.ts';
import type { Db } from '../db/client.ts';
import { appointments, availabilitySettings } from '../db/schema/booking.ts';

/** The saved availability, or null while the team has saved none. */
export async function readAvailability(db: Db): Promise<AvailabilitySettings | null> {
  const [row] = await db
    .select({
      weekly: availabilitySettings.weekly,
      capacity: availabilitySettings.capacity,
      closures: availabilitySettings.closures,
    })
    .from(availabilitySettings);
  return row ?? null;
}

/** Stores the team's availability (the one row). */
export async function writeAvailability(db: Db, settings: AvailabilitySettings): Promise<void> {
  const values = {
    id: 1,
    weekly: settings.weekly,
    capacity: settings.capacity,
    closures: settings.closures,
  };
  await db
    .insert(availabilitySettings)
    .values(values)
    .onConflictDoUpdate({
      target: availabilitySettings.id,
      set: { ...values, updatedAt: new Date() },
    });
}

/** Pending and confirmed bookings whose slot starts after `at`, soonest first. */
export function upcomingActiveBookings(db: Db, at: Date) {
  return db
    .select({
      id: appointments.id,
      name: appointments.name,
      email: appointments.email,
      preferredDate: appointments.preferredDate,
      preferredTime: appointments.preferredTime,
      status: appointments.status,
      slotStart: appointments.slotStart,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .where(
      and(gt(appointments.slotStart, at), inArray(appointments.status, ['Pending', 'Confirmed'])),
    )
    .orderBy(asc(appointments.slotStart), asc(appointments.createdAt));
}
