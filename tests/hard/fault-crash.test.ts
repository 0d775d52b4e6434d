import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  createScratchDatabase,
  futureSlots,
  listAppointments,
  postgresUnavailable,
  sleep,
  startBookingLoad,
} from '../setup/load.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * Crash safety: under a steady booking load the server is killed with SIGKILL
 * at random moments; after every restart each booking that had been acknowledged is still
 * stored, and the database opens cleanly (the server becomes healthy again).
 */
const KILLS = 20;
const ADMIN_EMAIL = 'crash-admin@example.com';
const ADMIN_PASSWORD = 'crash-test-password-123';
const JWT_SECRET = 'crash-test-jwt-secret-that-is-long-enough-0123456789';

async function kill(server: RunningServer) {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

async function crashRun(label: string, env: Record<string, string>) {
  const slots = futureSlots(60);
  const acknowledged = new Set<string>();
  let attempted = 0;
  const restartMs: number[] = [];
  let server: RunningServer | undefined;
  const env_ = {
    TRUST_PROXY: '1',
    BOOKING_SLOT_CAPACITY: '100000',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
    ...env,
  };

  /** Starts the server on the same data and checks every acknowledged booking is stored. */
  async function restartAndVerify() {
    const started = Date.now();
    server = await startServer(env_);
    restartMs.push(Date.now() - started);
    const token = await adminLogin(server.baseURL, ADMIN_EMAIL, ADMIN_PASSWORD);
    const stored = new Set((await listAppointments(server.baseURL, token)).map((a) => a.email));
    const lost = [...acknowledged].filter((email) => !stored.has(email));
    expect(lost, `${label}: acknowledged bookings missing after a restart`).toEqual([]);
    return server;
  }

  try {
    for (let kills = 0; kills < KILLS; kills++) {
      const running = await restartAndVerify();
      const load = startBookingLoad(running.baseURL, { slots, concurrency: 4 });
      // A random moment: early in a request, mid-transaction, or between requests.
      await sleep(250 + Math.random() * 1000);
      await kill(running);
      await load.stop();
      attempted += load.results.length;
      for (const email of load.acknowledged) acknowledged.add(email);
    }
    // The 21st start: the data survived the last kill too.
    await restartAndVerify();
  } finally {
    if (server) {
      await server.stop();
    }
  }

  const average = Math.round(restartMs.reduce((a, b) => a + b, 0) / restartMs.length);
  console.log(
    `[fault-crash] ${label}: ${KILLS} SIGKILLs survived, ${attempted} bookings sent, ` +
      `${acknowledged.size} acknowledged, 0 lost; restart to healthy: average ${average} ms, ` +
      `max ${Math.max(...restartMs)} ms (each: ${restartMs.join(', ')})`,
  );
  // The load must really have been under way, or the test proves nothing.
  expect(acknowledged.size).toBeGreaterThan(KILLS * 2);
}

describe('crash safety: SIGKILL under booking load', () => {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const drop of drops) await drop();
  });

  it(`embedded PGlite: ${KILLS} kills, nothing acknowledged is lost`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-crash-'));
    dirs.push(dataDir);
    await crashRun('PGlite', { DATA_DIR: dataDir });
  });

  const skipReason = postgresUnavailable('crash safety on PostgreSQL');
  if (skipReason) console.log(`[fault-crash] skipped: ${skipReason}`);
  it.skipIf(Boolean(skipReason))(
    `PostgreSQL: ${KILLS} kills, nothing acknowledged is lost`,
    async () => {
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'crash');
      drops.push(database.drop);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-crash-pg-'));
      dirs.push(dataDir);
      await crashRun('PostgreSQL', {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET,
      });
    },
  );
});
