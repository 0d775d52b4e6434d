import { describe, expect, it } from 'vitest';
import { WEEKLY_HOURS } from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { replyTimeLine } from './handoff-text.ts';

/** A Pakistan wall-clock time (UTC+5, no daylight saving) as an instant. */
const pk = (iso: string) => new Date(`${iso}+05:00`);
const hours = { weekly: WEEKLY_HOURS, zone: BUSINESS_TIME_ZONE };

describe("the chat header's 'usually replies within' line follows the team's hours", () => {
  it('says minutes while the team is in, and when it is back otherwise', () => {
    // 2026-11-23 is a Monday.
    expect(replyTimeLine(pk('2026-11-23T19:00:00'), hours)).toBe(
      'Usually replies within a few minutes',
    );
    expect(replyTimeLine(pk('2026-11-24T10:00:00'), hours)).toBe(
      'Usually replies within 8 hours, back today at 6:00 PM (Pakistan time)',
    );
    // Saturday after closing: Sunday is closed, Monday 6 PM is next.
    expect(replyTimeLine(pk('2026-11-28T23:00:00'), hours)).toBe(
      'Usually replies within 43 hours, back Monday at 6:00 PM (Pakistan time)',
    );
    // The team's saved closures move it on.
    const closed = {
      ...hours,
      closures: [{ from: '2026-11-24', to: '2026-11-30', reason: 'Team retreat' }],
    };
    expect(replyTimeLine(pk('2026-11-24T10:00:00'), closed)).toBe(
      'Usually replies within 8 days, back Tuesday at 6:00 PM (Pakistan time)',
    );
  });
});
