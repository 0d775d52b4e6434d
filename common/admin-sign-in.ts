import { LOGIN_FAILED_MESSAGE, LOGIN_FORM_ERROR } from './schemas/auth.ts';

/**
 * The admin sign-in form that works before (or without) JavaScript (docs/decisions/057):
 * a plain POST to SIGN_IN_FORM_PATH, answered with a redirect back to the admin page,
 * carrying the new token in a short-lived cookie the page moves into local storage, or a
 * refusal code in the address that the page turns into its sentence.
 */
export const SIGN_IN_FORM_PATH = '/admin/sign-in';

/** The cookie that hands the token to the page after a form sign-in. */
export const SIGN_IN_HANDOFF_COOKIE = 'admin_signin';

/** Seconds the handoff cookie lives: long enough for the redirect and the page's script. */
export const SIGN_IN_HANDOFF_SECONDS = 120;

/**
 * The address parameter of the page a form sign-in returns to: SIGNED_IN, or why it was
 * refused, so a page without script still says what happened.
 */
export const SIGN_IN_RESULT_PARAM = 'signin';
export const SIGNED_IN = 'ok';
export const SIGNED_IN_WITHOUT_SCRIPT =
  'You are signed in. The admin screens open once this page has loaded its script: if JavaScript is turned off, turn it on and reload the page.';

/** Each refusal's sentence, chosen by code so the address never carries text to show. */
const SIGN_IN_REFUSALS = {
  missing: LOGIN_FORM_ERROR,
  invalid: LOGIN_FAILED_MESSAGE,
  throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  failed: 'Sign-in failed. Please try again.',
} as const;
export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

/** The sentence of a refusal code from the address; null for anything else. */
export function signInRefusalText(code: string | null): string | null {
  return code && Object.hasOwn(SIGN_IN_REFUSALS, code)
    ? SIGN_IN_REFUSALS[code as SignInRefusal]
    : null;
}

/** Where a form sign-in may return: an admin page of this site, else the dashboard. */
export function signInReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/admin(?:\/[A-Za-z0-9_-]+)*\/?$/i.test(value)
    ? value
    : '/admin';
}
