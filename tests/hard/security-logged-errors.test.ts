import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { seedPosts } from '../../server/db/seed-content.ts';
import { startServer } from '../setup/server-process.ts';
import { testConfig } from '../setup/test-app.ts';
import { resetDatabase, testDatabase } from '../setup/test-db.ts';

/**
 * Database errors are logged without the failed statement's values: a start that fails
 * while creating the administrator must not print the password hash, one that fails while
 * seeding not the seed, a failed request not the visitor's details. The statement is
 * named with its placeholders, and no value of it reaches the output or the log.
 */

/** A data directory the server has migrated, where inserts into `table` fail. */
async function brokenDataDir(table: string, env: Record<string, string>): Promise<string> {
  const server = await startServer({ SEED_DEMO: '0', ...env });
  await server.stop();
  const db = new PGlite(path.join(server.dataDir, 'pglite'));
  try {
    await db.exec(`
      create function refuse_insert() returns trigger language plpgsql as
        $$ begin raise exception 'inserts are refused here'; end $$;
      create trigger refuse_insert before insert on ${table}
        for each row execute function refuse_insert();`);
  } finally {
    await db.close();
  }
  return server.dataDir;
}

/** What a start that fails prints (stdout and stderr). */
async function failedStart(env: Record<string, string>): Promise<string> {
  const error = await startServer(env).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started');
    },
    (e: unknown) => e as Error,
  );
  expect(error.message).toMatch(/^The server exited with 1:/);
  return error.message;
}

describe('a start that fails on a database statement', () => {
  it('names the statement, never the administrator it was creating', async () => {
    const dataDir = await brokenDataDir('admins', {});
    const output = await failedStart({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'second-owner@example.com',
      ADMIN_PASSWORD: 'a-long-secret-password-42',
    });
    expect(output).toContain('Cannot start');
    expect(output).toContain('inserts are refused here');
    expect(output).toMatch(/Failed query: insert into "admins"/);
    expect(output).not.toContain('second-owner@example.com');
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain('params:');
  });

  it('names the statement, never the seed it was writing', async () => {
    const dataDir = await brokenDataDir('blogs', {});
    const output = await failedStart({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    expect(output).toContain('Cannot start');
    expect(output).toMatch(/Failed query: insert into "blogs"/);
    for (const post of seedPosts.slice(0, 3)) expect(output).not.toContain(post.title);
    expect(output).not.toContain('params:');
  });
});

describe('a request that fails on a database statement', () => {
  it("logs the error without the visitor's details", async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    try {
      await database.execute(`
        create function refuse_insert() returns trigger language plpgsql as
          $$ begin raise exception 'inserts are refused here'; end $$;
        create trigger refuse_insert before insert on leads
          for each row execute function refuse_insert();`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-info',
        payload: {
          name: 'Private Person',
          email: 'private.person@example.com',
          message: 'My private plans for next year',
        },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const logged = lines.join('\n');
      expect(logged).toContain('inserts are refused here');
      for (const secret of ['Private Person', 'private.person@example.com', 'private plans']) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await database.execute(
        `drop trigger if exists refuse_insert on leads; drop function if exists refuse_insert()`,
      );
      await app.close();
    }
  });
});
