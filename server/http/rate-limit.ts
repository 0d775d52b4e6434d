import type { FastifyReply, FastifyRequest } from 'fastify';
import { hitRateLimit, rateLimitKey, sweepExpiredRateLimits } from '../db/rate-limits.ts';
import { rateLimited } from '../errors.ts';

// The counters live in server/db/rate-limits.ts (domain code counts there too).
export { clearRateLimit, rateLimitKey } from '../db/rate-limits.ts';

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

/**
 * A route hook (preValidation) that answers 429 with `retry-after` once `max` requests of
 * one client arrived within the window. It runs after the body is parsed, so body fields
 * are readable in `key` (how a limit per e-mail address is keyed), and before the route's
 * schema checks it, so invalid attempts count too.
 */
export function rateLimit(options: RateLimitOptions) {
  const { name, max, windowMs } = options;
  const keyOf = options.key ?? ((request: FastifyRequest) => request.ip);
  return async function rateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (key === null || key === undefined || key === '') return;
    const db = request.server.deps.database.db;
    const hit = await hitRateLimit(db, rateLimitKey(name, key), windowMs);
    if (Math.random() < 0.01) void sweepExpiredRateLimits(db).catch(() => {});
    if (hit.count > max) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw rateLimited(RATE_LIMITED_MESSAGE);
    }
  };
}
