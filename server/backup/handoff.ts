import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.ts';
import type { TakenBackup } from './format.ts';

/**
 * `npm run backup` beside a running server on the embedded database. PGlite's files belong
 * to the one process that opened them (a second one would corrupt them), so the command asks
 * the server instead: it leaves a request file in DATA_DIR/backups and sends SIGUSR2 to the
 * pid in DATA_DIR/server.pid; the server takes the backup and leaves the result beside it.
 * Files rather than a port or a token: whoever may read DATA_DIR may read the database
 * anyway, and nothing new listens.
 */
const SIGNAL = 'SIGUSR2';
const REQUEST = '.request-';
const RESULT = '.result-';

export type HandoffResult = { ok: true; backup: TakenBackup } | { ok: false; error: string };

interface Log {
  error(object: object, message: string): void;
}

export function handoffFiles(dataDir: string) {
  const pidFile = path.join(dataDir, 'server.pid');
  const directory = path.join(dataDir, 'backups');

  /** Marks this process as the server of DATA_DIR and answers requests until stopped. */
  function serve(take: () => Promise<TakenBackup>, log: Log): () => void {
    writeFileSync(pidFile, `${process.pid}\n`, { mode: PRIVATE_FILE_MODE });
    let serving = Promise.resolve();
    const answer = async () => {
      const names = (await readdir(directory).catch(() => [] as string[])).filter((n) =>
        n.startsWith(REQUEST),
      );
      for (const name of names) {
        await rm(path.join(directory, name), { force: true });
        const id = name.slice(REQUEST.length);
        let result: HandoffResult;
        try {
          result = { ok: true, backup: await take() };
        } catch (error) {
          log.error({ err: error }, 'backup asked for by npm run backup failed');
          result = { ok: false, error: String((error as Error).message) };
        }
        // Whole or not at all: the command reads the result as soon as its name appears.
        const file = path.join(directory, `${RESULT}${id}.json`);
        await writeFile(`${file}.partial`, JSON.stringify(result), { mode: PRIVATE_FILE_MODE });
        await rename(`${file}.partial`, file);
      }
    };
    // Requests are answered one after another, however the signals arrive.
    const onSignal = () => {
      serving = serving.then(answer, answer);
    };
    process.on(SIGNAL, onSignal);
    return () => {
      process.off(SIGNAL, onSignal);
      try {
        if (readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile);
      } catch {
        // already gone
      }
    };
  }

  /** The pid of a live server on DATA_DIR, or undefined. */
  function serverPid(): number | undefined {
    if (!existsSync(pidFile)) return undefined;
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
    try {
      process.kill(pid, 0);
      return pid;
    } catch {
      return undefined;
    }
  }

  /** Asks the server of DATA_DIR for a backup and waits for its answer. */
  async function request(pid: number, timeoutMs = 30 * 60_000): Promise<HandoffResult> {
    await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
    const id = randomUUID();
    const result = path.join(directory, `${RESULT}${id}.json`);
    await writeFile(path.join(directory, `${REQUEST}${id}`), '', { mode: PRIVATE_FILE_MODE });
    process.kill(pid, SIGNAL);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(result)) {
        const answer = JSON.parse(await readFile(result, 'utf8')) as HandoffResult;
        await rm(result, { force: true });
        return answer;
      }
      try {
        process.kill(pid, 0);
      } catch {
        return { ok: false, error: 'The server stopped before the backup was taken.' };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { ok: false, error: 'The server did not take the backup in time.' };
  }

  return { serve, serverPid, request };
}
