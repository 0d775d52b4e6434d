import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, normalisePhone, phone } from './fields.ts';
import { appointmentFieldsSchema } from './appointment.ts';
import { contactInfoSchema } from './leads.ts';

const check = (value: unknown) => {
  const result = phone.safeParse(value);
  return result.success
    ? { ok: true as const, value: result.data }
    : { ok: false as const, message: result.error.issues[0]?.message };
};

describe('the one phone rule: Pakistan by default, 10-15 digits the floor', () => {
  it.each([
    ['0300 1234567', '+92 300 1234567'],
    ['0300-1234567', '+92 300 1234567'],
    ['+92 (300) 123-4567', '+92 300 1234567'],
    ['00923001234567', '+92 300 1234567'],
    ['021 34567890', '+92 21 34567890'],
    ['+92 21 3456 7890', '+92 21 34567890'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+1 (212) 555-0100', '+1 212 555 0100'],
  ])('accepts %j and stores it as %j', (input, stored) => {
    expect(check(input)).toEqual({ ok: true, value: stored });
  });

  it('keeps the phone optional: blank or absent is stored as empty', () => {
    expect(check(undefined)).toEqual({ ok: true, value: '' });
    expect(check('   ')).toEqual({ ok: true, value: '' });
  });

  it.each([
    ['12', PHONE_MESSAGES.digits],
    ['123456789', PHONE_MESSAGES.digits],
    ['1234567890123456', PHONE_MESSAGES.digits],
    ['call me', PHONE_MESSAGES.characters],
    ['0300 12345ab', PHONE_MESSAGES.characters],
    ['abc', PHONE_MESSAGES.characters],
    // The right length, but no Pakistan or United States number is written so.
    ['1234567890', PHONE_MESSAGES.invalid],
    ['+1 555 123 4567', PHONE_MESSAGES.invalid],
    ['0000000000', PHONE_MESSAGES.invalid],
  ])('refuses %j: %s', (input, message) => {
    expect(check(input)).toEqual({ ok: false, message });
  });

  it('says what to type when a number is not valid', () => {
    expect(PHONE_MESSAGES.invalid).toContain('0300 1234567');
    expect(PHONE_MESSAGES.invalid).toContain('country code');
    expect(normalisePhone('12')).toBeNull();
  });

  it('is the rule of the chat contact form and of the booking alike', () => {
    const contact = contactInfoSchema.safeParse({ name: 'A', email: 'a@b.co', phone: '12' });
    expect(contact.success).toBe(false);
    expect(contact.error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: PHONE_MESSAGES.digits,
    });
    const booking = appointmentFieldsSchema.shape.phone.safeParse('12');
    expect(booking.error?.issues[0]?.message).toBe(PHONE_MESSAGES.digits);
    expect(
      contactInfoSchema.parse({ name: 'A', email: 'a@b.co', phone: '0300 1234567' }).phone,
    ).toBe('+92 300 1234567');
  });
});
