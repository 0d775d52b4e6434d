/**
 * Domain errors. Services throw these; `http/errors.ts` maps each code to an HTTP status
 * in one place. `fields` carries per-field messages for validation failures.
 */
export type DomainErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unavailable';

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** When a refused client may try again (a rate limit's window ends): `retry-after`. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields);
export const unauthorized = (message = 'Authentication required.') =>
  new DomainError('unauthorized', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** A rate limit's refusal, until its window ends at `retryAt`. */
export const rateLimited = (retryAt: Date) =>
  new DomainError('rate_limited', RATE_LIMITED_MESSAGE, undefined, retryAt);
