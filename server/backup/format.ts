import type { BackupInfo } from '../../common/schemas/backups.ts';

/**
 * The backup file (docs/decisions/056): gzip-compressed JSON lines, self-contained.
 *
 *   {"kind":"manifest", ...}           format, when, the schema version, every table's row count
 *   {"kind":"table","name":...,"columns":[...]}
 *   {"kind":"rows","rows":[{...},...]} rows of the table above, as PostgreSQL's to_jsonb writes them
 *   ...
 *   {"kind":"end","tables":{...}}      the row counts again: a file without it was cut short
 *
 * Tables come in an order that loads without breaking a foreign key (referenced first).
 */

export const BACKUP_FORMAT = 'brightwave-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Backups are named `brightwave-<UTC stamp>.backup.gz` in DATA_DIR/backups. */
export const BACKUP_SUFFIX = '.backup.gz';

/** Tables a backup leaves out: the record of backups describes files on one machine. */
export const NOT_BACKED_UP = new Set(['backup_runs']);

/** A backup just written, with what its manifest says. */
export interface TakenBackup extends BackupInfo {
  tables: number;
  rows: number;
  schema: string;
}

export interface SchemaVersion {
  /** How many migrations of drizzle/ the database has applied. */
  migrations: number;
  /** The tag of the last one, such as `0013_backups-and-audit`. */
  last: string;
}

export interface Manifest {
  kind: 'manifest';
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  schema: SchemaVersion;
  /** Row counts per table, in load order. */
  tables: Record<string, number>;
}

interface TableStart {
  kind: 'table';
  name: string;
  columns: string[];
}

interface RowsChunk {
  kind: 'rows';
  rows: Record<string, unknown>[];
}

interface End {
  kind: 'end';
  tables: Record<string, number>;
}

export type BackupRecord = Manifest | TableStart | RowsChunk | End;

/** A sentence for the person running a command: the file cannot be used. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `brightwave-${stamp}${BACKUP_SUFFIX}`;
}

export const totalRows = (tables: Record<string, number>) =>
  Object.values(tables).reduce((sum, n) => sum + n, 0);
