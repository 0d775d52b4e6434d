// Helpers for the two README commands. Plain Node (no dependencies): they run before
// `npm ci` has installed anything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m✗\x1b[0m ${message}\n`);
  process.exit(1);
}

/** Runs a command with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node ${process.versions.node} is too old: install Node 20.19 or newer.`);
  }
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.installed-lock-hash');
  const want = hashFiles([lock]);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return;
  log('Installing dependencies (npm ci)...');
  const code = run('npm', ['ci', '--engine-strict', '--no-audit', '--no-fund']);
  if (code !== 0) fail('npm ci failed: see the output above.');
  writeFileSync(marker, want);
}

/**
 * `npm run build` (the site, then the compiled server) when build/ is missing or older than
 * the sources that go into it.
 */
export function ensureBuild({ force = false } = {}) {
  const sources = [
    ...walk(path.join(root, 'app')),
    ...walk(path.join(root, 'common')),
    ...walk(path.join(root, 'server')),
    ...walk(path.join(root, 'drizzle')),
    path.join(root, 'scripts', 'build.mjs'),
    path.join(root, 'scripts', 'build-server.mjs'),
    ...[
      'vite.config.ts',
      'vite.islands.config.ts',
      'react-router.config.ts',
      'package-lock.json',
      'tsconfig.json',
    ].map((f) => path.join(root, f)),
  ];
  const marker = path.join(root, process.env.BUILD_DIR ?? 'build', '.source-hash');
  const want = hashFiles(sources);
  if (!force && existsSync(marker) && readFileSync(marker, 'utf8') === want) return;
  log('Building the site and the server (npm run build)...');
  const code = run('npm', ['run', '--silent', 'build']);
  if (code !== 0) fail('The build failed: see the output above.');
  writeFileSync(marker, want);
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
export const isDebian = () => existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

let aptUpdated = false;
/** apt-get install as root on Debian; false when that is not possible here. */
export function aptInstall(packages) {
  if (!isRoot() || !isDebian()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  return (
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env }) === 0
  );
}
