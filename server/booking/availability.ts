import {
  addDays,
  dateInZone,
  lastBookableDate,
  slotAvailability,
  slotStart,
  todayInBusinessZone,
  zonedInstant,
  type Schedule,
} from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import {
  dayAvailability,
  datesBetween,
  slotStateOf,
  type BookingDaysAnswer,
  type DayRules,
  type NextSlot,
} from '../../common/schemas/booking-days.ts';
import { rescheduleSchema } from '../../common/schemas/manage-appointment.ts';
import {
  APPOINTMENT_MESSAGES,
  appointmentErrorSentence,
  appointmentSchema,
  beyondHorizonMessage,
  checkAppointmentTiming,
  type AppointmentRequest,
  type SlotAvailabilityAnswer,
} from '../../common/schemas/appointment.ts';
import type { Db } from '../db/client.ts';
import { fieldErrors } from '../../common/zod.ts';
import { invalid } from '../errors.ts';
import * as repo from './repository.ts';

/**
 * When a consultation may be booked: the slot rules the browser checks too (fields,
 * business hours, not past, within BOOKING_HORIZON_DAYS), checked again with the server's
 * clock. The rules only the server can hold, under the slot's and the address's locks
 * (repeat, pending requests per address, capacity), are slotRequestOutcome's
 * (common/booking.ts), asked by the booking service.
 */

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return {
    first: error.issues[0]?.message ?? 'Invalid request.',
    fields: fieldErrors(error.issues),
  };
}

/**
 * Reads a booking request (spec §3 payload) as of `now()` against the team's schedule: the
 * request and the instant its slot starts; 400 when invalid. The schema is built once per
 * schedule: building one costs several times parsing with it.
 */
export function bookingRequestParser(now: () => Date, horizonDays: number) {
  let built: { schedule?: Schedule; schema: ReturnType<typeof appointmentSchema> } | null = null;
  return (input: unknown, schedule?: Schedule): { request: AppointmentRequest; start: Date } => {
    if (!built || built.schedule !== schedule) {
      built = { schedule, schema: appointmentSchema(now, { horizonDays, schedule }) };
    }
    const parsed = built.schema.safeParse(input ?? {});
    if (!parsed.success) {
      const { first, fields } = firstIssue(parsed.error);
      throw invalid(appointmentErrorSentence(first), fields);
    }
    const request = parsed.data;
    return { request, start: slotStart(request.preferred_date, request.preferred_time) };
  };
}

/** The date and slot a visitor moves their appointment to; 400 when invalid. */
export function parseRescheduleRequest(
  body: unknown,
  at: Date,
  horizonDays: number,
  schedule?: Schedule,
) {
  const parsed = rescheduleSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const { first, fields } = firstIssue(parsed.error);
    throw invalid(appointmentErrorSentence(first), fields);
  }
  const request = parsed.data;
  const timing = checkAppointmentTiming(request, at, { horizonDays, schedule });
  if (timing) {
    throw invalid(appointmentErrorSentence(timing.message), { [timing.field]: timing.message });
  }
  return { request, start: slotStart(request.preferred_date, request.preferred_time) };
}

/**
 * The state of each slot of `date`: what a booking of it would meet now. The capacity
 * rule is isSlotFull's (common/booking.ts): a slot holding `capacity` places is full. A date
 * before today or past the horizon is refused as the booking would refuse it (400 on
 * `date`), so the picker shows the same sentence before the visitor submits.
 */
export async function slotStates(
  db: Db,
  date: string,
  at: Date,
  rules: {
    capacity: number;
    horizonDays: number;
    schedule?: Schedule;
  },
): Promise<Omit<SlotAvailabilityAnswer, 'success'>> {
  const last = lastBookableDate(at, rules.horizonDays);
  if (date < todayInBusinessZone(at)) {
    throw invalid(APPOINTMENT_MESSAGES.dateInPast, { date: APPOINTMENT_MESSAGES.dateInPast });
  }
  if (date > last) {
    const message = beyondHorizonMessage(last, rules.horizonDays);
    throw invalid(message, { date: message });
  }
  const slots = slotAvailability(date, at, rules.schedule);
  const booked = await repo.slotBookedCounts(
    db,
    slots.map((slot) => slot.start),
  );
  return {
    date,
    last_date: last,
    slots: slots.map((slot) => ({
      code: slot.code,
      state: slotStateOf(slot.past, booked.get(slot.start.getTime()) ?? 0, rules.capacity),
    })),
  };
}

/** The places booked in the slots of the dates `from`..`to` (their sessions included). */
function bookedBetween(db: Db, from: string, to: string) {
  // A date's last slot starts at the midnight after it: the range runs to the day after `to`.
  return repo.slotBookedCountsBetween(db, zonedInstant(from, 0), zonedInstant(addDays(to, 2), 0));
}

/**
 * GET /api/appointments/days: the state of each date from `from` to `to` (the calendar's
 * month), in one query of the places booked.
 */
export async function dayStates(
  db: Db,
  range: { from: string; to: string },
  at: Date,
  rules: DayRules,
): Promise<Omit<BookingDaysAnswer, 'success'>> {
  const booked = await bookedBetween(db, range.from, range.to);
  const bookedAt = (start: Date) => booked.get(start.getTime()) ?? 0;
  return {
    today: todayInBusinessZone(at),
    last_date: lastBookableDate(at, rules.horizonDays),
    days: datesBetween(range.from, range.to).map((date) =>
      dayAvailability(date, at, rules, bookedAt),
    ),
  };
}

/** Days searched per query for open slots. */
const SEARCH_DAYS = 31;

/**
 * The first `count` open slots starting after `after` (a refused slot; now when it is past
 * or beyond the horizon), within the horizon; searched a month at a time.
 */
export async function nextOpenSlots(
  db: Db,
  after: Date,
  at: Date,
  rules: DayRules,
  count: number,
): Promise<NextSlot[]> {
  const last = lastBookableDate(at, rules.horizonDays);
  const inReach =
    after.getTime() > at.getTime() && dateInZone(after, BUSINESS_TIME_ZONE) <= addDays(last, 1);
  const anchor = inReach ? after : at;
  // The session of the day before may hold the night slot after the anchor.
  let from = addDays(dateInZone(anchor, BUSINESS_TIME_ZONE), -1);
  const today = todayInBusinessZone(at);
  if (from < today) from = today;
  const found: NextSlot[] = [];
  while (from <= last && found.length < count) {
    const to = addDays(from, SEARCH_DAYS - 1) < last ? addDays(from, SEARCH_DAYS - 1) : last;
    const booked = await bookedBetween(db, from, to);
    const bookedAt = (start: Date) => booked.get(start.getTime()) ?? 0;
    for (const date of datesBetween(from, to)) {
      for (const slot of dayAvailability(date, at, rules, bookedAt).slots) {
        if (slot.state !== 'open') continue;
        if (slotStart(date, slot.code).getTime() <= anchor.getTime()) continue;
        found.push({ date, code: slot.code });
        if (found.length === count) return found;
      }
    }
    from = addDays(to, 1);
  }
  return found;
}
