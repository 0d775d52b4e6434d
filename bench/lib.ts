import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';

/** One line of the results table (bench/run.mjs prints them in order). */
export interface BenchRow {
  group: string;
  name: string;
  figure: string;
  budget?: string;
  /** true: met, false: not met, absent: no budget on this line. */
  met?: boolean;
}

/** Seconds per load run (BENCH_DURATION), 10 by default. */
export const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
export const CONNECTIONS = 50;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  failed: number;
  /** Status codes and socket errors seen, for the table when some failed. */
  detail: string;
  /** CPU time the server's processes spent per answer of the measured run, in µs, if asked. */
  cpuPerAnswer?: number;
}

/**
 * A short unmeasured run first (JIT, caches, connection pools), then the measured one.
 * `serverPids`: the server's processes, whose CPU time per answer of the measured run is
 * given too.
 */
export async function load(
  options: Options,
  warmup = Math.min(2, DURATION),
  serverPids: number[] = [],
): Promise<LoadResult> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: warmup });
  const cpu = () => serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpuBefore = cpu();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const cpuUsed = cpu() - cpuBefore;
  return {
    ...(serverPids.length > 0 && { cpuPerAnswer: (cpuUsed * 1e6) / result.requests.total }),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    detail: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count}× ${code}`),
      ...(result.errors ? [`${result.errors} socket errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ].join(', '),
  };
}

export const fmt = {
  rps: (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`,
  us: (n: number) => `${n.toFixed(1)} µs`,
  ms: (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`,
  ratio: (n: number) => `${n.toFixed(2)}×`,
  mb: (n: number) => `${n.toFixed(0)} MB`,
};

/** Describes one load result as a table figure. */
export const describe = (r: LoadResult) =>
  `${fmt.rps(r.rps)}, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}` +
  (r.failed ? ` (failed: ${r.detail})` : '');

/** Resident set size of a process in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * CPU time a process has used so far, user and system, in seconds, from /proc/<pid>/stat
 * (Linux; its clock ticks are hundredths of a second).
 */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process and its children (nginx's master and its worker), from /proc (Linux). */
export function processTree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid);
      } catch {
        return false; // ended meanwhile
      }
    });
  return [pid, ...children.map(Number)];
}

/**
 * Waits until a server has been idle for a whole second (under 5% of a core): a server may
 * answer its health check while work begun at start goes on in the background, and a load
 * run begun then would measure that work too. Gives up after `limitMs`, saying so.
 */
export async function settled(pid: number, log: (line: string) => void, limitMs = 120_000) {
  const started = Date.now();
  const deadline = started + limitMs;
  let before = cpuSeconds(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (now - before < 0.05) {
      log(`the server settled in ${Math.round((Date.now() - started) / 1000)} s`);
      return;
    }
    if (Date.now() > deadline) {
      log(`the server still works on its own after ${limitMs / 1000} s; measuring anyway`);
      return;
    }
    before = now;
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
};

/** Prints the rows as the one JSON line bench/run.mjs reads. */
export function report(rows: BenchRow[]) {
  process.stdout.write(`${JSON.stringify({ rows })}\n`);
}

/** The administrator every benchmarked app is seeded with. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

/**
 * The environment of an app under load: the build in `buildDir`, a data directory of its
 * own in `work`, the bench administrator and the demo content; each simulated visitor is
 * an address of its own (x-forwarded-for), so per-client rate limits count as they would
 * in production instead of throttling one bench client; no slot fills up.
 */
export function appEnv(
  buildDir: string,
  work: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    BUILD_DIR: buildDir,
    DATA_DIR: mkdtempSync(path.join(work, 'data-')),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: '1',
    TRUST_PROXY: '1',
    BOOKING_SLOT_CAPACITY: '1000000',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
