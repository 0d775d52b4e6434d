import { addDays, weekdayOf } from '../../../../common/booking.ts';

/** The admin calendar's two views. */
export type CalendarView = 'week' | 'month';

/** The Monday of the week of `date` (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The dates a view shows around `anchor`: its week, or the whole weeks of its month. */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = mondayOf(anchor);
    return { from, to: addDays(from, 6) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const nextMonth = addDays(first, 32).slice(0, 8) + '01';
  const last = addDays(nextMonth, -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

/** The anchor of the previous or next week or month. */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const first = `${anchor.slice(0, 8)}01`;
  return step === 1 ? addDays(first, 32).slice(0, 8) + '01' : addDays(first, -1).slice(0, 8) + '01';
}

/** Every date from `from` to `to`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const shortFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** 'Monday, March 10'. */
export const dayLabel = (date: string) => dayFormat.format(utc(date));
/** 'Mon 10'. */
export const shortDayLabel = (date: string) => shortFormat.format(utc(date));
/** 'March 2025'. */
export const monthLabel = (date: string) => monthFormat.format(utc(date));
