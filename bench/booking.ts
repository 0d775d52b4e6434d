/**
 * Booking benchmark ("a fast booking path"): POST /api/appointments sustained at
 * 50 connections against the compiled server, on the embedded database (PGlite, the
 * default) and on a throwaway PostgreSQL cluster, each followed by the check that every
 * acknowledged (201) booking is stored. Prints one JSON line of table rows (bench/lib.ts).
 *
 * Run: BUILD_DIR=build-bench node --import tsx bench/booking.ts [--json]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SLOT_CODES } from '../common/constants.ts';
import { startPostgres } from '../scripts/pg-cluster.mjs';
import { startServer, type RunningServer } from '../tests/setup/server-process.ts';
import {
  CONNECTIONS,
  DURATION,
  fmt,
  report,
  rssMb,
  type BenchRow,
  appEnv,
  BENCH_ADMIN,
} from './lib.ts';

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build-bench');
const ADMIN = BENCH_ADMIN;
const GROUP = 'Booking POST /api/appointments';
const rows: BenchRow[] = [];
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const work = mkdtempSync(path.join(tmpdir(), 'agency-bench-booking-'));

/** The booking path's budgets per database. */
const BUDGETS = {
  PGlite: { rps: 300, p99: 250 },
  PostgreSQL: { rps: 1000, p99: undefined },
} as const;

/**
 * The Monday-to-Friday dates (every slot open) from two days ahead to 80 days ahead: inside
 * the booking horizon (BOOKING_HORIZON_DAYS, 90 by default), so none is refused for it.
 */
function weekdays(): string[] {
  const days: string[] = [];
  const day = new Date(Date.now() + 2 * 86_400_000);
  const last = Date.now() + 80 * 86_400_000;
  while (day.getTime() <= last) {
    const weekday = day.getUTCDay();
    if (weekday >= 1 && weekday <= 5) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** Every stored booking's e-mail, page by page through the admin list. */
async function storedEmails(app: RunningServer): Promise<Set<string>> {
  const login = await fetch(`${app.baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const emails = new Set<string>();
  for (let pageNo = 1; ; pageNo += 1) {
    const list = await fetch(`${app.baseURL}/api/appointments?page=${pageNo}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await list.json()) as {
      appointments: { email: string }[];
      pagination: { hasNextPage: boolean };
    };
    for (const a of answer.appointments) emails.add(a.email.toLowerCase());
    if (!answer.pagination.hasNextPage) break;
  }
  return emails;
}

/** One sustained run: unique visitors (e-mail and address) over every weekday's 3 slots. */
async function bookingLoad(app: RunningServer, kind: keyof typeof BUDGETS, prefix: string) {
  const dates = weekdays();
  let n = 0;
  const acknowledged = { created: 0, other: 0, emails: new Set<string>() };
  const statuses = new Map<number, number>();
  const run = (duration: number, count: boolean) =>
    autocannon({
      url: app.baseURL,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/appointments',
          setupRequest(request) {
            n += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({
                name: `Bench Visitor ${n}`,
                email: `${prefix}-${n}@example.com`,
                phone: '',
                services: ['Web Design & Development'],
                preferred_date: dates[n % dates.length],
                preferred_time: SLOT_CODES[n % SLOT_CODES.length],
                user_timezone: 'Asia/Karachi',
              }),
            };
          },
          onResponse(status, body) {
            if (!count) return;
            if (status !== 201) {
              acknowledged.other += 1;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              return;
            }
            acknowledged.created += 1;
            const email = (JSON.parse(body) as { appointment?: { email?: string } }).appointment
              ?.email;
            if (email) acknowledged.emails.add(email.toLowerCase());
          },
        },
      ],
    });
  // A short unmeasured run first (JIT, pools), as the other load runs of the bench do.
  await run(Math.min(2, DURATION), false);
  const sentBefore = n;
  const result = await run(DURATION, true);
  const stored = await storedEmails(app);
  const missing = [...acknowledged.emails].filter((e) => !stored.has(e)).length;
  const budget = BUDGETS[kind];
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  rows.push({
    group: GROUP,
    name: `${kind}: sustained, ${CONNECTIONS} connections, ${dates.length} dates × 3 slots, unique e-mails`,
    figure:
      `${fmt.rps(rps)}, p50 ${fmt.ms(result.latency.p50)}, p99 ${fmt.ms(p99)}` +
      (acknowledged.other
        ? `, ${acknowledged.other} not 201 (${[...statuses].map(([s, c]) => `${c}× ${s}`).join(', ')})`
        : '') +
      (result.errors || result.timeouts
        ? `, ${result.errors} socket errors, ${result.timeouts} timeouts`
        : ''),
    budget:
      `≥ ${budget.rps.toLocaleString('en-US')} req/s` +
      (budget.p99 ? `, p99 ≤ ${budget.p99} ms` : ''),
    met:
      rps >= budget.rps &&
      (budget.p99 === undefined || p99 <= budget.p99) &&
      !acknowledged.other &&
      !result.errors,
  });
  // Requests still in flight when the run stops may be stored without an answer seen, so
  // stored may exceed acknowledged; an acknowledged booking that is missing may not.
  rows.push({
    group: GROUP,
    name: `${kind}: every acknowledged (201) booking stored`,
    figure:
      `${acknowledged.created} acknowledged, ${missing} of them missing; ` +
      `${stored.size} stored of ${n} sent (${sentBefore} in the warm-up)`,
    budget: 'none missing',
    met:
      acknowledged.created > 0 &&
      missing === 0 &&
      acknowledged.emails.size === acknowledged.created,
  });
  log(`${kind}: ${rows.at(-2)!.figure}; ${rows.at(-1)!.figure}`);
}

async function main() {
  if (!existsSync(path.join(BUILD_DIR, 'app-server', 'main.mjs'))) {
    throw new Error(`No build in ${BUILD_DIR}: run BUILD_DIR=${BUILD_DIR} npm run build`);
  }
  const only = process.env.BENCH_BOOKING_ONLY; // 'PGlite' or 'PostgreSQL', for profiling
  try {
    if (!only || only === 'PGlite') {
      log(`bookings on PGlite (${BUILD_DIR}), ${DURATION} s`);
      const app = await startServer(appEnv(BUILD_DIR, work));
      try {
        await bookingLoad(app, 'PGlite', 'bench');
        const after = rssMb(app.process.pid!);
        rows.push({
          group: 'Memory (RSS)',
          name: 'embedded server after the booking load',
          figure: fmt.mb(after),
          budget: '≤ 400 MB',
          met: after <= 400,
        });
      } finally {
        await app.stop();
      }
    }
    if (!only || only === 'PostgreSQL') {
      log('bookings on PostgreSQL');
      // Commits durable as in production (synchronous_commit on): a 201 means stored.
      const pg = await startPostgres({ durableCommits: true });
      if (!pg) {
        rows.push({
          group: GROUP,
          name: 'PostgreSQL',
          figure: 'not measured: PostgreSQL could not be installed or started',
          budget: `≥ ${BUDGETS.PostgreSQL.rps.toLocaleString('en-US')} req/s`,
          met: false,
        });
      } else {
        try {
          const app = await startServer(
            appEnv(BUILD_DIR, work, {
              DATABASE_URL: pg.url,
              JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
            }),
          );
          try {
            await bookingLoad(app, 'PostgreSQL', 'bench-pg');
          } finally {
            await app.stop();
          }
        } finally {
          await pg.stop();
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  report(rows);
}

await main();
