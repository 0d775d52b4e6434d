import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { isIsoDate, isSlotCode } from '../../../common/booking.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../common/labels.ts';
import type { AppointmentDto } from '../../../common/schemas/appointment.ts';
import {
  confirmAppointmentSchema,
  exactStartChoices,
  exactStartLabel,
  type MeetingKind,
} from '../../../common/schemas/confirm.ts';
import { STATUS_MAIL } from '../../../common/status-mail.ts';
import { fieldErrors } from '../../../common/zod.ts';
import { ConfirmDialog } from './admin-dialogs.tsx';
import { FieldError } from '../../components/labelled-input.tsx';
import { AdminInput, inputClass, labelClass } from './admin-shell.tsx';
import { APPOINTMENT_ADMIN_TEXT } from './admin-text.ts';
import { useAdminApi } from './session.tsx';

type Errors = Partial<Record<'start' | 'meeting_link' | '_', string>>;

/** What was chosen in the dialog for one appointment, kept until it is confirmed. */
interface ConfirmDraft {
  start: string;
  meeting: MeetingKind;
  link: string;
}

/**
 * The choices made for an appointment are kept in this browser as they are made, so a
 * reload or a visit elsewhere loses no pasted link: reopening the dialog brings them back.
 */
const draftKey = (appointmentId: string) => `adminConfirmDraft:${appointmentId}`;

function readConfirmDraft(appointmentId: string | undefined): ConfirmDraft | null {
  if (!appointmentId || typeof window === 'undefined') return null;
  try {
    const value = JSON.parse(
      window.localStorage.getItem(draftKey(appointmentId)) ?? 'null',
    ) as Partial<ConfirmDraft> | null;
    return value &&
      typeof value.start === 'string' &&
      (value.meeting === 'generated' || value.meeting === 'pasted') &&
      typeof value.link === 'string'
      ? { start: value.start, meeting: value.meeting, link: value.link }
      : null;
  } catch {
    return null;
  }
}

function keepConfirmDraft(appointmentId: string, draft: ConfirmDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(draftKey(appointmentId), JSON.stringify(draft));
    else window.localStorage.removeItem(draftKey(appointmentId));
  } catch {
    // Storage refused: the open dialog still holds the choices.
  }
}

/** What the server's refusal means to the administrator (every answer has its message). */
function refusalMessage(result: { status: number; message?: string; networkError?: boolean }) {
  if (result.networkError)
    return `${APPOINTMENT_ADMIN_TEXT.updateError}: the server could not be reached. Please try again.`;
  if (result.status === 404) return 'This appointment no longer exists. Reload the list.';
  if (result.status === 409 || result.status === 400) {
    return result.message ?? APPOINTMENT_ADMIN_TEXT.statusError;
  }
  if (result.status === 429) return 'Too many requests. Please wait a moment and try again.';
  return `${APPOINTMENT_ADMIN_TEXT.statusError}. Please try again.`;
}

