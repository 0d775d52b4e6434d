import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverEnv } from '../../scripts/server-runtime.mjs';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the production server (build/app-server/main.mjs, compiled from server/main.ts) as a separate process on a
 * free loopback port with its own data directory, and waits until /api/health says ok.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'agency-e2e-'));
  let output = '';
  const root = path.resolve(import.meta.dirname, '../..');
  // The compiled server, as `npm start` runs it (scripts/build-server.mjs).
  const main = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'app-server', 'main.mjs');
  if (!existsSync(main)) {
    throw new Error(`No compiled server at ${main}: run \`npm run build\` first.`);
  }
  // As scripts/start.mjs runs it, so tests run the server as production does.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: root,
    env: serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
