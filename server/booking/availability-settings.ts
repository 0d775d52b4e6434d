import {
  closureOn,
  isSlotOffered,
  isSlotCode,
  todayInBusinessZone,
  type Schedule,
} from '../../common/booking.ts';
import {
  availabilitySettingsSchema,
  defaultAvailability,
  scheduleOf,
  type AffectedBooking,
  type AvailabilitySettings,
  type HolidaySuggestion,
} from '../../common/schemas/availability.ts';
import { fieldErrors } from '../../common/zod.ts';
import type { Config } from '../config.ts';
import type { Changes } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import { invalid } from '../errors.ts';
import * as repo from './availability-repository.ts';
import { pakistanHolidays } from './holidays.ts';

/**
 * The availability the team controls (docs/decisions/031): weekly hours, closures and the
 * capacity of a slot. Read once and kept in memory, so a booking costs no extra query
 * (docs/decisions/027), until a save by any process: the save's notice (db/changes.ts)
 * makes every process read the settings afresh.
 */

/** The settings in force, and the `Schedule` the booking rules take. */
export interface CurrentAvailability {
  settings: AvailabilitySettings;
  schedule: Schedule;
  /** False while nothing was saved: the spec's hours and BOOKING_SLOT_CAPACITY apply. */
  configured: boolean;
}

const currentOf = (settings: AvailabilitySettings, configured: boolean): CurrentAvailability => ({
  settings,
  schedule: scheduleOf(settings),
  configured,
});

// --- Pure answers about the hours -------------------------------------------------------

/** One session of the team: from opening to closing of a date (Pakistan time). */
/**
 * The pending and confirmed bookings still to come that `settings` no longer allow: on a
 * closed date, in a slot no longer offered, or beyond the capacity of their slot (every
 * booking of such a slot is listed). They are kept as they are: the team decides.
 */
function affectedBookings(
  settings: AvailabilitySettings,
  rows: Awaited<ReturnType<typeof repo.upcomingActiveBookings>>,
): AffectedBooking[] {
  const schedule = scheduleOf(settings);
  const perSlot = new Map<number, number>();
  for (const row of rows) {
    const key = row.slotStart.getTime();
    perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
  }
  const affected: AffectedBooking[] = [];
  for (const row of rows) {
    if (!isSlotCode(row.preferredTime)) continue;
    const reason = closureOn(row.preferredDate, schedule)
      ? 'closed'
      : !isSlotOffered(row.preferredDate, row.preferredTime, schedule)
        ? 'outside-hours'
        : (perSlot.get(row.slotStart.getTime()) ?? 0) > settings.capacity
          ? 'over-capacity'
          : null;
    if (!reason) continue;
    affected.push({
      _id: row.id,
      name: row.name,
      email: row.email,
      preferred_date: row.preferredDate,
      preferred_time: row.preferredTime,
      status: row.status,
      slot_start: row.slotStart.toISOString(),
      reason,
    });
  }
  return affected;
}

export interface AvailabilityServiceDeps {
  config: Config;
  database: Database;
  changes: Changes;
  now?: () => Date;
}

export function createAvailabilityService({
  config,
  database,
  changes,
  now = () => new Date(),
}: AvailabilityServiceDeps) {
  const { db } = database;
  const defaults = () => defaultAvailability(config.BOOKING_SLOT_CAPACITY);
  let kept: Promise<CurrentAvailability> | null = null;

  const load = async (): Promise<CurrentAvailability> => {
    const saved = await repo.readAvailability(db);
    // A row written by a later version with another shape is not trusted: spec hours.
    const parsed = saved ? availabilitySettingsSchema.safeParse(saved) : null;
    return parsed?.success ? currentOf(parsed.data, true) : currentOf(defaults(), false);
  };

  function refresh(): Promise<CurrentAvailability> {
    const value = load();
    kept = value;
    // A failed read is not kept: the next call asks the database again.
    value.catch(() => {
      if (kept === value) kept = null;
    });
    return value;
  }

  // A save in any process drops what this one keeps; the next request reads the database.
  changes.subscribe('availability', () => {
    kept = null;
  });

  /** The settings in force: from memory, read from the database after every save. */
  async function current(): Promise<CurrentAvailability> {
    return kept ?? refresh();
  }

  async function affectedBy(settings: AvailabilitySettings) {
    return affectedBookings(settings, await repo.upcomingActiveBookings(db, now()));
  }

  /** Public holidays of this year and the next that have not ended yet. */
  function suggestions(): HolidaySuggestion[] {
    const today = todayInBusinessZone(now());
    const year = Number(today.slice(0, 4));
    return [...pakistanHolidays(year), ...pakistanHolidays(year + 1)].filter((h) => h.to >= today);
  }

  return {
    current,

    /** GET /api/availability: the weekly hours and the closures that have not ended. */
    async publicSchedule() {
      const { settings } = await current();
      const today = todayInBusinessZone(now());
      return {
        weekly: settings.weekly,
        closures: settings.closures.filter((c) => c.to >= today),
      };
    },

    /** GET /api/admin/availability: the settings, defaults, holidays, affected bookings. */
    async adminView() {
      // Read afresh: the admin sees what is saved, whatever another process did.
      const { settings, configured } = await refresh();
      return {
        settings,
        configured,
        defaults: defaults(),
        suggestions: suggestions(),
        affected: await affectedBy(settings),
      };
    },

    /**
     * PUT /api/admin/availability: validates and saves the settings (400 with the fields
     * otherwise), then lists the bookings they no longer allow. Nothing is cancelled.
     */
    async save(input: unknown) {
      const parsed = availabilitySettingsSchema.safeParse(input ?? {});
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        throw invalid(parsed.error.issues[0]?.message ?? 'Invalid availability.', fields);
      }
      await db.transaction(async (tx) => {
        await repo.writeAvailability(tx, parsed.data);
        await changes.publish(tx, 'availability');
      });
      const saved = currentOf(parsed.data, true);
      kept = Promise.resolve(saved);
      return {
        settings: parsed.data,
        configured: true,
        defaults: defaults(),
        suggestions: suggestions(),
        affected: await affectedBy(parsed.data),
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
