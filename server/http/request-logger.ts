import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger that makes its pino child (the request id bound) when the request
 * first logs. Fastify makes that child for every request, and most requests never log
 * (docs/decisions/042).
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }

  error(...args: unknown[]) {
    this.write('error', args);
  }

  warn(...args: unknown[]) {
    this.write('warn', args);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }

  debug(...args: unknown[]) {
    this.write('debug', args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  silent(...args: unknown[]) {
    this.write('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: Level, args: unknown[]) {
    const logger = this.logger;
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }
}

/** Fastify's `childLoggerFactory`: each request gets a RequestLogger. */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);

/**
 * Paths whose next segment is a secret: the team's calendar feed, a visitor's appointment
 * link (page and API), the newsletter's confirm and unsubscribe links, a password reset.
 * Anyone who reads the log would otherwise hold the link.
 */
const SECRET_PATHS =
  /^(\/api\/calendar\/|\/api\/appointments\/manage\/|\/appointment\/|\/newsletter\/(?:confirm|unsubscribe)\/|\/api\/newsletter\/unsubscribe\/one-click\/|\/admin\/reset-password\/)[^/?#]+/i;

/** `url` as the log may show it: the secret segment of a link replaced, the query dropped. */
export function redactUrlSecrets(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  const redacted = path.replace(SECRET_PATHS, '$1[redacted]');
  return redacted === path ? url : redacted;
}

/** The logger's `req` serializer: Fastify's fields, the URL without its secrets. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
