/**
 * Data at scale: 100,000 posts, 100,000 appointments and 1,000,000 page views,
 * seeded with generate_series into PostgreSQL (a throwaway cluster) and into in-memory
 * PGlite; then the p50 of the public blog list (first and a deep page), the admin
 * appointments list filtered by status and the dashboard stats over 30 days, through the
 * service functions the routes call, with the indexes their plans use.
 *
 * Run: node --import tsx bench/data.ts [--json]   (BENCH_DATA_SCALE=0.1 for a tenth)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInBusinessZone } from '../common/booking.ts';
import { startPostgres } from '../scripts/pg-cluster.mjs';
import { loadConfig } from '../server/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client.ts';
import { createServices } from '../server/services.ts';
import { fmt, percentile, report, type BenchRow } from './lib.ts';

const SCALE = Number(process.env.BENCH_DATA_SCALE ?? 1);
const POSTS = Math.round(100_000 * SCALE);
const APPOINTMENTS = Math.round(100_000 * SCALE);
const VIEWS = Math.round(1_000_000 * SCALE);
const RUNS = 15;
const BUDGET_MS = 10;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const SEED = `
insert into blogs (slug, title, content, plain_text, status, publish_at, views, created_at, updated_at)
select 'bench-post-' || g, 'Bench post ' || g, '<p>Body of bench post ' || g || '.</p>',
       'Body of bench post ' || g || '.',
       case when g % 20 = 0 then 'draft' else 'published' end,
       case when g % 20 = 0 then null else now() - g * interval '1 minute' end,
       g % 500, now() - g * interval '1 minute', now() - g * interval '1 minute'
from generate_series(1, ${POSTS}) g;

insert into appointments (name, email, preferred_date, preferred_time, slot_start, status, created_at, updated_at)
select 'Visitor ' || g, 'visitor' || g || '@example.com', (current_date + (g % 365))::date,
       (array['6pm-9pm','9pm-12am','12am-3am'])[g % 3 + 1], now() + (g % 365) * interval '1 day',
       (array['Pending','Confirmed','Completed','Cancelled'])[g % 4 + 1],
       now() - (g % 180) * interval '1 day' - g * interval '1 second', now()
from generate_series(1, ${APPOINTMENTS}) g;

insert into page_views (path, referrer, visitor_hash, day, created_at)
select (array['/','/Services','/blog','/About','/Contact','/Portfolio','/Work','/careers'])[g % 8 + 1],
       null, md5(((g / 7) % 40000)::text || '-' || (g % 90)::text),
       (current_date - (g % 90))::date, now() - (g % 90) * interval '1 day'
from generate_series(1, ${VIEWS}) g;
`;

interface Query {
  name: string;
  run: () => Promise<unknown>;
  /** SQL of the statements behind it, for EXPLAIN. */
  explain: string[];
}

function queries(database: Database): Query[] {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agency-bench-data-')),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    // The database's work is measured: the blog service's in-memory cache of public reads
    // would answer every run but the first.
    BLOG_READ_CACHE: '0',
  });
  const services = createServices({ config, database });
  const to = todayInBusinessZone(new Date());
  const from = addDays(to, -29);
  const deepPage = Math.max(2, Math.floor((POSTS * 0.95) / 10 / 2));
  const publicWhere = 'publish_at is not null and publish_at <= now()';
  const publicOrder = 'order by publish_at desc nulls last, id desc nulls last';
  // The statements of server/blog/repository.ts findPublicPage and
  // server/booking/repository.ts findAppointmentPage / countAppointmentsByStatus. The counts
  // kept by triggers (row_counts, appointment_day_counts: a row per status and shard, and
  // per day) are small tables, read whole ("Seq Scan") while they are.
  const publicPage = (offset: number) =>
    `select id, slug, title from blogs where id in (select id from blogs where ${publicWhere} ${publicOrder} limit 10 offset ${offset}) ${publicOrder}`;
  const publicTotal = `select coalesce(sum(n), 0) - (select count(*) from blogs where publish_at > now()) from row_counts where table_name = 'blogs' and dated`;
  const newestAppointments = 'order by created_at desc nulls last, id desc nulls last';
  const appointmentCounts = `select status, sum(n) from row_counts where table_name = 'appointments' group by status`;
  return [
    {
      name: 'public blog list, page 1',
      run: () => services.blog.listPublic({ page: 1, limit: 10 }),
      explain: [publicPage(0), publicTotal],
    },
    {
      name: `public blog list, page ${deepPage}`,
      run: () => services.blog.listPublic({ page: deepPage, limit: 10 }),
      explain: [publicPage((deepPage - 1) * 10), publicTotal],
    },
    {
      name: 'admin appointments, status Pending',
      run: () => services.booking.list({ status: 'Pending', page: 1, limit: 20 }),
      explain: [
        `select * from appointments where id in (select id from appointments where status = 'Pending' ${newestAppointments} limit 20) ${newestAppointments}`,
        appointmentCounts,
      ],
    },
    {
      name: 'dashboard stats, 30 days',
      run: () => services.stats.stats({ from, to }),
      // After the first run, the days before today come from the analytics service's
      // per-day figures; what is read on every run is today's views and the appointments.
      // (Leads and subscribers, not seeded here, are left out.)
      explain: [
        `select day, count(distinct visitor_hash) from page_views where day between '${to}' and '${to}' group by day`,
        `select path, count(*) from page_views where day between '${to}' and '${to}' group by path order by 2 desc limit 10`,
        `select status, sum(n) from appointment_day_counts where day between '${from}' and '${to}' group by status`,
        appointmentCounts,
      ],
    },
  ];
}

