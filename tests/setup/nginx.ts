import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** Debian's nginx, installed with apt-get when missing and we are root. */
function nginxBinary(): string | undefined {
  const found = () =>
    ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
  if (found()) return found();
  if (process.getuid?.() !== 0) return undefined;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (pkg: string) =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: 'ignore',
      env,
    }).status === 0;
  if (!install('nginx-light')) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore', env });
    if (!install('nginx-light')) install('nginx');
  }
  return found();
}

/** Waits until a server answers HTTP on `url`, or fails with what it printed. */
export async function waitForHttp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer from ${url}: ${output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Ends a child process: SIGTERM, then SIGKILL if it lingers. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export interface RunningNginx {
  url: string;
  /** Where `files` were written: the server's root, if it has one. */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * nginx with one worker, like the one Node process it is beside, as a process of its own.
 * `site(port, dir)` answers the http-context configuration (upstreams and a server block
 * listening on 127.0.0.1:port); `files` are written to `dir` for it to serve.
 */
export async function startNginx(
  site: (port: number, dir: string) => string,
  files: Record<string, string | Buffer> = {},
): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-nginx-'));
  // nginx's workers drop root for an unprivileged user, who must be able to read the files
  // (mkdtemp makes private directories: without this every request is a 404).
  chmodSync(dir, 0o755);
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), bytes, { mode: 0o644 });
  }
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_types text/html text/css application/javascript application/json;
${site(port, dir)}
}
`,
  );
  let output = '';
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, () => output);
  return { url, dir, stop: () => stopChild(child) };
}

/**
 * The site configuration of the deployment guide (docs/deployment/nginx.conf), as an
 * operator would install it, with the app processes at `upstreams` and listening on `port`.
 */
export function deploymentSite(port: number, upstreams: string[]): string {
  const guide = readFileSync(
    path.resolve(import.meta.dirname, '../../docs/deployment/nginx.conf'),
    'utf8',
  );
  const servers = upstreams.map((origin) => `    server ${new URL(origin).host};`).join('\n');
  // The guide's example upstream lines ("server host:port;") give way to the processes.
  let first = true;
  const site = guide
    .replace(/^ {4}server [^\s;{]+;$/gm, () => (first ? ((first = false), servers) : ''))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!site.includes(servers) || !site.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('docs/deployment/nginx.conf no longer has the upstream or listen lines');
  }
  return site;
}
