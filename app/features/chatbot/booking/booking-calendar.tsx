import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { WEEKDAY_NAMES, addDays, weekdayOf, type IsoDate } from '../../../../common/booking.ts';
import type { BookingDay } from '../../../../common/schemas/booking-days.ts';
import { FieldError } from '../../../components/labelled-input.tsx';

/**
 * The appointment form's month calendar: a grid of the month's days, Monday first, where
 * only the days the booking would take are enabled (the server's day states). Keyboard as
 * the WAI-ARIA date grid: arrows move a day or a week, Page Up/Down a month, Home/End the
 * start and end of the week, Enter or Space choose. Days that cannot be booked stay
 * reachable (aria-disabled) so the keyboard can learn why: choosing one says so.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'YYYY-MM' of a date. */
export const monthOf = (date: IsoDate) => date.slice(0, 7);

const firstOf = (month: string): IsoDate => `${month}-01`;

/** The last date of a month. */
export function lastOf(month: string): IsoDate {
  return addDays(firstOf(nextMonth(month)), -1);
}

function nextMonth(month: string, by = 1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The same day of the month `by` months on, the month's last day when it has fewer. */
function shiftMonth(date: IsoDate, by: number): IsoDate {
  const month = nextMonth(monthOf(date), by);
  const day = Math.min(Number(date.slice(8, 10)), Number(lastOf(month).slice(8, 10)));
  return `${month}-${String(day).padStart(2, '0')}`;
}

const monthTitle = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
};

