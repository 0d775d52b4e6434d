import { describe, expect, it } from 'vitest';
import { replyBooking } from './chat-api.ts';

describe("the booking a chat reply names (the response's booking field)", () => {
  it('is read from a reply that opens the form', () => {
    const booking = {
      services: ['Digital Marketing'],
      preferred_date: '2026-12-03',
      preferred_time: '9pm-12am' as const,
    };
    expect(replyBooking({ action: 'open_form', booking })).toEqual(booking);
    expect(replyBooking({ show_appointment_form: true, booking })).toEqual(booking);
  });

  it('keeps only the fields that pass the shared schema', () => {
    expect(
      replyBooking({
        action: 'open_form',
        booking: {
          services: ['Time travel'],
          preferred_date: '2026-12-03',
          preferred_time: 'noon',
        } as never,
      }),
    ).toEqual({ preferred_date: '2026-12-03' });
  });

  it('is null without the form or without a usable field', () => {
    expect(replyBooking({ booking: { preferred_date: '2026-12-03' } })).toBeNull();
    expect(replyBooking({ action: 'open_form' })).toBeNull();
    expect(
      replyBooking({ action: 'open_form', booking: { preferred_date: 'soon' } as never }),
    ).toBeNull();
  });
});
