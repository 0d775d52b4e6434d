import { describe, expect, it } from 'vitest';
import {
  ALL_SLOTS_PASSED_MESSAGE,
  CLOSED_ON_SUNDAYS_PLACEHOLDER,
  NO_SLOTS_MESSAGE,
  SUNDAY_CLOSED_MESSAGE,
} from '../../../../common/booking.ts';
import { scheduleOf, specWeekly } from '../../../../common/schemas/availability.ts';
import { slotSentence, timeSelectState } from './slot-options.ts';

// 2025-03-10 is a Monday. Pakistan is UTC+5 all year.
const pk = (iso: string) => new Date(`${iso}+05:00`);

describe('time select rules (spec §4, §5) with a controlled clock', () => {
  it('offers the three weekday slots, none past, in the morning', () => {
    const state = timeSelectState('2025-03-10', pk('2025-03-10T09:00:00'), 'Asia/Karachi');
    expect(state.disabled).toBe(false);
    expect(state.message).toBeNull();
    expect(state.options.map((o) => o.value)).toEqual(['6pm-9pm', '9pm-12am', '12am-3am']);
    expect(state.options.every((o) => !o.disabled)).toBe(true);
    expect(state.options[0]!.label).toBe('Monday 10 Mar, 6:00-9:00 PM Pakistan time');
  });

  it("disables and marks '(Past)' the slots of today that have started", () => {
    const state = timeSelectState('2025-03-10', pk('2025-03-10T21:30:00'), 'Asia/Karachi');
    expect(state.options.map((o) => [o.value, o.disabled])).toEqual([
      ['6pm-9pm', true],
      ['9pm-12am', true],
      ['12am-3am', false],
    ]);
    expect(state.options[0]!.label).toMatch(/\(Past\)$/);
    expect(state.options[2]!.label).not.toMatch(/Past/);
    expect(state.message).toBeNull();
  });

  it('says all slots of today have passed once the last one has started', () => {
    // The 12am-3am slot of Monday starts at Tuesday 00:00 Pakistan time.
    const state = timeSelectState('2025-03-10', pk('2025-03-11T00:00:00'), 'Asia/Karachi');
    expect(state.options.every((o) => o.disabled)).toBe(true);
    // By then Pakistan's "today" is Tuesday, so Monday is a past date with no slot.
    expect(state.message).toBe(NO_SLOTS_MESSAGE);
    const evening = timeSelectState('2025-03-15', pk('2025-03-15T18:00:00'), 'Asia/Karachi');
    expect(evening.message).toBe(ALL_SLOTS_PASSED_MESSAGE);
    expect(evening.disabled).toBe(false);
  });

  it('gives Saturday its single 6pm-9pm slot', () => {
    const state = timeSelectState('2025-03-15', pk('2025-03-14T12:00:00'), 'Asia/Karachi');
    expect(state.options.map((o) => o.value)).toEqual(['6pm-9pm']);
  });

  it('closes Sunday: the select is disabled with its placeholder and message', () => {
    const state = timeSelectState('2025-03-16', pk('2025-03-14T12:00:00'), 'Europe/London');
    expect(state).toEqual({
      disabled: true,
      placeholder: CLOSED_ON_SUNDAYS_PLACEHOLDER,
      options: [],
      message: SUNDAY_CLOSED_MESSAGE,
    });
  });

  it('asks for a date first when none is chosen', () => {
    const state = timeSelectState('', pk('2025-03-14T12:00:00'), null);
    expect(state.disabled).toBe(true);
    expect(state.options).toEqual([]);
  });

  it("shows the visitor's own clock beside Pakistan time, DST-safe", () => {
    // New York: EST (UTC-5) on 2025-03-07, EDT (UTC-4) after 2025-03-09.
    const winter = timeSelectState('2025-03-07', pk('2025-03-07T09:00:00'), 'America/New_York');
    expect(winter.options[0]!.visitor).toBe('Your time: Friday 7 Mar, 8:00-11:00 AM');
    const summer = timeSelectState('2025-03-10', pk('2025-03-10T09:00:00'), 'America/New_York');
    expect(summer.options[0]!.pakistan).toBe('Monday 10 Mar, 6:00-9:00 PM Pakistan time');
    expect(summer.options[0]!.visitor).toBe('Your time: Monday 10 Mar, 9:00 AM-12:00 PM');
    // The night slot is after midnight in Pakistan, still Monday afternoon in New York.
    expect(summer.options[2]!.label).toBe(
      'Monday night 10 Mar, 12:00-3:00 AM Pakistan time, which is Tuesday 11 Mar (Your time: Monday 10 Mar, 3:00-6:00 PM)',
    );
    const tokyo = timeSelectState('2025-03-10', pk('2025-03-10T09:00:00'), 'Asia/Tokyo');
    expect(tokyo.options[0]!.visitor).toBe('Your time: Monday 10 Mar, 10:00 PM-1:00 AM');
  });

  it('states the night slot with both of its days in one sentence', () => {
    const monday = timeSelectState('2025-03-10', pk('2025-03-10T09:00:00'), 'Asia/Karachi');
    expect(monday.options[2]!.label).toBe(
      'Monday night 10 Mar, 12:00-3:00 AM Pakistan time, which is Tuesday 11 Mar',
    );
    expect(slotSentence('2026-11-30', '12am-3am')).toBe(
      'Monday night 30 Nov, 12:00-3:00 AM Pakistan time, which is Tuesday 1 Dec',
    );
    const friday = timeSelectState('2025-03-14', pk('2025-03-10T09:00:00'), null);
    // The evening slots are on the chosen day and say nothing of the night.
    expect(friday.options[0]!.label).toBe('Friday 14 Mar, 6:00-9:00 PM Pakistan time');
  });

  it("disables and labels 'full' the slots the server says are full", () => {
    const state = timeSelectState('2025-03-10', pk('2025-03-10T09:00:00'), 'Asia/Karachi', {
      '6pm-9pm': 'open',
      '9pm-12am': 'full',
    });
    expect(state.options.map((o) => [o.value, o.disabled, o.suffix])).toEqual([
      ['6pm-9pm', false, null],
      ['9pm-12am', true, '(full)'],
      ['12am-3am', false, null],
    ]);
    // A slot that has started reads '(Past)' whatever the server counted.
    const late = timeSelectState('2025-03-10', pk('2025-03-10T18:30:00'), null, {
      '6pm-9pm': 'full',
    });
    expect(late.options[0]!.label).toBe('Monday 10 Mar, 6:00-9:00 PM Pakistan time (Past)');
  });

  it("a zone with Pakistan's clock shows Pakistan time alone", () => {
    const state = timeSelectState('2025-03-10', pk('2025-03-10T09:00:00'), 'Asia/Tashkent');
    expect(state.options[0]!.visitor).toBeNull();
  });
});

describe("the team's schedule", () => {
  it('disables a closed date and a closed weekday with their own words', () => {
    const weekly = specWeekly();
    weekly[2] = null;
    const schedule = scheduleOf({
      weekly,
      closures: [{ from: '2025-03-10', to: '2025-03-10', reason: 'Eid' }],
    });
    const now = new Date('2025-03-01T00:00:00Z');
    const closed = timeSelectState('2025-03-10', now, null, {}, schedule);
    expect(closed).toMatchObject({ disabled: true, placeholder: 'Closed on this date' });
    expect(closed.message).toContain('(Eid)');
    const tuesday = timeSelectState('2025-03-11', now, null, {}, schedule);
    expect(tuesday).toMatchObject({
      disabled: true,
      placeholder: 'Closed on Tuesdays',
      message: 'We are closed on Tuesdays. Please select another day for your appointment.',
    });
    expect(timeSelectState('2025-03-12', now, null, {}, schedule).options).toHaveLength(3);
  });
});
