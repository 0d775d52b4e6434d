import { describe, expect, it } from 'vitest';
import { SERVICE_OPTIONS } from '../services.ts';
import {
  APPOINTMENT_MESSAGES,
  appointmentErrorSentence,
  appointmentListQuerySchema,
  appointmentSchema,
  appointmentStatusSchema,
  stripPhoneInput,
} from './appointment.ts';

const pkt = (local: string) => new Date(`${local}+05:00`);
// Monday 2025-03-10, 12:00 in Karachi.
const NOW = pkt('2025-03-10T12:00:00');

const valid = {
  name: '  Sara Khan ',
  email: 'sara@example.com',
  phone: '+92 (300) 123-4567',
  services: ['AI & Chatbots', 'Digital Marketing'],
  preferred_date: '2025-03-10',
  preferred_time: '6pm-9pm',
  user_timezone: 'America/New_York',
  notes: 'Call me after 7',
  status: 'Pending',
  created_at: '2025-03-10T07:00:00.000Z',
  source: 'chatbot_form',
};

const messagesOf = (input: unknown, now = NOW) => {
  const result = appointmentSchema(now).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('appointment schema (spec §3, §5)', () => {
  it('accepts the spec payload, trims, and drops what the server decides', () => {
    const result = appointmentSchema(NOW).parse(valid);
    expect(result).toEqual({
      name: 'Sara Khan',
      email: 'sara@example.com',
      // The phone rule (fields.ts) stores the number in international format.
      phone: '+92 300 1234567',
      services: ['AI & Chatbots', 'Digital Marketing'],
      preferred_date: '2025-03-10',
      preferred_time: '6pm-9pm',
      user_timezone: 'America/New_York',
      notes: 'Call me after 7',
      source: 'chatbot_form',
    });
    expect(result).not.toHaveProperty('status');
    expect(result).not.toHaveProperty('created_at');
  });

  it('gives every missing field its spec message', () => {
    expect(messagesOf({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      services: 'Please select at least one service',
      preferred_date: 'Please select a date',
      preferred_time: 'Please select a time',
    });
    expect(messagesOf({ ...valid, name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it.each(['sara@example', 'sara example@x.com', 'sara@@x.com', 'plain'])(
    'refuses the e-mail %j as not valid',
    (email) => {
      expect(messagesOf({ ...valid, email })).toEqual({ email: 'Email is not valid' });
    },
  );

  it.each([
    ['123456789', 'Phone number must be 10-15 digits'],
    ['3001234567', null],
    ['+1 (212) 555-0100', null],
    ['+92 300 1234567', null],
    ['1234567890123456', 'Phone number must be 10-15 digits'],
    ['12345abc67890', 'Please enter a valid phone number'],
    ['', null],
  ])('checks phone %j by the one phone rule (message: %s)', (phone, message) => {
    expect(messagesOf({ ...valid, phone })).toEqual(message ? { phone: message } : {});
  });

  it('leaves the phone optional', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(appointmentSchema(NOW).parse(withoutPhone).phone).toBe('');
  });

  it('takes only the nine service labels, not ids', () => {
    expect(SERVICE_OPTIONS).toHaveLength(9);
    expect(messagesOf({ ...valid, services: [] })).toEqual({
      services: 'Please select at least one service',
    });
    expect(messagesOf({ ...valid, services: ['ai-chatbots'] })).toEqual({
      services: APPOINTMENT_MESSAGES.servicesInvalid,
    });
    expect(
      appointmentSchema(NOW).parse({ ...valid, services: ['Cloud Solutions', 'Cloud Solutions'] })
        .services,
    ).toEqual(['Cloud Solutions']);
  });

  it('refuses a date before today in Pakistan', () => {
    expect(messagesOf({ ...valid, preferred_date: '2025-03-07' })).toEqual({
      preferred_date: 'Please select a date that is today or in the future',
    });
    expect(messagesOf({ ...valid, preferred_date: '2025-02-30' })).toEqual({
      preferred_date: 'Please select a valid date',
    });
  });

  it('refuses an unknown slot code as not valid', () => {
    expect(messagesOf({ ...valid, preferred_time: '3am-6am' })).toEqual({
      preferred_time: 'Please select a valid time slot',
    });
  });

  it('refuses Sunday by name and Saturday 9pm-12am as outside business hours', () => {
    expect(messagesOf({ ...valid, preferred_date: '2025-03-16' })).toEqual({
      preferred_date:
        'We are closed on Sundays, outside our business hours. Please select another day for your appointment.',
    });
    expect(
      messagesOf({ ...valid, preferred_date: '2025-03-15', preferred_time: '9pm-12am' }),
    ).toEqual({ preferred_time: 'The selected time is outside our business hours.' });
    expect(
      messagesOf({ ...valid, preferred_date: '2025-03-15', preferred_time: '6pm-9pm' }),
    ).toEqual({});
  });

  it('refuses a slot of today that has started, and allows later ones', () => {
    const evening = pkt('2025-03-10T18:05:00');
    expect(messagesOf(valid, evening)).toEqual({
      preferred_time: 'Please select a time slot that has not already passed',
    });
    expect(messagesOf({ ...valid, preferred_time: '9pm-12am' }, evening)).toEqual({});
  });

  it('keeps 12am-3am of today bookable until midnight', () => {
    const late = { ...valid, preferred_time: '12am-3am' };
    expect(messagesOf(late, pkt('2025-03-10T23:59:00'))).toEqual({});
    // After midnight the chosen date is yesterday.
    expect(messagesOf(late, pkt('2025-03-11T00:01:00'))).toEqual({
      preferred_date: 'Please select a date that is today or in the future',
    });
  });

  it('drops an unknown time zone instead of refusing the booking', () => {
    expect(
      appointmentSchema(NOW).parse({ ...valid, user_timezone: 'Nowhere/Land' }).user_timezone,
    ).toBeNull();
  });

  it('refuses a filled honeypot', () => {
    expect(appointmentSchema(NOW).safeParse({ ...valid, website: 'spam' }).success).toBe(false);
  });
});

describe('error sentence for the browser classification (spec §8)', () => {
  it.each([
    ['The selected time is outside our business hours.', /business hours/],
    ['Name is required', /required/],
    ['Email is not valid', /valid/],
    ['Phone number must be 10-15 digits', /valid/],
    ['Please select a date', /valid/],
    ['Please select a time slot that has not already passed', /valid/],
  ])('%j reads as %s', (message, pattern) => {
    const sentence = appointmentErrorSentence(message);
    expect(sentence).toMatch(pattern);
    expect(sentence).toContain(message);
  });
});

describe('stripPhoneInput', () => {
  it('keeps digits, +, -, parentheses and spaces only', () => {
    expect(stripPhoneInput('+1 (212) 555-0100 ext. 7')).toBe('+1 (212) 555-0100  7');
    expect(stripPhoneInput('abc')).toBe('');
  });
});

describe('admin schemas', () => {
  it('accepts only the four statuses', () => {
    expect(appointmentStatusSchema.safeParse({ status: 'Confirmed' }).success).toBe(true);
    expect(appointmentStatusSchema.safeParse({ status: 'confirmed' }).success).toBe(false);
    expect(appointmentStatusSchema.safeParse({ status: 'Done' }).success).toBe(false);
  });

  it('caps the page size at 100 and refuses nonsense paging', () => {
    expect(appointmentListQuerySchema.parse({ limit: '500' }).limit).toBe(100);
    expect(appointmentListQuerySchema.parse({ status: 'All' }).status).toBeUndefined();
    expect(appointmentListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(appointmentListQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });
});
