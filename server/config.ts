import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir.ts';

/** The URL without its trailing slashes (a loop: no pattern to backtrack over). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/**
 * Every environment variable, parsed once. A bad value stops the process with one
 * sentence naming the variable (see `ConfigError`), never a stack trace.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (what: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: `a URL such as ${what}`,
  });

/** A whole number from `min` to `max`, coerced from its text; `what` names it in errors. */
const wholeNumber = (what: string, min: number, max: number) => {
  const message = `${what} between ${min} and ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

/** `203.0.113.7`, `::1`, or a CIDR range such as `10.0.0.0/8` or `fd00::/8`. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A switch that is on unless set to `0` or `false`. */
const onUnlessZero = z
  .enum(['0', '1', 'true', 'false'], { message: '1 or 0' })
  .optional()
  .transform((v) => v === undefined || v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: wholeNumber('a port number', 0, 65535).default(3000),
  HOST: z.string().trim().min(1, { message: 'a host name or address' }).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, { message: 'a directory path' }).default('./data'),
  DATABASE_URL: url('postgres://user:password@host:5432/db').refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    { message: 'a postgres:// or postgresql:// URL' },
  ),
  PUBLIC_URL: url('https://www.example.com'),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'a secret of at least 32 characters',
  }),
  ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'an e-mail address',
  }),
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, {
    message: 'a password of at least 12 characters',
  }),
  SMTP_URL: url('smtp://user:password@smtp.example.com:587').refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    { message: 'an smtp:// or smtps:// URL' },
  ),
  MAIL_FROM: optionalString,
  TEAM_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'an e-mail address',
  }),
  CHAT_LLM_BASE_URL: url('http://127.0.0.1:11434/v1'),
  CHAT_LLM_API_KEY: optionalString,
  CHAT_LLM_MODEL: optionalString,
  /** How long the assistant waits for the model before answering itself. */
  CHAT_LLM_TIMEOUT_MS: wholeNumber('a number of milliseconds', 100, 120_000).default(8000),
  /** `true` asks the model for streamed answers (server-sent chunks) instead of whole ones. */
  CHAT_LLM_STREAM: z
    .enum(['0', '1', 'true', 'false'], { message: '1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /**
   * A WhatsApp number in international form: a click-to-chat button in the chat
   * and on the contact page; unset hides it.
   */
  WHATSAPP_NUMBER: optionalString.refine(
    (v) =>
      v === undefined || (/^\+?[\d\s()-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ''))),
    { message: 'a phone number in international form, such as +92 300 1234567' },
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'], { message: '1 or 0' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /**
   * Which proxies may name the client's address and protocol (trusting every hop
   * would let any client choose its address with `X-Forwarded-For`). Fastify's `trustProxy`
   * forms: a hop count, or the proxies' addresses and CIDR ranges; off by default.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      if (v === undefined || v === '' || v === '0' || v === 'false') return false;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const proxies = v.split(',').map((p) => p.trim());
      if (proxies.every(isAddressOrRange)) return proxies;
      ctx.addIssue({
        code: 'custom',
        message:
          'a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDR ranges (such as 127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }),
  BOOKING_SLOT_CAPACITY: z.coerce
    .number({ message: 'a whole number of at least 1' })
    .int({ message: 'a whole number of at least 1' })
    .min(1, { message: 'a whole number of at least 1' })
    .default(3),
  /** How many days after today (Pakistan time) a visitor may book or move to. */
  BOOKING_HORIZON_DAYS: wholeNumber('a number of days', 1, 3650).default(90),
  /**
   * How long before a confirmed consultation's exact start its reminders are mailed, in
   * minutes, comma-separated: 24 hours and 1 hour by default. Whole or decimal
   * minutes (0.5 is 30 seconds), up to 30 days.
   */
  REMINDER_LEAD_MINUTES: z
    .string()
    .trim()
    .default('1440,60')
    .transform((v, ctx): number[] => {
      const leads = v.split(',').map((part) => part.trim());
      const seconds = leads.map((part) =>
        /^\d+(\.\d+)?$/.test(part) ? Math.round(Number(part) * 60) : NaN,
      );
      if (v !== '' && seconds.every((s) => s >= 1 && s <= 30 * 24 * 3600)) {
        return [...new Set(seconds)].sort((a, b) => b - a);
      }
      ctx.addIssue({
        code: 'custom',
        message: 'a comma-separated list of minutes between 0.02 and 43200, such as 1440,60',
      });
      return z.NEVER;
    }),
  /**
   * How long the server keeps one chat event stream open before ending it, in seconds; the
   * chat reconnects at once with its last event id (server/http/limits.ts EVENT_STREAMS).
   */
  CHAT_EVENTS_LIFETIME_SECONDS: wholeNumber('a number of seconds', 1, 86_400).default(1800),
  /** How often due reminders are looked for, in seconds. */
  REMINDER_SWEEP_SECONDS: wholeNumber('a number of seconds', 1, 3600).default(30),
  /** Where generated video rooms are made: a Jitsi server; no account needed. */
  MEETING_ROOM_BASE_URL: url('https://meet.jit.si')
    .refine((v) => v === undefined || /^https:\/\//.test(v), { message: 'an https:// URL' })
    .transform((v) => withoutTrailingSlashes(v ?? 'https://meet.jit.si')),
  /**
   * How often counted blog views are written, in milliseconds. 0 writes each
   * view at once; above 0, views are summed in memory and written in one UPDATE per post
   * per interval, and are shown (this process) including unwritten ones.
   */
  BLOG_VIEW_FLUSH_MS: wholeNumber('a number of milliseconds', 0, 60_000).default(1000),
  /**
   * `0` turns off keeping public blog reads (list pages, one post) in memory until a post
   * is written or the next scheduled post's time (for measuring the database's work).
   */
  BLOG_READ_CACHE: onUnlessZero,
  /** `0` turns off the cache of finished blog pages (for the benchmark's baseline). */
  BLOG_PAGE_CACHE: onUnlessZero,
  /** The hour (Pakistan time, 0-23) of the daily backup (docs/decisions/056). */
  BACKUP_HOUR: wholeNumber('an hour', 0, 23).default(3),
  /** How many backup files DATA_DIR/backups keeps. */
  BACKUP_KEEP: wholeNumber('a number of files', 1, 365).default(7),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  JWT_SECRET: string;
  /** The database the app runs on: embedded PGlite in DATA_DIR, or a PostgreSQL server. */
  database: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };
  publicUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a `ConfigError` whose message is one sentence. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const raw = source[variable];
    const shown = raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`;
    throw new ConfigError(
      `Invalid configuration: ${variable} must be ${issue.message}${shown}.`.replace(
        /must be Invalid input/,
        'has an invalid value',
      ),
    );
  }
  return result.data;
}

/** JWT_SECRET may be left unset in embedded mode: one is generated and kept in DATA_DIR. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET must be set (at least 32 characters) when DATABASE_URL is set, so every app process signs tokens alike.',
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: PRIVATE_FILE_MODE });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const database: Config['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: resolveJwtSecret(env, dataDir),
    database,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
