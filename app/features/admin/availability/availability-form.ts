import { SLOT_LABELS, hourOfDay } from '../../../../common/booking.ts';
import {
  LATEST_CLOSE_HOUR,
  availabilitySettingsSchema,
  closureSchema,
  slotsOfDay,
  type AffectedBooking,
  type AvailabilitySettings,
  type Closure,
  type DayHours,
  type HolidaySuggestion,
} from '../../../../common/schemas/availability.ts';
import { fieldErrors } from '../../../../common/zod.ts';
import type { ApiResult } from '../../../lib/api.ts';

/**
 * The Availability screen's rules without the DOM: hour choices, the slots a
 * day's hours give, the checks of the one shared schema, and a sentence for every answer
 * of the server.
 */

/** 18 -> '6:00 PM'; 27 -> '3:00 AM (next day)'. */
export function hourLabel(hour: number): string {
  return hour >= 24 ? `${hourOfDay(hour)} (next day)` : hourOfDay(hour);
}

export const OPEN_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const CLOSE_HOURS = Array.from({ length: LATEST_CLOSE_HOUR }, (_, h) => h + 1);

/** What the "Slots" column says for a day's hours. */
export function slotsText(hours: DayHours): string {
  if (!hours) return 'Closed';
  const slots = slotsOfDay(hours);
  return slots.length
    ? slots.map((code) => SLOT_LABELS[code]).join(', ')
    : 'No 3-hour slot fits these hours';
}

/** Settings' field errors keyed as the server keys them ('weekly.2.close', 'capacity'). */
export function settingsErrors(settings: AvailabilitySettings): Record<string, string> {
  const parsed = availabilitySettingsSchema.safeParse(settings);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

/** A new closure by the shared schema: the closure, or its field errors. */
export function parseClosure(
  input: Closure,
): { ok: true; closure: Closure } | { ok: false; errors: Record<string, string> } {
  const parsed = closureSchema.safeParse(input);
  return parsed.success
    ? { ok: true, closure: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error.issues) };
}

/** True when `closures` already close every day of the holiday. */
export function isCovered(holiday: HolidaySuggestion, closures: readonly Closure[]): boolean {
  return closures.some((c) => c.from <= holiday.from && holiday.to <= c.to);
}

/** 'Friday, 25 December 2026', or a range of two such dates. */
export function closureDates(closure: Pick<Closure, 'from' | 'to'>): string {
  const one = (date: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${date}T00:00:00Z`));
  return closure.from === closure.to
    ? one(closure.from)
    : `${one(closure.from)} to ${one(closure.to)}`;
}

export const AFFECTED_REASON_TEXT: Record<AffectedBooking['reason'], string> = {
  closed: 'The date is now closed',
  'outside-hours': 'The slot is no longer within the hours',
  'over-capacity': 'The slot holds more bookings than the new capacity',
};

/** What the screen says after a save, for every kind of answer. */
export function saveMessage(result: ApiResult<{ affected?: AffectedBooking[] }>): {
  ok: boolean;
  text: string;
} {
  if (result.ok) {
    const n = result.data?.affected?.length ?? 0;
    return {
      ok: true,
      text:
        n === 0
          ? 'Availability saved. No existing booking is affected.'
          : `Availability saved. ${n} existing ${n === 1 ? 'booking is' : 'bookings are'} affected: listed below. Nothing was cancelled.`,
    };
  }
  switch (result.kind) {
    case 'invalid':
      return {
        ok: false,
        text: `Not saved: ${result.error ?? 'some settings are not valid'}. Please correct the marked fields.`,
      };
    case 'unauthorized':
      return { ok: false, text: 'Not saved: your session has ended. Please sign in again.' };
    case 'rate-limited':
      return {
        ok: false,
        text: 'Not saved: too many requests. Please wait a moment and try again.',
      };
    case 'network':
      return {
        ok: false,
        text: 'Not saved: the server could not be reached. Check your connection and try again; your changes are still here.',
      };
    case 'server':
      return {
        ok: false,
        text: 'Not saved: the server had a problem. Please try again; your changes are still here.',
      };
    default:
      return {
        ok: false,
        text: `Not saved: ${result.message ?? `the server answered ${result.status}`}.`,
      };
  }
}

/** The ids and ARIA attributes that tie each field under `prefix` to its error line. */
export function errorWiring(prefix: string, errors: Record<string, string>) {
  const errorId = (key: string) => `${prefix}-${key.replace(/\./g, '-')}-error`;
  return {
    errors,
    errorId,
    described: (key: string) =>
      errors[key]
        ? { 'aria-invalid': true as const, 'aria-describedby': errorId(key) }
        : { 'aria-invalid': undefined },
  };
}

export type ErrorWiring = ReturnType<typeof errorWiring>;
