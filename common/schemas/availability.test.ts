import { describe, expect, it } from 'vitest';
import { WEEKLY_HOURS, noSlotsReason, slotsForDate } from '../booking.ts';
import {
  availabilitySettingsSchema,
  defaultAvailability,
  scheduleOf,
  specWeekly,
  weeklyHoursOf,
} from './availability.ts';

const MONDAY = '2030-03-11';
const NOW = new Date('2030-03-01T00:00:00Z');

describe('availability settings', () => {
  it("give back the spec's weekly hours when nothing is configured", () => {
    expect(weeklyHoursOf(specWeekly())).toEqual(WEEKLY_HOURS);
    expect(availabilitySettingsSchema.safeParse(defaultAvailability(3)).success).toBe(true);
  });

  it('group runs of days with the same hours, Monday first', () => {
    const weekly = specWeekly();
    weekly[3] = null;
    expect(weeklyHoursOf(weekly).map((w) => w.label)).toEqual([
      'Monday - Tuesday',
      'Wednesday',
      'Thursday - Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('close a range of dates for booking, with its reason', () => {
    const schedule = scheduleOf({
      weekly: specWeekly(),
      closures: [{ from: MONDAY, to: '2030-03-12', reason: 'Retreat' }],
    });
    expect(slotsForDate(MONDAY, schedule)).toEqual([]);
    expect(slotsForDate('2030-03-12', schedule)).toEqual([]);
    expect(slotsForDate('2030-03-13', schedule)).toHaveLength(3);
    expect(noSlotsReason(MONDAY, NOW, schedule)).toContain('closed on this date (Retreat)');
  });
});
