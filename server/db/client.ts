import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PGlite,
  parse,
  protocol,
  types,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isNamedStatement, statementName } from './statement-names.ts';
import { schema, type Schema } from './schema.ts';
import { PRIVATE_DIR_MODE } from '../data-dir.ts';

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
  /**
   * Runs `work` while no other process of the site runs its own: replicas started at the
   * same instant on one PostgreSQL take turns to migrate, create the administrator and seed,
   * so each finds the schema and rows the first one made instead of racing to make them.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, sent by any process;
   * `onGap` when notices may have been missed (the listening connection was lost and is
   * back). Answers the way to stop listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 500;

/**
 * The key of the PostgreSQL advisory lock held while a process starts (any constant the
 * site's other advisory locks do not use; pg-boss takes its own).
 */
const STARTUP_LOCK_KEY = 740_215_001;

// Beside the compiled server (scripts/build-server.mjs copies them), or the repository's.
const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = existsSync(path.join(here, 'drizzle'))
  ? path.join(here, 'drizzle')
  : path.resolve(here, '../../drizzle');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A caller that sends several statements of one transaction before awaiting them
      // (the booking's reads, then its writes) has them sent together: one round trip.
      // The server still runs them in order, each with its own snapshot.
      pipeline: true,
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
    // Listening connections end with the pool.
    const listening = new Set<() => Promise<void>>();
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
      whileStarting: async (work) => {
        // A session-level lock on a connection of its own: the work itself runs on the pool.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      listen: async (channel, onNotice, onGap) => {
        // A connection of its own outside the pool: LISTEN belongs to one session, for good.
        let current: pg.Client | null = null;
        let stopped = false;
        const connect = async () => {
          const client = new pg.Client({ connectionString: target.url });
          client.on('notification', (notice) => {
            if (notice.channel === channel) onNotice(notice.payload ?? '');
          });
          // A listening connection that is lost ends; its 'end' starts the next one (a
          // connection that never listened is retried by `again`).
          client.on('error', () => {});
          client.on('end', () => {
            if (current !== client) return;
            current = null;
            if (!stopped) setTimeout(again, RELISTEN_DELAY_MS).unref();
          });
          try {
            await client.connect();
            await client.query(`listen "${channel.replace(/"/g, '""')}"`);
          } catch (error) {
            await client.end().catch(() => undefined);
            throw error;
          }
          if (stopped) await client.end();
          else current = client;
        };
        const again = () => {
          if (stopped) return;
          connect().then(onGap, () => setTimeout(again, RELISTEN_DELAY_MS).unref());
        };
        await connect();
        const stop = async () => {
          stopped = true;
          listening.delete(stop);
          await current?.end().catch(() => undefined);
        };
        listening.add(stop);
        return stop;
      },
      close: async () => {
        await Promise.all([...listening].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await initPgliteDataDir(target.dataDir);
  }
  // Durability (docs/decisions/013): every commit waits until its WAL is written to the
  // files (relaxedDurability off: no commit is acknowledged before the write), so a killed
  // process loses nothing acknowledged. PGlite runs without fsync, so a power loss may.
  const client = await PGlite.create(target.dataDir ?? 'memory://', {
    relaxedDurability: false,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    parsers: DRIZZLE_PARSERS,
  });
  fairQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    execute: async (text, params) => {
      // PGlite's query() takes one statement; scripts without parameters (pg-boss creates
      // its schema with them) go through exec(), which answers one result per statement.
      if (!params || params.length === 0) {
        const results = await client.exec(text);
        return { rows: withDates(results.at(-1)) };
      }
      return { rows: withDates(await client.query(text, params as unknown[])) };
    },
    // An embedded database belongs to one process: nobody else can start on it.
    whileStarting: (work) => work(),
    // One process: its notices never get lost, so there is never a gap.
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return stop;
    },
    close: () => client.close(),
  };
}

/**
 * Drizzle hands PGlite its own parsers with every query (dates and times stay text; its
 * columns convert them), and PGlite copies its whole table of parsers, about 350 entries,
 * to merge them: about 0.1 ms a query, a tenth of a booking's time on the embedded database.
 * The instance holds drizzle's parsers instead (DRIZZLE_PARSERS) and drizzle's queries go
 * without them (fairQueries); raw `execute` turns those columns into Dates itself,
 * as PGlite's own parsers and node-postgres do (withDates).
 */
const TEXT_DATE_TYPES: readonly number[] = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ];
const DRIZZLE_PARSERS = Object.fromEntries(TEXT_DATE_TYPES.map((t) => [t, (text: string) => text]));

function withoutParsers(options?: QueryOptions): QueryOptions | undefined {
  return options?.parsers ? { ...options, parsers: undefined } : options;
}