interface ConfirmAppointmentProps {
  /** The appointment being confirmed; the dialog is open while set. */
  appointment: AppointmentDto | null;
  onClose(): void;
  /** After the server confirmed: the updated appointment. */
  onConfirmed(appointment: AppointmentDto): void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * Confirming a booking: the exact start inside the requested slot (every 15
 * minutes while a 20-minute consultation fits) and the meeting link, a generated video
 * room by default or a pasted Meet/Zoom link; checked with the endpoint's schema first.
 * Named as the status question it replaces (docs/decisions/026): the visitor is mailed.
 */
export function ConfirmAppointmentDialog({
  appointment,
  onClose,
  onConfirmed,
  returnFocus,
}: ConfirmAppointmentProps) {
  return (
    <ConfirmAppointmentForm
      // A fresh form per appointment: its choices start from the slot's first time.
      key={appointment?._id ?? 'none'}
      appointment={appointment}
      onClose={onClose}
      onConfirmed={onConfirmed}
      returnFocus={returnFocus}
    />
  );
}

function ConfirmAppointmentForm({
  appointment,
  onClose,
  onConfirmed,
  returnFocus,
}: ConfirmAppointmentProps) {
  const api = useAdminApi();
  const id = useId();
  const choices =
    appointment && isIsoDate(appointment.preferred_date) && isSlotCode(appointment.preferred_time)
      ? exactStartChoices(appointment.preferred_date, appointment.preferred_time)
      : [];
  const [kept] = useState(() => readConfirmDraft(appointment?._id));
  const [start, setStart] = useState(
    () =>
      (kept && choices.some((c) => c.toISOString() === kept.start) ? kept.start : null) ??
      appointment?.confirmed_start ??
      choices[0]?.toISOString() ??
      '',
  );
  const [meeting, setMeeting] = useState<MeetingKind>(kept?.meeting ?? 'generated');
  const [link, setLink] = useState(kept?.link ?? '');
  const appointmentId = appointment?._id;
  // Only what the owner typed or chose is worth keeping: a pasted link, or another start.
  useEffect(() => {
    if (!appointmentId) return;
    const chosen = meeting === 'pasted' || link !== '' || start !== choices[0]?.toISOString();
    keepConfirmDraft(appointmentId, chosen ? { start, meeting, link } : null);
    // choices follow the appointment, which keys this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointmentId, start, meeting, link]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const described = (field: keyof Errors) =>
    errors[field] ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true } : {};
  const fieldError = (field: keyof Errors) => (
    <FieldError id={`${id}-${field}-error`} message={errors[field]} />
  );

  async function submit() {
    if (!appointment || busy) return;
    const body = { start, meeting, ...(meeting === 'pasted' ? { meeting_link: link } : {}) };
    const parsed = confirmAppointmentSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors<keyof Errors>(parsed.error.issues));
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await api.send<{ appointment?: AppointmentDto }>(
      'POST',
      `/api/appointments/${encodeURIComponent(appointment._id)}/confirm`,
      body,
    );
    setBusy(false);
    if (result.ok && result.data?.appointment) {
      keepConfirmDraft(appointment._id, null);
      onConfirmed(result.data.appointment);
      toast.success(APPOINTMENT_ADMIN_TEXT.updated);
      return;
    }
    // A 401 returns to the login screen (the session's handler).
    if (result.status === 401) return;
    const fields = (result.fields ?? {}) as Errors;
    setErrors({ ...fields, _: refusalMessage(result) });
    toast.error(refusalMessage(result));
  }

  const name = appointment?.name ?? '';
  return (
    <ConfirmDialog
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={appointment ? `Set ${name}'s appointment to Confirmed?` : ''}
      message={
        appointment
          ? `${name} (${appointment.email}) will be e-mailed "${STATUS_MAIL.Confirmed.subject}": ${STATUS_MAIL.Confirmed.says}, the exact time below and the meeting link. The e-mail goes out as soon as you confirm.`
          : ''
      }
      cancelLabel={appointment ? `Keep ${APPOINTMENT_STATUS_LABELS[appointment.status]}` : 'Cancel'}
      confirmLabel={busy ? 'Confirming...' : 'Set to Confirmed and send e-mail'}
      busy={busy}
      tone="primary"
      // A pasted link is not thrown away by a stray Escape.
      keepOpen={meeting === 'pasted' && link.trim() !== ''}
      returnFocus={returnFocus}
      onConfirm={() => void submit()}
    >
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>
            Exact start (a 20-minute consultation)
          </label>
          <select
            id={`${id}-start`}
            className={inputClass}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            {...described('start')}
          >
            {choices.map((choice) => (
              <option key={choice.toISOString()} value={choice.toISOString()}>
                {exactStartLabel(choice, appointment?.user_timezone)}
              </option>
            ))}
          </select>
          {fieldError('start')}
        </div>
        <fieldset>
          <legend className={labelClass}>Meeting link</legend>
          <div className="space-y-2">
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-meeting`}
                value="generated"
                checked={meeting === 'generated'}
                onChange={() => setMeeting('generated')}
                className="mt-1"
              />
              Generate a video room (Jitsi Meet, no account needed)
            </label>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-meeting`}
                value="pasted"
                checked={meeting === 'pasted'}
                onChange={() => setMeeting('pasted')}
                className="mt-1"
              />
              Paste a Google Meet or Zoom link
            </label>
          </div>
        </fieldset>
        {meeting === 'pasted' ? (
          <AdminInput
            id={`${id}-link`}
            label="Meeting link (https://)"
            error={errors.meeting_link}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://meet.google.com/abc-defg-hij"
            value={link}
            onChange={(event) => setLink(event.target.value)}
          />
        ) : null}
        {errors._ ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors._}
          </p>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
