import {
  SLOT_LABELS,
  addDays,
  formatDate,
  isIsoDate,
  isSlotCode,
  todayInBusinessZone,
  weekdayOf,
  zonedInstant,
} from '../../common/booking.ts';
import type { ChatBooking, ChatContact } from '../../common/chat.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../../common/constants.ts';
import { parseEmail } from '../../common/schemas/email.ts';
import { LIMITS, normalisePhone } from '../../common/schemas/fields.ts';
import { SERVICE_OPTIONS } from '../../common/services.ts';
import { DomainError } from '../errors.ts';

/**
 * What the assistant can look up and do beyond its texts (ADR 034): the slot
 * states of a date, from the booking service's own availability method, and opening the
 * widget's booking form with what is known. The model provider reaches them as the two
 * tools of the OpenAI tools interface; the built-in assistant through its rules (a question
 * such as "are you free on Friday?" names a date, and its answer is the same slot states).
 */

/** The booking service's availability of one date (GET /api/appointments/availability). */
export interface SlotAnswer {
  date: string;
  slots: readonly { code: SlotCode; state: string }[];
  /** Why the date has no slot to choose (closed that day, all past), when it has none. */
  message?: string | null;
}

/** services.booking.availability, passed in so the chat does not import the booking domain. */
export type SlotLookup = (date: string) => Promise<SlotAnswer>;

