import type { FastifyRequest } from 'fastify';
import type { AttemptLimit } from '../limits/service.ts';
import { rateLimited } from '../errors.ts';

export interface RateLimitOptions {
  /** Names the limit; counters of different limits never mix. */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Whom to count; the client address by default. Return null to not count a request. */
  key?: (request: FastifyRequest) => string | null | undefined;
}

/** Carries a rateLimit hook's options, so the API document can name the route's limits. */
const COUNTED = Symbol('rate limit');

/** The limit a route hook counts, when it is a `rateLimit` hook (server/http/openapi.ts). */
export function rateLimitOf(hook: unknown): RateLimitOptions | undefined {
  return typeof hook === 'function'
    ? (hook as { [COUNTED]?: RateLimitOptions })[COUNTED]
    : undefined;
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
  async function rateLimitHandler(request: FastifyRequest) {
    const key = keyOf(request);
    if (key === null || key === undefined || key === '') return;
    const hit = await request.server.deps.services.limits.hit(name, key, windowMs);
    if (hit.count > max) throw rateLimited(hit.resetAt);
  }
  return Object.assign(rateLimitHandler, { [COUNTED]: options });
}

/**
 * The client address's counter of a limit that the service counts itself, inside the
 * statement the request makes anyway (a booking, docs/decisions/043), in place of the
 * `rateLimit` hook and its statement of its own.
 */
export function clientAttemptLimit(
  options: Omit<RateLimitOptions, 'key'>,
  request: FastifyRequest,
): AttemptLimit {
  const { name, max, windowMs } = options;
  return request.server.deps.services.limits.attempt(name, request.ip, max, windowMs);
}