/** Index names a plan uses, and the tables it reads whole. */
async function planOf(database: Database, statements: string[]): Promise<string> {
  const used = new Set<string>();
  for (const statement of statements) {
    const { rows } = await database.execute(`explain ${statement}`);
    for (const row of rows) {
      const line = String(Object.values(row)[0]);
      const index = line.match(
        /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/,
      );
      if (index) used.add(`${index[1]!.replace(' Scan', '')}: ${index[2]}`);
      const seq = line.match(/Seq Scan on (\w+)/);
      if (seq) used.add(`Seq Scan: ${seq[1]}`);
    }
  }
  return [...used].join('; ') || 'no scan';
}

async function measure(kind: string, database: Database, rows: BenchRow[]) {
  const started = performance.now();
  // Committed durably, as in production: the throwaway cluster turns synchronous_commit off
  // for speed (scripts/pg-cluster.mjs), and until an asynchronous commit reaches the disk a
  // vacuum cannot mark its rows visible to all, so index-only scans would still read them.
  await database.execute(`set synchronous_commit = on;${SEED}`);
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that
  // lets count(*), distinct counts and the walk of a deep page read indexes alone.
  await database.execute('vacuum analyze');
  log(`${kind}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const group = `Data at scale on ${kind} (${POSTS.toLocaleString('en-US')} posts, ${APPOINTMENTS.toLocaleString('en-US')} appointments, ${VIEWS.toLocaleString('en-US')} page views)`;
  for (const query of queries(database)) {
    for (let i = 0; i < 3; i += 1) await query.run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await query.run();
      samples.push(performance.now() - t);
    }
    const p50 = percentile(samples, 50);
    const plan = await planOf(database, query.explain);
    rows.push({
      group,
      name: query.name,
      figure: `p50 ${fmt.ms(p50)} (${plan})`,
      // The budget is PostgreSQL's; PGlite's figures are shown beside it.
      ...(kind === 'PostgreSQL' ? { budget: `p50 ≤ ${BUDGET_MS} ms`, met: p50 <= BUDGET_MS } : {}),
    });
    log(`${kind}: ${query.name}: p50 ${p50.toFixed(2)} ms`);
  }
}

async function main() {
  const rows: BenchRow[] = [];
  const pg = await startPostgres();
  if (pg) {
    const database = await openDatabase({ kind: 'postgres', url: pg.url });
    try {
      await migrateDatabase(database);
      await measure('PostgreSQL', database, rows);
    } finally {
      await database.close();
      await pg.stop();
    }
  } else {
    rows.push({
      group: 'Data at scale on PostgreSQL',
      name: 'PostgreSQL',
      figure: 'not measured: PostgreSQL could not be installed or started',
      budget: `p50 ≤ ${BUDGET_MS} ms`,
      met: false,
    });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-bench-pglite-'));
  const lite = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await migrateDatabase(lite);
    await measure('PGlite', lite, rows);
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  report(rows);
}

await main();
