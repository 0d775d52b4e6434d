import { BUSINESS_TIME_ZONE, SLOT_CODES, SLOT_LENGTH_HOURS, type SlotCode } from './constants.ts';
import { andList } from './text.ts';

/**
 * Business hours and appointment slots (spec §5, §9; ARCHITECTURE.md "Business clock").
 *
 * A date is a calendar date in Pakistan time, 'YYYY-MM-DD'. A slot code names Pakistan
 * time on that date; `12am-3am` is the night that FOLLOWS the date, so Mon-Fri 6 PM to
 * 3 AM is one session. Every slot start is an instant, and "past" compares instants.
 * Pure code: the clock is always passed in, so callers and tests control time.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Start of each slot, in hours after midnight of the chosen date (24 = the next midnight). */
const SLOT_START_HOURS: Record<SlotCode, number> = {
  '6pm-9pm': 18,
  '9pm-12am': 21,
  '12am-3am': 24,
};

/** How a slot reads in Pakistan time (the select's option text). */
export const SLOT_LABELS: Record<SlotCode, string> = {
  '6pm-9pm': '6:00 PM - 9:00 PM',
  '9pm-12am': '9:00 PM - 12:00 AM',
  '12am-3am': '12:00 AM - 3:00 AM',
};

export interface WeeklyHours {
  /** Days of the week (0 = Sunday) in Pakistan time. */
  days: readonly number[];
  /** How the days read, e.g. 'Monday - Friday'. */
  label: string;
  /** Opening and closing, hours after midnight of the day; above 24 runs into the next day. */
  openHour: number | null;
  closeHour: number | null;
}

/** 18 -> '6:00 PM', 27 -> '3:00 AM': an hour of the weekly hours (past 24 is the next day). */
export function hourOfDay(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
}

/** The weekly entries the team is open, with their span ('6:00 PM to 3:00 AM'), and the
 * labels of the days it is closed: the parts every statement of the hours is made of. */
export function weeklyHoursParts(weekly: readonly WeeklyHours[]) {
  const open = weekly.filter((w) => w.openHour !== null && w.closeHour !== null);
  return {
    open: open.map((w) => ({
      label: w.label,
      span: `${hourOfDay(w.openHour!)} to ${hourOfDay(w.closeHour!)}`,
    })),
    closed: weekly.filter((w) => !open.includes(w)).map((w) => w.label),
  };
}

/**
 * Weekly hours as one line: 'Monday - Friday 6:00 PM to 3:00 AM; Saturday 6:00 PM to
 * 10:00 PM; closed on Sunday' (Pakistan time), as the chat and the admin state them.
 */
export function weeklyHoursText(weekly: readonly WeeklyHours[]): string {
  const { open, closed } = weeklyHoursParts(weekly);
  const closedText = closed.length ? `closed on ${andList(closed)}` : '';
  return [...open.map((w) => `${w.label} ${w.span}`), closedText].filter(Boolean).join('; ');
}

/** Spec §9: Mon-Fri 6:00 PM to 3:00 AM; Sat 6:00 PM to 10:00 PM; Sunday closed. */
export const WEEKLY_HOURS: readonly WeeklyHours[] = [
  { days: [1, 2, 3, 4, 5], label: 'Monday - Friday', openHour: 18, closeHour: 27 },
  { days: [6], label: 'Saturday', openHour: 18, closeHour: 22 },
  { days: [0], label: 'Sunday', openHour: null, closeHour: null },
];

/** Spec §5 texts of the date and time picker. */
export const CLOSED_ON_SUNDAYS_PLACEHOLDER = 'Closed on Sundays';
export const SUNDAY_CLOSED_MESSAGE =
  'We are closed on Sundays. Please select another day for your appointment.';
export const ALL_SLOTS_PASSED_MESSAGE =
  'All time slots for today have passed. Please select a future date for your appointment.';
export const NO_SLOTS_MESSAGE =
  'No time slots available for this date. Please select a different date.';
/** Suffix of a slot that has already started (spec §4). */
export const PAST_SLOT_SUFFIX = '(Past)';

