import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { fieldErrors } from '../../common/zod.ts';
import { DomainError, type DomainErrorCode } from '../errors.ts';

const statusOf: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** The same, for a route schema's failed check (its issues carry `/a/b` paths). */
function validationFieldErrors(
  issues: readonly { instancePath: string; message?: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

function invalidAnswer(reply: FastifyReply, fields: Record<string, string>) {
  const first = Object.values(fields)[0] ?? 'Invalid request.';
  return reply.status(400).send({ success: false, error: first, message: first, fields });
}

function isInvalidDataForDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return [code, causeCode].some((c) => typeof c === 'string' && /^22[0-9A-Z]{3}$/.test(c));
}

/** True for the errors of a database that cannot be reached (down, restarting, cut off). */
export function isDatabaseDown(error: unknown): boolean {
  // Drizzle wraps driver errors; the driver's own error is the `cause`.
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => {
    const code = (candidate as { code?: string } | null)?.code;
    const message = candidate instanceof Error ? candidate.message : '';
    return (
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      code === '57P01' ||
      code === '57P03' ||
      code === '57P02' ||
      code === '08006' ||
      code === '08001' ||
      code === '08003' ||
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
        message,
      ) ||
      // A pooled client that lost its server mid-transaction refuses further statements.
      /Client has encountered a connection error|Client was closed and is not queryable|Query read timeout/i.test(
        message,
      )
    );
  });
}

/** A refusal that names when to try again (a rate limit's window) answers `retry-after`. */
export function sayWhenToRetry(reply: FastifyReply, error: DomainError) {
  if (!error.retryAt) return;
  const seconds = Math.ceil((error.retryAt.getTime() - Date.now()) / 1000);
  reply.header('retry-after', String(Math.max(1, seconds)));
}

/**
 * The one place that turns errors into HTTP answers: `{ success: false, error, fields? }`.
 * Unexpected errors are logged with the request and answered with a calm 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      error: FastifyError | DomainError | ZodError,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      if (error instanceof DomainError) {
        sayWhenToRetry(reply, error);
        return reply.status(statusOf[error.code]).send({
          success: false,
          error: error.message,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (error instanceof ZodError) return invalidAnswer(reply, fieldErrors(error.issues));
      if (hasZodFastifySchemaValidationErrors(error)) {
        return invalidAnswer(reply, validationFieldErrors(error.validation));
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const message = clientMessage(error as FastifyError);
        return reply.status(status).send({ success: false, error: message, message });
      }
      if (isInvalidDataForDatabase(error)) {
        // PostgreSQL refused a value (class 22: NUL bytes, out-of-range dates or numbers):
        // the client's input is at fault, and nothing was stored.
        const message = 'The request contains a value that cannot be stored.';
        return reply.status(400).send({ success: false, error: message, message });
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        const message = 'The service is temporarily unavailable. Please try again shortly.';
        return reply.status(503).send({ success: false, error: message, message });
      }
      request.log.error({ err: error }, 'unexpected error');
      const message = 'Something went wrong on our side. Please try again.';
      return reply.status(500).send({ success: false, error: message, message });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    const message = `No such endpoint: ${request.method} ${request.url.split('?')[0]}.`;
    return reply.status(404).send({ success: false, error: message, message });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return error.statusCode === 429
        ? 'Too many requests. Please wait a moment and try again.'
        : error.message || 'The request could not be processed.';
  }
}
