// npm run backup: one backup of the site's database into DATA_DIR/backups (README, "Backups").
import { existsSync } from 'node:fs';
import path from 'node:path';
import { handoffFiles } from '../server/backup/handoff.ts';
import { formatBytes } from '../common/schemas/backups.ts';
import type { TakenBackup } from '../server/backup/format.ts';
import { createBackupService } from '../server/backup/service.ts';
import { commandConfig, fail } from '../server/backup/command.ts';
import { openDatabase } from '../server/db/client.ts';

async function main() {
  process.umask(0o077);
  const config = commandConfig();
  const started = Date.now();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let taken: TakenBackup;
  const server =
    config.database.kind === 'pglite' ? handoffFiles(config.DATA_DIR).serverPid() : undefined;
  if (server !== undefined) {
    say(`The server (pid ${server}) has the embedded database open: asking it for the backup...`);
    const answer = await handoffFiles(config.DATA_DIR).request(server);
    if (!answer.ok) return fail(`Backup failed: ${answer.error}`);
    taken = answer.backup;
  } else {
    if (
      config.database.kind === 'pglite' &&
      !existsSync(path.join(config.database.dataDir!, 'PG_VERSION'))
    ) {
      return fail(
        `There is no database in ${config.DATA_DIR} to back up (set DATA_DIR or DATABASE_URL).`,
      );
    }
    say(
      config.database.kind === 'pglite'
        ? `Backing up the embedded database of ${config.DATA_DIR}...`
        : 'Backing up the PostgreSQL database of DATABASE_URL...',
    );
    const database = await openDatabase(config.database);
    try {
      taken = await createBackupService({ config, database }).takeNow((line) => say(`  ${line}`));
    } finally {
      await database.close();
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(
    `Backup written: ${path.join(config.DATA_DIR, 'backups', taken.file ?? '')} (${formatBytes(taken.sizeBytes ?? 0)}, ${taken.tables} tables, ${taken.rows} rows, schema ${taken.schema}) in ${seconds} s.`,
  );
}

main().catch((error: unknown) => fail(`Backup failed: ${(error as Error).message}`));
