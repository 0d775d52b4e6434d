/**
 * Request bodies above this are refused with 413 before they are parsed: public
 * forms and the chat send a few kilobytes at most. Routes that take an administrator's
 * content raise it with `bodyLimit: ADMIN_CONTENT_BODY_LIMIT`; uploads have their own
 * multipart limits.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
export const ADMIN_CONTENT_BODY_LIMIT = 2 * 1024 * 1024;
/**
 * The largest body, as its `content-length` declares it, that is still read to its end
 * after it was refused, so the client can read the refusal (server/http/refused-bodies.ts).
 * Above it the connection is closed as the refusal is sent.
 */
export const REFUSED_BODY_DRAIN_LIMIT = 32 * 1024 * 1024;

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

/**
 * Long-lived event streams (the chat's hand-off stream, ADR 033). The server ends each
 * after CHAT_EVENTS_LIFETIME_SECONDS (server/config.ts), and the chat reconnects at once
 * with its last event id, so nothing is missed while no connection is held for ever; and
 * one client address holds at most `openPerAddress` at once (a few tabs, or a few
 * visitors behind one office address), beyond that 429. The open count is kept per
 * process: it counts this process's sockets, which no other process can see or close, and
 * a client that spreads streams over processes is still bounded by each process's share
 * and by the opening rate limit, which is counted in the database.
 */
export const EVENT_STREAMS = {
  openPerAddress: 10,
  tooManyMessage: 'Too many open chat connections from this address. Please close a chat tab.',
} as const;
