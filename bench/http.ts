/**
 * HTTP benchmarks: the app against the physical limits next to it, in one run.
 * Static page vs nginx, JSON API vs a bare node:http server, cached vs uncached blog post
 * render, and the server's resident size (bookings: bench/booking.ts). Prints one JSON line of
 * table rows (bench/lib.ts); bench/run.mjs turns it into the table.
 *
 * Run: BUILD_DIR=build-bench node --import tsx bench/http.ts [--json]
 * BENCH_ONLY=kept-pages (without http) runs only the kept pages against nginx.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
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
  rssMb,
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

/** Runs of several rounds as one result: mean rate and p50, worst p99, summed counts. */
function merge(list: LoadResult[]): LoadResult {
  return {
    rps: list.reduce((s, r) => s + r.rps, 0) / list.length,
    p50: list.reduce((s, r) => s + r.p50, 0) / list.length,
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

/**
 * Loads ours and the reference in two alternating rounds (each a full load run), so drift
 * on the shared machine hits both sides alike.
 */
async function alternating(ours: Options, reference: Options): Promise<[LoadResult, LoadResult]> {
  const results: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < 2; round += 1) {
    results[0].push(await load(ours));
    results[1].push(await load(reference));
  }
  return [merge(results[0]), merge(results[1])];
}

const ratioRow = (
  group: string,
  name: string,
  ours: LoadResult,
  reference: LoadResult,
  budget: number,
): BenchRow => {
  const ratio = ours.rps / reference.rps;
  return {
    group,
    name,
    figure: `${fmt.ratio(ratio)} (${fmt.rps(ours.rps)} vs ${fmt.rps(reference.rps)})`,
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
      const [ours, theirs] = await alternating(
        { url: `${app.baseURL}${c.path}` },
        { url: bare.url },
      );
      rows.push({ group, name: c.name, figure: describe(ours) });
      rows.push({
        group,
        name: `bare node:http, same ${body.length}-byte body`,
        figure: describe(theirs),
      });
      rows.push(ratioRow(group, `${c.name}: app / bare`, ours, theirs, 0.7));
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

/**
 * The pages the app keeps finished, prerendered marketing pages and blog pages, against nginx
 * serving the very same HTML precompressed (`gzip_static on`, the .html.gz written beside the
 * .html with gzip -9): what a kept page costs the app beside the cheapest way to send those
 * bytes. Both are asked for gzip.
 */
async function keptPages(app: RunningServer, slug: string) {
  const group = 'Kept pages vs nginx gzip_static';
  const cases = [
    { name: '/ (prerendered)', path: '/', file: 'home.html' },
    { name: '/Services (prerendered)', path: '/Services', file: 'services.html' },
    { name: '/blog/{id}', path: `/blog/${slug}`, file: 'post.html' },
    { name: '/blog (index)', path: '/blog', file: 'index.html' },
  ];
  const files: Record<string, string | Buffer> = {};
  for (const c of cases) {
    const response = await fetch(`${app.baseURL}${c.path}`, { headers: { 'user-agent': BROWSER } });
    const kept = response.headers.get('etag');
    const html = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !kept) throw new Error(`${c.path}: ${response.status}`);
    files[c.file] = html;
    files[`${c.file}.gz`] = gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
  }
  const nginx = await startNginx(
    staticSite(
      cases.map(
        (c) => `location = ${c.path} { gzip off; gzip_static on; try_files /${c.file} =404; }`,
      ),
    ),
    files,
  );
  try {
    for (const c of cases) {
      const headers = { 'accept-encoding': 'gzip', 'user-agent': BROWSER };
      const check = await fetch(`${nginx.url}${c.path}`, { headers });
      if (check.status !== 200 || check.headers.get('content-encoding') !== 'gzip') {
        throw new Error(`nginx gzip_static ${c.path}: ${check.status}`);
      }
      const [ours, theirs] = await alternating(
        { url: `${app.baseURL}${c.path}`, headers },
        { url: `${nginx.url}${c.path}`, headers },
      );
      if (theirs.failed > theirs.ok) throw new Error(`nginx failed: ${theirs.detail}`);
      rows.push({ group, name: `${c.name}: app (kept page, gzip)`, figure: describe(ours) });
      rows.push({
        group,
        name: `${c.name}: nginx, same HTML, gzip_static (1 worker)`,
        figure: describe(theirs),
      });
      rows.push(ratioRow(group, `${c.name}: app / nginx gzip_static`, ours, theirs, 1));
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
