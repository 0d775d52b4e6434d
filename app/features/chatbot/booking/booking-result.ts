import {
  BOOKING_NEXT_STEPS,
  businessHoursText,
  describeSlot,
  formatDate,
  isIsoDate,
  isSlotCode,
  zonedInstant,
  type WeeklyHours,
} from '../../../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../../../common/constants.ts';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_SUCCESS_MESSAGE,
  SLOT_FULL_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
  type AppointmentDto,
} from '../../../../common/schemas/appointment.ts';
import {
  NEXT_SLOTS_OFFERED,
  nextSlotSchema,
  type NextSlot,
} from '../../../../common/schemas/booking-days.ts';
import { z } from '../../../../common/zod.ts';
import type { ApiResult } from '../../../lib/api.ts';

/**
 * What the visitor sees after each answer of POST /api/appointments. Only a
 * success says the request was received; every refusal says what happened and what to do,
 * and the form stays as the visitor filled it. Pure: tested without a browser.
 */

/** The appointment form's fields, as the dialog names them. */
export type FormField = 'name' | 'email' | 'phone' | 'services' | 'date' | 'time' | 'notes';

/** The server's field names (spec §3 payload) on the form's fields. */
const FIELD_OF: Record<string, FormField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  services: 'services',
  preferred_date: 'date',
  preferred_time: 'time',
  notes: 'notes',
};

export type FieldErrors = Partial<Record<FormField, string>>;

/** Per-field messages keyed by the payload's names, on the form's fields (unknown keys dropped). */
export function formFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = FIELD_OF[key];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

export type BookingOutcome =
  /** 2xx with success true: 201 created, or 200 for a request already pending. */
  | { kind: 'success' }
  /** 409: the slot holds its full number of consultations; the next open slots offered. */
  | { kind: 'slot-full'; nextSlots: NextSlot[] }
  /** 409: the address already holds the most pending requests it may. */
  | { kind: 'too-many-pending'; message: string }
  /** 429: seconds to wait when the server said (Retry-After). */
  | { kind: 'rate-limited'; retryAfter: number | null }
  /** 400: what is wrong, per field; for a refused date or slot, the next open slots. */
  | { kind: 'invalid'; fields: FieldErrors; message: string; nextSlots: NextSlot[] }
  /** Any other refusal (4xx): the server's sentence. */
  | { kind: 'refused'; message: string }
  /** No answer (network) or a server error (5xx): nothing was booked. */
  | { kind: 'failure' };

/** The next open slots a refusal offers (`next_slots`); none when absent or not slots. */
function nextSlotsOf(data: unknown): NextSlot[] {
  const parsed = z
    .array(nextSlotSchema)
    .max(NEXT_SLOTS_OFFERED)
    .safeParse((data as { next_slots?: unknown } | null)?.next_slots);
  return parsed.success ? parsed.data : [];
}

export function bookingOutcome(result: ApiResult<unknown>): BookingOutcome {
  if (result.ok && (result.data as { success?: unknown } | null)?.success === true) {
    return { kind: 'success' };
  }
  if (result.networkError || result.status === 0 || result.status >= 500) {
    return { kind: 'failure' };
  }
  const message = result.error || result.message || '';
  if (result.status === 429) return { kind: 'rate-limited', retryAfter: result.retryAfter ?? null };
  if (result.status === 409) {
    if (message === TOO_MANY_PENDING_MESSAGE) return { kind: 'too-many-pending', message };
    if (message === SLOT_FULL_MESSAGE) {
      return { kind: 'slot-full', nextSlots: nextSlotsOf(result.data) };
    }
  }
  if (result.status === 400) {
    const fields = formFieldErrors(result.fields);
    if (Object.keys(fields).length > 0) {
      return { kind: 'invalid', fields, message, nextSlots: nextSlotsOf(result.data) };
    }
  }
  // A 2xx without success true is no booking either.
  if (result.status >= 200 && result.status < 300) return { kind: 'failure' };
  return { kind: 'refused', message: message || `Request refused (${result.status}).` };
}

/** A refusal as the dialog shows it: a title, sentences, and what the visitor can do. */
export interface Refusal {
  title: string;
  lines: string[];
  /** Offer the agency's e-mail address and phone. */
  contact: boolean;
  /** Offer to send the same request again. */
  retry: boolean;
  /** Open slots to pick instead, each a button that keeps the rest of the form. */
  nextSlots?: NextSlot[];
}

const SLOT_TAKEN_TITLE = 'That time just filled up';
const CONNECTION_ISSUE_TITLE = 'Connection Issue';

