import { describe, expect, it } from 'vitest';
import {
  SPEC_SCHEDULE,
  closedDayRefusal,
  compactTimeRange,
  slotShortText,
  slotStart,
  slotEnd,
  zonedInstant,
} from '../booking.ts';
import { FULL_DAY_MESSAGE, bookingDaysQuerySchema, dayAvailability } from './booking-days.ts';

const pkt = (local: string) => new Date(`${local}+05:00`);
// Monday 2025-03-10, 12:00 Pakistan time.
const NOW = pkt('2025-03-10T12:00:00');
const rules = { horizonDays: 90, capacity: 2 };
const none = () => 0;

describe('dayAvailability', () => {
  it('opens a weekday with its three slots, Saturday with one', () => {
    expect(dayAvailability('2025-03-11', NOW, rules, none)).toEqual({
      date: '2025-03-11',
      state: 'open',
      reason: null,
      slots: [
        { code: '6pm-9pm', state: 'open' },
        { code: '9pm-12am', state: 'open' },
        { code: '12am-3am', state: 'open' },
      ],
    });
    expect(dayAvailability('2025-03-15', NOW, rules, none).slots).toHaveLength(1);
  });

  it('closes Sunday and a closure with the reasons the form shows', () => {
    const sunday = dayAvailability('2025-03-16', NOW, rules, none);
    expect(sunday.state).toBe('closed');
    expect(sunday.reason).toBe(
      'We are closed on Sundays. Please select another day for your appointment.',
    );
    const schedule = {
      ...SPEC_SCHEDULE,
      closures: [{ from: '2025-03-12', to: '2025-03-12', reason: 'Eid' }],
    };
    expect(dayAvailability('2025-03-12', NOW, { ...rules, schedule }, none).state).toBe('closed');
  });

  it('says full when every slot still to come holds the capacity', () => {
    const day = dayAvailability('2025-03-11', NOW, rules, () => 2);
    expect(day.state).toBe('full');
    expect(day.reason).toBe(FULL_DAY_MESSAGE);
    // Today with its first slot started and the others full: full, not past.
    const evening = pkt('2025-03-10T18:30:00');
    expect(dayAvailability('2025-03-10', evening, rules, () => 2).state).toBe('full');
  });

  it('marks the past and the days beyond the horizon', () => {
    expect(dayAvailability('2025-03-09', NOW, rules, none).state).toBe('past');
    expect(dayAvailability('2025-06-09', NOW, rules, none)).toMatchObject({
      state: 'beyond',
      reason: 'Please choose a date on or before 2025-06-08: bookings open 90 days ahead.',
    });
    expect(dayAvailability('2025-06-07', NOW, rules, none).state).toBe('open');
    // Saturday evening after its only slot started: past.
    expect(dayAvailability('2025-03-15', pkt('2025-03-15T18:05:00'), rules, none).state).toBe(
      'past',
    );
  });
});

describe('wording of slots and closed days', () => {
  it('writes ranges compactly, with or without minutes', () => {
    const date = '2025-03-10';
    expect(
      compactTimeRange(slotStart(date, '6pm-9pm'), slotEnd(date, '6pm-9pm'), 'Asia/Karachi'),
    ).toBe('6:00-9:00 PM');
    expect(
      compactTimeRange(
        slotStart(date, '9pm-12am'),
        slotEnd(date, '9pm-12am'),
        'Asia/Karachi',
        false,
      ),
    ).toBe('9 PM-12 AM');
    expect(
      compactTimeRange(zonedInstant(date, 24), zonedInstant(date, 27), 'America/New_York'),
    ).toBe('3:00-6:00 PM');
  });

  it('names the slot tried, the night slot with the night it falls in', () => {
    expect(slotShortText('2026-12-01', '9pm-12am')).toBe('Tue 1 Dec, 9 PM-12 AM');
    expect(slotShortText('2026-11-30', '12am-3am')).toBe(
      'Mon 30 Nov, 12-3 AM (night to Tue 1 Dec)',
    );
  });

  it('refuses a closed weekday by its name', () => {
    const weekly = SPEC_SCHEDULE.weekly.map((h) =>
      h.days.includes(3) ? { ...h, days: [3], openHour: null, closeHour: null } : h,
    );
    expect(closedDayRefusal('2025-03-12', { weekly, closures: [] })).toBe(
      'We are closed on Wednesdays, outside our business hours. Please select another day for your appointment.',
    );
    expect(closedDayRefusal('2025-03-11')).toBeNull();
  });
});

describe('bookingDaysQuerySchema', () => {
  it('takes a range of up to 42 days and refuses others with a message', () => {
    expect(bookingDaysQuerySchema.safeParse({ from: '2025-03-01', to: '2025-04-11' }).success).toBe(
      true,
    );
    const long = bookingDaysQuerySchema.safeParse({ from: '2025-03-01', to: '2025-04-12' });
    expect(long.error?.issues[0]?.message).toBe('Ask for at most 42 days at a time');
  });
});
