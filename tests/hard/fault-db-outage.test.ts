import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../../scripts/pg-cluster.mjs';
import {
  adminLogin,
  futureSlots,
  listAppointments,
  postgresUnavailable,
  sleep,
  startBookingLoad,
  type BookingResult,
} from '../setup/load.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * Database outage: PostgreSQL crashes mid-load. The app answers 503 with a clear
 * message (never a hang, never a 500 or a stack), /api/health says the database is down,
 * and everything recovers within 5 s of the database coming back, with nothing that was
 * acknowledged lost. The cluster is this test's own, so stopping it disturbs no other test.
 */
const ADMIN_EMAIL = 'outage-admin@example.com';
const ADMIN_PASSWORD = 'outage-test-password-123';
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
const OUTAGE_MS = 4000;
const RECOVERY_LIMIT_MS = 5000;
/** No request may take longer than this, whatever the database does. */
const ANSWER_LIMIT_MS = 6000;

async function timed(url: string, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  return { status: response.status, text, ms: Date.now() - started };
}

const skipReason = postgresUnavailable('database outage');
if (skipReason) console.log(`[fault-db-outage] skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('database outage on PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    // A crashed or failing server explains itself in the output of the run.
    if (server && server.process.exitCode !== null) {
      console.log(`[fault-db-outage] server output:\n${server.output().slice(-4000)}`);
    }
    await server?.stop();
    cluster?.stop();
  });

  it('answers 503 while the database is down and recovers within 5 s, losing nothing acknowledged', async () => {
    cluster = await startPostgres({ durableCommits: true });
    if (!cluster) throw new Error('PostgreSQL could not be started for the outage test.');
    server = await startServer({
      DATABASE_URL: cluster.url,
      JWT_SECRET: 'outage-test-jwt-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      BOOKING_SLOT_CAPACITY: '100000',
      SEED_DEMO: '0',
      LOG_LEVEL: 'fatal',
    });
    const base = server.baseURL;
    const token = await adminLogin(base, ADMIN_EMAIL, ADMIN_PASSWORD);
    const auth = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.200.0.1' };

    const load = startBookingLoad(base, { slots: futureSlots(40), concurrency: 4 });
    await sleep(1500);

    const downAt = Date.now();
    cluster.stopServerOnly();
    const probes: { what: string; status: number; text: string; ms: number }[] = [];
    while (Date.now() - downAt < OUTAGE_MS) {
      probes.push({ what: 'health', ...(await timed(`${base}/api/health`)) });
      probes.push({
        what: 'admin list',
        ...(await timed(`${base}/api/appointments`, { headers: auth })),
      });
      await sleep(250);
    }

    cluster.startServerAgain();
    const upAt = Date.now();
    let healthyAfter = -1;
    while (Date.now() - upAt < 15_000) {
      const health = await timed(`${base}/api/health`);
      if (health.status === 200) {
        healthyAfter = Date.now() - upAt;
        break;
      }
      await sleep(100);
    }
    // Bookings are acknowledged again: the first 201 sent after the database came back.
    let bookingsAfter = -1;
    while (Date.now() - upAt < 15_000) {
      const ok = load.results.find(
        (r) => r.startedAt >= upAt && (r.status === 201 || r.status === 200),
      );
      if (ok) {
        bookingsAfter = ok.startedAt + ok.ms - upAt;
        break;
      }
      await sleep(50);
    }
    await sleep(1000);
    await load.stop();

    const duringOutage = (r: BookingResult) => r.startedAt >= downAt && r.startedAt < upAt;
    const outageResults = load.results.filter(duringOutage);
    const statuses = (list: { status: unknown }[]) =>
      list.reduce<Record<string, number>>((acc, r) => {
        acc[String(r.status)] = (acc[String(r.status)] ?? 0) + 1;
        return acc;
      }, {});
    const slowest = Math.max(...load.results.map((r) => r.ms), ...probes.map((p) => p.ms));
    console.log(
      `[fault-db-outage] ${load.results.length} bookings sent, ${load.acknowledged.length} acknowledged; ` +
        `during the ${OUTAGE_MS} ms outage: bookings ${JSON.stringify(statuses(outageResults))}, ` +
        `probes ${JSON.stringify(statuses(probes))}; slowest answer ${slowest} ms; ` +
        `healthy ${healthyAfter} ms and bookings acknowledged ${bookingsAfter} ms after the database came back`,
    );

    // The server never went away and never hung.
    expect(server.process.exitCode).toBeNull();
    expect(load.results.filter((r) => typeof r.status !== 'number')).toEqual([]);
    expect(slowest).toBeLessThan(ANSWER_LIMIT_MS);

    // While down: 503 with the clear sentence, never a 500, never a stack.
    expect(outageResults.length).toBeGreaterThan(0);
    for (const result of load.results) expect([200, 201, 503]).toContain(result.status);
    for (const result of outageResults.filter((r) => r.status === 503)) {
      expect(result.body).toMatchObject({ success: false, error: UNAVAILABLE });
    }
    expect(outageResults.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    for (const probe of probes) {
      expect(probe.text).not.toMatch(/\bat .+:\d+:\d+|Error:/);
      if (probe.what === 'health') {
        expect(probe.status).toBe(503);
        expect(JSON.parse(probe.text)).toEqual({ status: 'error', db: 'down' });
      } else {
        expect(probe.status).toBe(503);
        expect(JSON.parse(probe.text)).toMatchObject({ success: false, error: UNAVAILABLE });
      }
    }

    // Back within 5 s, and every acknowledged booking is stored.
    expect(healthyAfter).toBeGreaterThanOrEqual(0);
    expect(healthyAfter).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(bookingsAfter).toBeGreaterThanOrEqual(0);
    expect(bookingsAfter).toBeLessThan(RECOVERY_LIMIT_MS);
    const stored = new Set((await listAppointments(base, token)).map((a) => a.email));
    expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect((await timed(`${base}/api/appointments`, { headers: auth })).status).toBe(200);
  });
});
