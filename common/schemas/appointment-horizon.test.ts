import { describe, expect, it } from 'vitest';
import { lastBookableDate } from '../booking.ts';
import { appointmentSchema, beyondHorizonMessage, checkAppointmentTiming } from './appointment.ts';

/** The booking horizon, on a fixed clock. */
const pkt = (local: string) => new Date(`${local}+05:00`);
// Saturday 2025-03-08, 23:30 in Karachi (18:30 UTC: still the 8th in Karachi, UTC agrees).
const NOW = pkt('2025-03-08T23:30:00');
// Sunday 2025-03-09, 00:30 in Karachi: already the 9th there, the 8th in UTC.
const AFTER_MIDNIGHT = pkt('2025-03-09T00:30:00');

describe('booking horizon', () => {
  it('counts days from today in Pakistan time', () => {
    expect(lastBookableDate(NOW, 90)).toBe('2025-06-06');
    expect(lastBookableDate(AFTER_MIDNIGHT, 90)).toBe('2025-06-07');
  });

  it('refuses the day after the last bookable date on preferred_date, naming that date', () => {
    // 2025-06-06 is a Friday, 2025-06-07 a Saturday: both offer 6pm-9pm.
    expect(
      checkAppointmentTiming({ preferred_date: '2025-06-06', preferred_time: '6pm-9pm' }, NOW, {
        horizonDays: 90,
      }),
    ).toBeNull();
    expect(
      checkAppointmentTiming({ preferred_date: '2025-06-07', preferred_time: '6pm-9pm' }, NOW, {
        horizonDays: 90,
      }),
    ).toEqual({
      field: 'preferred_date',
      message: 'Please choose a date on or before 2025-06-06: bookings open 90 days ahead.',
      reason: 'horizon',
    });
    expect(beyondHorizonMessage('2025-06-06', 90)).toBe(
      'Please choose a date on or before 2025-06-06: bookings open 90 days ahead.',
    );
  });

  it('is one schema: without a horizon nothing is refused for being far ahead', () => {
    const payload = {
      name: 'Sara',
      email: 'sara@example.com',
      services: ['AI & Chatbots'],
      preferred_date: '2027-06-07',
      preferred_time: '6pm-9pm',
    };
    expect(appointmentSchema(NOW).safeParse(payload).success).toBe(true);
    const limited = appointmentSchema(NOW, { horizonDays: 90 }).safeParse(payload);
    expect(limited.success).toBe(false);
    expect(limited.error?.issues[0]).toMatchObject({
      path: ['preferred_date'],
      message: 'Please choose a date on or before 2025-06-06: bookings open 90 days ahead.',
    });
  });
});
