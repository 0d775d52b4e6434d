import { z } from '../zod.ts';
import { emailField } from './email.ts';
import { LIMITS, text } from './fields.ts';

/** Spec §5: the login form needs both fields, one message for both. */
export const LOGIN_FORM_ERROR = 'Please fill in all fields';
/** Argon2 hashes anything, but an unbounded password is a cheap way to burn CPU. */
const PASSWORD_MAX_LENGTH = 200;
/** A new password has at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** Spec §8 success texts of the admin session screens. */
export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
export const FORGOT_PASSWORD_MESSAGE =
  'If that e-mail belongs to an administrator, a reset link is on its way.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been changed. Please sign in again.';
export const RESET_TOKEN_INVALID_MESSAGE =
  'This reset link is invalid or has expired. Please request a new one.';
export const LOGOUT_MESSAGE = 'Logged out successfully';
/**
 * Text columns cannot hold NUL characters (PostgreSQL refuses them), and no person types
 * one: they are dropped from every string field before checking.
 */
export const withoutNul = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) =>
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [
              k,
              typeof x === 'string' ? x.replace(/\0/g, '') : x,
            ]),
          )
        : v,
    schema,
  );

/** When the body is not a JSON object at all. */
const notAnObject = { error: 'Send the form as a JSON object.' };

const password = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ message: LOGIN_FORM_ERROR }),
);

/** POST /api/admin/login and the login screen. */
export const loginSchema = withoutNul(
  z.object(
    {
      email: text(LIMITS.email, LOGIN_FAILED_MESSAGE).refine((v) => v.length > 0, {
        message: LOGIN_FORM_ERROR,
      }),
      password: password
        .refine((v) => v.length > 0, { message: LOGIN_FORM_ERROR, abort: true })
        .refine((v) => v.length <= PASSWORD_MAX_LENGTH, { message: LOGIN_FAILED_MESSAGE }),
    },
    notAnObject,
  ),
);

/** POST /api/admin/forgot-password and the forgot-password screen. */
export const forgotPasswordSchema = withoutNul(
  z.object(
    {
      email: emailField({
        required: 'Email is required',
        invalid: 'Please enter a valid email address',
      }),
    },
    notAnObject,
  ),
);

/** POST /api/admin/reset-password and the reset screen. */
export const resetPasswordSchema = withoutNul(
  z.object(
    {
      token: text(200, RESET_TOKEN_INVALID_MESSAGE).refine((v) => v.length > 0, {
        message: RESET_TOKEN_INVALID_MESSAGE,
      }),
      password: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z
          .string({ message: 'Password is required' })
          .min(1, { message: 'Password is required', abort: true })
          .min(PASSWORD_MIN_LENGTH, {
            message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
          })
          .max(PASSWORD_MAX_LENGTH, {
            message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
          }),
      ),
    },
    notAnObject,
  ),
);

/** The administrator as GET /api/admin/me and the login answer name it (spec §3). */
export const adminDtoSchema = z.object({
  _id: z.string(),
  email: z.string(),
  isAdmin: z.literal(true),
});
export type AdminDto = z.infer<typeof adminDtoSchema>;
