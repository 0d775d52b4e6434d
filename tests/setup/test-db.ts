import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client.ts';

/**
 * One migrated database per test worker: in-memory PGlite by default, or a database of
 * its own on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
let shared: Promise<Database> | undefined;

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function createPostgresDatabase(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
  const name = `agency_test_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database =
      testDbKind() === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: await createPostgresDatabase() })
        : await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrateDatabase(database);
    return database;
  })();
  return shared;
}

/** The URL of this worker's PostgreSQL database (for tests that start a second process). */
export async function testDatabaseUrl(): Promise<string | undefined> {
  if (testDbKind() !== 'postgres') return undefined;
  const database = await testDatabase();
  const rows = await database.execute('select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${String(rows.rows[0]!.name)}`;
  return url.toString();
}

/** Empties every table of the app's schema, keeping the schema and migrations. */
export async function resetDatabase(database: Database): Promise<void> {
  const { rows } = await database.execute(
    `select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((r) => `"${String(r.tablename)}"`);
  if (tables.length) {
    await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  }
}
