import { z } from '../zod.ts';
import {
  SPEC_SCHEDULE,
  closedDayRefusal,
  isIsoDate,
  isSlotCode,
  isSlotOffered,
  isSlotPast,
  isValidTimeZone,
  lastBookableDate,
  todayInBusinessZone,
  type Schedule,
} from '../booking.ts';
import { APPOINTMENT_STATUSES, SLOT_CODES } from '../constants.ts';
import { SERVICE_OPTIONS, isServiceLabel } from '../services.ts';
import { emailField } from './email.ts';
import { LIMITS, PHONE_MESSAGES, honeypot, phone, text } from './fields.ts';

/**
 * The one schema of the visitor's appointment form and of POST /api/appointments
 * (spec §3 payload, §5 rules and messages word for word).
 */
export const APPOINTMENT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  phoneDigits: PHONE_MESSAGES.digits,
  servicesRequired: 'Please select at least one service',
  servicesInvalid: 'Please select valid services from the list',
  dateRequired: 'Please select a date',
  dateInvalid: 'Please select a valid date',
  dateInPast: 'Please select a date that is today or in the future',
  timeRequired: 'Please select a time',
  timeInvalid: 'Please select a valid time slot',
  timePassed: 'Please select a time slot that has not already passed',
  /** Spec §8: the browser classifies a refusal containing 'business hours'. */
  outsideHours: 'The selected time is outside our business hours.',
} as const;

/** A date beyond the booking horizon; names the last date that may be booked. */
export const beyondHorizonMessage = (lastDate: string, horizonDays: number) =>
  `Please choose a date on or before ${lastDate}: bookings open ${horizonDays} days ahead.`;

/** Pending requests one e-mail address may hold at once. */
export const MAX_PENDING_PER_EMAIL = 3;
export const TOO_MANY_PENDING_MESSAGE = `You already have ${MAX_PENDING_PER_EMAIL} pending appointment requests. Please wait for our team to confirm them, or manage them from the links in your e-mails.`;

/** Spec §8: the sentence of a success. */
export const APPOINTMENT_SUCCESS_MESSAGE = 'Appointment Request Submitted Successfully!';
/** Refusal when a slot holds its full number of consultations. */
export const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another time.';
/**
 * Refusal of moving an appointment onto a date and slot where its address already holds a
 * pending request: a booking of it would be a repeat, and a move would make two of one.
 */
export const ALREADY_REQUESTED_SLOT_MESSAGE =
  'You already have a pending request for this date and time. Please choose another time.';

const NOTES_MAX = 2000;
const SOURCE_MAX = 40;

/** Spec §5: the phone input strips every character except digits, +, -, parentheses and space. */
export function stripPhoneInput(value: string): string {
  return value.replace(/[^\d+\-() ]/g, '');
}

const name = text(LIMITS.name, `Name must be at most ${LIMITS.name} characters`).refine(
  (v) => v.length > 0,
  { message: APPOINTMENT_MESSAGES.nameRequired },
);

const email = emailField({
  required: APPOINTMENT_MESSAGES.emailRequired,
  invalid: APPOINTMENT_MESSAGES.emailInvalid,
});

const services = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(z.string(), { message: APPOINTMENT_MESSAGES.servicesInvalid }),
  )
  .refine((list) => list.length > 0, {
    message: APPOINTMENT_MESSAGES.servicesRequired,
    abort: true,
  })
  .refine((list) => list.length <= SERVICE_OPTIONS.length && list.every(isServiceLabel), {
    message: APPOINTMENT_MESSAGES.servicesInvalid,
  })
  .transform((list) => [...new Set(list)]);

const preferredDate = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.string())
  .refine((v) => v !== '', { message: APPOINTMENT_MESSAGES.dateRequired, abort: true })
  .refine(isIsoDate, { message: APPOINTMENT_MESSAGES.dateInvalid });

const preferredTime = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.string())
  .refine((v) => v !== '', { message: APPOINTMENT_MESSAGES.timeRequired, abort: true })
  .refine(isSlotCode, { message: APPOINTMENT_MESSAGES.timeInvalid });

