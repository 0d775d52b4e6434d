import { z } from '../zod.ts';
import {
  WEEKDAY_NAMES,
  WEEKLY_HOURS,
  isIsoDate,
  slotsWithin,
  type Closure,
  type Schedule,
  type WeeklyHours,
} from '../booking.ts';
import { APPOINTMENT_STATUSES, SLOT_CODES } from '../constants.ts';
import { text } from './fields.ts';

/**
 * The availability the team controls: hours per weekday, closures and the
 * capacity of a slot. One schema for the admin's Availability screen and PUT
 * /api/admin/availability; `scheduleOf` turns the settings into the `Schedule` every
 * booking rule of common/booking.ts takes.
 */

/** Days as the screen lists them, Monday first (0 = Sunday, as Date.getUTCDay). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_LABELS = WEEKDAY_NAMES;

/** Closing may run into the next morning, up to 6 AM (30 hours after midnight). */
export const LATEST_CLOSE_HOUR = 30;
export const CAPACITY_MAX = 50;
const CLOSURES_MAX = 200;
const REASON_MAX = 120;

const AVAILABILITY_MESSAGES = {
  hour: 'Choose a whole hour',
  closeAfterOpen: 'Closing must be after opening',
  sevenDays: 'Give the hours of all seven days',
  capacity: `Capacity must be a whole number from 1 to ${CAPACITY_MAX}`,
  dateInvalid: 'Please select a valid date',
  toBeforeFrom: 'The last day must be on or after the first day',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters`,
  tooManyClosures: `At most ${CLOSURES_MAX} closures`,
} as const;

const hour = (min: number, max: number) =>
  z
    .number({ message: AVAILABILITY_MESSAGES.hour })
    .int({ message: AVAILABILITY_MESSAGES.hour })
    .min(min, { message: AVAILABILITY_MESSAGES.hour })
    .max(max, { message: AVAILABILITY_MESSAGES.hour });

/** A day's hours in Pakistan time, hours after its midnight; null when closed. */
const dayHoursSchema = z
  .object({ open: hour(0, 23), close: hour(1, LATEST_CLOSE_HOUR) })
  .refine((d) => d.close > d.open, {
    message: AVAILABILITY_MESSAGES.closeAfterOpen,
    path: ['close'],
  })
  .nullable();
export type DayHours = z.infer<typeof dayHoursSchema>;

const isoDate = z
  .string({ message: AVAILABILITY_MESSAGES.dateInvalid })
  .refine(isIsoDate, { message: AVAILABILITY_MESSAGES.dateInvalid });

export const closureSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    reason: text(REASON_MAX, AVAILABILITY_MESSAGES.reasonTooLong).refine((v) => v.length > 0, {
      message: AVAILABILITY_MESSAGES.reasonRequired,
    }),
  })
  .refine((c) => c.to >= c.from, { message: AVAILABILITY_MESSAGES.toBeforeFrom, path: ['to'] });

export const availabilitySettingsSchema = z.object({
  /** Seven entries, Sunday first (index = weekday). */
  weekly: z.array(dayHoursSchema, { message: AVAILABILITY_MESSAGES.sevenDays }).length(7, {
    message: AVAILABILITY_MESSAGES.sevenDays,
  }),
  capacity: z
    .number({ message: AVAILABILITY_MESSAGES.capacity })
    .int({ message: AVAILABILITY_MESSAGES.capacity })
    .min(1, { message: AVAILABILITY_MESSAGES.capacity })
    .max(CAPACITY_MAX, { message: AVAILABILITY_MESSAGES.capacity }),
  closures: z
    .array(closureSchema)
    .max(CLOSURES_MAX, { message: AVAILABILITY_MESSAGES.tooManyClosures }),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

/** Spec §9 as settings: Mon-Fri 6 PM to 3 AM, Saturday 6 to 10 PM, Sunday closed. */
export function specWeekly(): DayHours[] {
  return WEEKLY_HOURS.reduce<DayHours[]>(
    (days, hours) => {
      for (const day of hours.days) {
        days[day] =
          hours.openHour === null || hours.closeHour === null
            ? null
            : { open: hours.openHour, close: hours.closeHour };
      }
      return days;
    },
    Array.from({ length: 7 }, () => null),
  );
}

/** The settings when the team configured nothing: the spec's hours, no closures. */
export function defaultAvailability(capacity: number): AvailabilitySettings {
  return { weekly: specWeekly(), capacity, closures: [] };
}

const sameHours = (a: DayHours, b: DayHours) =>
  a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);

/**
 * The weekly hours as common/booking.ts reads them: runs of days (Monday first) with the
 * same hours, labelled 'Monday - Friday'. The spec's hours give WEEKLY_HOURS' three lines.
 */
export function weeklyHoursOf(weekly: readonly DayHours[]): WeeklyHours[] {
  const groups: { days: number[]; hours: DayHours }[] = [];
  for (const day of WEEKDAYS_MONDAY_FIRST) {
    const hours = weekly[day] ?? null;
    const last = groups.at(-1);
    if (last && sameHours(last.hours, hours)) last.days.push(day);
    else groups.push({ days: [day], hours });
  }
  return groups.map(({ days, hours }) => ({
    days,
    label:
      days.length > 1
        ? `${WEEKDAY_LABELS[days[0]!]!} - ${WEEKDAY_LABELS[days.at(-1)!]!}`
        : WEEKDAY_LABELS[days[0]!]!,
    openHour: hours?.open ?? null,
    closeHour: hours?.close ?? null,
  }));
}

/** The settings as the booking rules take them. */
export function scheduleOf(settings: Pick<AvailabilitySettings, 'weekly' | 'closures'>): Schedule {
  return { weekly: weeklyHoursOf(settings.weekly), closures: settings.closures };
}

/** The slot codes a day's hours offer (for the screen's "Slots" column). */
export function slotsOfDay(hours: DayHours) {
  return hours ? slotsWithin(hours.open, hours.close) : [];
}

/** A public holiday offered as a closure, one click away (date-holidays, Pakistan). */
const holidaySuggestionSchema = z.object({
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});
export type HolidaySuggestion = z.infer<typeof holidaySuggestionSchema>;

/** A pending or confirmed booking the settings no longer allow; kept, never cancelled. */
const affectedBookingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  preferred_date: z.string(),
  preferred_time: z.enum(SLOT_CODES),
  status: z.enum(APPOINTMENT_STATUSES),
  slot_start: z.string(),
  /** Why: the date is closed, the slot is no longer offered, or the slot is over capacity. */
  reason: z.enum(['closed', 'outside-hours', 'over-capacity']),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;

const closureDtoSchema = z.object({ from: z.string(), to: z.string(), reason: z.string() });

/** The settings as the API answers them (the input schema's trimming left out). */
const availabilitySettingsDtoSchema = availabilitySettingsSchema.extend({
  closures: z.array(closureDtoSchema),
});

/**
 * GET /api/availability (public): the weekly hours and the closures still to come, which
 * the booking forms, the refusal's hours and the chat's offline replies follow.
 */
export const teamScheduleSchema = z.object({
  success: z.literal(true),
  weekly: z.array(dayHoursSchema),
  closures: z.array(closureDtoSchema),
});
export type TeamScheduleAnswer = z.infer<typeof teamScheduleSchema>;

export const availabilityAnswerSchema = z.object({
  success: z.literal(true),
  settings: availabilitySettingsDtoSchema,
  /** False while the spec's hours and the configured capacity apply (nothing saved). */
  configured: z.boolean(),
  defaults: availabilitySettingsDtoSchema,
  suggestions: z.array(holidaySuggestionSchema),
  affected: z.array(affectedBookingSchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/**
 * What a booking form says when the server could not tell which times are free or what
 * the team's hours are (`kind` as app/lib/api.ts names failures): the select then follows
 * the usual hours and the booking's own answer decides. One sentence per kind.
 */
export function availabilityFailureMessage(result: {
  kind?: string;
  message?: string;
  status: number;
}): string {
  const tail = 'The times shown follow our usual hours; we check your choice when you send it.';
  switch (result.kind) {
    case 'network':
      return `We could not reach our booking system to check which times are free. ${tail}`;
    case 'server':
      return `Our booking system could not check which times are free just now. ${tail}`;
    case 'rate-limited':
      return `Too many checks were sent from your connection; please wait a moment. ${tail}`;
    default:
      return `We could not check which times are free (${result.message ?? `answer ${result.status}`}). ${tail}`;
  }
}

export type { Closure };
