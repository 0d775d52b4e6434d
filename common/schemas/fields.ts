import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants.ts';
import { z } from '../zod.ts';

/**
 * Field rules shared by the forms and endpoints. Messages are the spec's, word for word
 * (§5); length caps are ours, so no field can carry an unbounded payload.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  businessType: 120,
} as const;

/**
 * Trimmed text; '' when absent, so "required" checks see one shape. A value over `max`
 * stops validation there: no later check (a pattern above all) ever sees an unbounded
 * string (one 1 MB e-mail address could hold the event loop for minutes).
 */
export const text = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ message: 'Must be text' }).max(max, { message: tooLong, abort: true }),
  );

/** Spec §5: an optional leading +, digits, spaces, hyphens, parentheses. */
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/**
 * The one phone rule (ADR 024) of every form and endpoint that takes a phone:
 * the chat's contact form, the booking form, the contact page and the server. A number
 * without a country code is read as Pakistan's.
 */
const PHONE_DEFAULT_REGION = 'PK';

export const PHONE_MESSAGES = {
  /** Spec §5 (panel contact form): a character other than +, digits, spaces, - and (). */
  characters: 'Please enter a valid phone number',
  /** Spec §5 (appointment form) and §9: 10-15 digits, the floor of every phone. */
  digits: `Phone number must be ${PHONE_MIN_DIGITS}-${PHONE_MAX_DIGITS} digits`,
  /** The right length, but no number any country dials. */
  invalid:
    'This is not a valid phone number. Enter a Pakistan number such as 0300 1234567, or include the country code, such as +44 20 7946 0958.',
} as const;

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A phone that passes the rule, in international format ('+92 300 1234567'); else null. */
export function normalisePhone(value: string): string | null {
  if (!PHONE_PATTERN.test(value)) return null;
  const digits = digitCount(value);
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return null;
  const parsed = parsePhoneNumberFromString(value, PHONE_DEFAULT_REGION);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}

/** Why `value` (trimmed, non-empty) is not a phone number, or null when it is one. */
function phoneProblem(value: string): string | null {
  if (!PHONE_PATTERN.test(value)) return PHONE_MESSAGES.characters;
  const digits = digitCount(value);
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return PHONE_MESSAGES.digits;
  return normalisePhone(value) ? null : PHONE_MESSAGES.invalid;
}

/**
 * An optional phone: '' when absent or blank, else a number that passes the rule, stored
 * in international format (ADR 024), so one number typed two ways is stored once.
 */
export const phone = z
  .preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ message: 'Must be text' }).max(LIMITS.phone, {
      message: PHONE_MESSAGES.digits,
      abort: true,
    }),
  )
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value === '' ? '' : (normalisePhone(value) ?? value)));

/** Hidden field that people never fill and bots do (honeypot). */
export const honeypot = z.string().max(0, { message: 'Please leave this field empty' }).optional();