// ---- dates in a visitor's words -----------------------------------------------------

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:,?\s+(\d{4}))?`;
const DAY_MONTH = new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}\b${YEAR}`, 'i');
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+${DAY}\b${YEAR}`, 'i');
const ISO = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/;
/** Day first, as dates are written in Pakistan: 3/12 or 3/12/2026 (24/7 is no date). */
const NUMERIC = /\b(?!24\/7\b)(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/;
const WEEKDAYS: [RegExp, number][] = [
  [/\b(?:sun(?:day)?|itwar|itwaar)\b/i, 0],
  [/\b(?:mon(?:day)?|pir|peer)\b/i, 1],
  [/\b(?:tue(?:s(?:day)?)?|mangal)\b/i, 2],
  [/\b(?:wed(?:nesday)?|budh)\b/i, 3],
  [/\b(?:thu(?:rs(?:day)?)?|jumerat|jumeraat)\b/i, 4],
  [/\b(?:fri(?:day)?|jumma|juma)\b/i, 5],
  [/\b(?:sat(?:urday)?)\b/i, 6],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month and day as an ISO date, or null when no such date exists. */
function isoOf(year: number, month: number, day: number): string | null {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
}

/** A day and month without a year: the next time it comes, today included. */
function nextOccurrence(month: number, day: number, year: number | null, today: string) {
  if (year !== null) return isoOf(year, month, day);
  const thisYear = Number(today.slice(0, 4));
  const date = isoOf(thisYear, month, day);
  return date && date >= today ? date : isoOf(thisYear + 1, month, day);
}

/**
 * The calendar date (Pakistan time) a message names: '2026-12-03', '3 December',
 * 'Dec 3rd', '3/12', 'today', 'tomorrow' (Roman Urdu 'aaj', 'kal'), 'Friday' or
 * 'next Friday' (the coming one; 'next' never means today). Null when it names none.
 */
export function dateInMessage(message: string, now: Date): string | null {
  const text = message.toLowerCase();
  const today = todayInBusinessZone(now);
  const year = (value: string | undefined) => (value ? Number(value) : null);
  let m = ISO.exec(text);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DAY_MONTH.exec(text);
  if (m) return nextOccurrence(monthOf(m[2]!), Number(m[1]), year(m[3]), today);
  m = MONTH_DAY.exec(text);
  if (m) return nextOccurrence(monthOf(m[1]!), Number(m[2]), year(m[3]), today);
  m = NUMERIC.exec(text);
  if (m) {
    return nextOccurrence(Number(m[2]), Number(m[1]), year(m[3]), today);
  }
  if (/\b(?:day after tomorrow|parson|parso)\b/.test(text)) return addDays(today, 2);
  if (/\b(?:tomorrow|tmrw|tmr|kal)\b/.test(text)) return addDays(today, 1);
  if (/\b(?:today|tonight|aaj|aj raat|this evening)\b/.test(text)) return today;
  const next = /\bnext\s+\w+day\b|\bagl[ae]\b/.test(text);
  for (const [pattern, weekday] of WEEKDAYS) {
    if (!pattern.test(text)) continue;
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    return addDays(today, next && ahead === 0 ? 7 : ahead);
  }
  return null;
}

const monthOf = (name: string) =>
  MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;

/** Words that ask whether a time is free or bookable, in English and Roman Urdu. */
const ASKS_FREE =
  /\b(?:free|available|availability|avail|slots?|spots?|space|room|book(?:ed|ing)?|appointments?|consultation|call|meeting|khali|fursat|milenge|mil sakt[ai]|waqt)\b/i;
/** Words of the opening hours: with a weekday alone they ask the weekly hours, not a date. */
const ASKS_HOURS = /\b(?:open|opening|openings|times?|timings?|hours)\b/i;
/** A weekday name is the only date the message names ('are you open on Saturday?'). */
const WEEKDAY_ONLY = (message: string) =>
  !ISO.test(message) &&
  !DAY_MONTH.test(message) &&
  !MONTH_DAY.test(message) &&
  !NUMERIC.test(message) &&
  !/\b(?:today|tonight|tomorrow|tmrw|tmr|kal|aaj|parso|parson)\b/i.test(message);

/**
 * The date a message asks the free slots of ("are you free on Friday?", "any slots on
 * 3 December?", "kal koi slot khali hai?", "are you open tomorrow?"), or null. "Are you
 * open on Saturday?" asks the weekly hours, answered by the rules.
 */
export function availabilityQuestion(message: string, now: Date): string | null {
  const free = ASKS_FREE.test(message);
  if (!free && !(ASKS_HOURS.test(message) && !WEEKDAY_ONLY(message))) return null;
  return dateInMessage(message, now);
}

// ---- what the slot states say -------------------------------------------------------

/** 'Thursday, December 3, 2026' for a calendar date in Pakistan time. */
export const dateText = (date: string) =>
  formatDate(zonedInstant(date, 12, BUSINESS_TIME_ZONE), BUSINESS_TIME_ZONE);

const STATE_WORDS: Record<string, string> = {
  open: 'open',
  full: 'fully booked',
  past: 'already past',
};

/**
 * The sentence a visitor reads about a date's slots, from the booking service's answer:
 * "On Thursday, December 3, 2026 (Pakistan time): 6:00 PM - 9:00 PM is open, ...".
 */
export function availabilityText(answer: SlotAnswer): string {
  const day = dateText(answer.date);
  if (!answer.slots.length) {
    return `We have no consultation slots on ${day} (Pakistan time).${answer.message ? ` ${answer.message}` : ''}`;
  }
  const open = answer.slots.filter((s) => s.state === 'open');
  const states = answer.slots.map(
    (s) => `${SLOT_LABELS[s.code]} is ${STATE_WORDS[s.state] ?? s.state}`,
  );
  const lead = `On ${day} (Pakistan time): ${states.join(', ')}.`;
  if (open.length) return lead;
  return `${lead} There is no open slot left that day, so please pick another date.`;
}

/** A date the booking service refuses (in the past, beyond the booking horizon): its message. */
export function refusedDate(error: unknown): string | null {
  return error instanceof DomainError && error.code === 'invalid' ? error.message : null;
}

/** What the model is told a lookup found: the slot states, or why there are none. */
export async function checkAvailability(lookup: SlotLookup, date: string) {
  if (!isIsoDate(date)) {
    return { error: 'The date must be a calendar date written YYYY-MM-DD.' };
  }
  try {
    const answer = await lookup(date);
    return {
      date: answer.date,
      weekday: dateText(answer.date),
      time_zone: 'Pakistan time (PKT)',
      slots: answer.slots.map((s) => ({ code: s.code, time: SLOT_LABELS[s.code], state: s.state })),
      summary: availabilityText(answer),
    };
  } catch (error) {
    // A refused date is an answer the model can pass on; any other failure is a tool error.
    const refused = refusedDate(error);
    if (refused) return { date, error: refused };
    throw error;
  }
}

// ---- the booking form ---------------------------------------------------------------

/** What the booking form opens with: the visitor's details and what they chose. */
export interface BookingPrefill extends ChatContact {
  services?: string[];
  date?: string;
  time?: SlotCode;
}

const str = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.trim().length <= max
    ? value.trim()
    : undefined;

/**
 * The known details a tool call passes, each kept only when it passes the form's own rule
 * (the one e-mail rule, the one phone rule, a service of the form, a date, a slot code):
 * a wrong value is left for the visitor to fill in, never refused.
 */
export function bookingPrefill(args: Record<string, unknown>): BookingPrefill {
  const phone = str(args.phone, LIMITS.phone);
  const labels = new Map(
    SERVICE_OPTIONS.flatMap((o) => [
      [o.id, o.label],
      [o.label.toLowerCase(), o.label],
    ]),
  );
  const services = Array.isArray(args.services)
    ? [
        ...new Set(
          args.services
            .map((s) => (typeof s === 'string' ? labels.get(s.trim().toLowerCase()) : undefined))
            .filter((s): s is NonNullable<typeof s> => s !== undefined),
        ),
      ]
    : [];
  const slot = args.slot ?? args.time;
  const prefill: BookingPrefill = {
    name: str(args.name, LIMITS.name),
    email: parseEmail(args.email),
    phone: phone ? (normalisePhone(phone) ?? undefined) : undefined,
    services: services.length ? services : undefined,
    date: isIsoDate(args.date) ? args.date : undefined,
    time: isSlotCode(slot) ? slot : undefined,
  };
  return Object.fromEntries(
    Object.entries(prefill).filter(([, v]) => v !== undefined),
  ) as BookingPrefill;
}

/**
 * The prefill with only the date and slot the booking form would take (ADR 034): the date
 * when the booking service offers an open slot on it, the slot when it is open that day.
 * A date refused (past, beyond the horizon), closed or full, a slot without a date, and
 * anything when the look-up fails are left for the visitor to pick, never refused.
 */
export async function bookableOnly(
  lookup: SlotLookup | undefined,
  prefill: BookingPrefill,
): Promise<BookingPrefill> {
  const { date, time, ...rest } = prefill;
  if (!date || !lookup) return rest;
  let answer: SlotAnswer;
  try {
    answer = await lookup(date);
  } catch {
    return rest;
  }
  const open = answer.slots.filter((s) => s.state === 'open').map((s) => s.code);
  if (!open.length) return rest;
  return { ...rest, date, ...(time && open.includes(time) ? { time } : {}) };
}

/**
 * The response's `booking` (common/chat.ts) from a prefill; null when it names none. The
 * name, e-mail and phone a model passed travel here, as the form's starting values only.
 */
export function chatBookingOf(prefill: BookingPrefill | null | undefined): ChatBooking | null {
  if (!prefill) return null;
  const booking: ChatBooking = {
    ...(prefill.name ? { name: prefill.name } : {}),
    ...(prefill.email ? { email: prefill.email } : {}),
    ...(prefill.phone ? { phone: prefill.phone } : {}),
    ...(prefill.services?.length ? { services: prefill.services } : {}),
    ...(prefill.date ? { preferred_date: prefill.date } : {}),
    ...(prefill.date && prefill.time ? { preferred_time: prefill.time } : {}),
  };
  return Object.keys(booking).length ? booking : null;
}

// ---- the tools as the model sees them ------------------------------------------------

/** The two tools in the OpenAI chat-completions `tools` format. */
export const TOOL_DEFINITIONS = [
  {
    type: 'function' as const,
    function: {
      name: 'check_availability',
      description:
        'Look up which free-consultation slots are open, fully booked or past on one date (Pakistan time). Use it whenever the visitor asks whether a day or time is free; never guess availability.',
      parameters: {
        type: 'object',
        properties: {
          date: { type: 'string', description: 'The date, YYYY-MM-DD (Pakistan time).' },
        },
        required: ['date'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'open_booking_form',
      description:
        "Open the website's booking form for the free consultation, prefilled with what the visitor already told you. Use it when the visitor wants to book; the visitor picks and sends the form themselves.",
      parameters: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          email: { type: 'string' },
          phone: { type: 'string' },
          services: {
            type: 'array',
            items: { type: 'string', enum: SERVICE_OPTIONS.map((o) => o.label) },
          },
          date: { type: 'string', description: 'YYYY-MM-DD (Pakistan time)' },
          slot: { type: 'string', enum: Object.keys(SLOT_LABELS) },
        },
        additionalProperties: false,
      },
    },
  },
];

/** The `content` of the tool message a call is answered with. */
export type ToolResult = Record<string, unknown>;

/**
 * One turn's tools: runs the calls the model makes and remembers the booking form it asked
 * to open, so the reply carries the widget's usual action.
 */
export function createToolbox(lookup: SlotLookup | undefined) {
  let booking: BookingPrefill | null = null;
  return {
    get booking() {
      return booking;
    },
    async run(name: string, args: Record<string, unknown>): Promise<ToolResult> {
      if (name === 'check_availability') {
        if (!lookup) throw new Error('no availability lookup is configured');
        return checkAvailability(lookup, String(args.date ?? ''));
      }
      if (name === 'open_booking_form') {
        const given = bookingPrefill(args);
        const kept = await bookableOnly(lookup, given);
        booking = { ...booking, ...kept };
        // What the form could not take (a full slot, a closed date), so the model can say so.
        const dropped = (['date', 'time'] as const).filter((k) => given[k] && !kept[k]);
        return {
          opened: true,
          prefilled: booking,
          ...(dropped.length
            ? { not_prefilled: dropped.map((k) => `${k} ${given[k]}: not open for booking`) }
            : {}),
          note: 'The booking form is open in the chat window; the visitor picks a date and time and sends it.',
        };
      }
      throw new Error(`unknown tool ${name}`);
    },
  };
}