/** Field shapes only; `appointmentSchema(now)` adds the checks that depend on the clock. */
export const appointmentFieldsSchema = z.object({
  name,
  email,
  phone,
  services,
  preferred_date: preferredDate,
  preferred_time: preferredTime,
  /** An unknown zone is dropped rather than refused: it only affects how times are shown. */
  user_timezone: z
    .unknown()
    .optional()
    .transform((v) => (isValidTimeZone(v) ? v : null)),
  notes: text(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : null)),
  /** Kept as sent (spec §3 'chatbot_form'), null when absent. */
  source: text(SOURCE_MAX, `Source must be at most ${SOURCE_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : null)),
  /** Sent by the spec's client; the server decides these, so they are read and dropped. */
  status: z.unknown().optional(),
  created_at: z.unknown().optional(),
  website: honeypot,
});

/** Why a well-formed date and slot cannot be booked (checkAppointmentTiming). */
export type TimingReason = 'past' | 'horizon' | 'closed' | 'outside_hours' | 'started';

export interface TimingIssue {
  field: 'preferred_date' | 'preferred_time';
  message: string;
  reason: TimingReason;
}

export interface TimingRules {
  /**
   * How many days after today (Pakistan time) a date may be; none when absent. The server
   * passes its BOOKING_HORIZON_DAYS.
   */
  horizonDays?: number;
  /** The team's weekly hours and closures; the spec's hours when absent. */
  schedule?: Schedule;
}

/**
 * The clock-dependent rules (spec §5, §9) of a well-formed date and slot: not before
 * today, not beyond the booking horizon (when given), a day the team works (else the
 * closure or the closed weekday by name), the slot offered that day (else 'business
 * hours'), and not already started.
 */
export function checkAppointmentTiming(
  input: { preferred_date: string; preferred_time: string },
  now: Date,
  rules: TimingRules = {},
): TimingIssue | null {
  const { preferred_date: date, preferred_time: time } = input;
  if (!isIsoDate(date) || !isSlotCode(time)) return null;
  if (date < todayInBusinessZone(now)) {
    return { field: 'preferred_date', message: APPOINTMENT_MESSAGES.dateInPast, reason: 'past' };
  }
  if (rules.horizonDays !== undefined) {
    const last = lastBookableDate(now, rules.horizonDays);
    if (date > last) {
      const message = beyondHorizonMessage(last, rules.horizonDays);
      return { field: 'preferred_date', message, reason: 'horizon' };
    }
  }
  const schedule = rules.schedule ?? SPEC_SCHEDULE;
  const closed = closedDayRefusal(date, schedule);
  if (closed) return { field: 'preferred_date', message: closed, reason: 'closed' };
  if (!isSlotOffered(date, time, schedule)) {
    const message = APPOINTMENT_MESSAGES.outsideHours;
    return { field: 'preferred_time', message, reason: 'outside_hours' };
  }
  if (isSlotPast(date, time, now)) {
    const message = APPOINTMENT_MESSAGES.timePassed;
    return { field: 'preferred_time', message, reason: 'started' };
  }
  return null;
}

/**
 * The appointment schema as of `now`: a date, or a clock read at every parse (a server
 * builds the schema once and parses many submissions with it).
 */
export function appointmentSchema(now: Date | (() => Date), rules: TimingRules = {}) {
  const clock = typeof now === 'function' ? now : () => now;
  return appointmentFieldsSchema
    .superRefine((value, ctx) => {
      const issue = checkAppointmentTiming(value, clock(), rules);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    })
    .transform(({ status: _s, created_at: _c, website: _w, ...rest }) => rest);
}

export type AppointmentRequest = z.output<ReturnType<typeof appointmentSchema>>;

/**
 * The `error` sentence of a refused booking, worded so the browser's §8 classification
 * works: business-hours refusals say 'business hours'; any other says 'valid'.
 */
export function appointmentErrorSentence(firstMessage: string): string {
  if (/business hours/i.test(firstMessage)) return firstMessage;
  if (/required|valid/i.test(firstMessage)) return firstMessage;
  return `Some appointment details are missing or not valid: ${firstMessage}`;
}

/**
 * GET /api/appointments/availability?date=: each slot of a date as the booking would find
 * it: 'past' once started, 'full' when it holds its capacity of consultations
 * (the rule POST /api/appointments applies under the slot's lock), else 'open'.
 */
export const SLOT_STATES = ['open', 'full', 'past'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const slotAvailabilityQuerySchema = z.object({
  date: z
    .string({ message: APPOINTMENT_MESSAGES.dateRequired })
    .refine((v) => v !== '', { message: APPOINTMENT_MESSAGES.dateRequired, abort: true })
    .refine(isIsoDate, { message: APPOINTMENT_MESSAGES.dateInvalid }),
});

export const slotAvailabilitySchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /** The last date that may be booked: BOOKING_HORIZON_DAYS after today, Pakistan time. */
  last_date: z.string(),
  /** The slots offered that day (none on Sunday or a date the team closed), in order. */
  slots: z.array(z.object({ code: z.enum(SLOT_CODES), state: z.enum(SLOT_STATES) })),
});
export type SlotAvailabilityAnswer = z.infer<typeof slotAvailabilitySchema>;

/** PUT /api/appointments/{id}: only the four statuses of spec §3. */
export const appointmentStatusSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, {
    message: `Status must be one of ${APPOINTMENT_STATUSES.join(', ')}`,
  }),
});

/** GET /api/appointments (admin) query. */
const APPOINTMENTS_MAX_PAGE_SIZE = 100;
export const APPOINTMENTS_DEFAULT_PAGE_SIZE = 20;
export const appointmentListQuerySchema = z.object({
  status: z
    .enum([...APPOINTMENT_STATUSES, 'All'], {
      message: `Status must be one of ${APPOINTMENT_STATUSES.join(', ')}`,
    })
    .optional()
    .transform((v) => (v === 'All' ? undefined : v)),
  page: z.coerce
    .number({ message: 'Page must be a whole number of at least 1' })
    .int({ message: 'Page must be a whole number of at least 1' })
    .min(1, { message: 'Page must be a whole number of at least 1' })
    .max(100_000, { message: 'Page is too large' })
    .default(1),
  limit: z.coerce
    .number({ message: 'Limit must be a whole number of at least 1' })
    .int({ message: 'Limit must be a whole number of at least 1' })
    .min(1, { message: 'Limit must be a whole number of at least 1' })
    .transform((v) => Math.min(v, APPOINTMENTS_MAX_PAGE_SIZE))
    .default(APPOINTMENTS_DEFAULT_PAGE_SIZE),
});

/** Spec §3 appointment as the API sends it. */
export const appointmentDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  services: z.array(z.string()),
  preferred_date: z.string(),
  preferred_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  source: z.string().nullable(),
  user_timezone: z.string().nullable(),
  /** The instant the slot starts (ISO), for showing it on any clock. */
  slot_start: z.string(),
  updated_at: z.string(),
  /** The confirmed exact start (ISO) and meeting link; absent until confirmed. */
  confirmed_start: z.string().optional(),
  meeting_url: z.string().optional(),
});
export type AppointmentDto = z.infer<typeof appointmentDtoSchema>;

/**
 * The answer to a booking that repeats a pending one (same e-mail, date and slot): only
 * what this request sent, never the stored appointment, which may be someone else's who
 * typed that e-mail. The stored booking's owner has its details by e-mail.
 */
export const appointmentRequestEchoSchema = appointmentDtoSchema.pick({
  name: true,
  email: true,
  phone: true,
  services: true,
  preferred_date: true,
  preferred_time: true,
  notes: true,
  source: true,
  user_timezone: true,
});
export type AppointmentRequestEcho = z.infer<typeof appointmentRequestEchoSchema>;
