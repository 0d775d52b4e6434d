import { addDays, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';

/**
 * The first Monday-to-Friday date at least `ahead` days after today in Pakistan time:
 * bookable in every slot (Saturday has fewer, Sunday none) and never in the past.
 */
export function futureWeekday(ahead = 2): string {
  let date = addDays(todayInBusinessZone(new Date()), ahead);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

/** An e-mail address no other test or run uses: `label-<time><random>@example.com`. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
