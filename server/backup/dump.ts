import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod, rename, rm, stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client.ts';
import { PRIVATE_FILE_MODE } from '../data-dir.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, NOT_BACKED_UP, type Manifest } from './format.ts';
import {
  pageAfter,
  rowCount,
  runner,
  schemaVersionOf,
  storedColumns,
  tablesInLoadOrder,
} from './repository.ts';

/** Rows read per statement, and the most text one line of rows carries. */
const PAGE_ROWS = 200;
const LINE_BYTES = 4 * 1024 * 1024;

export type Progress = (line: string) => void;

/**
 * Writes a backup of every table to `file` (docs/decisions/056): one REPEATABLE READ, READ
 * ONLY transaction, so every row comes from one snapshot taken as it begins while other
 * connections keep writing; on PGlite the transaction holds the embedded database for its
 * duration. The file appears under its name only when complete (written beside it, then
 * renamed), readable by this user alone.
 */
export async function writeBackup(
  database: Database,
  file: string,
  progress: Progress = () => {},
): Promise<{ manifest: Manifest; bytes: number }> {
  const partial = `${file}.partial`;
  const output = createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
  const gzip = createGzip({ level: 6 });
  gzip.pipe(output);
  const write = async (text: string) => {
    if (!gzip.write(text + '\n')) await once(gzip, 'drain');
  };
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        const run = runner(tx);
        const tables = (await tablesInLoadOrder(run)).filter((t) => !NOT_BACKED_UP.has(t));
        const counts: Record<string, number> = {};
        for (const table of tables) {
          counts[table] = await rowCount(run, table);
        }
        const manifest: Manifest = {
          kind: 'manifest',
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          schema: await schemaVersionOf(run),
          tables: counts,
        };
        await write(JSON.stringify(manifest));
        for (const table of tables) {
          const columns = await storedColumns(run, table);
          await write(JSON.stringify({ kind: 'table', name: table, columns }));
          let after = '(0,0)';
          let written = 0;
          for (;;) {
            const page = await pageAfter(run, table, after, PAGE_ROWS);
            if (page.rows.length === 0) break;
            let line: string[] = [];
            let size = 0;
            for (const text of page.rows) {
              if (line.length > 0 && size + text.length > LINE_BYTES) {
                await write(`{"kind":"rows","rows":[${line.join(',')}]}`);
                line = [];
                size = 0;
              }
              line.push(text);
              size += text.length;
            }
            await write(`{"kind":"rows","rows":[${line.join(',')}]}`);
            written += page.rows.length;
            after = page.last;
          }
          progress(`${table}: ${written} rows`);
        }
        await write(JSON.stringify({ kind: 'end', tables: counts }));
        return manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await finished(output);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
    return { manifest, bytes: (await stat(file)).size };
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
