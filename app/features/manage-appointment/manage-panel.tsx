import { useEffect, useId, useState, type FormEvent } from 'react';
import { describeSlot, todayInBusinessZone } from '../../../common/booking.ts';
import { describeExactTime } from '../../../common/schemas/confirm.ts';
import type { SlotCode } from '../../../common/constants.ts';
import {
  MANAGE_NOT_CHANGEABLE_MESSAGE,
  rescheduleSchema,
  type ManagedAppointmentDto,
} from '../../../common/schemas/manage-appointment.ts';
import { site } from '../../../common/site.ts';
import { postJson } from '../../lib/api.ts';
import { fetchDateSlots, type DateSlots } from './slot-answer.ts';

type Busy = 'idle' | 'cancelling' | 'moving';

interface ApiAnswer {
  success?: boolean;
  message?: string;
  error?: string;
  appointment?: ManagedAppointmentDto;
}

async function post(url: string, body: unknown): Promise<ApiAnswer & { ok: boolean }> {
  const result = await postJson<ApiAnswer>(url, body);
  if (result.networkError) {
    return { ok: false, error: 'The network is not reachable. Please try again.' };
  }
  return { ...result.data, ok: result.status >= 200 && result.status < 300 };
}

const STATUS_STYLES: Record<ManagedAppointmentDto['status'], string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-emerald-100 text-emerald-900',
  Completed: 'bg-slate-200 text-slate-900',
  Cancelled: 'bg-rose-100 text-rose-900',
};

/** The visitor's appointment with cancel and 'another date or slot' (rules re-checked on the server). */
/** What the panel's island mark carries (app/routes/manage-appointment.tsx, ADR 063). */
export interface ManagePanelMark {
  token: string;
  appointment: ManagedAppointmentDto;
}

