import {
  addDays,
  dateInZone,
  weekdayOf,
  zonedInstant,
  type Closure,
  type WeeklyHours,
} from '../../common/booking.ts';

/**
 * When the team can answer a hand-off (ADR 033): open now, or when it opens next. Pure: the
 * clock and the weekly hours are passed in, so the team's configured hours can replace the
 * spec's WEEKLY_HOURS without touching this.
 */
export type TeamAvailability =
  { open: true; closesAt: Date } | { open: false; opensAt: Date | null };

/** Days looked ahead for the next opening (a week, and closures of up to two months). */
const LOOK_AHEAD_DAYS = 70;

export function teamAvailability(
  now: Date,
  weekly: readonly WeeklyHours[],
  zone: string,
  /** Dates the team is closed (holidays), whatever the weekly hours say. */
  closures: readonly Pick<Closure, 'from' | 'to'>[] = [],
): TeamAvailability {
  const today = dateInZone(now, zone);
  // Yesterday's session may run past midnight (6 PM to 3 AM).
  for (let offset = -1; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const hours = weekly.find((h) => h.days.includes(weekdayOf(date)));
    if (!hours || hours.openHour === null || hours.closeHour === null) continue;
    if (closures.some((c) => c.from <= date && date <= c.to)) continue;
    const open = zonedInstant(date, hours.openHour, zone);
    const close = zonedInstant(date, hours.closeHour, zone);
    if (now < open) return { open: false, opensAt: open };
    if (now < close) return { open: true, closesAt: close };
  }
  return { open: false, opensAt: null };
}

/** 'today at 6:00 PM', 'tomorrow at 6:00 PM' or 'Monday at 6:00 PM', on the zone's clock. */
export function describeOpening(opensAt: Date, now: Date, zone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(opensAt)
    .replace(/\u202f/g, ' ');
  const day = dateInZone(opensAt, zone);
  const today = dateInZone(now, zone);
  const when =
    day === today
      ? 'today'
      : day === addDays(today, 1)
        ? 'tomorrow'
        : new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long' }).format(opensAt);
  return `${when} at ${time}`;
}
