import Holidays from 'date-holidays';
import { dateInZone } from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import type { HolidaySuggestion } from '../../common/schemas/availability.ts';

/**
 * Pakistan's public holidays (date-holidays, country 'PK', English names), offered on the
 * Availability screen as closures one click away. A holiday of several days (the Eids) is
 * one range; its dates are Pakistan's calendar dates.
 */
export function pakistanHolidays(year: number): HolidaySuggestion[] {
  return new Holidays('PK')
    .getHolidays(year, 'en')
    .filter((h) => h.type === 'public')
    .map((h) => ({
      from: h.date.slice(0, 10),
      // `end` is the instant the holiday ends (exclusive): its last day is the one before.
      to: dateInZone(new Date(h.end.getTime() - 1), BUSINESS_TIME_ZONE),
      reason: h.name,
    }))
    .map((h) => (h.to < h.from ? { ...h, to: h.from } : h));
}
