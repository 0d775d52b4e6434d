import { readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Db } from '../db/client.ts';
import { backupRuns } from '../db/schema/backup.ts';
import { BackupFileError, type SchemaVersion } from './format.ts';

/**
 * Every statement of backups and restores (docs/decisions/056): the tables and their load
 * order, the schema version, pages of rows, the restore's loading, and the record of backups.
 */
/** Runs one statement inside the backup's or the restore's transaction; answers its rows. */
export type Run = (query: SQL) => Promise<Record<string, unknown>[]>;

/** The statements of one transaction (a backup's snapshot, a restore). */
export function runner(tx: Db): Run {
  return async (query) =>
    ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const text = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The migrations a database has applied, by drizzle's own table of them. */
export async function schemaVersionOf(run: Run): Promise<SchemaVersion> {
  const [row] = await run(
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const migrations = Number(row?.n ?? 0);
  const entry = journal().find((e) => String(e.when) === String(row?.last));
  return { migrations, last: entry?.tag ?? `unknown (${String(row?.last)})` };
}

/**
 * Builds the schema of `version` in an empty database inside the caller's transaction: the
 * migrations of drizzle/ up to that one, recorded in drizzle's table as its migrator does,
 * so a later start applies only the newer ones. Refuses a backup of a schema this code
 * does not have.
 */
export async function applyMigrationsUpTo(run: Run, version: SchemaVersion): Promise<void> {
  const entries = journal();
  const known = entries[version.migrations - 1];
  if (!known || known.tag !== version.last) {
    throw new BackupFileError(
      `This backup was made by a newer version of the site (schema ${version.last}); restore it with that version or a later one.`,
    );
  }
  const migrations = readMigrationFiles({ migrationsFolder }).slice(0, version.migrations);
  await run(sql`create schema if not exists drizzle`);
  await run(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await run(sql.raw(statement));
    }
    await run(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * The tables of the site's schema (`public`) in an order that loads without breaking a
 * foreign key: every table after the tables it references.
 */
export async function tablesInLoadOrder(run: Run): Promise<string[]> {
  const tables = (
    await run(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => String(r.name));
  const references = await run(
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(String(child))?.add(String(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The stored (not generated) columns of a table, in their order. */
export async function storedColumns(run: Run, table: string): Promise<string[]> {
  const rows = await run(
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${`public."${table.replace(/"/g, '""')}"`}::regclass
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => String(r.name));
}

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table's row count. */
export async function rowCount(run: Run, table: string): Promise<number> {
  const [row] = await run(sql.raw(`select count(*)::int as n from ${quoted(table)}`));
  return Number(row?.n ?? 0);
}

/**
 * The next page of a table's rows after physical position `after` (ctid, which the
 * snapshot keeps still), each as PostgreSQL's JSON text; with the position of the last.
 */
export async function pageAfter(
  run: Run,
  table: string,
  after: string,
  limit: number,
): Promise<{ rows: string[]; last: string }> {
  const page = await run(
    sql`select ctid::text as at, to_jsonb(t)::text as row from ${sql.raw(quoted(table))} t
        where ctid > ${after}::tid order by ctid limit ${limit}`,
  );
  return { rows: page.map((r) => String(r.row)), last: String(page.at(-1)?.at ?? after) };
}

/** An empty schema for a restore: the site's, drizzle's and pg-boss's dropped. */
export async function emptySchemas(run: Run): Promise<void> {
  for (const schema of ['public', 'drizzle', 'pgboss']) {
    await run(sql.raw(`drop schema if exists ${schema} cascade`));
  }
  await run(sql`create schema public`);
}

/** Turns the tables' own triggers off (or on again); rows a migration inserted go first. */
export async function setTriggers(run: Run, tables: string[], on: boolean): Promise<void> {
  for (const table of tables) {
    await run(sql.raw(`alter table ${quoted(table)} ${on ? 'enable' : 'disable'} trigger user`));
  }
  if (!on)
    for (const table of [...tables].reverse()) await run(sql.raw(`delete from ${quoted(table)}`));
}

/** Inserts rows as a backup holds them (to_jsonb's form) into `table`'s `columns`. */
export async function insertRows(
  run: Run,
  table: string,
  columns: string[],
  rows: unknown[],
): Promise<void> {
  const target = quoted(table);
  const list = columns.map(quoted).join(', ');
  await run(
    sql`insert into ${sql.raw(target)} (${sql.raw(list)}) select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(target)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/** Serial and identity columns continue after the highest restored value. */
export async function resetSequences(run: Run): Promise<void> {
  const sequences = await run(
    sql`select table_name as t, column_name as c, pg_get_serial_sequence(quote_ident(table_name), column_name) as s
        from information_schema.columns where table_schema = 'public'
        and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { t, c, s } of sequences) {
    if (!s) continue;
    await run(
      sql.raw(
        `select setval('${String(s).replace(/'/g, "''")}', coalesce((select max(${quoted(String(c))}) from ${quoted(String(t))}), 0) + 1, false)`,
      ),
    );
  }
}

export type BackupRun = typeof backupRuns.$inferSelect;

/** A backup asked for now: its row, running. */
export async function insertRun(db: Db, host: string): Promise<string> {
  const [row] = await db.insert(backupRuns).values({ host }).returning({ id: backupRuns.id });
  return row!.id;
}

export async function finishRun(
  db: Db,
  id: string,
  file: string,
  bytes: number,
): Promise<BackupRun> {
  const [row] = await db
    .update(backupRuns)
    .set({ status: 'done', file, sizeBytes: bytes, finishedAt: sql`now()` })
    .where(eq(backupRuns.id, id))
    .returning();
  return row!;
}

export async function failRun(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(backupRuns)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(eq(backupRuns.id, id));
}

/**
 * Claims `day`'s scheduled backup: its row inserted now, or one whose backup failed or was
 * left running (a process that died) more than `staleMinutes` ago. The id when this
 * process won it, else null.
 */
export async function claimDay(
  db: Db,
  day: string,
  host: string,
  staleMinutes: number,
): Promise<string | null> {
  const rows = (await db.execute(
    sql`insert into backup_runs (scheduled_day, host) values (${day}, ${host})
        on conflict (scheduled_day) do update set host = excluded.host, status = 'running',
          error = null, started_at = now(), finished_at = null
        where backup_runs.status = 'failed'
           or (backup_runs.status = 'running'
               and backup_runs.started_at < now() - make_interval(mins => ${staleMinutes}))
        returning id`,
  )) as unknown as { rows: { id: string }[] };
  return rows.rows[0]?.id ?? null;
}

export async function latestDone(db: Db): Promise<BackupRun | null> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'done'))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row ?? null;
}

export async function findRun(db: Db, id: string): Promise<BackupRun | null> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id)).limit(1);
  return row ?? null;
}
