import type { Database } from '../db/client.ts';
import {
  hitRateLimit,
  rateLimitKey,
  sweepExpiredRateLimits,
  type AttemptLimit,
  type RateLimitHit,
} from '../db/rate-limits.ts';

export type { AttemptLimit };

/**
 * The request throttles' counters, kept in the shared `rate_limits` table so that a limit
 * holds across every app process. HTTP hooks count through this service; domains that
 * count inside their own statements use server/db/rate-limits.ts directly.
 */
export function createLimitService(deps: { database: Database }) {
  const { db } = deps.database;

  /** Expired counters are dropped on about one counted request in a hundred. */
  const sometimesSweep = () => {
    if (Math.random() < 0.01) void sweepExpiredRateLimits(db).catch(() => {});
  };

  return {
    /** Counts one request of `whom` against the limit `name` within its window. */
    async hit(name: string, whom: string, windowMs: number): Promise<RateLimitHit> {
      sometimesSweep();
      return hitRateLimit(db, rateLimitKey(name, whom), windowMs);
    },

    /**
     * The counter of `whom` for a service that counts the attempt inside the statement it
     * makes anyway (a booking, docs/decisions/043), instead of a statement of its own.
     */
    attempt(name: string, whom: string, max: number, windowMs: number): AttemptLimit {
      sometimesSweep();
      return { key: rateLimitKey(name, whom), max, windowMs };
    },
  };
}
