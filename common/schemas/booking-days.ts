import { z } from '../zod.ts';
import {
  NO_SLOTS_MESSAGE,
  addDays,
  isIsoDate,
  isSlotFull,
  lastBookableDate,
  noSlotsReason,
  slotAvailability,
  todayInBusinessZone,
  type IsoDate,
  type Schedule,
} from '../booking.ts';
import { SLOT_CODES, type SlotCode } from '../constants.ts';
import {
  APPOINTMENT_MESSAGES,
  SLOT_STATES,
  beyondHorizonMessage,
  type SlotState,
} from './appointment.ts';

/**
 * Which days of a range can be booked, and why not (the appointment form's calendar), and
 * the next open slots a refused booking offers instead. The rules are the booking's own:
 * the slots of a day come from slotAvailability, the horizon from lastBookableDate and the
 * capacity rule from slotStateOf, which GET /api/appointments/availability applies too.
 */

const DAY_STATES = ['open', 'full', 'closed', 'past', 'beyond'] as const;
type DayState = (typeof DAY_STATES)[number];

/** A range the calendar asks for holds at most this many days (a month and a few). */
const BOOKING_DAYS_MAX = 42;

/** A day whose every slot still to come holds its capacity. */
export const FULL_DAY_MESSAGE =
  'Every time on this date is fully booked. Please select a different date.';

/** One slot's state: past once started, full at `capacity` consultations, else open. */
export function slotStateOf(past: boolean, booked: number, capacity: number): SlotState {
  if (past) return 'past';
  return isSlotFull(booked, capacity) ? 'full' : 'open';
}

export interface BookingDay {
  date: IsoDate;
  state: DayState;
  /** Why the day cannot be booked, as the form says it; null when open. */
  reason: string | null;
  slots: { code: SlotCode; state: SlotState }[];
}

export interface DayRules {
  horizonDays: number;
  schedule?: Schedule;
  capacity: number;
}

/**
 * The state of `date` as of `now`: before today 'past', beyond the horizon 'beyond', no
 * slot that day (closure, closed weekday) 'closed', every slot started 'past', every slot
 * still to come full 'full', else 'open'. `bookedAt` gives the places a slot start holds.
 */
export function dayAvailability(
  date: IsoDate,
  now: Date,
  rules: DayRules,
  bookedAt: (start: Date) => number,
): BookingDay {
  if (date < todayInBusinessZone(now)) {
    return { date, state: 'past', reason: APPOINTMENT_MESSAGES.dateInPast, slots: [] };
  }
  const last = lastBookableDate(now, rules.horizonDays);
  if (date > last) {
    const reason = beyondHorizonMessage(last, rules.horizonDays);
    return { date, state: 'beyond', reason, slots: [] };
  }
  const slots = slotAvailability(date, now, rules.schedule).map((slot) => ({
    code: slot.code,
    state: slotStateOf(slot.past, bookedAt(slot.start), rules.capacity),
  }));
  if (slots.some((slot) => slot.state === 'open'))
    return { date, state: 'open', reason: null, slots };
  const why = noSlotsReason(date, now, rules.schedule);
  if (slots.length === 0) return { date, state: 'closed', reason: why ?? NO_SLOTS_MESSAGE, slots };
  if (slots.every((slot) => slot.state === 'past')) {
    return { date, state: 'past', reason: why ?? NO_SLOTS_MESSAGE, slots };
  }
  return { date, state: 'full', reason: FULL_DAY_MESSAGE, slots };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

const dateParam = (what: string) =>
  z
    .string({ message: `${what} is required (YYYY-MM-DD)` })
    .refine((v) => v !== '', { message: `${what} is required (YYYY-MM-DD)`, abort: true })
    .refine(isIsoDate, { message: `${what} must be a valid date (YYYY-MM-DD)` });

// The range checks run on real dates only; a field's own message says what else is wrong.
const datesOf = (q: { from: unknown; to: unknown }) => isIsoDate(q.from) && isIsoDate(q.to);

/** GET /api/appointments/days?from=&to=: a range of at most BOOKING_DAYS_MAX days. */
export const bookingDaysQuerySchema = z
  .object({ from: dateParam('From'), to: dateParam('To') })
  .refine((q) => !datesOf(q) || q.from <= q.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
    abort: true,
  })
  .refine((q) => !datesOf(q) || q.from > q.to || addDays(q.from, BOOKING_DAYS_MAX - 1) >= q.to, {
    message: `Ask for at most ${BOOKING_DAYS_MAX} days at a time`,
    path: ['to'],
  });

const slotStatesSchema = z.array(
  z.object({ code: z.enum(SLOT_CODES), state: z.enum(SLOT_STATES) }),
);

export const bookingDaysSchema = z.object({
  success: z.literal(true),
  /** Today and the last date that may be booked, Pakistan time. */
  today: z.string(),
  last_date: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      state: z.enum(DAY_STATES),
      reason: z.string().nullable(),
      slots: slotStatesSchema,
    }),
  ),
});
export type BookingDaysAnswer = z.infer<typeof bookingDaysSchema>;

/** A slot a refused booking offers instead. */
export const nextSlotSchema = z.object({ date: z.string(), code: z.enum(SLOT_CODES) });
export type NextSlot = z.infer<typeof nextSlotSchema>;

/** How many open slots a refused booking offers. */
export const NEXT_SLOTS_OFFERED = 3;
