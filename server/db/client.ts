import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

/** The one database type services and repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /**
   * Runs raw SQL with parameters; used by pg-boss and health checks. Without parameters the
   * text may hold several statements; the rows of the last one are answered.
   */
  execute(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the process; queries report their own errors.
    pool.on('error', () => {});
    // The pool listens for errors only on idle clients. A client checked out between two
    // statements (inside a transaction) that loses its server emits 'error' with no
    // listener, which would kill the process; its next query fails and answers 503 instead.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      execute: async (text, params) => {
        const result = (await pool.query(text, params as unknown[])) as unknown;
        // A script of several statements answers one result each; the last one counts.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return {
          rows: ((last as pg.QueryResult | undefined)?.rows ?? []) as Record<string, unknown>[],
        };
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // Durability (docs/decisions/013): every commit waits until its WAL is written to the
  // files (relaxedDurability off: no commit is acknowledged before the write), so a killed
  // process loses nothing acknowledged. PGlite runs without fsync, so a power loss may.
  const client = await PGlite.create(target.dataDir ?? 'memory://', { relaxedDurability: false });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    execute: async (text, params) => {
      // PGlite's query() takes one statement; scripts without parameters (pg-boss creates
      // its schema with them) go through exec(), which answers one result per statement.
      if (!params || params.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, params as unknown[]);
      return { rows: result.rows };
    },
    close: () => client.close(),
  };
}

/** Applies the committed migrations in drizzle/; the same files on both drivers. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
