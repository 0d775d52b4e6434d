/**
 * HTTP benchmarks: the app against the physical limits next to it, in one run.
 * Static page vs nginx, JSON API vs a bare node:http server, cached vs uncached blog post
 * render, and the server's resident size (bookings: bench/booking.ts). Prints one JSON line of
 * table rows (bench/lib.ts); bench/run.mjs turns it into the table.
 *
 * Run: BUILD_DIR=build-bench node --import tsx bench/http.ts [--json]
 * BENCH_ONLY=kept-pages (without http) runs only the kept pages against nginx.
 *
 * The app is loaded once it has settled (idle, its start-up work done: lib.ts `settled`); each
 * comparison alternates the two servers' runs and takes the median of the rounds' ratios
 * (`alternating`), with every run's rate in the log.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Options } from 'autocannon';
import { startNginx, stopChild, waitForHttp } from '../tests/setup/nginx.ts';
import { freePort, startServer, type RunningServer } from '../tests/setup/server-process.ts';
import {
  CONNECTIONS,
  DURATION,
  describe,
  fmt,
  load,
  report,
  processTree,
  rssMb,
  settled,
  type BenchRow,
  type LoadResult,
  appEnv,
} from './lib.ts';

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build-bench');
/** A reader's browser: not a crawler, so it gets the page readers get. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const rows: BenchRow[] = [];
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const work = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
/** Only the kept pages: asked for by name, and the whole http benchmark not. */
const keptPagesOnly = !!only?.includes('kept-pages') && !only.includes('http');

/** nginx serving fixed files from its directory, with these location lines. */
const staticSite = (locations: string[]) => (port: number, dir: string) =>
  `  server {\n    listen 127.0.0.1:${port};\n    root ${dir};\n    ${locations.join('\n    ')}\n  }`;

/** A bare node:http server answering one fixed JSON body: the ceiling for a JSON endpoint. */
async function startBareServer(body: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const file = path.join(mkdtempSync(path.join(work, 'bare-')), 'body.json');
  writeFileSync(file, body);
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  let output = '';
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, () => output);
  return { url, stop: () => stopChild(child) };
}

/** The middle value (the mean of the two middle ones for an even count). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Runs of several rounds as one result: the median rate and p50 (one run disturbed by the
 * shared machine moves a median little, where it would move a mean), the worst p99, summed
 * counts.
 */
function merge(list: LoadResult[]): LoadResult {
  const cpu = list.flatMap((r) => (r.cpuPerAnswer === undefined ? [] : [r.cpuPerAnswer]));
  return {
    ...(cpu.length > 0 && { cpuPerAnswer: median(cpu) }),
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: Math.max(...list.map((r) => r.p99)),
    total: list.reduce((s, r) => s + r.total, 0),
    ok: list.reduce((s, r) => s + r.ok, 0),
    failed: list.reduce((s, r) => s + r.failed, 0),
    detail: list
      .map((r) => r.detail)
      .filter(Boolean)
      .join('; '),
  };
}

/** Two sides' results over several rounds, and the median of the rounds' ratios. */
type Compared = [LoadResult, LoadResult, { ratio: number; rounds: number }];

/**
 * Loads ours and the reference in alternating rounds (each round a full load run of each,
 * the two taking turns to go first), so drift on the shared machine hits both sides alike.
 * Gives the median of each side's runs and the median of the rounds' ratios: the two runs of
 * a round are next to each other in time, so when the machine gets busier or quieter midway,
 * a round's ratio still compares like with like, where the two sides' medians could come
 * from either side of the change. Every run's rate goes to the log. `pids`: each side's
 * server processes, whose CPU time per answer is measured too.
 */
async function alternating(
  ours: Options,
  reference: Options,
  rounds = 2,
  pids: [number[], number[]] = [[], []],
): Promise<Compared> {
  const results: [LoadResult[], LoadResult[]] = [[], []];
  const order = [0, 1] as const;
  for (let round = 0; round < rounds; round += 1) {
    for (const side of round % 2 ? [...order].reverse() : order) {
      results[side].push(await load(side === 0 ? ours : reference, undefined, pids[side]));
    }
  }
  const rates = (side: 0 | 1) => results[side].map((r) => fmt.rps(r.rps)).join(', ');
  log(`  ours: ${rates(0)}; reference: ${rates(1)}`);
  const ratios = results[0].map((r, round) => r.rps / results[1][round]!.rps);
  return [merge(results[0]), merge(results[1]), { ratio: median(ratios), rounds }];
}

/** Ours against the reference: the ratio of their rates, or of `rounds` rounds' (`alternating`). */
const ratioRow = (
  group: string,
  name: string,
  ours: LoadResult,
  reference: LoadResult,
  budget: number,
  rounds?: Compared[2],
): BenchRow => {
  const ratio = rounds?.ratio ?? ours.rps / reference.rps;
  const rates = `${fmt.rps(ours.rps)} vs ${fmt.rps(reference.rps)}`;
  return {
    group,
    name,
    figure: rounds
      ? `${fmt.ratio(ratio)} (median of ${rounds.rounds} rounds; median runs ${rates})`
      : `${fmt.ratio(ratio)} (${rates})`,
    budget: `≥ ${budget}×`,
    met: ratio >= budget,
  };
};

