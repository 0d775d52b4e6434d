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
 * string (issue 17: one 1 MB e-mail address used to hold the event loop for minutes).
 */
export const text = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ message: 'Must be text' }).max(max, { message: tooLong, abort: true }),
  );

/**
 * A loose e-mail shape check: something@domain.tld, no spaces. Linear time: the local part
 * cannot hold '@' and no domain label can hold '.', so there is only one way to match.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s.@]+(?:\.[^\s.@]+)+$/;

/** Spec §5: an optional leading +, digits, spaces, hyphens, parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** Hidden field that people never fill and bots do (honeypot). */
export const honeypot = z.string().max(0, { message: 'Please leave this field empty' }).optional();
