import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { executeNamed } from './named-statement.ts';

/**
 * Fixed-window counters in the shared `rate_limits` table, so a limit holds across every
 * app process. Used by the HTTP throttles (server/http/rate-limit.ts) and by domain code
 * that limits inside its own transaction (the daily mail cap of server/mail/outbox.ts).
 */

export interface RateLimitHit {
  count: number;
  resetAt: Date;
}

/**
 * One counter and its limit, for a caller that counts inside its own statement (a booking
 * counts its attempt there, docs/decisions/043): past `max` hits within the window, the
 * statement refuses.
 */
export interface AttemptLimit {
  /** The stored key (rateLimitKey). */
  key: string;
  max: number;
  windowMs: number;
}

/** The stored key of one counter: the limit's name, then whom it counts. */
export const rateLimitKey = (name: string, key: string) => `${name}:${key}`;

/**
 * Counts one hit against `key` in a fixed window, in one atomic statement. Pass a
 * transaction to count inside it (the count then commits or rolls back with it).
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const [row] = await executeNamed<{ count: number | string; reset_at: string | Date }>(
    db,
    rateLimitHitSql(key, windowMs),
  );
  return { count: Number(row!.count), resetAt: new Date(row!.reset_at) };
}

/**
 * The statement hitRateLimit runs (returning count, reset_at), for a caller that counts
 * inside a larger statement (a CTE); with `when`, only when that condition holds.
 */
export function rateLimitHitSql(key: string, windowMs: number, when?: SQL): SQL {
  const window = sql`(${Math.max(1, Math.round(windowMs))} * interval '1 millisecond')`;
  return sql`
    insert into rate_limits (key, count, reset_at)
    select ${key}, 1, now() + ${window}${when ? sql` where ${when}` : sql``}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${window}
                      else rate_limits.reset_at end
    returning count, reset_at`;
}

/** Forgets the counter of `key`, e.g. after a successful sign-in. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Forgets every counter whose key starts with `prefix` (compared as text, so `%` and `_`
 * in an e-mail address are not wildcards), e.g. all sign-in counters of one account.
 */
export async function clearRateLimitsByPrefix(db: Db, prefix: string): Promise<void> {
  if (!prefix) return;
  await db.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
}

/** Expired counters are dropped now and then, so the table stays as small as its traffic. */
export async function sweepExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}
