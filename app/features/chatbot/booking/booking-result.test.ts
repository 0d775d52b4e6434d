import { describe, expect, it } from 'vitest';
import {
  SLOT_FULL_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
} from '../../../../common/schemas/appointment.ts';
import { networkFailure, resultOf } from '../../../lib/api.ts';
import {
  NEXT_STEPS,
  bookingOutcome,
  bookingSuccessMessage,
  refusalOf,
  waitText,
  type BookingOutcome,
} from './booking-result.ts';

const details = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '+92 300 1234567',
  services: ['Digital Marketing', 'AI & Chatbots'],
  preferred_date: '2025-03-10',
  preferred_time: '6pm-9pm',
};
const now = new Date('2025-03-05T10:00:00Z');
const refused = (error: string, fields?: Record<string, string>) => ({
  success: false,
  error,
  message: error,
  ...(fields ? { fields } : {}),
});

describe('every answer of POST /api/appointments', () => {
  it('is a success only for a 2xx that says success', () => {
    expect(bookingOutcome(resultOf(201, { success: true }))).toEqual({ kind: 'success' });
    expect(bookingOutcome(resultOf(200, { success: true }))).toEqual({ kind: 'success' });
    expect(bookingOutcome(resultOf(200, { success: false }))).not.toEqual({ kind: 'success' });
    expect(bookingOutcome(resultOf(200, null))).toEqual({ kind: 'failure' });
  });

  it('tells a full slot from too many pending requests (both 409)', () => {
    expect(bookingOutcome(resultOf(409, refused(SLOT_FULL_MESSAGE)))).toEqual({
      kind: 'slot-full',
      nextSlots: [],
    });
    const next = [{ date: '2025-03-11', code: '6pm-9pm' }];
    expect(
      bookingOutcome(resultOf(409, { ...refused(SLOT_FULL_MESSAGE), next_slots: next })),
    ).toEqual({ kind: 'slot-full', nextSlots: next });
    // Anything but slots is no offer.
    expect(
      bookingOutcome(resultOf(409, { ...refused(SLOT_FULL_MESSAGE), next_slots: ['x'] })),
    ).toEqual({ kind: 'slot-full', nextSlots: [] });
    expect(bookingOutcome(resultOf(409, refused(TOO_MANY_PENDING_MESSAGE)))).toEqual({
      kind: 'too-many-pending',
      message: TOO_MANY_PENDING_MESSAGE,
    });
    expect(bookingOutcome(resultOf(409, refused('Something else')))).toEqual({
      kind: 'refused',
      message: 'Something else',
    });
  });

  it('reads Retry-After of a 429', () => {
    expect(bookingOutcome(resultOf(429, refused('Too many'), '120'))).toEqual({
      kind: 'rate-limited',
      retryAfter: 120,
    });
    expect(bookingOutcome(resultOf(429, refused('Too many')))).toEqual({
      kind: 'rate-limited',
      retryAfter: null,
    });
  });

  it("puts a 400's field errors on the form's fields", () => {
    const answer = resultOf(
      400,
      refused('Phone number must be 10-15 digits', {
        phone: 'Phone number must be 10-15 digits',
        preferred_date: 'Please select a date',
        user_timezone: 'ignored',
      }),
    );
    expect(bookingOutcome(answer)).toEqual({
      kind: 'invalid',
      message: 'Phone number must be 10-15 digits',
      fields: { phone: 'Phone number must be 10-15 digits', date: 'Please select a date' },
      nextSlots: [],
    });
  });

  it('calls no answer and a server error a failure', () => {
    expect(bookingOutcome(networkFailure(new TypeError('Failed to fetch')))).toEqual({
      kind: 'failure',
    });
    expect(bookingOutcome(resultOf(500, refused('boom')))).toEqual({ kind: 'failure' });
    expect(bookingOutcome(resultOf(503, null))).toEqual({ kind: 'failure' });
  });
});

