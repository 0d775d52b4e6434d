// npm run restore -- FILE [--force]: a backup of npm run backup into DATA_DIR or
// DATABASE_URL (README, "Backups"). Nothing is half-restored: the load is one transaction,
// and on the embedded database it is made in a directory of its own, put in place at the end.
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { commandConfig, fail } from '../server/backup/command.ts';
import { BackupFileError, totalRows } from '../server/backup/format.ts';
import { handoffFiles } from '../server/backup/handoff.ts';
import { holdsData, loadBackup, readBackup } from '../server/backup/restore.ts';
import { openDatabase, type DatabaseTarget } from '../server/db/client.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main() {
  process.umask(0o077);
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) return fail(USAGE);
  // npm runs scripts in the project's directory; a relative FILE means where it was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const config = commandConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const started = Date.now();

  say(`Checking ${file}...`);
  const manifest = await readBackup(file, () => {});
  const rows = totalRows(manifest.tables);
  const tables = Object.keys(manifest.tables).length;
  say(
    `  a backup of ${manifest.createdAt} (${manifest.database}), schema ${manifest.schema.last}, ${tables} tables, ${rows} rows: whole`,
  );

  const refuseFull = (where: string) =>
    fail(
      `${where.charAt(0).toUpperCase()}${where.slice(1)} already holds data; nothing was restored. Add --force to replace it${config.database.kind === 'pglite' ? ' (the current database is kept beside it)' : ''}.`,
    );
  const restoreInto = async (target: DatabaseTarget) => {
    const database = await openDatabase(target);
    try {
      await loadBackup(database, file, manifest, (line) => say(`  ${line}`));
    } finally {
      await database.close();
    }
  };

  let where: string;
  if (config.database.kind === 'postgres') {
    where = 'the database of DATABASE_URL';
    const database = await openDatabase(config.database);
    const full = await holdsData(database).finally(() => database.close());
    if (full && !force) return refuseFull(where);
    say(`Restoring into ${where}...`);
    await restoreInto(config.database);
  } else {
    const live = config.database.dataDir!;
    where = live;
    const server = handoffFiles(config.DATA_DIR).serverPid();
    if (server !== undefined) {
      return fail(
        `A server (pid ${server}) is running on ${config.DATA_DIR}; stop it before restoring.`,
      );
    }
    const exists = existsSync(path.join(live, 'PG_VERSION'));
    if (exists) {
      const database = await openDatabase(config.database);
      const full = await holdsData(database).finally(() => database.close());
      if (full && !force) return refuseFull(live);
    }
    const fresh = `${live}.restoring`;
    await rm(fresh, { recursive: true, force: true });
    say(`Restoring into ${live}...`);
    try {
      await restoreInto({ kind: 'pglite', dataDir: fresh });
    } catch (error) {
      await rm(fresh, { recursive: true, force: true });
      throw error;
    }
    if (existsSync(live)) {
      const kept = `${live}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
      await rename(live, kept);
      say(`  the database it replaces is kept in ${kept}`);
    }
    await rename(fresh, live);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(
    `Restored ${rows} rows in ${tables} tables (schema ${manifest.schema.last}) into ${where} in ${seconds} s.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupFileError) fail(error.message);
  fail(`Restore failed, nothing was restored: ${(error as Error).message}`);
});
