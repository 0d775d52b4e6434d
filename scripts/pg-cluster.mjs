// A throwaway PostgreSQL cluster in a temporary directory on a loopback port, for the
// database tests. Uses Debian's postgresql package (installed with apt-get as root).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot, log } from './lib.mjs';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; returns { url, stop } or undefined when PostgreSQL cannot be had.
 * `durableCommits`: keep synchronous_commit on, so a crash of the server (stopServerOnly)
 * loses no acknowledged commit, as in production; off by default for speed.
 */
export async function startPostgres({ durableCommits = false } = {}) {
  let bin = findBinDir();
  if (!bin) {
    log('PostgreSQL is not installed; installing it with apt-get...');
    if (!aptInstall(['postgresql'])) return undefined;
    bin = findBinDir();
    if (!bin) return undefined;
  }
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const asUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const exec = (cmd, args) => {
    const full = [...asUser, path.join(bin, cmd), ...args];
    const result = spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // The outage tests stop and start the server on the same port and data (see below).
  const startServer = () =>
    exec('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=${durableCommits ? 'on' : 'off'} -c full_page_writes=off -c max_connections=200`,
      '-w',
      'start',
    ]);
  startServer();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    dir,
    /** Crashes the server (immediate shutdown: no checkpoint), keeping port and data. */
    stopServerOnly: () => exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    /** Starts the server again on the same port and data after `stopServerOnly`. */
    startServerAgain: () => startServer(),
  };
}