async function api(app: RunningServer, postId: string) {
  const group = 'JSON API';
  const cases = [
    { name: 'GET /api/blogs?page=1&limit=10', path: '/api/blogs?page=1&limit=10' },
    { name: 'GET /api/blogs/{id}', path: `/api/blogs/${postId}` },
  ];
  for (const c of cases) {
    const body = await (await fetch(`${app.baseURL}${c.path}`)).text();
    const bare = await startBareServer(body);
    try {
      const [ours, theirs, rounds] = await alternating(
        { url: `${app.baseURL}${c.path}` },
        { url: bare.url },
      );
      rows.push({ group, name: c.name, figure: describe(ours) });
      rows.push({
        group,
        name: `bare node:http, same ${body.length}-byte body`,
        figure: describe(theirs),
      });
      rows.push(ratioRow(group, `${c.name}: app / bare`, ours, theirs, 0.7, rounds));
      rows.push({
        group,
        name: `${c.name}: p99 at ${CONNECTIONS} connections`,
        figure: fmt.ms(ours.p99),
        budget: '≤ 20 ms',
        met: ours.p99 <= 20,
      });
    } finally {
      await bare.stop();
    }
  }
}

/** An answer as sent: its status, its headers in order (names in lower case) and its bytes. */
interface SentAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A GET as a client sends it, with the answer's bytes as they came (still coded). */
function sentAnswer(url: string, headers: Record<string, string>): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        resolve({ status: response.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** Headers nginx writes itself; the rest of an answer it is told to send. */
const WRITTEN_BY_NGINX = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
]);

/** A value as an nginx configuration string; nginx would read `$` as a variable. */
function nginxString(value: string): string {
  if (value.includes('$')) throw new Error(`a header value nginx cannot send as is: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * nginx location lines that make its answer say what `answer` says, header for header: its
 * content type as it is, its keep-alive timeout (which nginx also announces, as Node does),
 * every other header by `add_header` (an ETag given so replaces nginx's own), and no
 * Last-Modified, which the app does not send. Only nginx's `Server` header stays extra:
 * nginx always sends one (`server_tokens off` shortens it).
 */
function sameAnswerLines(answer: SentAnswer): string[] {
  const header = (name: string) => answer.headers.find(([n]) => n === name)?.[1];
  const lines = [`types { }`, `default_type ${nginxString(header('content-type') ?? '')};`];
  const keepAlive = /timeout=(\d+)/.exec(header('keep-alive') ?? '')?.[1];
  if (keepAlive) lines.push(`keepalive_timeout ${keepAlive}s ${keepAlive}s;`);
  lines.push('add_header last-modified "" always;');
  for (const [name, value] of answer.headers) {
    if (!WRITTEN_BY_NGINX.has(name)) lines.push(`add_header ${name} ${nginxString(value)} always;`);
  }
  return lines;
}

/** An answer's headers but the date and nginx's `Server`, in one order, to compare. */
const comparable = (answer: SentAnswer) =>
  answer.headers
    .filter(([name]) => name !== 'date' && name !== 'server')
    .map(([name, value]) => `${name}: ${value}`)
    .sort();

/**
 * The pages the app keeps finished, prerendered marketing pages and blog pages, against nginx
 * serving the very same answer precompressed (`gzip_static on`): the app's gzip bytes as the
 * .html.gz beside the .html, and every header of the app's answer (its policy with the script
 * hashes, the other security headers, ETag, Vary, caching) added in nginx's configuration.
 * A site served by nginx would have to send those headers too, and a client's work grows with
 * the headers it reads: nginx sending fewer bytes would be a different answer, not a faster
 * way to send this one (docs/decisions/068). The answers are checked to be the same, header
 * for header and byte for byte, before the load. Both are asked for gzip.
 *
 * Each side is loaded in KEPT_PAGE_ROUNDS alternating rounds, and the median of the rounds'
 * ratios counts (`alternating`). Both servers are held up by the same load generator on the
 * same two cores, so the two rates are close, and one run disturbed by another process moves
 * a rate by more than they differ: a median of alternating rounds keeps such a run from
 * deciding the ratio, on either side. The CPU time each server spent per answer is given
 * beside the ratio: when other processes keep both cores busy, the server that needs less of
 * them per answer leaves more to the load generator, and that, not how soon either answers,
 * decides the ratio (docs/decisions/074).
 */
const KEPT_PAGE_ROUNDS = 5;

async function keptPages(app: RunningServer, slug: string) {
  const group = 'Kept pages vs nginx gzip_static';
  const cases = [
    { name: '/ (prerendered)', path: '/', file: 'home.html' },
    { name: '/Services (prerendered)', path: '/Services', file: 'services.html' },
    { name: '/blog/{id}', path: `/blog/${slug}`, file: 'post.html' },
    { name: '/blog (index)', path: '/blog', file: 'index.html' },
  ];
  const headers = { 'accept-encoding': 'gzip', 'user-agent': BROWSER };
  const files: Record<string, string | Buffer> = {};
  const answers = new Map<string, SentAnswer>();
  for (const c of cases) {
    const answer = await sentAnswer(`${app.baseURL}${c.path}`, headers);
    const coded = answer.headers.find(([name]) => name === 'content-encoding')?.[1];
    if (answer.status !== 200 || coded !== 'gzip' || !answer.headers.some(([n]) => n === 'etag')) {
      throw new Error(`${c.path}: ${answer.status}, ${coded ?? 'no'} coding`);
    }
    answers.set(c.path, answer);
    files[c.file] = gunzipSync(answer.body);
    files[`${c.file}.gz`] = answer.body;
  }
  const nginx = await startNginx(
    staticSite([
      'server_tokens off;',
      ...cases.map(
        (c) =>
          `location = ${c.path} {\n      gzip off;\n      gzip_static on;\n      ` +
          `${sameAnswerLines(answers.get(c.path)!).join('\n      ')}\n      ` +
          `try_files /${c.file} =404;\n    }`,
      ),
    ]),
    files,
  );
  const nginxPids = processTree(Number(readFileSync(path.join(nginx.dir, 'nginx.pid'), 'utf8')));
  try {
    for (const c of cases) {
      const kept = answers.get(c.path)!;
      const check = await sentAnswer(`${nginx.url}${c.path}`, headers);
      const [said, sent] = [comparable(check).join('\n'), comparable(kept).join('\n')];
      if (check.status !== 200 || !check.body.equals(kept.body) || said !== sent) {
        throw new Error(
          `nginx does not send the app's answer for ${c.path}:\n${said}\n---\n${sent}`,
        );
      }
      log(`  ${c.path}`);
      const [ours, theirs, rounds] = await alternating(
        { url: `${app.baseURL}${c.path}`, headers },
        { url: `${nginx.url}${c.path}`, headers },
        KEPT_PAGE_ROUNDS,
        [[app.process.pid!], nginxPids],
      );
      if (theirs.failed > theirs.ok) throw new Error(`nginx failed: ${theirs.detail}`);
      rows.push({ group, name: `${c.name}: app (kept page, gzip)`, figure: describe(ours) });
      rows.push({
        group,
        name: `${c.name}: nginx, same answer, gzip_static (1 worker)`,
        figure: describe(theirs),
      });
      rows.push(
        ratioRow(group, `${c.name}: app / nginx gzip_static, same answer`, ours, theirs, 1, rounds),
      );
      rows.push({
        group,
        name: `${c.name}: server CPU time per answer, app vs nginx`,
        figure: `${fmt.us(ours.cpuPerAnswer!)} vs ${fmt.us(theirs.cpuPerAnswer!)}`,
      });
    }
  } finally {
    await nginx.stop();
  }
}

