import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, DialogCloseX } from '../../../components/dialog-frame.tsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { BOOKING_RESULT_DELAY_MS } from '../../../../common/constants.ts';
import { stripPhoneInput } from '../../../../common/schemas/appointment.ts';
import { SERVICE_OPTIONS } from '../../../../common/services.ts';
import {
  canSubmit,
  emptyForm,
  firstError,
  submitAppointment,
  toPayload,
  type AppointmentForm,
} from './appointment-form.ts';
import { bookingFailureMessage, bookingSuccessMessage } from './booking-result.ts';
import { ErrorBanner } from './error-banner.tsx';
import { minimumDate, timeSelectState, visitorTimeZone } from './slot-options.ts';

export interface BookingResult {
  ok: boolean;
  /** The bot message to append to the chat (spec §8). */
  message: string;
}

export interface AppointmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saved contact info (spec §4: name, email and phone are prefilled). */
  prefill: { name: string; email: string; phone: string };
  onResult: (result: BookingResult) => void;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const field =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-700';
const labelText = 'block text-sm font-medium text-slate-800';

/** The appointment modal of spec §2.4, §4 and §5. */
export function AppointmentDialog({
  open,
  onOpenChange,
  prefill,
  onResult,
  now = () => new Date(),
}: AppointmentDialogProps) {
  const ids = useId();
  const [form, setForm] = useState<AppointmentForm>(() => emptyForm(prefill));
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // Read when the dialog opens: the first look-up of a time zone costs a phone a noticeable
  // moment, and the home page hydrates this dialog closed.
  const zone = useMemo(() => (open ? visitorTimeZone() : null), [open]);
  const wasOpen = useRef(false);

  // Each opening starts from the saved contact; fields the visitor already typed stay.
  useEffect(() => {
    if (open && !wasOpen.current) {
      setForm((f) => ({
        ...f,
        name: f.name || prefill.name,
        email: f.email || prefill.email,
        phone: f.phone || prefill.phone,
      }));
    }
    wasOpen.current = open;
  }, [open, prefill.name, prefill.email, prefill.phone]);

  const today = now();
  const select = timeSelectState(form.date, today, zone);
  const set = <K extends keyof AppointmentForm>(key: K, value: AppointmentForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const toggleService = (label: string, checked: boolean) =>
    setForm((f) => ({
      ...f,
      services: checked ? [...f.services, label] : f.services.filter((s) => s !== label),
    }));

  const submit = async () => {
    const at = now();
    const payload = toPayload(form, zone, at);
    const problem = firstError(payload, at);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProcessing(true);
    const outcome = await submitAppointment(payload);
    await wait(BOOKING_RESULT_DELAY_MS);
    const message = outcome.ok
      ? bookingSuccessMessage(payload, zone)
      : bookingFailureMessage(outcome.error, payload, zone, now());
    setProcessing(false);
    setForm(emptyForm(prefill));
    setError(null);
    onOpenChange(false);
    onResult({ ok: outcome.ok, message });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !processing && onOpenChange(next)}>
      <DialogFrame
        overlayClass="fixed inset-0 z-[60] bg-ink/50"
        aria-describedby={`${ids}-desc`}
        className="fixed top-1/2 left-1/2 z-[61] flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
      >
        <div className="flex items-start justify-between border-b border-slate-200 px-5 py-4">
          <div>
            <Dialog.Title className="text-lg font-semibold text-ink">
              Book a Free Consultation
            </Dialog.Title>
            <Dialog.Description id={`${ids}-desc`} className="text-sm text-slate-700">
              A 15-20 minute call; we confirm the exact time within 24 hours.
            </Dialog.Description>
          </div>
          <DialogCloseX label="Close appointment form" disabled={processing} />
        </div>
        <form
          noValidate
          className="relative flex-1 overflow-y-auto px-5 py-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset disabled={processing} className="space-y-4">
            <ErrorBanner message={error} onDismiss={() => setError(null)} />
            <div>
              <label htmlFor={`${ids}-name`} className={labelText}>
                Name
              </label>
              <input
                id={`${ids}-name`}
                autoComplete="name"
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
                className={field}
                required
              />
            </div>
            <div>
              <label htmlFor={`${ids}-email`} className={labelText}>
                Email
              </label>
              <input
                id={`${ids}-email`}
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
                className={field}
                required
              />
            </div>
            <div>
              <label htmlFor={`${ids}-phone`} className={labelText}>
                Phone (optional)
              </label>
              <input
                id={`${ids}-phone`}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={form.phone}
                onChange={(e) => set('phone', stripPhoneInput(e.target.value))}
                className={field}
              />
            </div>
            <fieldset>
              <legend className={labelText}>Services</legend>
              <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {SERVICE_OPTIONS.map((option) => (
                  <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      value={option.label}
                      checked={form.services.includes(option.label)}
                      onChange={(e) => toggleService(option.label, e.target.checked)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${ids}-date`} className={labelText}>
                Preferred date
              </label>
              <input
                id={`${ids}-date`}
                type="date"
                min={minimumDate(today, zone)}
                value={form.date}
                // Spec §4: changing the date clears the chosen time.
                onChange={(e) => setForm((f) => ({ ...f, date: e.target.value, time: '' }))}
                className={field}
                required
              />
            </div>
            <div>
              <label htmlFor={`${ids}-time`} className={labelText}>
                Preferred time (Pakistan time and yours)
              </label>
              <select
                id={`${ids}-time`}
                value={form.time}
                disabled={select.disabled}
                aria-describedby={select.message ? `${ids}-time-msg` : undefined}
                onChange={(e) => set('time', e.target.value)}
                className={field}
                required
              >
                <option value="">{select.placeholder}</option>
                {select.options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </option>
                ))}
              </select>
              {select.message && (
                <p id={`${ids}-time-msg`} className="mt-1 text-sm text-amber-800">
                  {select.message}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${ids}-notes`} className={labelText}>
                Notes (optional)
              </label>
              <textarea
                id={`${ids}-notes`}
                rows={3}
                value={form.notes}
                onChange={(e) => set('notes', e.target.value)}
                className={field}
              />
            </div>
            <button
              type="submit"
              disabled={!canSubmit(form) || processing}
              className="w-full rounded-xl bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400"
            >
              Book Appointment
            </button>
          </fieldset>
          {processing && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center bg-white/90 text-base font-semibold text-ink"
            >
              Processing your appointment...
            </div>
          )}
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