/** 'in 2 minutes', 'in 45 seconds', or 'in a few minutes' when the server did not say. */
export function waitText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return 'in a few minutes';
  if (seconds < 60) return `in ${Math.ceil(seconds)} second${Math.ceil(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The refusal of an outcome other than success; null for a success. */
export function refusalOf(
  outcome: BookingOutcome,
  visitorZone: string | null,
  now: Date,
  /** The team's weekly hours (GET /api/availability); the spec's when unknown. */
  weekly?: readonly WeeklyHours[],
): Refusal | null {
  switch (outcome.kind) {
    case 'success':
      return null;
    case 'slot-full':
      return {
        title: SLOT_TAKEN_TITLE,
        lines: [
          'Someone took the last place in that time slot a moment ago. Please choose another time; the rest of your details are kept.',
        ],
        contact: false,
        retry: false,
        nextSlots: outcome.nextSlots,
      };
    case 'too-many-pending':
      return {
        title: 'Your earlier requests are still pending',
        lines: [outcome.message],
        contact: true,
        retry: false,
      };
    case 'rate-limited':
      return {
        title: 'Too many booking attempts',
        lines: [
          `We could not take this request: too many were sent from your connection. Please try again ${waitText(outcome.retryAfter)}, or reach us directly.`,
        ],
        contact: true,
        retry: false,
      };
    case 'invalid':
      if (outcome.fields.time === APPOINTMENT_MESSAGES.outsideHours) {
        return {
          // Spec §8: the time is outside business hours; the hours on the visitor's clock.
          title: 'Appointment Time Not Available',
          lines: [
            'The time you selected is outside our business hours. Our hours are:',
            ...businessHoursText(visitorZone, now, weekly),
            'Please choose another time within these hours.',
          ],
          contact: false,
          retry: false,
          nextSlots: outcome.nextSlots,
        };
      }
      if (outcome.fields.date && /business hours/i.test(outcome.fields.date)) {
        // A date the team closed; the server's sentence names the reason.
        return {
          title: 'Appointment Time Not Available',
          lines: [outcome.fields.date],
          contact: false,
          retry: false,
          nextSlots: outcome.nextSlots,
        };
      }
      return {
        title: 'Appointment Information Issue',
        lines: [
          'Some details are missing or not valid. Please check the marked fields and try again.',
        ],
        contact: false,
        retry: false,
        nextSlots: outcome.nextSlots,
      };
    case 'refused':
      return {
        title: 'We could not take this request',
        lines: [outcome.message],
        contact: true,
        retry: false,
      };
    case 'failure':
      return {
        title: CONNECTION_ISSUE_TITLE,
        lines: [
          "We couldn't reach our booking system, so your request has not been sent yet. Your details are kept on this device.",
          'Next steps:',
          '• Press Retry to send your request again.',
          '• If it still fails, e-mail or call us, and our team will book your consultation for you:',
        ],
        contact: true,
        retry: true,
      };
  }
}

/** What the visitor booked: the fields of the API's appointment that the messages show. */
export type BookingDetails = Pick<
  AppointmentDto,
  'name' | 'email' | 'phone' | 'services' | 'preferred_date' | 'preferred_time'
>;

export const NEXT_STEPS = ['Next steps:', ...BOOKING_NEXT_STEPS.map((step) => `• ${step}`)].join(
  '\n',
);

function slotText(details: BookingDetails, visitorZone: string | null): string {
  const { preferred_date: date, preferred_time: time } = details;
  if (!isIsoDate(date) || !isSlotCode(time)) return time;
  try {
    const slot = describeSlot(date, time, visitorZone);
    return slot.visitor ? `${slot.pakistan}; your time: ${slot.visitor}` : slot.pakistan;
  } catch {
    return time;
  }
}

function dateText(date: string): string {
  // Noon in Pakistan names the chosen Pakistan calendar day in every zone.
  return isIsoDate(date) ? formatDate(zonedInstant(date, 12), BUSINESS_TIME_ZONE) : date;
}

function detailLines(details: BookingDetails, visitorZone: string | null): string {
  const contact = [details.email, details.phone].filter(Boolean).join(', ');
  return [
    `Services: ${details.services.join(', ')}`,
    `Date: ${dateText(details.preferred_date)}`,
    `Time slot: ${slotText(details, visitorZone)}`,
    `Contact: ${details.name} (${contact})`,
  ].join('\n');
}

/** The chat's bot message after a success (spec §8): the only one that says it was received. */
export function bookingSuccessMessage(details: BookingDetails, visitorZone: string | null): string {
  return [
    APPOINTMENT_SUCCESS_MESSAGE,
    `Thank you, ${details.name}! We have received your consultation request.`,
    detailLines(details, visitorZone),
    NEXT_STEPS,
  ].join('\n\n');
}