/** How long statements run back to back before the event loop gets a turn (fairQueries). */
const SLICE_MS = 5;

/**
 * How the server's queries reach PGlite (docs/decisions/038):
 * - Drizzle's queries go without their parsers (the instance holds them, see above).
 * - Statements and transactions run one at a time, oldest first, in slices of SLICE_MS;
 *   between slices the event loop takes a turn. PGlite runs statements on this thread, and
 *   without this a statement queued behind another started in the same chain of promise
 *   callbacks as the one before ended: under load the chain ran for hundreds of
 *   milliseconds with no socket read. Node accepts one new connection per turn, so long
 *   turns also left new visitors waiting seconds to be let in. Statements inside a
 *   transaction run within the transaction's place in the line.
 */
function fairQueries(client: PGlite): void {
  const waiting: (() => Promise<void>)[] = [];
  let running = false;
  async function runWaiting() {
    running = true;
    while (waiting.length > 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const sliceStart = performance.now();
      while (waiting.length > 0 && performance.now() - sliceStart < SLICE_MS) {
        await waiting.shift()!();
      }
    }
    running = false;
  }
  function inLine<T>(run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => run().then(resolve, reject));
      if (!running) void runWaiting();
    });
  }

  const named = namedQueries(client);
  /** `query` without drizzle's parsers, executeNamed's statements prepared (namedQueries). */
  const queryOf =
    (query: PGlite['query']) =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      params?.length && isNamedStatement(text)
        ? named<T>(text, params, withoutParsers(options))
        : query<T>(text, params, withoutParsers(options));
  const query = queryOf(client.query.bind(client));
  client.query = (text, params, options) => inLine(() => query(text, params, options));
  const exec = client.exec.bind(client);
  client.exec = (text, options) => inLine(() => exec(text, options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    inLine(() =>
      transaction((tx) => {
        const plainTx = Object.create(tx) as Transaction;
        plainTx.query = queryOf(tx.query.bind(tx));
        return callback(plainTx);
      }),
    );
}

/**
 * executeNamed's statements on PGlite (server/db/named-statement.ts): each text is parsed,
 * and its parameter types read, once; every run then binds the prepared statement and
 * executes it in one exchange with the database, where PGlite's `query` parses, describes,
 * binds and executes a statement in five (and PostgreSQL plans it each time). Runs where
 * `query` would (fairQueries' line, or a transaction's turn) and, as `query` does, writes
 * a commit to the files before it answers (docs/decisions/013).
 */
function namedQueries(client: PGlite) {
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; types: number[] }>();
  const exchange = async (...messages: Uint8Array[]) => {
    const message = new Uint8Array(messages.reduce((size, part) => size + part.length, 0));
    let offset = 0;
    for (const part of messages) {
      message.set(part, offset);
      offset += part.length;
    }
    return (await client.execProtocol(message, { syncToFs: false })).messages;
  };
  return <T>(text: string, params: unknown[], options?: QueryOptions) =>
    client.runExclusive(async () => {
      let statement = statements.get(text);
      if (!statement) {
        const name = statementName(text);
        const described = await exchange(
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        );
        statement = { name, types: parse.parseDescribeStatementResults(described) };
        statements.set(text, statement);
      }
      const { types: parameterTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[parameterTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const answer = await exchange(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
      // Outside a transaction the statement has committed: its writes go to the files now.
      const ready = answer.findLast((message) => message.name === 'readyForQuery');
      if ((ready as { status?: string } | undefined)?.status === 'I') await client.syncToFs();
      return parse.parseResults(answer, client.parsers, options)[0] as Results<T>;
    });
}

function withDates(result: Results | undefined): Record<string, unknown>[] {
  const rows = (result?.rows ?? []) as Record<string, unknown>[];
  const dated = (result?.fields ?? []).filter((f) => TEXT_DATE_TYPES.includes(f.dataTypeID));
  if (dated.length === 0) return rows;
  for (const row of rows) {
    for (const { name } of dated) {
      const text = row[name];
      if (typeof text === 'string') {
        row[name] =
          text === 'infinity' ? Infinity : text === '-infinity' ? -Infinity : new Date(text);
      }
    }
  }
  return rows;
}

/**
 * PostgreSQL settings of the embedded database. Its files live in the operating system's
 * page cache anyway, so a small buffer pool costs little speed and saves memory: 16 MB
 * instead of 128 MB (docs/decisions/021).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Runs PGlite's first start (initdb) of a new data directory in a child process
 * (server/db/pglite-initdb.mjs): the memory it takes is returned when the child exits.
 */
async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Could not create the database in ${dataDir}: ${stderr.trim()}`)),
    );
  });
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
