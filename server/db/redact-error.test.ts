import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { redactDatabaseError } from './redact-error.ts';

const client = new PGlite();
const db = drizzle(client);
afterAll(() => client.close());

const SECRET = '$scrypt$N=16384$secret-password-hash';

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

/** Everything a logger could print of `error`: message, stack, fields, causes. */
function printed(error: unknown): string {
  const seen = new Set<unknown>();
  const walk = (value: unknown): string => {
    if (!value || typeof value !== 'object' || seen.has(value)) return String(value);
    seen.add(value);
    const own = Object.getOwnPropertyNames(value).map(
      (key) => `${key}=${walk((value as Record<string, unknown>)[key])}`,
    );
    return `${String(value)} ${own.join(' ')}`;
  };
  return walk(error);
}

describe('database errors as they are logged', () => {
  it("drop drizzle's and PGlite's parameters, and values worded into the message", async () => {
    await client.exec('create table admins (email text unique, hash text)');
    await client.query('insert into admins values ($1, $2)', ['owner@example.com', 'x']);
    const errors = [
      await failure(() => db.execute(sql`insert into missing (hash) values (${SECRET})`)),
      await failure(() =>
        db.execute(sql`insert into admins values (${'owner@example.com'}, ${SECRET})`),
      ),
      await failure(() => client.query('select $1::int', [SECRET])),
    ];
    // Without the redaction each of them carries the secret.
    for (const error of errors) expect(printed(error)).toContain('secret-password-hash');
    for (const error of errors) {
      const redacted = redactDatabaseError(error) as Error & Record<string, unknown>;
      expect(printed(redacted)).not.toContain('secret-password-hash');
      expect(printed(redacted)).not.toContain('owner@example.com');
      expect(redacted.stack).toMatch(/\n {4}at /);
    }
    const [missing, duplicate] = errors.map((e) => redactDatabaseError(e) as Error);
    expect(missing!.message).toBe('Failed query: insert into missing (hash) values ($1)');
    expect((duplicate!.cause as Record<string, unknown>).code).toBe('23505');
    expect((duplicate!.cause as Record<string, unknown>).constraint).toBe('admins_email_key');
    // An embedded database starts in a few seconds on a busy machine.
  }, 30_000);

  it('leaves other errors as they are', () => {
    const error = new Error('plain');
    expect(redactDatabaseError(error)).toBe(error);
    expect(redactDatabaseError('text')).toBe('text');
  });
});
