import { addDays, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';

/**
 * The first Monday-to-Friday date at least `ahead` days after today in Pakistan time:
 * bookable in every slot (Saturday has fewer, Sunday none) and never in the past.
 */
export function futureWeekday(ahead = 2): string {
  return weekdayFrom(addDays(todayInBusinessZone(new Date()), ahead));
}

/**
 * Monday to Sunday of the first whole week after today (Pakistan time): future dates whose
 * order is the week's whatever day the tests run on (the next Tuesday alone comes before the
 * next Monday when today is a Monday).
 */
export function comingWeek() {
  const tomorrow = addDays(todayInBusinessZone(new Date()), 1);
  const monday = addDays(tomorrow, (8 - weekdayOf(tomorrow)) % 7);
  const day = (offset: number) => addDays(monday, offset);
  return {
    monday,
    tuesday: day(1),
    wednesday: day(2),
    thursday: day(3),
    friday: day(4),
    saturday: day(5),
    sunday: day(6),
  };
}

/** `date` itself when it is Monday to Friday, else the Monday after it. */
export function weekdayFrom(date: string): string {
  let day = date;
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

/** An e-mail address no other test or run uses: `label-<time><random>@example.com`. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * A valid appointment submission as the chatbot's form sends it (spec: status 'Pending',
 * source 'chatbot_form', created_at now) for `futureWeekday()`; `overrides` replace fields.
 */
export const appointmentSubmission = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Khan',
  email: 'sara@example.com',
  phone: '+92 300 1234567',
  services: ['AI & Chatbots'],
  preferred_date: futureWeekday(),
  preferred_time: '6pm-9pm',
  user_timezone: 'Asia/Karachi',
  notes: '',
  status: 'Pending',
  created_at: new Date().toISOString(),
  source: 'chatbot_form',
  ...overrides,
});
