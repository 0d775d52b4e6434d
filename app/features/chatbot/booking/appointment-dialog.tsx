import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, DialogCloseX } from '../../../components/dialog-frame.tsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { addDays, isIsoDate, todayInBusinessZone } from '../../../../common/booking.ts';
import { BOOKING_RESULT_DELAY_MS } from '../../../../common/constants.ts';
import { stripPhoneInput } from '../../../../common/schemas/appointment.ts';
import {
  dayAvailability,
  type BookingDay,
  type NextSlot,
} from '../../../../common/schemas/booking-days.ts';
import { SERVICE_OPTIONS } from '../../../../common/services.ts';
import {
  canSubmit,
  clearDraft,
  emptyForm,
  firstInvalidField,
  formErrors,
  readDraft,
  saveDraft,
  statesOf,
  submitAppointment,
  toPayload,
  withBooking,
  type AppointmentForm,
  type BookingPrefill,
} from './appointment-form.ts';
import { BookingCalendar, monthOf } from './booking-calendar.tsx';
import {
  bookingSuccessMessage,
  refusalOf,
  type FieldErrors,
  type FormField,
  type Refusal,
} from './booking-result.ts';
import { FieldError } from '../../../components/labelled-input.tsx';
import { DialogField } from '../dialog-field.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { RefusalNotice } from './refusal-notice.tsx';
import { useBookingDays, useTeamSchedule } from './use-booking-data.ts';
import { timeSelectState, visitorTimeZone } from './slot-options.ts';
import { wait } from '../../../lib/wait.ts';

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
  /**
   * The services, date and slot the chat's reply named, or an offer's service and package
   * note: set in the form when the dialog opens with them, or when they arrive while it is open.
   */
  booking?: BookingPrefill | null;
  /** Called after a booking the server took; a refusal keeps the dialog open instead. */
  onResult: (result: BookingResult) => void;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

/** The time field's message after a 409 for a slot that filled up. */
const SLOT_FILLED_FIELD_MESSAGE = 'That time just filled up. Please choose another time.';

// scroll-mt: a field brought into view for its error stays clear of any header above it.
const field =
  'mt-1 w-full scroll-mt-24 rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-700 aria-invalid:border-red-700';
const labelText = 'block text-sm font-medium text-slate-800';
type FocusTarget = FormField | 'refusal' | 'retry';