describe('what a refusal says', () => {
  const refusals: BookingOutcome[] = [
    { kind: 'slot-full', nextSlots: [] },
    { kind: 'too-many-pending', message: TOO_MANY_PENDING_MESSAGE },
    { kind: 'rate-limited', retryAfter: 90 },
    { kind: 'invalid', fields: { phone: 'x' }, message: 'x', nextSlots: [] },
    { kind: 'refused', message: 'No.' },
    { kind: 'failure' },
  ];

  it('never uses the words of a success', () => {
    for (const outcome of refusals) {
      const refusal = refusalOf(outcome, 'Asia/Karachi', now)!;
      const text = [refusal.title, ...refusal.lines].join('\n');
      expect(text).not.toMatch(/Received|Successfully|booked\./i);
    }
    expect(refusalOf({ kind: 'success' }, null, now)).toBeNull();
  });

  it('says the time just filled up', () => {
    expect(refusalOf({ kind: 'slot-full', nextSlots: [] }, null, now)!.title).toBe(
      'That time just filled up',
    );
  });

  it('says when to try again after a 429 and offers e-mail and phone', () => {
    const refusal = refusalOf({ kind: 'rate-limited', retryAfter: 90 }, null, now)!;
    expect(refusal.lines.join(' ')).toContain('try again in 2 minutes');
    expect(refusal.contact).toBe(true);
    expect(waitText(30)).toBe('in 30 seconds');
    expect(waitText(1)).toBe('in 1 second');
    expect(waitText(60)).toBe('in 1 minute');
    expect(waitText(null)).toBe('in a few minutes');
  });

  it('offers Retry and next steps after a failure, saying nothing was sent', () => {
    const refusal = refusalOf({ kind: 'failure' }, null, now)!;
    expect(refusal.title).toBe('Connection Issue');
    expect(refusal.retry).toBe(true);
    expect(refusal.contact).toBe(true);
    expect(refusal.lines.join('\n')).toContain('has not been sent');
    expect(refusal.lines).toContain('Next steps:');
  });

  it('lists the hours in the visitor zone for a time outside business hours (spec §8)', () => {
    const refusal = refusalOf(
      {
        kind: 'invalid',
        fields: { time: 'The selected time is outside our business hours.' },
        message: 'The selected time is outside our business hours.',
        nextSlots: [],
      },
      'Europe/London',
      now,
    )!;
    expect(refusal.title).toBe('Appointment Time Not Available');
    expect(refusal.lines).toContain(
      'Monday - Friday: 1:00 PM - 10:00 PM your time (Monday - Friday: 6:00 PM - 3:00 AM Pakistan time)',
    );
    expect(refusal.lines).toContain('Sunday: Closed (Pakistan time)');
  });
});

describe('the success message (spec §8)', () => {
  it('confirms a success with the details and next steps', () => {
    const text = bookingSuccessMessage(details, 'America/New_York');
    expect(text.split('\n')[0]).toBe('Appointment Request Submitted Successfully!');
    expect(text).toContain('Services: Digital Marketing, AI & Chatbots');
    expect(text).toContain('Date: Monday, March 10, 2025');
    expect(text).toContain(
      'your time: Monday, March 10, 2025, 9:00 AM - 12:00 PM (America/New_York)',
    );
    expect(text).toContain('Contact: Ayesha Khan (ayesha@example.com, +92 300 1234567)');
    expect(text.endsWith(NEXT_STEPS)).toBe(true);
  });
});

describe('a date the team closed', () => {
  it("is refused with the server's sentence, not as missing details", () => {
    const message =
      'We are closed on this date (Eid), outside our business hours. Please select another day for your appointment.';
    const refusal = refusalOf(
      { kind: 'invalid', fields: { date: message }, message, nextSlots: [] },
      null,
      new Date('2025-03-01T00:00:00Z'),
    );
    expect(refusal).toEqual({
      title: 'Appointment Time Not Available',
      lines: [message],
      contact: false,
      retry: false,
      nextSlots: [],
    });
  });
});

describe('a closed weekday', () => {
  it('is refused by its name, with the next open times offered', () => {
    const message =
      'We are closed on Wednesdays, outside our business hours. Please select another day for your appointment.';
    const nextSlots = [
      { date: '2025-03-13', code: '6pm-9pm' as const },
      { date: '2025-03-13', code: '9pm-12am' as const },
      { date: '2025-03-13', code: '12am-3am' as const },
    ];
    const outcome = bookingOutcome(
      resultOf(400, {
        ...refused(message, { preferred_date: message }),
        next_slots: nextSlots,
      }),
    );
    expect(refusalOf(outcome, null, new Date('2025-03-01T00:00:00Z'))).toEqual({
      title: 'Appointment Time Not Available',
      lines: [message],
      contact: false,
      retry: false,
      nextSlots,
    });
  });
});
