import { describe, expect, it } from 'vitest';
import {
  NEXT_STEPS,
  bookingFailureMessage,
  bookingSuccessMessage,
  classifyBookingFailure,
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

describe('booking failure classification (spec §8)', () => {
  it.each([
    ['The selected time is outside our business hours.', 'business-hours'],
    ['Name is required', 'information'],
    ['Email is not valid', 'information'],
    ['Please select valid services from the list', 'information'],
    ['Invalid request body', 'information'],
    ['Could not connect: Failed to fetch', 'connection'],
    ['TypeError: Failed to fetch', 'connection'],
    ['NetworkError when attempting to fetch resource.', 'connection'],
    ['This time slot is fully booked. Please choose another time.', 'received'],
    ['Request failed (500)', 'received'],
    ['', 'received'],
  ] as const)('%s -> %s', (error, kind) => {
    expect(classifyBookingFailure(error)).toBe(kind);
  });

  it('checks business hours before the words required/valid', () => {
    expect(classifyBookingFailure('A valid time within business hours is required')).toBe(
      'business-hours',
    );
  });
});

describe('booking bot messages (spec §8)', () => {
  it('lists the hours in the visitor zone beside the Pakistan hours', () => {
    const text = bookingFailureMessage('outside business hours', details, 'Europe/London', now);
    expect(text.startsWith('Appointment Time Not Available')).toBe(true);
    expect(text).toContain(
      'Monday - Friday: 1:00 PM - 10:00 PM your time (Monday - Friday: 6:00 PM - 3:00 AM Pakistan time)',
    );
    expect(text).toContain('Saturday: 1:00 PM - 5:00 PM your time');
    expect(text).toContain('Sunday: Closed');
    expect(text.endsWith(NEXT_STEPS)).toBe(true);
  });

  it('falls back to Pakistan hours for an unknown zone', () => {
    const text = bookingFailureMessage('business hours', details, 'Mars/Olympus', now);
    expect(text).toContain('Monday - Friday: 6:00 PM - 3:00 AM (Pakistan time)');
  });

  it('repeats the details on a connection issue and on any other refusal', () => {
    for (const [error, title] of [
      ['Could not connect: Failed to fetch', 'Connection Issue'],
      ['Slot is full', 'Appointment Request Received'],
    ]) {
      const text = bookingFailureMessage(error!, details, 'Asia/Karachi', now);
      expect(text.split('\n')[0]).toBe(title);
      expect(text).toContain('Services: Digital Marketing, AI & Chatbots');
      expect(text).toContain('Date: Monday, March 10, 2025');
      expect(text).toContain(
        'Time slot: Monday, March 10, 2025, 6:00 PM - 9:00 PM (Pakistan time)',
      );
      expect(text).toContain('Contact: Ayesha Khan (ayesha@example.com, +92 300 1234567)');
      expect(text).toContain('contact you within 24 hours');
    }
  });

  it('asks to check the fields on an information issue', () => {
    const text = bookingFailureMessage('Email is not valid', details, null, now);
    expect(text.split('\n')[0]).toBe('Appointment Information Issue');
    expect(text).toContain('check the required fields');
    expect(text).not.toContain('Services:');
  });

  it('confirms a success with the details and next steps', () => {
    const text = bookingSuccessMessage(details, 'America/New_York');
    expect(text.split('\n')[0]).toBe('Appointment Request Submitted Successfully!');
    expect(text).toContain(
      'your time: Monday, March 10, 2025, 9:00 AM - 12:00 PM (America/New_York)',
    );
    expect(text).toContain('confirmation e-mail shortly');
    expect(text).toContain('Calendar details');
  });
});
