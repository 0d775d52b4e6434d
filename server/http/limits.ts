/**
 * Request bodies above this are refused with 413 before they are parsed: public
 * forms and the chat send a few kilobytes at most. Routes that take an administrator's
 * content raise it with `bodyLimit: ADMIN_CONTENT_BODY_LIMIT`; uploads have their own
 * multipart limits.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
export const ADMIN_CONTENT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * How long a client may take (so a body that stops midway is not held open for
 * minutes). Node checks the first two every `connectionCheckMs`, so a stalled request is
 * closed at most that long after its limit.
 */
export const TIMEOUTS = {
  /** The whole request, headers and body. */
  requestMs: 30_000,
  /** The request line and headers. */
  headersMs: 15_000,
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: 10_000,
  connectionCheckMs: 1_000,
} as const;
