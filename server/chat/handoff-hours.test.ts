import { describe, expect, it } from 'vitest';
import { WEEKLY_HOURS } from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { asksForPerson, handoffAnswer } from './handoff-text.ts';
import { describeOpening, teamAvailability } from './handoff-hours.ts';

const zone = BUSINESS_TIME_ZONE;
/** A Pakistan wall-clock time (UTC+5, no daylight saving) as an instant. */
const pk = (iso: string) => new Date(`${iso}+05:00`);

describe('when the team can answer a hand-off', () => {
  it('is open in the session, including its hours after midnight', () => {
    // 2026-11-23 is a Monday.
    expect(teamAvailability(pk('2026-11-23T19:00:00'), WEEKLY_HOURS, zone)).toEqual({
      open: true,
      closesAt: pk('2026-11-24T03:00:00'),
    });
    expect(teamAvailability(pk('2026-11-24T02:30:00'), WEEKLY_HOURS, zone).open).toBe(true);
  });

  it('names the next opening when closed: later today, tomorrow, or a weekday', () => {
    const morning = pk('2026-11-24T10:00:00');
    const before = teamAvailability(morning, WEEKLY_HOURS, zone);
    expect(before).toEqual({ open: false, opensAt: pk('2026-11-24T18:00:00') });
    expect(describeOpening(pk('2026-11-24T18:00:00'), morning, zone)).toBe('today at 6:00 PM');
    // Saturday night after 10 PM: Sunday is closed, Monday 6 PM is next.
    const saturday = pk('2026-11-28T23:00:00');
    const next = teamAvailability(saturday, WEEKLY_HOURS, zone);
    expect(next).toEqual({ open: false, opensAt: pk('2026-11-30T18:00:00') });
    expect(describeOpening(pk('2026-11-30T18:00:00'), saturday, zone)).toBe('Monday at 6:00 PM');
    expect(describeOpening(pk('2026-11-29T18:00:00'), saturday, zone)).toBe('tomorrow at 6:00 PM');
  });

  it('takes any weekly hours (the configured ones), and none means no opening', () => {
    const everyDayNineToFive = [
      { days: [0, 1, 2, 3, 4, 5, 6], label: 'Every day', openHour: 9, closeHour: 17 },
    ];
    expect(teamAvailability(pk('2026-11-29T12:00:00'), everyDayNineToFive, zone).open).toBe(true);
    expect(teamAvailability(pk('2026-11-29T12:00:00'), [], zone)).toEqual({
      open: false,
      opensAt: null,
    });
  });

  it('tells the visitor when to expect the answer outside the hours', () => {
    const text = handoffAnswer({
      now: pk('2026-11-29T12:00:00'),
      hours: { weekly: WEEKLY_HOURS, zone },
      email: 'sara@shop.pk',
      already: false,
      romanUrdu: false,
    });
    expect(text).toContain(
      'Our team is offline right now and back tomorrow at 6:00 PM (Pakistan time).',
    );
    expect(text).toContain("we'll answer at sara@shop.pk");
  });
});

describe('asking for a person', () => {
  it.each([
    'can I talk to a human',
    'Can I talk to a human please?',
    'I want to speak with a real person',
    'connect me to an agent',
    'insaan se baat karni hai',
    'kisi banday se baat karwa do',
    'team se baat karni hai',
    'human please',
  ])('%s', (message) => expect(asksForPerson(message)).toBe(true));

  it.each([
    'what is your phone number',
    'are you a bot?',
    'how do I contact you',
    'I need a website',
  ])('not: %s', (message) => expect(asksForPerson(message)).toBe(false));
});

describe('closures', () => {
  it('skips the dates the team is closed on', () => {
    // Monday 2026-11-23 and Tuesday closed: Wednesday 6 PM is next.
    const closed = [{ from: '2026-11-23', to: '2026-11-24' }];
    expect(
      teamAvailability(pk('2026-11-23T19:00:00'), WEEKLY_HOURS, BUSINESS_TIME_ZONE, closed),
    ).toEqual({ open: false, opensAt: pk('2026-11-25T18:00:00') });
  });
});
