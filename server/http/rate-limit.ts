import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimited } from '../errors.ts';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

export interface RateLimitOptions {
  /** Names the limit; counters of different limits never mix. */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Whom to count; the client address by default. Return null to not count a request. */
  key?: (request: FastifyRequest) => string | null | undefined;
}

export interface RateLimitHit {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit against `key` in a fixed window, in one atomic statement on the shared
 * `rate_limits` table, so a limit holds across every app process.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const window = sql`(${Math.max(1, Math.round(windowMs))} * interval '1 millisecond')`;
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${window}
                      else rate_limits.reset_at end
    returning count, reset_at`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    count: number | string;
    reset_at: string | Date;
  }[];
  const row = rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Forgets the counter of `key`, e.g. after a successful sign-in. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export const rateLimitKey = (name: string, key: string) => `${name}:${key}`;

/** Expired counters are dropped now and then, so the table stays as small as its traffic. */
async function sweepExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}

/**
 * A Fastify preHandler that answers 429 with `retry-after` once `max` requests of one
 * client arrived within the window. Body fields are readable in `key` (it runs after
 * parsing), which is how a limit per e-mail address is keyed.
 */
export function rateLimit(options: RateLimitOptions) {
  const { name, max, windowMs } = options;
  const keyOf = options.key ?? ((request: FastifyRequest) => request.ip);
  return async function rateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (key === null || key === undefined || key === '') return;
    const db = request.server.deps.database.db;
    const hit = await hitRateLimit(db, rateLimitKey(name, key), windowMs);
    if (Math.random() < 0.01) void sweepExpired(db).catch(() => {});
    if (hit.count > max) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw rateLimited(RATE_LIMITED_MESSAGE);
    }
  };
}
