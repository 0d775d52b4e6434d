import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailField, emailLimitKey, parseEmail } from './email.ts';

const field = emailField({ required: 'Email is required', invalid: 'Email is not valid' });
const check = (value: unknown) => {
  const result = field.safeParse(value);
  return result.success
    ? { ok: true as const, value: result.data }
    : { ok: false as const, message: result.error.issues[0]?.message };
};

describe('the one e-mail rule (ADR 051)', () => {
  it.each([
    ['sara@example.com', 'sara@example.com'],
    ['  Sara.Khan@Example.COM ', 'sara.khan@example.com'],
    ["o'brien+news@mail.example.co.uk", "o'brien+news@mail.example.co.uk"],
    ['ayesha@xn--mgbh0fb.xn--kgbechtv', 'ayesha@xn--mgbh0fb.xn--kgbechtv'],
  ])('accepts %j and stores it as %j', (input, stored) => {
    expect(check(input)).toEqual({ ok: true, value: stored });
  });

  it.each([
    'hoard@example.com(1)',
    '(comment)hoard@example.com',
    'group:hoard@example.com;',
    '"hoard"@example.com',
    'Hoard <hoard@example.com>',
    'hoard@[127.0.0.1]',
    'a@b.com,c@d.com',
  ])('refuses %j with the plain-address sentence', (input) => {
    expect(check(input)).toEqual({ ok: false, message: EMAIL_MESSAGES.plainOnly });
  });

  it.each([
    'hoard',
    'hoard@',
    '@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@b',
    'a@-b.com',
    'a@b.123',
  ])('refuses %j with the form’s own sentence', (input) => {
    expect(check(input)).toEqual({ ok: false, message: 'Email is not valid' });
  });

  it('says when it is missing, or too long, and stays linear on a long input', () => {
    expect(check('')).toEqual({ ok: false, message: 'Email is required' });
    expect(check(undefined)).toEqual({ ok: false, message: 'Email is required' });
    expect(check(`${'a'.repeat(250)}@example.com`)).toEqual({
      ok: false,
      message: EMAIL_MESSAGES.tooLong,
    });
    expect(parseEmail(`${'a.'.repeat(120)}@${'b-'.repeat(60)}`)).toBeUndefined();
  });

  it('parses saved or model-named addresses leniently: a bad one is dropped, never refused', () => {
    expect(parseEmail(' Ann@Example.com ')).toBe('ann@example.com');
    expect(parseEmail('ann@example.com(x)')).toBeUndefined();
    expect(parseEmail(42)).toBeUndefined();
  });

  it('counts limits on one key per inbox: +tags everywhere, dots on Gmail', () => {
    expect(emailLimitKey('V.i.c.tim+news@GoogleMail.com')).toBe('victim@gmail.com');
    expect(emailLimitKey('victim@gmail.com')).toBe('victim@gmail.com');
    expect(emailLimitKey('first.last+x@example.com')).toBe('first.last@example.com');
    expect(emailLimitKey('+only@example.com')).toBe('+only@example.com');
  });
});
