import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client.ts';
import { BackupFileError, type SchemaVersion } from './format.ts';

/** Runs one statement inside the backup's or the restore's transaction; answers its rows. */
export type Run = (query: SQL) => Promise<Record<string, unknown>[]>;

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
