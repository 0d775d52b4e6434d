import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Database } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  NOT_BACKED_UP,
  type Manifest,
  type BackupRecord,
} from './format.ts';
import type { Progress } from './dump.ts';
import {
  applyMigrationsUpTo,
  emptySchemas,
  insertRows,
  quoted,
  resetSequences,
  rowCount,
  runner,
  setTriggers,
} from './repository.ts';

/** Rows inserted per statement. */
const INSERT_ROWS = 500;

const CUT_SHORT =
  'The backup file is incomplete (it ends before its last record, probably cut short while copying); nothing was restored.';

/**
 * Reads a backup's records in order, checking as it goes that the file is whole and
 * consistent: a manifest first, rows only inside a table, each table's rows as many as the
 * manifest says, and the closing record. Any fault is a `BackupFileError` of one sentence.
 */
export async function readBackup(
  file: string,
  onRecord: (record: BackupRecord) => Promise<void> | void,
): Promise<Manifest> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  let streamError: Error | undefined;
  input.on('error', (error) => {
    streamError = error;
    gunzip.destroy(error);
  });
  input.pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let manifest: Manifest | undefined;
  let table: { name: string; rows: number } | undefined;
  let ended = false;
  // A line that is not JSON is the cut end of the file only if nothing follows it; the
  // decompressor may hand it over before it reports the cut, or after.
  let unreadable = false;
  const seen = new Map<string, number>();
  const closeTable = () => {
    if (table) seen.set(table.name, table.rows);
    table = undefined;
  };
  try {
    for await (const line of lines) {
      if (ended)
        throw new BackupFileError('The backup file has data after its end; nothing was restored.');
      if (unreadable) {
        throw new BackupFileError(
          'The backup file is damaged (a record is not readable); nothing was restored.',
        );
      }
      let record: BackupRecord;
      try {
        record = JSON.parse(line) as BackupRecord;
      } catch {
        unreadable = true;
        continue;
      }
      if (!manifest) {
        if (
          record.kind !== 'manifest' ||
          record.format !== BACKUP_FORMAT ||
          typeof record.tables !== 'object'
        ) {
          throw new BackupFileError(
            'This file is not a backup made by npm run backup; nothing was restored.',
          );
        }
        if (record.formatVersion > BACKUP_FORMAT_VERSION) {
          throw new BackupFileError(
            'This backup was written by a newer version of the site; restore it with that version.',
          );
        }
        manifest = record;
      } else if (record.kind === 'table') {
        closeTable();
        if (!(record.name in manifest.tables) || seen.has(record.name)) {
          throw new BackupFileError(
            `The backup file is damaged (unexpected table ${record.name}); nothing was restored.`,
          );
        }
        table = { name: record.name, rows: 0 };
      } else if (record.kind === 'rows') {
        if (!table || !Array.isArray(record.rows)) {
          throw new BackupFileError(
            'The backup file is damaged (rows outside a table); nothing was restored.',
          );
        }
        table.rows += record.rows.length;
      } else if (record.kind === 'end') {
        closeTable();
        ended = true;
      } else {
        throw new BackupFileError(
          'The backup file is damaged (an unknown record); nothing was restored.',
        );
      }
      await onRecord(record);
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    if (streamError && (streamError as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupFileError(`There is no file ${file}.`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(String((error as Error).message))) {
      throw new BackupFileError(CUT_SHORT);
    }
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new BackupFileError(
        'This file is not a backup made by npm run backup (it is not compressed as one); nothing was restored.',
      );
    }
    throw error;
  } finally {
    lines.close();
    input.destroy();
  }
  if (!manifest && unreadable) {
    throw new BackupFileError(
      'This file is not a backup made by npm run backup; nothing was restored.',
    );
  }
  if (!manifest || !ended) throw new BackupFileError(CUT_SHORT);
  for (const [name, count] of Object.entries(manifest.tables)) {
    if (seen.get(name) !== count) {
      throw new BackupFileError(
        `The backup file is damaged (table ${name} holds ${seen.get(name) ?? 0} rows, its manifest says ${count}); nothing was restored.`,
      );
    }
  }
  return manifest;
}

/** Whether any table of the site's schema holds a row (the schema may be missing). */
export async function holdsData(database: Database): Promise<boolean> {
  const { rows } = await database.execute(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  for (const { name } of rows) {
    if (NOT_BACKED_UP.has(String(name))) continue;
    const found = await database.execute(`select 1 from ${quoted(String(name))} limit 1`);
    if (found.rows.length > 0) return true;
  }
  return false;
}

/**
 * Restores a checked backup (`readBackup` ran over it first) into `database` in one
 * transaction: the schema of the backup's version is built from drizzle/ (after the old
 * schema is dropped, on PostgreSQL), every table is loaded with its own triggers off (the
 * counts of migration 0004 come from the backup itself), sequences are moved past the
 * loaded ids, and every table's count is compared with the manifest. Any failure rolls the
 * whole restore back: nothing is half-restored.
 */
export async function loadBackup(
  database: Database,
  file: string,
  manifest: Manifest,
  progress: Progress = () => {},
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const run = runner(tx);
    await emptySchemas(run);
    await applyMigrationsUpTo(run, manifest.schema);
    progress(`schema ${manifest.schema.last} built`);
    const tables = Object.keys(manifest.tables);
    await setTriggers(run, tables, false);

    let current: { name: string; columns: string[]; rows: number } | undefined;
    const done = () => {
      if (current) progress(`${current.name}: ${current.rows} rows`);
    };
    await readBackup(file, async (record) => {
      if (record.kind === 'table') {
        done();
        current = { name: record.name, columns: record.columns, rows: 0 };
      } else if (record.kind === 'rows' && current) {
        for (let i = 0; i < record.rows.length; i += INSERT_ROWS) {
          const rows = record.rows.slice(i, i + INSERT_ROWS);
          await insertRows(run, current.name, current.columns, rows);
          current.rows += rows.length;
        }
      } else if (record.kind === 'end') {
        done();
      }
    });

    await setTriggers(run, tables, true);
    for (const table of tables) {
      const stored = await rowCount(run, table);
      if (stored !== manifest.tables[table]) {
        throw new Error(`Restoring ${table} stored ${stored} rows of ${manifest.tables[table]}.`);
      }
    }
    await resetSequences(run);
  });
}
