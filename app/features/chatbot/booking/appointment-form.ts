import { APPOINTMENT_SOURCE_CHATBOT, APPOINTMENT_STATUSES } from '../../../../common/constants.ts';
import { appointmentSchema } from '../../../../common/schemas/appointment.ts';
import { postJson } from '../../../lib/api.ts';

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

/** The first error of the shared schema (spec §4: only the first is shown), or null. */
export function firstError(payload: AppointmentPayload, now: Date): string | null {
  const result = appointmentSchema(now).safeParse(payload);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export type SubmitOutcome = { ok: true } | { ok: false; error: string };

/** POST /api/appointments: anything but HTTP ok with success true is a failure (spec §7). */
export async function submitAppointment(payload: AppointmentPayload): Promise<SubmitOutcome> {
  const result = await postJson('/api/appointments', payload);
  if (result.networkError) {
    // Worded so the §8 classification reads it as a connection issue in every browser.
    return { ok: false, error: `Could not connect: ${result.message ?? 'network error'}` };
  }
  if (result.ok && result.data?.success === true) return { ok: true };
  return {
    ok: false,
    error: result.error || result.message || `Request failed (${result.status})`,
  };
}