/** Monday-first weeks of the month; null pads the days of other months. */
function weeksOf(month: string): (IsoDate | null)[][] {
  const first = firstOf(month);
  const last = lastOf(month);
  const cells: (IsoDate | null)[] = Array.from({ length: (weekdayOf(first) + 6) % 7 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** How a day that cannot be booked is read out after its date. */
const STATE_WORDS: Record<BookingDay['state'], string> = {
  open: '',
  full: 'fully booked',
  closed: 'closed',
  past: 'not bookable, passed',
  beyond: 'not bookable yet',
};

const WEEK_HEADS = [1, 2, 3, 4, 5, 6, 0].map((d) => WEEKDAY_NAMES[d]!);

export interface BookingCalendarProps {
  /** The id of the roving day button: the form's focus target for the date. */
  dayId: string;
  labelId: string;
  errorId: string;
  error?: string;
  value: string;
  /** Today in Pakistan time. */
  today: IsoDate;
  month: string;
  onMonth: (month: string) => void;
  /** The first and last months that may be shown. */
  minMonth: string;
  maxMonth: string;
  /** The day's state, or undefined while unknown (the day is then not offered). */
  dayOf: (date: IsoDate) => BookingDay | undefined;
  onSelect: (date: IsoDate) => void;
  /** Said under the grid: why the days could not be read, or that they are being read. */
  note: string | null;
  disabled?: boolean;
}

export function BookingCalendar({
  dayId,
  labelId,
  errorId,
  error,
  value,
  today,
  month,
  onMonth,
  minMonth,
  maxMonth,
  dayOf,
  onSelect,
  note,
  disabled = false,
}: BookingCalendarProps) {
  const [focused, setFocused] = useState<IsoDate>(value || firstOf(month));
  const [why, setWhy] = useState<string | null>(null);
  const wantFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = `${labelId}-month`;
  const noteId = `${labelId}-note`;
  const minDate = firstOf(minMonth);
  const maxDate = lastOf(maxMonth);

  // The roving day stays in the month shown: the chosen day, else the first bookable one.
  const shown = monthOf(focused) === month ? focused : null;
  const rover =
    shown ??
    (value && monthOf(value) === month
      ? value
      : (weeksOf(month)
          .flat()
          .find((d): d is IsoDate => d !== null && dayOf(d)?.state === 'open') ?? firstOf(month)));

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${rover}"]`)?.focus();
  }, [rover]);

  const moveTo = (date: IsoDate) => {
    const target = date < minDate ? minDate : date > maxDate ? maxDate : date;
    wantFocus.current = true;
    setWhy(null);
    setFocused(target);
    if (monthOf(target) !== month) onMonth(monthOf(target));
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
    const weekday = (weekdayOf(date) + 6) % 7;
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      PageUp: () => shiftMonth(date, -1),
      PageDown: () => shiftMonth(date, 1),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const choose = (date: IsoDate) => {
    const day = dayOf(date);
    setFocused(date);
    if (day?.state === 'open') {
      setWhy(null);
      onSelect(date);
    } else {
      setWhy(day?.reason ?? note ?? 'This date cannot be booked. Please select another day.');
    }
  };

  const stepMonth = (by: number) => {
    const target = nextMonth(month, by);
    setWhy(null);
    onMonth(target);
  };

  const navButton =
    'inline-flex size-11 items-center justify-center rounded-lg text-lg text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-400 disabled:hover:bg-transparent';
  const said = why ?? note;

  return (
    <div>
      <p id={labelId} className="block text-sm font-medium text-slate-800">
        Preferred date
      </p>
      <div className="mt-1 rounded-lg border border-slate-300 p-2 aria-invalid:border-red-700">
        <div className="flex items-center justify-between">
          <button
            type="button"
            className={navButton}
            aria-label="Previous month"
            disabled={disabled || month <= minMonth}
            onClick={() => stepMonth(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p id={titleId} aria-live="polite" className="text-sm font-semibold text-ink">
            {monthTitle(month)}
          </p>
          <button
            type="button"
            className={navButton}
            aria-label="Next month"
            disabled={disabled || month >= maxMonth}
            onClick={() => stepMonth(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <table
          ref={grid}
          role="grid"
          aria-labelledby={`${labelId} ${titleId}`}
          aria-describedby={
            [said ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
          }
          className="w-full table-fixed border-collapse text-center text-sm"
        >
          <thead>
            <tr>
              {WEEK_HEADS.map((name) => (
                <th
                  key={name}
                  scope="col"
                  abbr={name}
                  className="py-1 text-xs font-medium text-slate-700"
                >
                  <span aria-hidden="true">{name.slice(0, 2)}</span>
                  <span className="sr-only">{name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((date, i) => {
                  if (!date) return <td key={`pad-${i}`} role="gridcell" />;
                  const day = dayOf(date);
                  const open = day?.state === 'open';
                  const selected = date === value;
                  const words = day ? STATE_WORDS[day.state] : 'not known yet';
                  const [, , d] = date.split('-');
                  return (
                    <td key={date} role="gridcell" aria-selected={selected} className="p-0.5">
                      <button
                        type="button"
                        id={date === rover ? dayId : undefined}
                        data-date={date}
                        data-state={day?.state ?? 'unknown'}
                        tabIndex={date === rover ? 0 : -1}
                        disabled={disabled}
                        aria-disabled={open ? undefined : true}
                        aria-invalid={selected && error ? true : undefined}
                        aria-label={`${WEEKDAY_NAMES[weekdayOf(date)]} ${Number(d)} ${monthTitle(month)}${words ? `, ${words}` : ''}`}
                        aria-current={date === today ? 'date' : undefined}
                        onKeyDown={(event) => onKey(event, date)}
                        onFocus={() => setFocused(date)}
                        onClick={() => choose(date)}
                        className={`mx-auto flex size-10 scroll-mt-24 items-center justify-center rounded-full text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
                          selected
                            ? 'bg-brand-700 font-semibold text-white'
                            : open
                              ? 'font-medium text-ink hover:bg-brand-50'
                              : 'cursor-not-allowed text-slate-500 line-through decoration-slate-400'
                        }`}
                      >
                        {Number(d)}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Always there, so what it comes to say is read out. */}
      <p id={noteId} role="status" className="mt-1 text-sm text-amber-800">
        {said}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
