import { useEffect, useId, useRef, useState } from 'react';
import { BusySubmitButton } from '../../../components/busy-submit-button.tsx';
import { Link } from 'react-router';
import { SLOT_LABELS, WEEKLY_HOURS, weeklyHoursText } from '../../../../common/booking.ts';
import {
  CAPACITY_MAX,
  type AffectedBooking,
  type AvailabilityAnswer,
  type AvailabilitySettings,
  type Closure,
  type DayHours,
} from '../../../../common/schemas/availability.ts';
import { FieldError } from '../../../components/labelled-input.tsx';
import {
  AdminInput,
  PageHeader,
  buttonPrimary,
  buttonSecondary,
  cardClass,
  inputClass,
} from '../admin-shell.tsx';
import { loadErrorMessage } from '../admin-text.ts';
import { LoadingOrError } from '../loading-or-error.tsx';
import { useAdminApi } from '../session.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import {
  AFFECTED_REASON_TEXT,
  closureDates,
  errorWiring,
  isCovered,
  parseClosure,
  saveMessage,
  settingsErrors,
} from './availability-form.ts';
import { WeeklyHoursTable } from './weekly-hours.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import {
  clearAvailabilityDraft,
  readAvailabilityDraft,
  writeAvailabilityDraft,
} from './availability-draft.ts';

const EMPTY_CLOSURE: Closure = { from: '', to: '', reason: '' };

const sameClosure = (a: Closure, b: Closure) =>
  a.from === b.from && a.to === b.to && a.reason === b.reason;