async function render(app: RunningServer, slug: string) {
  const group = 'Server rendering /blog/{id}';
  const uncached = await startServer(
    appEnv(BUILD_DIR, work, {
      BLOG_VIEW_FLUSH_MS: '1000',
      BLOG_PAGE_CACHE: '0',
    }),
  );
  try {
    const cachedPath = `/blog/${slug}`;
    const ours = await load({ url: `${app.baseURL}${cachedPath}` });
    const theirs = await load({ url: `${uncached.baseURL}${cachedPath}` });
    rows.push({ group, name: 'app (page cache)', figure: describe(ours) });
    rows.push({ group, name: 'React Router render, nothing cached', figure: describe(theirs) });
    rows.push(ratioRow(group, 'cached / uncached', ours, theirs, 3));
  } finally {
    await uncached.stop();
  }
}

async function main() {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    throw new Error(`No build in ${BUILD_DIR}: run BUILD_DIR=${BUILD_DIR} npx react-router build`);
  }
  log(`starting the app (${BUILD_DIR}), ${DURATION} s per run`);
  const app = await startServer(appEnv(BUILD_DIR, work, { BLOG_VIEW_FLUSH_MS: '1000' }));
  const pid = app.process.pid!;
  try {
    const started = rssMb(pid);
    await settled(pid, log);
    const page = (await (await fetch(`${app.baseURL}/api/blogs?page=1&limit=10`)).json()) as {
      data: { _id: string; slug: string }[];
    };
    const post = page.data[0]!;
    if (!keptPagesOnly) {
      log('JSON API vs bare node:http');
      await api(app, post._id);
    }
    log('kept pages vs nginx gzip_static');
    await keptPages(app, post.slug);
    if (!keptPagesOnly) {
      log('blog post render: cached vs uncached');
      await render(app, post.slug);
      const after = rssMb(pid);
      rows.push({
        group: 'Memory (RSS)',
        name: 'embedded server after start',
        figure: fmt.mb(started),
      });
      rows.push({
        group: 'Memory (RSS)',
        name: 'embedded server after the load runs',
        figure: fmt.mb(after),
        budget: '≤ 400 MB',
        met: after <= 400,
      });
    }
  } finally {
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  }
  report(rows);
}

await main();
