import { describe, expect, it } from 'vitest';
import {
  ALL_SLOTS_PASSED_MESSAGE,
  NO_SLOTS_MESSAGE,
  SUNDAY_CLOSED_MESSAGE,
  addDays,
  businessHoursFor,
  businessHoursInZone,
  businessHoursText,
  describeSlot,
  isIsoDate,
  isSunday,
  isValidTimeZone,
  noSlotsReason,
  slotAvailability,
  slotEnd,
  slotRequestOutcome,
  slotStart,
  slotsForDate,
  todayInBusinessZone,
} from './booking.ts';

/** An instant given as Pakistan wall-clock time (UTC+5, no DST since 2009). */
const pkt = (local: string) => new Date(`${local}+05:00`);

// 2025-03-10 is a Monday; 2025-03-15 a Saturday; 2025-03-16 a Sunday.
const MONDAY = '2025-03-10';
const SATURDAY = '2025-03-15';
const SUNDAY = '2025-03-16';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('10/03/2025')).toBe(false);
    expect(isIsoDate(20250310)).toBe(false);
  });

  it('knows Sundays and adds days across months', () => {
    expect(isSunday(SUNDAY)).toBe(true);
    expect(isSunday(SATURDAY)).toBe(false);
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('takes today from the Pakistan clock, not UTC', () => {
    // 20:30 UTC on the 9th is already 01:30 on the 10th in Karachi.
    expect(todayInBusinessZone(new Date('2025-03-09T20:30:00Z'))).toBe(MONDAY);
    expect(todayInBusinessZone(new Date('2025-03-09T18:59:59Z'))).toBe('2025-03-09');
  });
});

describe('business hours and slots (spec §9)', () => {
  it('offers all three slots Monday to Friday', () => {
    for (let i = 0; i < 5; i++) {
      expect(slotsForDate(addDays(MONDAY, i))).toEqual(['6pm-9pm', '9pm-12am', '12am-3am']);
    }
  });

  it('offers only 6pm-9pm on Saturday: 9pm-12am would pass 10 PM', () => {
    expect(slotsForDate(SATURDAY)).toEqual(['6pm-9pm']);
  });

  it('is closed on Sunday', () => {
    expect(slotsForDate(SUNDAY)).toEqual([]);
    expect(businessHoursFor(SUNDAY)).toBeNull();
    expect(noSlotsReason(SUNDAY, pkt('2025-03-10T12:00:00'))).toBe(SUNDAY_CLOSED_MESSAGE);
  });

  it('opens at 6 PM and closes at 3 AM the next morning on a weekday, 10 PM on Saturday', () => {
    expect(businessHoursFor(MONDAY)).toEqual({
      open: pkt('2025-03-10T18:00:00'),
      close: pkt('2025-03-11T03:00:00'),
    });
    expect(businessHoursFor(SATURDAY)).toEqual({
      open: pkt('2025-03-15T18:00:00'),
      close: pkt('2025-03-15T22:00:00'),
    });
  });

  it('places 12am-3am in the night that follows the chosen date', () => {
    expect(slotStart(MONDAY, '6pm-9pm')).toEqual(pkt('2025-03-10T18:00:00'));
    expect(slotStart(MONDAY, '9pm-12am')).toEqual(pkt('2025-03-10T21:00:00'));
    expect(slotStart(MONDAY, '12am-3am')).toEqual(pkt('2025-03-11T00:00:00'));
    expect(slotEnd(MONDAY, '12am-3am')).toEqual(pkt('2025-03-11T03:00:00'));
    // Friday's night slot ends on Saturday morning: still Friday's session.
    expect(slotStart('2025-03-14', '12am-3am')).toEqual(pkt('2025-03-15T00:00:00'));
  });
});

describe('past slots (spec §4, §5)', () => {
  it('marks slots that have started with (Past)', () => {
    const slots = slotAvailability(MONDAY, pkt('2025-03-10T19:30:00'));
    expect(slots.map((s) => [s.code, s.past, s.label])).toEqual([
      ['6pm-9pm', true, '6:00 PM - 9:00 PM (Past)'],
      ['9pm-12am', false, '9:00 PM - 12:00 AM'],
      ['12am-3am', false, '12:00 AM - 3:00 AM'],
    ]);
    expect(noSlotsReason(MONDAY, pkt('2025-03-10T19:30:00'))).toBeNull();
  });

  it('counts a slot past from its first minute', () => {
    expect(slotAvailability(MONDAY, pkt('2025-03-10T17:59:59'))[0]!.past).toBe(false);
    expect(slotAvailability(MONDAY, pkt('2025-03-10T18:00:00'))[0]!.past).toBe(true);
  });

  it('says when every slot of today has passed', () => {
    expect(noSlotsReason(SATURDAY, pkt('2025-03-15T18:30:00'))).toBe(ALL_SLOTS_PASSED_MESSAGE);
    expect(noSlotsReason(SATURDAY, pkt('2025-03-15T17:30:00'))).toBeNull();
  });

  it('keeps 12am-3am open until midnight, then past', () => {
    const beforeMidnight = slotAvailability(MONDAY, pkt('2025-03-10T23:59:00'));
    expect(beforeMidnight.map((s) => s.past)).toEqual([true, true, false]);
    const afterMidnight = slotAvailability(MONDAY, pkt('2025-03-11T00:30:00'));
    expect(afterMidnight.map((s) => s.past)).toEqual([true, true, true]);
    // After midnight "today" is Tuesday, whose slots are all ahead.
    const tuesday = slotAvailability('2025-03-11', pkt('2025-03-11T00:30:00'));
    expect(tuesday.map((s) => s.past)).toEqual([false, false, false]);
  });

  it('reports a date whose slots are all behind as having none', () => {
    expect(noSlotsReason(MONDAY, pkt('2025-03-12T12:00:00'))).toBe(NO_SLOTS_MESSAGE);
  });
});