/** The bookings a change no longer allows: kept as they are, for the team to handle. */
function AffectedList({ affected }: { affected: readonly AffectedBooking[] }) {
  if (affected.length === 0) return null;
  return (
    <section
      aria-labelledby="affected-heading"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="affected-heading" className="text-lg font-semibold text-ink">
        Bookings to review ({affected.length})
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        These pending or confirmed bookings fall outside the availability now saved. None was
        cancelled: contact each visitor, then change its status in{' '}
        <Link className="text-brand-700 underline" to="/admin/appointments">
          Appointments
        </Link>
        .
      </p>
      <ul className="mt-3 space-y-2">
        {affected.map((booking) => (
          <li key={booking._id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
            <span className="font-semibold text-ink">{booking.name}</span>{' '}
            <a className="text-brand-700 underline wrap-anywhere" href={`mailto:${booking.email}`}>
              {booking.email}
            </a>
            <span className="block text-slate-800">
              {closureDates({ from: booking.preferred_date, to: booking.preferred_date })},{' '}
              {SLOT_LABELS[booking.preferred_time]} (Pakistan time) · {booking.status}
            </span>
            <span className="block font-medium text-amber-900">
              {AFFECTED_REASON_TEXT[booking.reason]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each answer object gets a number: the editor starts afresh from every new answer. */
const answerIds = new WeakMap<object, number>();
let lastAnswerId = 0;
function answerId(answer: object): number {
  let id = answerIds.get(answer);
  if (id === undefined) {
    id = ++lastAnswerId;
    answerIds.set(answer, id);
  }
  return id;
}

/** The admin's Availability screen: weekly hours, capacity, closures. */
/** Said when changes kept from an earlier visit are back in the form. */
const KEPT_CHANGES_TEXT =
  'Your unsaved changes from before are back below. Save availability to apply them, or Reload to drop them.';

export function AvailabilityScreen() {
  const { result, reload } = useAdminResource<AvailabilityAnswer>('/api/admin/availability');
  const loaded = result?.ok ? result.data : null;
  const error = loadErrorMessage('The availability', result);
  if (!loaded) {
    return (
      <>
        <PageHeader title="Availability" />
        <LoadingOrError error={error}>Loading availability...</LoadingOrError>
      </>
    );
  }
  return <AvailabilityEditor key={answerId(loaded)} loaded={loaded} reload={reload} />;
}

function AvailabilityEditor({
  loaded,
  reload,
}: {
  loaded: AvailabilityAnswer;
  reload: () => void;
}) {
  const api = useAdminApi();
  const ids = useId();
  // Changes kept from an earlier visit come back, marked unsaved, unless they are what the
  // server holds now.
  const [kept] = useState(() => {
    const found = readAvailabilityDraft();
    return found && JSON.stringify(found) !== JSON.stringify(loaded.settings) ? found : null;
  });
  const [draft, setDraft] = useState<AvailabilitySettings>(kept ?? loaded.settings);
  // What the server holds: the settings loaded, then each saved here.
  const [saved, setSaved] = useState<AvailabilitySettings>(loaded.settings);
  const [affected, setAffected] = useState<AffectedBooking[]>(loaded.affected);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [closure, setClosure] = useState<Closure>(EMPTY_CLOSURE);
  const [closureErrors, setClosureErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(
    kept ? { ok: true, text: KEPT_CHANGES_TEXT } : null,
  );
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(kept !== null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  const change = (next: AvailabilitySettings) => {
    setDraft(next);
    setDirty(true);
    setStatus(null);
    writeAvailabilityDraft(next);
  };
  const setDay = (day: number, hours: DayHours) => {
    const weekly = [...draft.weekly];
    weekly[day] = hours;
    change({ ...draft, weekly });
  };
  const addClosure = (input: Closure) => {
    const parsed = parseClosure(input);
    if (!parsed.ok) {
      setClosureErrors(parsed.errors);
      return false;
    }
    setClosureErrors({});
    change({
      ...draft,
      closures: [...draft.closures, parsed.closure].sort((a, b) => (a.from < b.from ? -1 : 1)),
    });
    return true;
  };
  const removeClosure = (index: number) =>
    change({ ...draft, closures: draft.closures.filter((_, i) => i !== index) });

  async function save() {
    const problems = settingsErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setStatus({ ok: false, text: 'Not saved: please correct the marked fields.' });
      return;
    }
    setSaving(true);
    const answer = await api.send<AvailabilityAnswer>('PUT', '/api/admin/availability', draft);
    setSaving(false);
    setStatus(saveMessage(answer));
    if (answer.ok && answer.data) {
      setDraft(answer.data.settings);
      setSaved(answer.data.settings);
      setAffected(answer.data.affected);
      setDirty(false);
      clearAvailabilityDraft();
    } else if (answer.fields) {
      setErrors(answer.fields);
    }
  }

  const fields = errorWiring(ids, errors);
  const { errorId } = fields;
  // Closures added here and not saved yet: marked, so none looks saved before it is.
  const isUnsaved = (c: Closure) => dirty && !saved.closures.some((s) => sameClosure(s, c));

  return (
    <>
      <LeaveGuard
        unsaved={dirty}
        message="Your availability changes (hours, capacity, closures) are not saved. If you leave now, they are lost."
        onLeave={clearAvailabilityDraft}
      />
      <PageHeader title="Availability">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => {
            // Reloading asks for the server's settings: the unsaved changes go.
            clearAvailabilityDraft();
            reload();
          }}
          disabled={saving}
        >
          Reload
        </button>
      </PageHeader>
      <p className="mb-4 text-slate-800">
        {loaded.configured
          ? 'The hours, closures and capacity below apply to every booking form, the chat and the booking checks.'
          : `Nothing saved yet: the spec's hours (${weeklyHoursText(WEEKLY_HOURS)}) apply.`}{' '}
        All times are Pakistan time.
      </p>
      {status ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role={status.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-lg px-4 py-3 focus:outline-none ${status.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {status.text}
        </p>
      ) : null}
      <AffectedList affected={affected} />
      <form
        aria-label="Availability"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="space-y-6"
      >
        <section aria-labelledby={`${ids}-weekly`} className={cardClass}>
          <h2 id={`${ids}-weekly`} className="mb-3 text-lg font-semibold text-ink">
            Weekly hours
          </h2>
          {/* The table keeps its columns on a phone: it scrolls inside this box (by keyboard
              too), its weekday column held in place. */}
          <div
            className="relative overflow-x-auto"
            role="region"
            aria-label="Weekly hours, scrolls sideways"
            tabIndex={0}
          >
            <WeeklyHoursTable weekly={draft.weekly} fields={fields} onDay={setDay} />
          </div>
          <FieldError id={errorId('weekly')} message={errors.weekly} />
        </section>

        <section aria-labelledby={`${ids}-capacity-heading`} className={cardClass}>
          <h2 id={`${ids}-capacity-heading`} className="mb-3 text-lg font-semibold text-ink">
            Capacity
          </h2>
          <AdminInput
            id={`${ids}-capacity`}
            label="Consultations per slot"
            error={errors.capacity}
            type="number"
            min={1}
            max={CAPACITY_MAX}
            step={1}
            className={`${inputClass} max-w-32`}
            value={Number.isNaN(draft.capacity) ? '' : draft.capacity}
            onChange={(e) => change({ ...draft, capacity: e.target.valueAsNumber })}
          />
        </section>

        <section aria-labelledby={`${ids}-closures`} className={cardClass}>
          <h2 id={`${ids}-closures`} className="mb-3 text-lg font-semibold text-ink">
            Closures and holidays
          </h2>
          {draft.closures.length === 0 ? (
            <p className="text-slate-800">No closures.</p>
          ) : (
            <ul aria-label="Closures" className="space-y-2">
              {draft.closures.map((c, index) => (
                <li
                  key={`${c.from}-${c.to}-${c.reason}`}
                  className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 ${
                    isUnsaved(c) ? 'border-dashed border-amber-500 bg-amber-50' : 'border-slate-200'
                  }`}
                >
                  <span>
                    <span className="font-medium text-ink">{closureDates(c)}</span>
                    {isUnsaved(c) ? (
                      <span className="ml-2 rounded-full border border-amber-400 bg-white px-2 py-0.5 text-xs font-semibold text-amber-900">
                        Not saved yet
                      </span>
                    ) : null}
                    <span className="block text-sm text-slate-800">{c.reason}</span>
                    <FieldError
                      id={errorId(`closures.${index}`)}
                      message={
                        errors[`closures.${index}.from`] ??
                        errors[`closures.${index}.to`] ??
                        errors[`closures.${index}.reason`]
                      }
                    />
                  </span>
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() => removeClosure(index)}
                    aria-label={`Remove the closure ${closureDates(c)} (${c.reason})`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <FieldError id={errorId('closures')} message={errors.closures} />

          <fieldset className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
            <legend className="mb-2 text-base font-semibold text-ink">Add a closure</legend>
            <AdminInput
              id={`${ids}-from`}
              label="First day"
              error={closureErrors.from}
              type="date"
              value={closure.from}
              onChange={(e) =>
                setClosure((c) => ({
                  ...c,
                  from: e.target.value,
                  to: c.to && c.to >= e.target.value ? c.to : e.target.value,
                }))
              }
            />
            <AdminInput
              id={`${ids}-to`}
              label="Last day"
              error={closureErrors.to}
              type="date"
              value={closure.to}
              min={closure.from || undefined}
              onChange={(e) => setClosure((c) => ({ ...c, to: e.target.value }))}
            />
            <AdminInput
              id={`${ids}-reason`}
              label="Reason"
              error={closureErrors.reason}
              value={closure.reason}
              onChange={(e) => setClosure((c) => ({ ...c, reason: e.target.value }))}
            />
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => {
                if (addClosure(closure)) setClosure(EMPTY_CLOSURE);
              }}
            >
              Add closure
            </button>
          </fieldset>

          {loaded.suggestions.length > 0 ? (
            <div className="mt-6">
              <h3 className="mb-2 text-base font-semibold text-ink">
                Pakistan&apos;s public holidays
              </h3>
              <ul aria-label="Public holidays" className="grid gap-2 sm:grid-cols-2">
                {loaded.suggestions.map((holiday) => {
                  const covered = isCovered(holiday, draft.closures);
                  return (
                    <li
                      key={`${holiday.from}-${holiday.reason}`}
                      className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                    >
                      <span>
                        <span className="font-medium text-ink">{holiday.reason}</span>
                        <span className="block text-slate-800">{closureDates(holiday)}</span>
                      </span>
                      <button
                        type="button"
                        className={buttonSecondary}
                        disabled={covered}
                        onClick={() => addClosure(holiday)}
                        aria-label={
                          covered
                            ? `${holiday.reason} is closed`
                            : `Close for ${holiday.reason}, ${closureDates(holiday)}`
                        }
                      >
                        {covered ? 'Closed' : 'Close'}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </section>

        {/* While something is unsaved the save row stays in view at the foot of the screen. */}
        <div
          className={`flex flex-wrap items-center gap-3 ${
            dirty
              ? 'sticky bottom-0 z-20 -mx-4 border-t border-amber-300 bg-amber-50 px-4 py-3 sm:-mx-8 sm:px-8'
              : ''
          }`}
        >
          <BusySubmitButton busy={saving} busyLabel="Saving..." className={buttonPrimary}>
            Save availability
          </BusySubmitButton>
          {dirty ? (
            <span className="text-sm font-medium text-amber-900" role="status">
              Unsaved changes: nothing above applies until you save.
            </span>
          ) : null}
        </div>
      </form>
    </>
  );
}