/** The appointment modal of spec §2.4, §4 and §5, and every answer of the server. */
export function AppointmentDialog({
  open,
  onOpenChange,
  prefill,
  booking = null,
  onResult,
  now = () => new Date(),
}: AppointmentDialogProps) {
  const ids = useId();
  const [form, setForm] = useState<AppointmentForm>(() => emptyForm(prefill));
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [processing, setProcessing] = useState(false);
  /**
   * The month the visitor turned the calendar to, while the date stays as it was; a new date
   * (chosen, from the chat, an offered slot) shows its own month.
   */
  const [turned, setTurned] = useState<{ month: string; date: string } | null>(null);
  const month =
    turned && turned.date === form.date
      ? turned.month
      : monthOf(isIsoDate(form.date) ? form.date : todayInBusinessZone(now()));
  /** Bumped to ask the server for the days again (after a slot filled up). */
  const [daysAsked, setDaysAsked] = useState(0);
  const [focusTarget, setFocusTarget] = useState<{ target: FocusTarget } | null>(null);
  // Read when the dialog opens: the first look-up of a time zone costs a phone a noticeable
  // moment, and the home page hydrates this dialog closed.
  const zone = useMemo(() => (open ? visitorTimeZone() : null), [open]);
  const wasOpen = useRef(false);
  /** The element a focus target names; the services' is their first checkbox. */
  const targetId = (target: FocusTarget) => `${ids}-${target}`;

  // Each opening starts from the draft a failed send kept, else the saved contact; fields
  // the visitor already typed stay.
  useEffect(() => {
    if (open && !wasOpen.current) {
      const draft = readDraft();
      setForm((f) =>
        draft
          ? draft
          : {
              ...f,
              name: f.name || prefill.name,
              email: f.email || prefill.email,
              phone: f.phone || prefill.phone,
            },
      );
      setRefusal(null);
      setError(null);
      setErrors({});
    }
    wasOpen.current = open;
  }, [open, prefill.name, prefill.email, prefill.phone]);

  // What the chat named goes into the form once per opening (after the draft or contact).
  const bookingApplied = useRef<BookingPrefill | null>(null);
  useEffect(() => {
    if (!open) {
      bookingApplied.current = null;
      return;
    }
    if (!booking || booking === bookingApplied.current) return;
    bookingApplied.current = booking;
    setForm((f) => withBooking(f, booking));
    setErrors((e) => {
      const { services: _services, date: _date, time: _time, ...rest } = e;
      return rest;
    });
  }, [open, booking]);

  const { days, daysFailure, horizon, markFull } = useBookingDays(open, month, daysAsked);
  const team = useTeamSchedule(open);
  const schedule = team?.ok ? team.schedule : undefined;

  // Focus (and bring into view) what the last answer asks the visitor to look at.
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(targetId(focusTarget.target));
    if (element) {
      element.scrollIntoView({ block: 'nearest' });
      element.focus({ preventScroll: true });
    }
    // targetId changes only with the dialog's id, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget]);

  const today = now();
  const todayDate = horizon?.today ?? todayInBusinessZone(today);
  const lastDate = horizon?.lastDate ?? null;
  /**
   * A date's state: the server's; when it could not answer, the hours alone (the same rule,
   * without the booked places), so a visitor can still choose.
   */
  const dayOf = (date: string): BookingDay | undefined =>
    days[date] ??
    (daysFailure
      ? dayAvailability(date, today, { horizonDays: 3650, schedule, capacity: Infinity }, () => 0)
      : undefined);
  const chosenDay = isIsoDate(form.date) ? days[form.date] : undefined;
  const select = timeSelectState(form.date, today, zone, statesOf(chosenDay), schedule);
  // Each failure is said once, where it matters: the days under the calendar, the team's
  // hours (which the time choices follow) under the times.
  const calendarNote = daysFailure;
  const availabilityNote = team && !team.ok ? team.failure : null;

  const clearError = (key: FormField) =>
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  const set = <K extends FormField>(key: K, value: AppointmentForm[K]) => {
    clearError(key);
    setForm((f) => ({ ...f, [key]: value }));
  };

  const toggleService = (label: string, checked: boolean) => {
    clearError('services');
    setForm((f) => ({
      ...f,
      services: checked ? [...f.services, label] : f.services.filter((s) => s !== label),
    }));
  };

  const submit = async () => {
    const at = now();
    const payload = toPayload(form, zone, at);
    const problems = formErrors(payload, at, schedule);
    const first = firstInvalidField(problems);
    setRefusal(null);
    if (first) {
      // Spec §4: the first error shows in the banner; each one stays on its field.
      setErrors(problems);
      setError(problems[first] ?? null);
      setFocusTarget({ target: first });
      return;
    }
    setError(null);
    setErrors({});
    setProcessing(true);
    const outcome = await submitAppointment(payload);
    await wait(BOOKING_RESULT_DELAY_MS);
    setProcessing(false);
    if (outcome.kind === 'success') {
      clearDraft();
      setForm(emptyForm(prefill));
      onOpenChange(false);
      onResult({ ok: true, message: bookingSuccessMessage(payload, zone) });
      return;
    }
    setRefusal(refusalOf(outcome, zone, now(), team?.ok ? team.weekly : undefined));
    switch (outcome.kind) {
      case 'slot-full': {
        // The slot is marked full and the time cleared; every other field is kept.
        const bookedDate = form.date;
        const time = form.time;
        markFull(bookedDate, time);
        setForm((f) => ({ ...f, time: '' }));
        setDaysAsked((n) => n + 1);
        setErrors({ time: SLOT_FILLED_FIELD_MESSAGE });
        setFocusTarget({ target: 'time' });
        break;
      }
      case 'invalid':
        setErrors(outcome.fields);
        setFocusTarget({ target: firstInvalidField(outcome.fields) ?? 'refusal' });
        break;
      case 'failure':
        saveDraft(form);
        setFocusTarget({ target: 'retry' });
        break;
      default:
        setFocusTarget({ target: 'refusal' });
    }
  };

  /** An offered slot: its date and time chosen, every other field kept. */
  const pickSlot = (slot: NextSlot) => {
    setErrors((e) => {
      const { date: _date, time: _time, ...rest } = e;
      return rest;
    });
    setError(null);
    setRefusal(null);
    setForm((f) => ({ ...f, date: slot.date, time: slot.code }));
    setFocusTarget({ target: 'time' });
  };

  const errorId = (key: FormField) => `${ids}-${key}-error`;
  const invalid = (key: FormField, ...describedBy: (string | false | undefined)[]) => {
    const described = [...describedBy, errors[key] && errorId(key)].filter(Boolean).join(' ');
    return {
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': described || undefined,
    };
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
          aria-label="Appointment form"
          className="relative flex-1 overflow-y-auto px-5 py-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset disabled={processing} className="space-y-4">
            <ErrorBanner message={error} onDismiss={() => setError(null)} />
            {refusal && (
              <RefusalNotice
                refusal={refusal}
                onRetry={() => void submit()}
                onPick={pickSlot}
                headingId={targetId('refusal')}
                retryId={targetId('retry')}
              />
            )}
            <DialogField
              id={`${ids}-name`}
              label="Name"
              error={errors.name}
              autoComplete="name"
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
              className={field}
              required
            />
            <DialogField
              id={`${ids}-email`}
              label="Email"
              error={errors.email}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
              className={field}
              required
            />
            <DialogField
              id={`${ids}-phone`}
              label="Phone (optional)"
              error={errors.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={form.phone}
              onChange={(e) => set('phone', stripPhoneInput(e.target.value))}
              className={field}
            />
            <fieldset aria-describedby={errors.services ? errorId('services') : undefined}>
              <legend className={labelText}>Services</legend>
              <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {SERVICE_OPTIONS.map((option, index) => (
                  <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      id={index === 0 ? targetId('services') : undefined}
                      value={option.label}
                      checked={form.services.includes(option.label)}
                      onChange={(e) => toggleService(option.label, e.target.checked)}
                      aria-invalid={errors.services ? true : undefined}
                      className="h-4 w-4 scroll-mt-24 accent-brand-700"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              <FieldError id={errorId('services')} message={errors.services} />
            </fieldset>
            <BookingCalendar
              dayId={targetId('date')}
              labelId={`${ids}-date-label`}
              errorId={errorId('date')}
              error={errors.date}
              value={form.date}
              today={todayDate}
              month={month}
              onMonth={(shown) => setTurned({ month: shown, date: form.date })}
              minMonth={monthOf(todayDate)}
              maxMonth={monthOf(lastDate ?? addDays(todayDate, 365))}
              dayOf={dayOf}
              note={calendarNote}
              disabled={processing}
              // Spec §4: changing the date clears the chosen time.
              onSelect={(date) => {
                clearError('date');
                clearError('time');
                setForm((f) => ({ ...f, date, time: f.date === date ? f.time : '' }));
              }}
            />
            <fieldset
              aria-describedby={
                [
                  select.message || availabilityNote ? `${ids}-time-msg` : null,
                  errors.time ? errorId('time') : null,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              <legend className={labelText}>Preferred time (Pakistan time and yours)</legend>
              {select.options.length === 0 ? (
                <p className="mt-1 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700">
                  {select.placeholder}
                </p>
              ) : (
                <div className="mt-1 grid gap-2">
                  {select.options.map((option) => {
                    const checked = form.time === option.value;
                    const focusable =
                      checked ||
                      (!select.options.some((o) => o.value === form.time) &&
                        option === (select.options.find((o) => !o.disabled) ?? select.options[0]));
                    return (
                      <label
                        key={option.value}
                        className={`flex min-w-0 items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
                          checked
                            ? 'border-brand-700 bg-brand-50 text-ink'
                            : option.disabled
                              ? 'border-slate-200 bg-slate-50 text-slate-600'
                              : 'border-slate-300 text-ink hover:border-brand-600'
                        }`}
                      >
                        <input
                          type="radio"
                          name={`${ids}-time`}
                          id={focusable ? targetId('time') : undefined}
                          value={option.value}
                          checked={checked}
                          disabled={option.disabled}
                          onChange={() => set('time', option.value)}
                          aria-invalid={errors.time ? true : undefined}
                          className="mt-0.5 h-4 w-4 shrink-0 scroll-mt-24 accent-brand-700"
                        />
                        <span className="min-w-0 break-words" data-slot-text>
                          <span className="block font-medium">
                            {option.pakistan}
                            {option.suffix ? ` ${option.suffix}` : ''}
                          </span>
                          {option.visitor && (
                            <span className="block text-slate-700">{option.visitor}</span>
                          )}
                        </span>
                      </label>
                    );
                  })}
                </div>
              )}
              {(select.message || availabilityNote) && (
                <p id={`${ids}-time-msg`} className="mt-1 text-sm text-amber-800">
                  {[select.message, availabilityNote].filter(Boolean).join(' ')}
                </p>
              )}
              <FieldError id={errorId('time')} message={errors.time} />
            </fieldset>
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
                {...invalid('notes')}
              />
              <FieldError id={errorId('notes')} message={errors.notes} />
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
