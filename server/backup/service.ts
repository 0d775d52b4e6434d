import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import type { BackupInfo } from '../../common/schemas/backups.ts';
import { todayInBusinessZone } from '../../common/booking.ts';
import type { Config } from '../config.ts';
import { PRIVATE_DIR_MODE } from '../data-dir.ts';
import type { Database } from '../db/client.ts';
import { writeBackup, type Progress } from './dump.ts';
import { BACKUP_SUFFIX, backupFileName, totalRows, type TakenBackup } from './format.ts';
import * as repo from './repository.ts';
import { handoffFiles } from './handoff.ts';

/** How often the schedule is looked at: a backup starts within a minute of its hour. */
const SCHEDULE_CHECK_MS = 60_000;
/** A day's claim whose backup neither finished nor failed this long after is taken over. */
const STALE_CLAIM_MINUTES = 30;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The hour (0-23) of `now` in Pakistan time. */
function businessHour(now: Date): number {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return Number(text);
}

/**
 * Backups of the site's database (docs/decisions/056): taken on request, and every day at
 * BACKUP_HOUR (Pakistan time) by exactly one of the processes sharing the database (the one
 * whose insert claims the day's row), kept BACKUP_KEEP deep in DATA_DIR/backups.
 */
export function createBackupService({ config, database }: { config: Config; database: Database }) {
  const { db } = database;
  const directory = path.join(config.DATA_DIR, 'backups');
  const host = hostname();

  const info = (row: repo.BackupRun): BackupInfo => ({
    id: row.id,
    file: row.file,
    sizeBytes: row.sizeBytes,
    status: row.status,
    scheduledDay: row.scheduledDay,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    available: row.file !== null && existsSync(path.join(directory, row.file)),
  });

  /**
   * Keeps the newest BACKUP_KEEP files, the one just written (`written`) always among them.
   * Newest by the time written, not by name: two backups in one second differ only by a
   * random suffix, which sorts in no order of time.
   */
  async function prune(written: string): Promise<void> {
    const names = (await readdir(directory)).filter(
      (f) => f.endsWith(BACKUP_SUFFIX) && f !== written,
    );
    const files = await Promise.all(
      names.map(async (name) => ({
        name,
        at: (await stat(path.join(directory, name)).catch(() => null))?.mtimeMs ?? 0,
      })),
    );
    files.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
    const others = Math.max(0, config.BACKUP_KEEP - 1);
    for (const old of files.slice(0, Math.max(0, files.length - others))) {
      await rm(path.join(directory, old.name), { force: true });
    }
  }

  async function write(id: string, progress?: Progress): Promise<TakenBackup> {
    await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
    let name = backupFileName(new Date());
    if (existsSync(path.join(directory, name))) {
      name = name.replace(BACKUP_SUFFIX, `-${randomUUID().slice(0, 8)}${BACKUP_SUFFIX}`);
    }
    try {
      const { manifest, bytes } = await writeBackup(database, path.join(directory, name), progress);
      const row = await repo.finishRun(db, id, name, bytes);
      await prune(name);
      return {
        ...info(row),
        tables: Object.keys(manifest.tables).length,
        rows: totalRows(manifest.tables),
        schema: manifest.schema.last,
      };
    } catch (error) {
      await repo.failRun(db, id, String((error as Error).message)).catch(() => undefined);
      throw error;
    }
  }

  /** A backup now (the dashboard's button, `npm run backup`). */
  async function takeNow(progress?: Progress): Promise<TakenBackup> {
    return write(await repo.insertRun(db, host), progress);
  }

  /**
   * The day's scheduled backup, when it is due and this process wins the day's row: a row
   * inserted now, or one whose backup failed or was left unfinished (a process that died)
   * for STALE_CLAIM_MINUTES. Answers null when another process has it or it is not due.
   */
  async function takeScheduled(now = new Date()): Promise<TakenBackup | null> {
    // Within the hour only: a process started later in the day (a test's, a replica's
    // after a deploy) does not add a backup's work to its start.
    if (businessHour(now) !== config.BACKUP_HOUR) return null;
    const id = await repo.claimDay(db, todayInBusinessZone(now), host, STALE_CLAIM_MINUTES);
    return id ? write(id) : null;
  }

  async function latest(): Promise<BackupInfo | null> {
    const row = await repo.latestDone(db);
    return row ? info(row) : null;
  }

  /** The file of a finished backup when this process holds it; else null. */
  async function fileOf(id: string): Promise<{ path: string; name: string } | null> {
    const row = await repo.findRun(db, id);
    if (!row || row.status !== 'done' || !row.file) return null;
    const file = path.join(directory, row.file);
    return existsSync(file) ? { path: file, name: row.file } : null;
  }

  let stopSchedule: (() => void) | undefined;
  /** Starts the daily schedule, and (embedded database) the hand-off of `npm run backup`. */
  function start({ log }: { log: Log }): void {
    let busy = false;
    const check = () => {
      if (busy) return;
      busy = true;
      takeScheduled()
        .then((taken) => {
          if (taken) log.info({ file: taken.file, bytes: taken.sizeBytes }, 'daily backup taken');
        })
        .catch((error: unknown) => log.error({ err: error }, 'daily backup failed'))
        .finally(() => (busy = false));
    };
    const timer = setInterval(check, SCHEDULE_CHECK_MS);
    timer.unref();
    check();
    const handoff =
      database.kind === 'pglite' ? handoffFiles(config.DATA_DIR).serve(takeNow, log) : undefined;
    stopSchedule = () => {
      clearInterval(timer);
      handoff?.();
    };
  }

  return {
    takeNow,
    takeScheduled,
    latest,
    fileOf,
    start,
    stop: () => stopSchedule?.(),
  };
}