/** Day names by Date.getUTCDay (0 = Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function assertDate(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${String(date)}`);
  return date.split('-').map(Number) as [number, number, number];
}

export function isSlotCode(value: unknown): value is SlotCode {
  return typeof value === 'string' && (SLOT_CODES as readonly string[]).includes(value);
}

/** Day of the week of a calendar date, 0 = Sunday. */
export function weekdayOf(date: IsoDate): number {
  const [y, m, d] = assertDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isSunday(date: IsoDate): boolean {
  return weekdayOf(date) === 0;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = assertDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

const KNOWN_ZONES_MAX = 2000;
const knownZones = new Set<string>();

/** True when `zone` is an IANA time zone this runtime knows. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  // Building a formatter costs about as much as the rest of a booking's checks; the zones
  // already accepted are remembered (at most KNOWN_ZONES_MAX spellings, so made-up case
  // variants cannot grow it without end).
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(zone);
  return true;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, zone: string) {
  let format = partsFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/**
 * Offsets already worked out, by zone and minute (zones change offset on whole minutes): a
 * booking asks for the same few instants again and again, and each answer costs a
 * formatToParts. Cleared when it holds OFFSETS_KEPT, so it stays small.
 */
const OFFSETS_KEPT = 10_000;
const offsets = new Map<string, number>();

/** Offset of `zone` from UTC at `instant`, in milliseconds (east positive). */
export function zoneOffsetMs(instant: Date, zone: string): number {
  const minute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  const key = `${zone} ${minute}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const p = wallClock(new Date(minute), zone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - minute;
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The calendar date that `instant` falls on in `zone`. */
export function dateInZone(instant: Date, zone: string): IsoDate {
  return new Date(instant.getTime() + zoneOffsetMs(instant, zone)).toISOString().slice(0, 10);
}

/** Today's date in Pakistan time. */
export function todayInBusinessZone(now: Date): IsoDate {
  return dateInZone(now, BUSINESS_TIME_ZONE);
}

/** The last date that may be booked: `horizonDays` after today in Pakistan time. */
export function lastBookableDate(now: Date, horizonDays: number): IsoDate {
  return addDays(todayInBusinessZone(now), horizonDays);
}

/**
 * The instant at which the wall clock of `zone` shows `hour`:00 on `date` (hours of 24
 * and above run into the following days). Two passes settle offsets that change nearby.
 */
export function zonedInstant(date: IsoDate, hour: number, zone: string = BUSINESS_TIME_ZONE) {
  const [y, m, d] = assertDate(date);
  const wall = Date.UTC(y, m - 1, d) + hour * HOUR_MS;
  const first = wall - zoneOffsetMs(new Date(wall), zone);
  return new Date(wall - zoneOffsetMs(new Date(first), zone));
}

/**
 * A closure the team set: every date from `from` to `to`, both included, is
 * closed, whatever the weekly hours say.
 */
export interface Closure {
  from: IsoDate;
  to: IsoDate;
  reason: string;
}

/**
 * The hours a booking follows: the weekly hours and the closures. `SPEC_SCHEDULE` (spec §9,
 * no closures) applies when the team configured nothing; the server passes the team's.
 */
export interface Schedule {
  weekly: readonly WeeklyHours[];
  closures: readonly Closure[];
}

export const SPEC_SCHEDULE: Schedule = { weekly: WEEKLY_HOURS, closures: [] };

/** The closure that covers `date`, or null. */
export function closureOn(date: IsoDate, schedule: Schedule = SPEC_SCHEDULE): Closure | null {
  return schedule.closures.find((c) => c.from <= date && date <= c.to) ?? null;
}

/** Opening hours of a weekday in Pakistan time, or null when closed. */
export function hoursOfWeekday(
  weekday: number,
  weekly: readonly WeeklyHours[],
): WeeklyHours | null {
  const hours = weekly.find((h) => h.days.includes(weekday));
  return hours && hours.openHour !== null && hours.closeHour !== null ? hours : null;
}

/** When the business opens and closes for the session of `date`; null on a closed day. */
export function businessHoursFor(
  date: IsoDate,
  schedule: Schedule = SPEC_SCHEDULE,
): { open: Date; close: Date } | null {
  const hours = hoursOfWeekday(weekdayOf(date), schedule.weekly);
  if (!hours || closureOn(date, schedule)) return null;
  return { open: zonedInstant(date, hours.openHour!), close: zonedInstant(date, hours.closeHour!) };
}

/** The slot codes whose 3 hours fit between `openHour` and `closeHour`. */
export function slotsWithin(openHour: number, closeHour: number): SlotCode[] {
  return SLOT_CODES.filter((code) => {
    const start = SLOT_START_HOURS[code];
    return start >= openHour && start + SLOT_LENGTH_HOURS <= closeHour;
  });
}

/**
 * Slot codes offered on `date` (spec §5): at most 3, each 3 hours, starting at opening
 * time and ending by closing time. Saturday has only 6pm-9pm; Sunday has none; a closed
 * date (the team's closures) none.
 */
export function slotsForDate(date: IsoDate, schedule: Schedule = SPEC_SCHEDULE): SlotCode[] {
  const hours = hoursOfWeekday(weekdayOf(date), schedule.weekly);
  if (!hours || closureOn(date, schedule)) return [];
  return slotsWithin(hours.openHour!, hours.closeHour!);
}

export function isSlotOffered(
  date: IsoDate,
  code: SlotCode,
  schedule: Schedule = SPEC_SCHEDULE,
): boolean {
  return slotsForDate(date, schedule).includes(code);
}

/** The instant a slot starts; 12am-3am starts at the midnight after `date`. */
export function slotStart(date: IsoDate, code: SlotCode): Date {
  return zonedInstant(date, SLOT_START_HOURS[code]);
}

export function slotEnd(date: IsoDate, code: SlotCode): Date {
  return zonedInstant(date, SLOT_START_HOURS[code] + SLOT_LENGTH_HOURS);
}

/** A slot is past once it has started (spec §5, with instants). */
export function isSlotPast(date: IsoDate, code: SlotCode, now: Date): boolean {
  return slotStart(date, code).getTime() <= now.getTime();
}

/** A slot holding `capacity` places is full: for a booking, a move and the slot's shown state. */
export function isSlotFull(booked: number, capacity: number): boolean {
  return booked >= capacity;
}

/**
 * What the database counted for a request of one slot by one address, read under the
 * slot's lock and the address's lock, so concurrent requests of either count each other.
 */
export interface SlotRequestCounts {
  /** The address already holds a pending request of this date and slot. */
  repeat: boolean;
  /** Upcoming pending requests the address holds (an appointment being moved not among them). */
  pending: number;
  /** Places the slot holds. */
  booked: number;
}

/** What a request of a slot gets: the place, or why not. */
export type SlotRequestOutcome = 'take' | 'repeat' | 'too_many' | 'full';

/**
 * The booking rules the server holds beyond the calendar's (past, hours, closures, horizon):
 * a pending request of the same address, date and slot is a repeat; an address holds at
 * most `maxPending` upcoming pending requests; a slot holds at most `capacity`. A booking
 * and a visitor's move of their appointment (which makes it pending again) both ask here.
 */
export function slotRequestOutcome(
  counts: SlotRequestCounts,
  limits: { capacity: number; maxPending: number },
): SlotRequestOutcome {
  if (counts.repeat) return 'repeat';
  if (counts.pending >= limits.maxPending) return 'too_many';
  if (isSlotFull(counts.booked, limits.capacity)) return 'full';
  return 'take';
}

export interface SlotAvailability {
  code: SlotCode;
  /** Pakistan time, with ' (Past)' once started (spec §4). */
  label: string;
  start: Date;
  end: Date;
  past: boolean;
}

/** The slots of `date` with their past flags: what the time select shows. */
export function slotAvailability(
  date: IsoDate,
  now: Date,
  schedule: Schedule = SPEC_SCHEDULE,
): SlotAvailability[] {
  return slotsForDate(date, schedule).map((code) => {
    const past = isSlotPast(date, code, now);
    return {
      code,
      label: past ? `${SLOT_LABELS[code]} ${PAST_SLOT_SUFFIX}` : SLOT_LABELS[code],
      start: slotStart(date, code),
      end: slotEnd(date, code),
      past,
    };
  });
}

/** A date the team closed; says 'business hours' as spec §8's refusals do. */
function closedDateMessage(closure: Closure): string {
  const reason = closure.reason.trim();
  return `We are closed on this date${reason ? ` (${reason})` : ''}, outside our business hours. Please select another day for your appointment.`;
}

/**
 * A weekday the weekly hours close, other than Sunday in the picker (whose spec §5 message
 * stays); a refusal also says 'business hours', as spec §8's refusals do.
 */
function closedWeekdayMessage(weekday: number, refusal = false): string {
  const hours = refusal ? ', outside our business hours' : '';
  return `We are closed on ${WEEKDAY_NAMES[weekday]}s${hours}. Please select another day for your appointment.`;
}

/**
 * Why a booking of `date` is refused as a closed day, or null when the day has hours: the
 * team's closure, else the closed weekday by name. Both say 'business hours', which the
 * browser's refusal classification reads (spec §8).
 */
export function closedDayRefusal(date: IsoDate, schedule: Schedule = SPEC_SCHEDULE): string | null {
  const closure = closureOn(date, schedule);
  if (closure) return closedDateMessage(closure);
  const weekday = weekdayOf(date);
  if (hoursOfWeekday(weekday, schedule.weekly)) return null;
  return closedWeekdayMessage(weekday, true);
}

/**
 * Why the time select has nothing to choose on `date` (spec §5), or null when a slot is
 * open. A closure comes first, then a closed weekday (Sunday with its own message).
 */
export function noSlotsReason(
  date: IsoDate,
  now: Date,
  schedule: Schedule = SPEC_SCHEDULE,
): string | null {
  const closure = closureOn(date, schedule);
  if (closure) return closedDateMessage(closure);
  const weekday = weekdayOf(date);
  if (!hoursOfWeekday(weekday, schedule.weekly)) {
    return weekday === 0 ? SUNDAY_CLOSED_MESSAGE : closedWeekdayMessage(weekday);
  }
  const slots = slotAvailability(date, now, schedule);
  if (slots.length === 0) return NO_SLOTS_MESSAGE;
  if (slots.every((s) => s.past)) {
    return date === todayInBusinessZone(now) ? ALL_SLOTS_PASSED_MESSAGE : NO_SLOTS_MESSAGE;
  }
  return null;
}

const textFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let format = textFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    textFormatters.set(key, format);
  }
  return format;
}

// ICU puts narrow no-break spaces before AM/PM; plain spaces read the same and compare simply.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** '6:00 PM' in `zone`. */
function formatTime(instant: Date, zone: string): string {
  return plain(
    formatter(zone, { hour: 'numeric', minute: '2-digit', hour12: true }).format(instant),
  );
}

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'Tue 1 Dec' of a calendar date; `long` gives 'Tuesday 1 Dec'. */
export function dayMonthText(date: IsoDate, long = false): string {
  const [, m, d] = assertDate(date);
  const weekday = WEEKDAY_NAMES[weekdayOf(date)]!;
  return `${long ? weekday : weekday.slice(0, 3)} ${d} ${MONTHS_SHORT[m - 1]}`;
}

/**
 * A time range written once for both ends when they share AM or PM: '6:00-9:00 PM',
 * '9:00 PM-12:00 AM'; without `minutes`, '9 PM-12 AM'.
 */
export function compactTimeRange(start: Date, end: Date, zone: string, minutes = true): string {
  const format = (instant: Date) => {
    const text = formatTime(instant, zone);
    return minutes ? text : text.replace(':00', '');
  };
  const [from, fromHalf] = format(start).split(' ') as [string, string];
  const [to, toHalf] = format(end).split(' ') as [string, string];
  return fromHalf === toHalf ? `${from}-${to} ${toHalf}` : `${from} ${fromHalf}-${to} ${toHalf}`;
}

/**
 * A slot of a date, short, on the Pakistan clock: 'Tue 1 Dec, 9 PM-12 AM'; the night slot
 * names the night it falls in: 'Mon 30 Nov, 12-3 AM (night to Tue 1 Dec)'.
 */
export function slotShortText(date: IsoDate, code: SlotCode): string {
  const hours = compactTimeRange(
    slotStart(date, code),
    slotEnd(date, code),
    BUSINESS_TIME_ZONE,
    false,
  );
  const night = code === '12am-3am' ? ` (night to ${dayMonthText(addDays(date, 1))})` : '';
  return `${dayMonthText(date)}, ${hours}${night}`;
}

/** 'Monday, March 10, 2025' in `zone`. */
export function formatDate(instant: Date, zone: string): string {
  return plain(
    formatter(zone, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(instant),
  );
}

/** '6:00 PM - 9:00 PM' between two instants in `zone`. */
export function formatTimeRange(start: Date, end: Date, zone: string): string {
  return `${formatTime(start, zone)} - ${formatTime(end, zone)}`;
}

export interface SlotDescription {
  /** 'Monday, March 10, 2025, 6:00 PM - 9:00 PM (Pakistan time)'. */
  pakistan: string;
  /** The same slot on the visitor's clock, or null when their clock reads like Pakistan's. */
  visitor: string | null;
  visitorZone: string | null;
}

/**
 * A slot in Pakistan time and, side by side, in the visitor's IANA zone (DST-safe: the
 * offset is the zone's at that instant). An unknown zone falls back to Pakistan time alone.
 */
export function describeSlot(
  date: IsoDate,
  code: SlotCode,
  visitorZone?: string | null,
): SlotDescription {
  const start = slotStart(date, code);
  const end = slotEnd(date, code);
  const pakistan = `${formatDate(start, BUSINESS_TIME_ZONE)}, ${formatTimeRange(start, end, BUSINESS_TIME_ZONE)} (Pakistan time)`;
  if (!isValidTimeZone(visitorZone) || sameClock(start, visitorZone)) {
    return { pakistan, visitor: null, visitorZone: null };
  }
  const visitor = `${formatDate(start, visitorZone)}, ${formatTimeRange(start, end, visitorZone)} (${visitorZone})`;
  return { pakistan, visitor, visitorZone };
}

function sameClock(instant: Date, zone: string): boolean {
  return zoneOffsetMs(instant, zone) === zoneOffsetMs(instant, BUSINESS_TIME_ZONE);
}

export interface BusinessHoursLine {
  /** Days in Pakistan time, e.g. 'Monday - Friday'. */
  days: string;
  /** '6:00 PM - 3:00 AM', or 'Closed'. */
  pakistan: string;
  /** Days and hours on the visitor's clock; null when closed or the clocks agree. */
  visitor: { days: string; hours: string } | null;
}

/** The next date on or after `from` that falls on `weekday`. */
function nextWeekday(from: IsoDate, weekday: number): IsoDate {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

function shiftedDays(days: readonly number[], shift: number): string {
  const names = days.map((d) => WEEKDAY_NAMES[(((d + shift) % 7) + 7) % 7]!);
  return names.length > 1 ? `${names[0]} - ${names[names.length - 1]}` : names[0]!;
}

/**
 * The weekly hours (spec §9) with the visitor's equivalent (spec §8 'Appointment Time Not
 * Available'). Offsets are taken in the week of `reference`, so a zone's summer time shows
 * when it applies; an unknown zone yields Pakistan hours alone.
 */
export function businessHoursInZone(
  visitorZone: string | null | undefined,
  reference: Date,
  weekly: readonly WeeklyHours[] = WEEKLY_HOURS,
): BusinessHoursLine[] {
  const zone = isValidTimeZone(visitorZone) ? visitorZone : null;
  const today = todayInBusinessZone(reference);
  return weekly.map((hours) => {
    if (hours.openHour === null || hours.closeHour === null) {
      return { days: hours.label, pakistan: 'Closed', visitor: null };
    }
    const day = nextWeekday(today, hours.days[0]!);
    const open = zonedInstant(day, hours.openHour);
    const close = zonedInstant(day, hours.closeHour);
    const pakistan = formatTimeRange(open, close, BUSINESS_TIME_ZONE);
    if (!zone || (sameClock(open, zone) && sameClock(close, zone))) {
      return { days: hours.label, pakistan, visitor: null };
    }
    const shift = weekdayOf(dateInZone(open, zone)) - weekdayOf(day);
    const normalised = shift > 3 ? shift - 7 : shift < -3 ? shift + 7 : shift;
    return {
      days: hours.label,
      pakistan,
      visitor: {
        days: shiftedDays(hours.days, normalised),
        hours: formatTimeRange(open, close, zone),
      },
    };
  });
}

/**
 * The hours as sentences: the visitor's clock first with Pakistan's in brackets when the
 * zones differ, else Pakistan time alone. Never throws: a failure gives Pakistan hours.
 */
export function businessHoursText(
  visitorZone: string | null | undefined,
  reference: Date,
  weekly: readonly WeeklyHours[] = WEEKLY_HOURS,
) {
  let lines: BusinessHoursLine[];
  try {
    lines = businessHoursInZone(visitorZone, reference, weekly);
  } catch {
    lines = businessHoursInZone(null, reference, weekly);
  }
  return lines.map((line) =>
    line.visitor
      ? `${line.visitor.days}: ${line.visitor.hours} your time (${line.days}: ${line.pakistan} Pakistan time)`
      : `${line.days}: ${line.pakistan} (Pakistan time)`,
  );
}

/**
 * Spec §8: the next steps every booking answer ends with, in the chat's messages and in
 * the visitor's e-mails alike.
 */
export const BOOKING_NEXT_STEPS = [
  'Our team will contact you within 24 hours.',
  'You will receive a confirmation e-mail shortly.',
  'Calendar details will follow once your appointment is confirmed.',
] as const;