export function ManagePanel({ token, initial }: { token: string; initial: ManagedAppointmentDto }) {
  const [appointment, setAppointment] = useState(initial);
  const [busy, setBusy] = useState<Busy>('idle');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const today = todayInBusinessZone(new Date());
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const dateId = useId();
  const timeId = useId();
  const base = `/api/appointments/manage/${encodeURIComponent(token)}`;

  const slot = describeSlot(
    appointment.preferred_date,
    appointment.preferred_time as SlotCode,
    appointment.user_timezone,
  );
  const exact = appointment.confirmed_start
    ? describeExactTime(new Date(appointment.confirmed_start), appointment.user_timezone)
    : null;
  // The new date's slots as the server answers them: the team's hours, closures, states.
  const [answer, setAnswer] = useState<{ date: string; slots: DateSlots } | null>(null);
  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    void fetchDateSlots(date, new Date(), controller.signal).then((slots) => {
      if (!controller.signal.aborted) setAnswer({ date, slots });
    });
    return () => controller.abort();
  }, [date]);
  const current = date && answer?.date === date ? answer.slots : null;
  const slots = current?.slots ?? [];
  const unavailable = current?.message ?? null;

  async function cancel() {
    setBusy('cancelling');
    setNotice(null);
    const answer = await post(`${base}/cancel`, {});
    setBusy('idle');
    setConfirmingCancel(false);
    if (answer.ok && answer.appointment) {
      setAppointment(answer.appointment);
      setNotice({ kind: 'ok', text: answer.message ?? 'Your appointment is cancelled.' });
    } else {
      setNotice({ kind: 'error', text: answer.error ?? 'Something went wrong. Please try again.' });
    }
  }

  async function reschedule(event: FormEvent) {
    event.preventDefault();
    const parsed = rescheduleSchema.safeParse({ preferred_date: date, preferred_time: time });
    if (!parsed.success) {
      setNotice({
        kind: 'error',
        text: parsed.error.issues[0]?.message ?? 'Please check the form.',
      });
      return;
    }
    setBusy('moving');
    setNotice(null);
    const answer = await post(`${base}/reschedule`, parsed.data);
    setBusy('idle');
    if (answer.ok && answer.appointment) {
      setAppointment(answer.appointment);
      setDate('');
      setTime('');
      setNotice({ kind: 'ok', text: answer.message ?? 'Your new date and slot are saved.' });
    } else {
      setNotice({ kind: 'error', text: answer.error ?? 'Something went wrong. Please try again.' });
    }
  }

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="appointment-details"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="appointment-details" className="text-xl font-semibold text-slate-900">
            Consultation for {appointment.name}
          </h2>
          <span
            className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLES[appointment.status]}`}
          >
            Status: {appointment.status}
          </span>
        </div>
        <dl className="mt-4 grid gap-3 text-slate-700 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-medium text-slate-900">Services</dt>
          <dd>{appointment.services.join(', ')}</dd>
          <dt className="font-medium text-slate-900">Date and time</dt>
          <dd>{slot.pakistan}</dd>
          {slot.visitor ? (
            <>
              <dt className="font-medium text-slate-900">In your time zone</dt>
              <dd>{slot.visitor}</dd>
            </>
          ) : null}
          {exact ? (
            <>
              <dt className="font-medium text-slate-900">Confirmed time</dt>
              <dd>
                {exact.pakistan}
                {exact.visitor ? (
                  <>
                    <br />
                    {exact.visitor}
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          {appointment.meeting_url ? (
            <>
              <dt className="font-medium text-slate-900">Video call</dt>
              <dd>
                <a
                  href={appointment.meeting_url}
                  className="font-medium break-all text-brand-700 underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  Join the video call
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <div aria-live="polite" role="status">
        {notice ? (
          <p
            className={`rounded-lg px-4 py-3 ${notice.kind === 'ok' ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-900'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      {appointment.changeable ? (
        <>
          <section
            aria-labelledby="reschedule-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="reschedule-heading" className="text-lg font-semibold text-slate-900">
              Ask for another date or slot
            </h2>
            <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={reschedule} noValidate>
              <div className="grid gap-1">
                <label htmlFor={dateId} className="font-medium text-slate-900">
                  New date
                </label>
                <input
                  id={dateId}
                  type="date"
                  min={today}
                  value={date}
                  onChange={(e) => {
                    setDate(e.target.value);
                    setTime('');
                  }}
                  className="rounded-lg border border-slate-300 px-3 py-2"
                  required
                />
              </div>
              <div className="grid gap-1">
                <label htmlFor={timeId} className="font-medium text-slate-900">
                  New time slot (Pakistan time)
                </label>
                <select
                  id={timeId}
                  value={time}
                  onChange={(e) => setTime(e.target.value)}
                  disabled={!date || slots.every((s) => s.disabled)}
                  className="rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100"
                  required
                >
                  <option value="">Select a time</option>
                  {slots.map((s) => (
                    <option key={s.code} value={s.code} disabled={s.disabled}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </div>
              {unavailable ? (
                <p className="text-sm text-rose-800 sm:col-span-2">{unavailable}</p>
              ) : null}
              <div className="sm:col-span-2">
                <button
                  type="submit"
                  disabled={busy !== 'idle' || !date || !time}
                  className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
                >
                  {busy === 'moving' ? 'Saving...' : 'Request this slot'}
                </button>
              </div>
            </form>
          </section>

          <section
            aria-labelledby="cancel-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="cancel-heading" className="text-lg font-semibold text-slate-900">
              Cancel the appointment
            </h2>
            {confirmingCancel ? (
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <p className="text-slate-700">Cancel this consultation for good?</p>
                <button
                  type="button"
                  onClick={cancel}
                  disabled={busy !== 'idle'}
                  className="rounded-lg bg-rose-700 px-5 py-2.5 font-semibold text-white hover:bg-rose-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-60"
                >
                  {busy === 'cancelling' ? 'Cancelling...' : 'Yes, cancel it'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirmingCancel(false)}
                  className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50"
                >
                  Keep it
                </button>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setConfirmingCancel(true)}
                className="mt-4 rounded-lg border border-rose-700 px-5 py-2.5 font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
              >
                Cancel appointment
              </button>
            )}
          </section>
        </>
      ) : (
        <p className="text-slate-700">
          {appointment.status === 'Cancelled'
            ? `This appointment is cancelled. You are welcome to book a new one, or write to ${site.email}.`
            : MANAGE_NOT_CHANGEABLE_MESSAGE}
        </p>
      )}
    </div>
  );
}
