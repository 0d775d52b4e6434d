/**
 * Database errors as they may be logged: without the values of the failed statement. A
 * failed statement's error carries its parameters (drizzle's `Failed query: … params: …`,
 * PGlite's `params` and `queryOptions`), and PostgreSQL words some values into its message
 * and `detail` (`Key (email)=(…) already exists`): logged whole, a failed start would print
 * the administrator's password hash or the whole demo seed. What remains names the statement
 * (with its `$1` placeholders), the error's code, table, column and constraint: enough to
 * find the cause, nothing of the data.
 */

/** Fields of driver errors that hold a statement's values. */
const VALUE_FIELDS = ['params', 'parameters', 'queryOptions', 'values'];
/** Fields PostgreSQL may word a value into. */
const WORDED_FIELDS = ['detail', 'where', 'hint', 'internalQuery'];
/** Fields kept as they are: no value of the statement is in them. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];
const REDACTED = '[redacted]';
/** Values shorter than this are left in a message: replacing '1' would garble it. */
const SHORTEST_REDACTED = 3;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The statement's values of `error` and of its causes, as text. */
function valuesOf(error: unknown, depth = 0): string[] {
  if (!isObject(error) || depth > 5) return [];
  const own = VALUE_FIELDS.flatMap((field) => {
    const value = error[field];
    return Array.isArray(value) ? value : [];
  });
  return [
    ...own.flatMap((value) => {
      if (value === null || value === undefined) return [];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return text && text.length >= SHORTEST_REDACTED ? [text] : [];
    }),
    ...valuesOf(error.cause, depth + 1),
  ];
}

/** `text` without any of `values`. */
function scrub(text: string, values: readonly string[]): string {
  let out = text;
  // Longest first, so a value inside another is not left in pieces.
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    out = out.split(value).join(REDACTED);
  }
  return out;
}

/** A message without drizzle's list of parameters, which ends it, and without the values. */
const scrubMessage = (message: string, values: readonly string[]) =>
  scrub(message.replace(/\nparams: [\s\S]*$/, ''), values);

/**
 * `error` as it may be logged: a database error (one that names a failed statement or
 * a PostgreSQL code) becomes an Error of the same name, message and stack without the
 * statement's values; its cause likewise. Any other value is answered as it is.
 */
export function redactDatabaseError(error: unknown): unknown {
  return redact(error, valuesOf(error), 0);
}

function redact(error: unknown, values: readonly string[], depth: number): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const fields = error as Error & Fields;
  const fromDatabase =
    VALUE_FIELDS.some((field) => field in fields) ||
    typeof fields.query === 'string' ||
    (typeof fields.code === 'string' && typeof fields.severity === 'string');
  const cause = redact(fields.cause, values, depth + 1);
  if (!fromDatabase && cause === fields.cause) return error;
  const message = scrubMessage(error.message, values);
  const copy = new Error(message) as Error & Fields;
  copy.name = error.name;
  // A stack opens with the name and the whole message, then the frames.
  const head = `${error.name}: ${error.message}`;
  const stack = error.stack ?? '';
  copy.stack = stack.startsWith(head)
    ? `${error.name}: ${message}${scrub(stack.slice(head.length), values)}`
    : scrub(stack, values);
  if (typeof fields.query === 'string') copy.query = fields.query;
  for (const field of KEPT_FIELDS) if (field in fields) copy[field] = fields[field];
  for (const field of WORDED_FIELDS) {
    if (typeof fields[field] === 'string') copy[field] = REDACTED;
  }
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

/** An error as the log writes it: pino's shape. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The logger's `err` serializer (server/app.ts): pino's shape (`type`, `message`, `stack`,
 * the error's own fields, `cause`) of the redacted error.
 */
export function serializeLoggedError(error: Error): LoggedError {
  return serialize(redactDatabaseError(error) as Error, 0);
}

function serialize(error: Error, depth: number): LoggedError {
  const out: LoggedError = {
    ...Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause')),
    type: error.constructor.name === 'Error' ? error.name : error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  const { cause } = error as Error & Fields;
  if (cause instanceof Error && depth < 5) out.cause = serialize(cause, depth + 1);
  else if (cause !== undefined) out.cause = cause;
  return out;
}
