// npm run bench: builds the app once into build-bench/, runs every benchmark in turn, and
// prints one table of figures and budgets. A full run writes it to bench/RESULTS.md (committed:
// the figures the README's summary points to); a partial run (BENCH_ONLY) to
// bench/results/latest.md, so a subset never replaces the full table.
// The figures are the output: it exits 0 whether budgets are met or not.
//
//   BENCH_DURATION=10   seconds per load run (default 10)
//   BENCH_DATA_SCALE=1  fraction of the 100k/100k/1M rows of the data benchmark
//   BENCH_ONLY=http,booking,data,lighthouse,page-scripts   run only some benchmarks
//   BENCH_ONLY=kept-pages   only the kept pages against nginx, of the http benchmarks
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(root, 'build-bench');
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (name) => !only || only.includes(name);
const started = Date.now();
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

function build() {
  log('building the app and the server into build-bench/ ...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Runs one TypeScript benchmark and reads the JSON line of rows it prints last. */
function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, '--json'], {
      cwd: root,
      env: { ...process.env, BUILD_DIR },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'));
      try {
        const parsed = JSON.parse(line ?? '');
        resolve(Array.isArray(parsed.rows) ? parsed.rows : lighthouseRows(parsed));
      } catch {
        resolve([
          {
            group: path.basename(file),
            name: 'benchmark failed',
            figure: `exit code ${code}; see the output above`,
            budget: 'runs',
            met: false,
          },
        ]);
      }
    });
  });
}

/** bench/lighthouse.ts prints its results and budgets: one row per page and per budget. */
function lighthouseRows(parsed) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const rows = (parsed?.results ?? []).map((r) => ({
    group: `Lighthouse ${r.formFactor}`,
    name: r.page.startsWith('/blog/') ? '/blog/{id}' : r.page,
    figure:
      `Performance ${r.scores.performance}, Accessibility ${r.scores.accessibility}, ` +
      `Best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}; LCP ` +
      `${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls}; ` +
      `JS before hydration ${kb(r.jsBytes)} gzip in ${r.jsRequests} files (${kb(r.jsBeforeLoadBytes)} before load)`,
  }));
  for (const b of parsed?.budgets ?? []) {
    rows.push({
      group: 'Lighthouse budgets',
      name: b.budget,
      figure: String(b.measured).replace(/\/blog\/[0-9a-f-]{36}/g, '/blog/{id}'),
      budget: 'as named',
      met: b.met,
    });
  }
  return rows;
}

const escape = (s) => String(s ?? '').replaceAll('|', '\\|');

function table(rows) {
  const lines = [
    '| benchmark | measure | figure | budget | status |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const status = row.met === undefined ? '' : row.met ? 'met' : 'not met';
    lines.push(
      `| ${escape(row.group)} | ${escape(row.name)} | ${escape(row.figure)} | ${escape(row.budget)} | ${status} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Waits until the machine is quiet again (1-minute load average under 0.5, at most 90 s):
 * each benchmark measures its own work, not what the one before left running (a PostgreSQL
 * cluster shutting down, a build). Lighthouse, whose scores move most with a busy machine,
 * goes first.
 */
async function settle() {
  const until = Date.now() + 90_000;
  while (os.loadavg()[0] > 0.5 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  log(`load average ${os.loadavg()[0].toFixed(2)} before the next benchmark`);
}

build();
const rows = [];
if (wanted('lighthouse') && existsSync(path.join(root, 'bench', 'lighthouse.ts'))) {
  await settle();
  rows.push(...(await runBench('bench/lighthouse.ts')));
}
if (wanted('page-scripts')) {
  // The script each public page loads before interaction, without Lighthouse.
  await settle();
  rows.push(...(await runBench('bench/page-scripts.ts')));
}
if (wanted('http') || wanted('kept-pages')) {
  // bench/http.ts reads BENCH_ONLY too: kept-pages alone runs only that group of it.
  await settle();
  rows.push(...(await runBench('bench/http.ts')));
}
if (wanted('booking')) {
  await settle();
  rows.push(...(await runBench('bench/booking.ts')));
}
if (wanted('data')) {
  await settle();
  rows.push(...(await runBench('bench/data.ts')));
}
if (wanted('chat-eval')) {
  // The chat assistant's evaluation set: score, invented facts, reply time.
  rows.push(...(await runBench('scripts/eval-chat.ts')));
}

const cpus = os.cpus();
const machine =
  `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ` +
  `Node ${process.version}, ${os.type()} ${os.release()}; load average at the end ` +
  `${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ` +
  `${process.env.BENCH_DURATION ?? 10} s per load run; ${((Date.now() - started) / 60000).toFixed(1)} min in all`;
const output = `${table(rows)}\n\nMachine: ${machine}. Run on ${new Date().toISOString()}.\n`;
if (process.env.BENCH_ONLY) {
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', 'latest.md'), output);
} else {
  const results = path.join(root, 'bench', 'RESULTS.md');
  writeFileSync(
    results,
    `# Benchmark results\n\nWritten by \`npm run bench\` (bench/run.mjs); do not edit by hand. What each\nbudget is and why: README "Figures" and docs/decisions/021, 017, 018.\n\n${output}`,
  );
  // Committed, so laid out as \`npm run lint\` expects (Prettier aligns the table).
  spawnSync(path.join(root, 'node_modules', '.bin', 'prettier'), ['--write', results], {
    stdio: 'ignore',
  });
}
process.stdout.write(`\n${output}`);
