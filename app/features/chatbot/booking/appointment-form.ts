import {
  APPOINTMENT_SOURCE_CHATBOT,
  APPOINTMENT_STATUSES,
  type SlotCode,
} from '../../../../common/constants.ts';
import { appointmentSchema, type SlotState } from '../../../../common/schemas/appointment.ts';
import type { BookingDay, BookingDaysAnswer } from '../../../../common/schemas/booking-days.ts';
import {
  isIsoDate,
  isSlotCode,
  type Schedule,
  type WeeklyHours,
} from '../../../../common/booking.ts';
import type { ChatBooking } from '../../../../common/chat.ts';
import { isServiceLabel } from '../../../../common/services.ts';
import {
  availabilityFailureMessage,
  scheduleOf,
  weeklyHoursOf,
  type TeamScheduleAnswer,
} from '../../../../common/schemas/availability.ts';
import { fieldErrors } from '../../../../common/zod.ts';
import { postJson, request } from '../../../lib/api.ts';
import { rememberTeamHours } from '../fallback-replies.ts';
import {
  bookingOutcome,
  formFieldErrors,
  type BookingOutcome,
  type FieldErrors,
  type FormField,
} from './booking-result.ts';

/** The visitor's appointment form (spec §3) as the dialog edits it. */
export interface AppointmentForm {
  name: string;
  email: string;
  phone: string;
  services: string[];
  date: string;
  time: string;
  notes: string;
}

export function emptyForm(
  prefill: Partial<Pick<AppointmentForm, 'name' | 'email' | 'phone'>> = {},
) {
  return {
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    phone: prefill.phone ?? '',
    services: [],
    date: '',
    time: '',
    notes: '',
  } satisfies AppointmentForm;
}

/**
 * What opens the form with choices made: the chat's reply (services, date, slot) or an
 * offer's 'Buy Now' (its service, and the package named in the notes).
 */
export type BookingPrefill = ChatBooking & { notes?: string };

/**
 * The form with what the chat's reply or an offer named: its services join the chosen
 * ones, its date replaces the form's and its slot the time; a new date without a slot
 * clears the time, as picking a date does (spec §4); its note is added to the notes once.
 * Values the form does not offer are ignored.
 */
export function withBooking(form: AppointmentForm, booking: BookingPrefill): AppointmentForm {
  const services = (booking.services ?? []).filter(isServiceLabel);
  const date =
    booking.preferred_date && isIsoDate(booking.preferred_date) ? booking.preferred_date : null;
  const time = date && isSlotCode(booking.preferred_time) ? booking.preferred_time : null;
  return {
    ...form,
    // A name, e-mail or phone the chat's reply named fills only what the visitor left empty.
    name: form.name || booking.name || '',
    email: form.email || booking.email || '',
    phone: form.phone || booking.phone || '',
    services: [...new Set([...form.services, ...services])],
    date: date ?? form.date,
    time: time ?? (date && date !== form.date ? '' : form.time),
    notes: withNote(form.notes, booking.notes),
  };
}

function withNote(notes: string, note: string | undefined): string {
  const added = note?.trim();
  if (!added || notes.includes(added)) return notes;
  return notes.trim() ? `${notes.trim()}\n${added}` : added;
}

/** Spec §5: submit is disabled until name, email, a service, date and time are set. */
export function canSubmit(form: AppointmentForm): boolean {
  return (
    form.name.trim() !== '' &&
    form.email.trim() !== '' &&
    form.services.length > 0 &&
    form.date !== '' &&
    form.time !== ''
  );
}

/** The spec §3 submission payload. */
export function toPayload(form: AppointmentForm, userTimezone: string | null, now: Date) {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    services: form.services,
    preferred_date: form.date,
    preferred_time: form.time,
    user_timezone: userTimezone,
    notes: form.notes.trim(),
    status: APPOINTMENT_STATUSES[0],
    created_at: now.toISOString(),
    source: APPOINTMENT_SOURCE_CHATBOT,
  };
}

export type AppointmentPayload = ReturnType<typeof toPayload>;

/** The order of the form's fields on screen: the first invalid one takes the focus. */
const FIELD_ORDER: readonly FormField[] = [
  'name',
  'email',
  'phone',
  'services',
  'date',
  'time',
  'notes',
];

/** Every field's first error by the shared schema (the server's rules), on the form's fields. */
export function formErrors(
  payload: AppointmentPayload,
  now: Date,
  schedule?: Schedule,
): FieldErrors {
  const result = appointmentSchema(now, { schedule }).safeParse(payload);
  return result.success ? {} : formFieldErrors(fieldErrors(result.error.issues));
}

/** The first field of `errors` in screen order, or null. */
export function firstInvalidField(errors: FieldErrors): FormField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** POST /api/appointments: anything but HTTP ok with success true is a refusal (spec §7). */
export async function submitAppointment(payload: AppointmentPayload): Promise<BookingOutcome> {
  return bookingOutcome(await postJson('/api/appointments', payload));
}

export type SlotStates = Partial<Record<SlotCode, SlotState>>;

/** The slot states of a day as the time choice takes them. */
export function statesOf(day: BookingDay | undefined): SlotStates {
  const states: SlotStates = {};
  for (const slot of day?.slots ?? []) states[slot.code] = slot.state;
  return states;
}

export type DaysAnswer =
  | { ok: true; today: string; lastDate: string; days: BookingDay[] }
  | { ok: false; failure: string };

/**
 * GET /api/appointments/days: which dates of a range can be booked, why not, and their
 * slots, by the booking's own rules. A failure says why in a sentence; the calendar then
 * follows the hours alone.
 */
export async function fetchBookingDays(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<DaysAnswer> {
  const result = await request<BookingDaysAnswer>(
    `/api/appointments/days?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
    { signal },
  );
  if (result.ok && result.data) {
    return {
      ok: true,
      today: result.data.today,
      lastDate: result.data.last_date,
      days: result.data.days,
    };
  }
  return { ok: false, failure: availabilityFailureMessage(result) };
}

export type TeamSchedule =
  { ok: true; schedule: Schedule; weekly: WeeklyHours[] } | { ok: false; failure: string };

/**
 * GET /api/availability: the team's weekly hours and closures, which the date's
 * select, the form's checks and the hours of a refusal follow.
 */
export async function fetchTeamSchedule(signal?: AbortSignal): Promise<TeamSchedule> {
  const result = await request<TeamScheduleAnswer>('/api/availability', { signal });
  if (result.ok && result.data) {
    const weekly = weeklyHoursOf(result.data.weekly);
    // The chat's offline replies about hours say the team's hours from now on.
    rememberTeamHours(weekly);
    return { ok: true, schedule: scheduleOf(result.data), weekly };
  }
  return { ok: false, failure: availabilityFailureMessage(result) };
}

// --- The draft kept across a failure --------------------------------------------------

const DRAFT_KEY = 'appointmentDraft';

/** Keeps the form in session storage after a failed send, so a reopened dialog has it. */
export function saveDraft(form: AppointmentForm): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form));
  } catch {
    // Storage refused (private mode, full): the form stays in memory while the page lives.
  }
}

/** The kept draft, or null when none (or it is not one). */
export function readDraft(): AppointmentForm | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const str = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
    return {
      name: str('name'),
      email: str('email'),
      phone: str('phone'),
      services: Array.isArray(value.services)
        ? value.services.filter((s): s is string => typeof s === 'string')
        : [],
      date: str('date'),
      time: str('time'),
      notes: str('notes'),
    };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