describe('slots on the visitor clock (DST-safe)', () => {
  it('shows Pakistan time and New York time side by side across the March change', () => {
    // US summer time began on 2025-03-09: Friday is EST (UTC-5), Monday EDT (UTC-4).
    expect(describeSlot('2025-03-07', '6pm-9pm', 'America/New_York')).toEqual({
      pakistan: 'Friday, March 7, 2025, 6:00 PM - 9:00 PM (Pakistan time)',
      visitor: 'Friday, March 7, 2025, 8:00 AM - 11:00 AM (America/New_York)',
      visitorZone: 'America/New_York',
    });
    expect(describeSlot(MONDAY, '6pm-9pm', 'America/New_York').visitor).toBe(
      'Monday, March 10, 2025, 9:00 AM - 12:00 PM (America/New_York)',
    );
  });

  it('follows the November change back to standard time', () => {
    // US summer time ended on 2025-11-02.
    expect(describeSlot('2025-10-31', '9pm-12am', 'America/New_York').visitor).toBe(
      'Friday, October 31, 2025, 12:00 PM - 3:00 PM (America/New_York)',
    );
    expect(describeSlot('2025-11-03', '9pm-12am', 'America/New_York').visitor).toBe(
      'Monday, November 3, 2025, 11:00 AM - 2:00 PM (America/New_York)',
    );
  });

  it('follows London summer time and handles a half-hour zone', () => {
    expect(describeSlot('2025-03-28', '6pm-9pm', 'Europe/London').visitor).toBe(
      'Friday, March 28, 2025, 1:00 PM - 4:00 PM (Europe/London)',
    );
    expect(describeSlot('2025-03-31', '6pm-9pm', 'Europe/London').visitor).toBe(
      'Monday, March 31, 2025, 2:00 PM - 5:00 PM (Europe/London)',
    );
    expect(describeSlot(MONDAY, '12am-3am', 'Asia/Kolkata')).toEqual({
      pakistan: 'Tuesday, March 11, 2025, 12:00 AM - 3:00 AM (Pakistan time)',
      visitor: 'Tuesday, March 11, 2025, 12:30 AM - 3:30 AM (Asia/Kolkata)',
      visitorZone: 'Asia/Kolkata',
    });
  });

  it('shows Pakistan time alone for Pakistan, a same-offset zone or an unknown zone', () => {
    for (const zone of ['Asia/Karachi', 'Asia/Tashkent', 'Not/AZone', '', null, undefined]) {
      expect(describeSlot(MONDAY, '6pm-9pm', zone).visitor).toBeNull();
    }
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isValidTimeZone('Europe/London')).toBe(true);
  });
});

describe('business hours in the visitor zone (spec §8)', () => {
  it('converts the weekly hours to New York time in the week of the reference date', () => {
    const inWinter = businessHoursText('America/New_York', pkt('2025-03-03T12:00:00'));
    expect(inWinter).toEqual([
      'Monday - Friday: 8:00 AM - 5:00 PM your time (Monday - Friday: 6:00 PM - 3:00 AM Pakistan time)',
      'Saturday: 8:00 AM - 12:00 PM your time (Saturday: 6:00 PM - 10:00 PM Pakistan time)',
      'Sunday: Closed (Pakistan time)',
    ]);
    const inSummer = businessHoursText('America/New_York', pkt('2025-03-10T12:00:00'));
    expect(inSummer[0]).toBe(
      'Monday - Friday: 9:00 AM - 6:00 PM your time (Monday - Friday: 6:00 PM - 3:00 AM Pakistan time)',
    );
  });

  it('shifts the days when the visitor is a day ahead', () => {
    const [weekdays, saturday] = businessHoursInZone(
      'Pacific/Auckland',
      pkt('2025-03-10T12:00:00'),
    );
    expect(weekdays!.visitor).toEqual({ days: 'Tuesday - Saturday', hours: '2:00 AM - 11:00 AM' });
    expect(saturday!.visitor).toEqual({ days: 'Sunday', hours: '2:00 AM - 6:00 AM' });
  });

  it('falls back to Pakistan hours for an unknown zone', () => {
    expect(businessHoursText('Mars/Olympus', pkt('2025-03-10T12:00:00'))).toEqual([
      'Monday - Friday: 6:00 PM - 3:00 AM (Pakistan time)',
      'Saturday: 6:00 PM - 10:00 PM (Pakistan time)',
      'Sunday: Closed (Pakistan time)',
    ]);
  });
});

describe('slotRequestOutcome: the rules a booking and a move meet under the locks', () => {
  const limits = { capacity: 3, maxPending: 3 };
  const counts = { repeat: false, pending: 0, booked: 0 };

  it('takes a place while the address holds fewer than the limit and the slot has room', () => {
    expect(slotRequestOutcome(counts, limits)).toBe('take');
    expect(slotRequestOutcome({ ...counts, pending: 2, booked: 2 }, limits)).toBe('take');
  });

  it('refuses at the pending limit and at capacity', () => {
    expect(slotRequestOutcome({ ...counts, pending: 3 }, limits)).toBe('too_many');
    expect(slotRequestOutcome({ ...counts, booked: 3 }, limits)).toBe('full');
    expect(slotRequestOutcome({ ...counts, booked: 4 }, limits)).toBe('full');
  });

  it('answers a repeat before the limit and capacity, and the limit before capacity', () => {
    expect(slotRequestOutcome({ repeat: true, pending: 3, booked: 3 }, limits)).toBe('repeat');
    expect(slotRequestOutcome({ repeat: false, pending: 3, booked: 3 }, limits)).toBe('too_many');
  });
});
