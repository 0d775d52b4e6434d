import type { Db } from '../db/client.ts';
import { clearRateLimit, clearRateLimitsByPrefix, rateLimitKey } from '../db/rate-limits.ts';

const MINUTE = 60_000;

/**
 * Sign-in throttles: per client address, and per account from one address. The
 * account counter is keyed by (account, address), so wrong passwords sent from elsewhere
 * never lock the owner out; a success clears its (account, address) and address counters,
 * and a completed password reset clears every address's counter of the account.
 */
export const LOGIN_LIMITS = {
  perAddress: { name: 'login-ip', max: 20, windowMs: 15 * MINUTE },
  perAccountAddress: { name: 'login-account', max: 5, windowMs: 15 * MINUTE },
} as const;

/** The account part of sign-in keys: trimmed, lower case, no NUL, at most 254 characters. */
export function loginAccount(email: unknown): string | null {
  return typeof email === 'string' && email.trim()
    ? email.replace(/\0/g, '').trim().toLowerCase().slice(0, 254)
    : null;
}

/** Whom the per-account counter counts: this account from this address. */
export const loginAccountAddress = (account: string, address: string) => `${account}|${address}`;

/** The stored key of the (account, address) counter. */
const loginAccountKey = (account: string, address: string) =>
  rateLimitKey(LOGIN_LIMITS.perAccountAddress.name, loginAccountAddress(account, address));

/** Forgets the counters a successful sign-in clears: its address's and its (account, address)'s. */
export async function clearLoginLimits(db: Db, email: string, address: string): Promise<void> {
  const account = loginAccount(email);
  await Promise.all([
    clearRateLimit(db, rateLimitKey(LOGIN_LIMITS.perAddress.name, address)),
    account && clearRateLimit(db, loginAccountKey(account, address)),
  ]);
}

/** Forgets the account's sign-in counters of every address (a completed password reset). */
export async function clearLoginLimitsOfAccount(db: Db, email: string): Promise<void> {
  const account = loginAccount(email);
  if (!account) return;
  await clearRateLimitsByPrefix(db, loginAccountKey(account, ''));
}
