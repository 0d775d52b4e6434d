import { readFile, stat, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFileError } from '../../server/backup/format.ts';
import { holdsData, loadBackup, readBackup } from '../../server/backup/restore.ts';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { addressPool } from '../setup/api.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { createScratchDatabase } from '../setup/load.ts';
import { createAppBeside, createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const freshAddress = addressPool(97);

/** A database of the same kind as the tests', empty: where a backup is restored. */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'restore');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Every table's row count (the record of backups aside), and a few rows in full. */
async function contents(database: Database) {
  const { rows } = await database.execute(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> 'backup_runs' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const [row] = (await database.execute(`select count(*)::int as n from "${String(tablename)}"`))
      .rows;
    counts[String(tablename)] = Number(row!.n);
  }
  const sample = async (query: string) => JSON.stringify((await database.execute(query)).rows);
  return {
    counts,
    appointments: await sample(`select to_jsonb(a) - 'id' as a from appointments a order by email`),
    pictures: await sample(`select md5(bytes) as m from media_variants order by 1`),
    posts: await sample(`select slug, title, tags, status, publish_at from blogs order by slug`),
  };
}

describe(`backups on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_KEEP: '2' });
    ({ token } = await signInAdmin(t));
    await seedDemoContent(t.database.db);
    for (const email of ['ayesha@example.com', 'bilal@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: appointmentSubmission({ email }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await t.database.execute(
      `insert into subscribers (email, status) values ('reader@example.com', 'confirmed')`,
    );
    await t.database.execute(
      `insert into page_views (path, visitor_hash, day) values ('/', 'a', '2030-01-01'), ('/blog', 'b', '2030-01-01')`,
    );
  });
  afterAll(async () => {
    await t.app.close();
  });

  const takeBackup = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().backup as { id: string; file: string; sizeBytes: number };
  };

  it('answers 401 to every backup route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/backups/00000000-0000-4000-8000-000000000000/file'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('takes a backup on request, shows it as the latest and lets the admin download it', async () => {
    const backup = await takeBackup();
    const file = path.join(t.config.DATA_DIR, 'backups', backup.file);
    const info = await stat(file);
    expect(info.mode & 0o777).toBe(0o600);
    expect(info.size).toBe(backup.sizeBytes);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backups',
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({
      latest: { id: backup.id, sizeBytes: info.size, status: 'done', available: true },
      hour: 3,
      keep: 2,
    });

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${backup.id}/file`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(backup.file);
    expect(download.rawPayload.equals(await readFile(file))).toBe(true);
    // The manifest leads the file: schema version and row counts.
    const manifest = JSON.parse(gunzipSync(download.rawPayload).toString().split('\n')[0]!);
    expect(manifest).toMatchObject({
      format: 'brightwave-backup',
      schema: { last: expect.stringMatching(/^\d{4}_/) },
      tables: { appointments: 2, subscribers: 1, admins: 1 },
    });
  });

  it('answers 404 for a backup this process does not hold and 400 for a bad id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backups/00000000-0000-4000-8000-000000000000/file',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatch(/not on this server/);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backups/nope/file',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('restores into an empty database every row as it was, bookings, posts and pictures alike', async () => {
    const backup = await takeBackup();
    const file = path.join(t.config.DATA_DIR, 'backups', backup.file);
    const target = await emptyDatabase();
    try {
      expect(await holdsData(target.database)).toBe(false);
      const manifest = await readBackup(file, () => {});
      await loadBackup(target.database, file, manifest);
      const restored = await contents(target.database);
      const original = await contents(t.database);
      expect(restored).toEqual(original);
      expect(restored.counts.appointments).toBe(2);
      expect(restored.counts.media_variants).toBeGreaterThan(0);
      // The next start applies only newer migrations, and new rows get new ids.
      await migrateDatabase(target.database);
      const { rows } = await target.database.execute(
        `insert into page_views (path, visitor_hash, day) values ('/', 'c', '2030-01-02') returning id`,
      );
      expect(Number(rows[0]!.id)).toBe(3);
    } finally {
      await target.drop();
    }
  });

  it('refuses a file cut in half with one sentence, and a failed load leaves the target as it was', async () => {
    const backup = await takeBackup();
    const file = path.join(t.config.DATA_DIR, 'backups', backup.file);
    const bytes = await readFile(file);
    const cut = `${file}.cut`;
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readBackup(cut, () => {})).rejects.toThrow(BackupFileError);
    await expect(readBackup(cut, () => {})).rejects.toThrow(
      'The backup file is incomplete (it ends before its last record, probably cut short while copying); nothing was restored.',
    );
    // The same when the cut falls inside a record and the decompressor reports no cut: the
    // half record is the file's last line, so the file is cut short, not damaged.
    const halfRecord = `${file}.half`;
    const text = gunzipSync(bytes).toString('utf8');
    await writeFile(halfRecord, gzipSync(text.slice(0, Math.floor(text.length / 2))));
    await expect(readBackup(halfRecord, () => {})).rejects.toThrow(
      'The backup file is incomplete (it ends before its last record, probably cut short while copying); nothing was restored.',
    );
    const notOne = `${file}.txt`;
    await writeFile(notOne, 'hello');
    await expect(readBackup(notOne, () => {})).rejects.toThrow(
      /not a backup made by npm run backup/,
    );

    // A file that changes between the check and the load: the load's one transaction is
    // undone, and the database it was to replace keeps every row.
    const target = await emptyDatabase();
    try {
      const manifest = await readBackup(file, () => {});
      await loadBackup(target.database, file, manifest);
      const before = await contents(target.database);
      await expect(loadBackup(target.database, cut, manifest)).rejects.toThrow(BackupFileError);
      expect(await contents(target.database)).toEqual(before);
    } finally {
      await target.drop();
    }
  });

  it('keeps BACKUP_KEEP files, the newest always among them', async () => {
    // Several within one second: their names differ only by a random suffix.
    const taken = [await takeBackup(), await takeBackup(), await takeBackup()];
    const files = (await readdir(path.join(t.config.DATA_DIR, 'backups'))).filter((f) =>
      f.endsWith('.backup.gz'),
    );
    expect(files).toHaveLength(2);
    expect(files).toContain(taken[2]!.file);
    expect(files).toContain(taken[1]!.file);
  });

  it('takes the daily backup once at BACKUP_HOUR however many processes share the database', async () => {
    const other = await createAppBeside({ BACKUP_KEEP: '2' });
    try {
      // 03:10 in Karachi (UTC+5): within the default hour; 04:10 is past it.
      const due = new Date('2030-01-07T22:10:00.000Z');
      const late = new Date('2030-01-07T23:10:00.000Z');
      expect(await t.app.deps.services.backups.takeScheduled(late)).toBeNull();
      const taken = await Promise.all([
        t.app.deps.services.backups.takeScheduled(due),
        other.app.deps.services.backups.takeScheduled(due),
        t.app.deps.services.backups.takeScheduled(due),
      ]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(taken.find(Boolean)).toMatchObject({ status: 'done', scheduledDay: '2030-01-08' });
      // Later in the hour, nobody takes it again.
      expect(await other.app.deps.services.backups.takeScheduled(due)).toBeNull();
      const { rows } = await t.database.execute(
        `select count(*)::int as n from backup_runs where scheduled_day = '2030-01-08'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await other.app.close();
    }
  });
});
