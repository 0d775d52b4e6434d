import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BODY_LIMIT, TIMEOUTS } from '../../server/http/limits.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * Tried as an attacker would against the compiled server
 * (`npm start`): a crafted e-mail address, requests that stop sending, forged
 * `X-Forwarded-For`, and the modes of the files the server keeps.
 */

const ADMIN_EMAIL = 'owner@example.com';
const ADMIN_PASSWORD = 'a-long-enough-password';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  // A data directory an older version left readable by everyone.
  dataDir = mkdtempSync(path.join(tmpdir(), 'agency-modes-'));
  chmodSync(dataDir, 0o755);
  mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
  writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: old reset link\n', {
    mode: 0o644,
  });
  chmodSync(path.join(dataDir, 'outbox'), 0o755);
  chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD });
});
afterAll(async () => {
  await server?.stop();
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

const postJson = (url: string, body: unknown) =>
  timed(async () => {
    const response = await fetch(`${server.baseURL}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  });

const health = () => timed(async () => (await fetch(`${server.baseURL}/api/health`)).status);

describe('regular-expression denial of service', () => {
  /**
   * The old pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$` tried every split of the dots: an
   * address of n dots cost n² steps, and ran even after the length check had failed.
   */
  const crafted = (bytes: number) => `a@${'.'.repeat(bytes - 3)}@`;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const endpoints: [string, (email: string) => unknown][] = [
    ['/api/subscribe', (email) => ({ email })],
    ['/api/contact-info', (email) => ({ name: 'Mallory', email, message: 'hi' })],
    ['/api/business-inquiry', (email) => ({ name: 'Mallory', email, businessType: 'Retail' })],
    [
      '/api/appointments',
      (email) => ({
        name: 'Mallory',
        email,
        services: ['Digital Marketing'],
        preferred_date: date,
        preferred_time: '6-9pm',
      }),
    ],
    ['/api/admin/forgot-password', (email) => ({ email })],
    ['/api/admin/login', (email) => ({ email, password: 'x' })],
    [
      '/api/flask/chat',
      (email) => ({ message: 'hello', user_context: { name: 'Mallory', email } }),
    ],
  ];
  // Under the public body limit the validator itself answers; above it the body is refused
  // unread. Either way the answer is a 4xx at once and the server keeps serving.
  const sizes = [60_000, 120_000, 1_000_000];

  it.each(endpoints)('%s answers crafted addresses at once', async (url, body) => {
    // The endpoint's first request in the process (its statements, its schema's first
    // run) is answered once beforehand with a short bad address, refused by every form and
    // dropped by the chat: the times below are then the crafted input's own.
    await postJson(url, body('a@b'));
    for (const size of sizes) {
      const [attack, probe] = await Promise.all([
        postJson(url, body(crafted(size))),
        new Promise((r) => setTimeout(r, 5)).then(health),
      ]);
      console.log(
        `[redos] ${url} ${size} B: ${attack.value.status} in ${attack.ms.toFixed(1)} ms; health ${probe.value} in ${probe.ms.toFixed(1)} ms`,
      );
      if (size < PUBLIC_BODY_LIMIT) {
        // The chat drops a saved address it cannot use instead of refusing the message.
        expect(url === '/api/flask/chat' ? [200, 400] : [400]).toContain(attack.value.status);
      } else {
        expect(attack.value.status).toBe(413);
      }
      expect(attack.value.body.error ?? 'answered').toBeTruthy();
      expect(attack.ms).toBeLessThan(100);
      expect(probe.value).toBe(200);
      expect(probe.ms).toBeLessThan(100);
    }
  });
});

/** Opens a raw connection and resolves with how long the server kept it open. */
function heldOpenFor(send: (socket: Socket) => void, giveUpMs: number) {
  return new Promise<{ ms: number; answer: string }>((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(server.port, '127.0.0.1', () => send(socket));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const done = () => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, answer });
    };
    socket.on('close', done);
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      socket.destroy();
    }, giveUpMs);
  });
}

describe('slow requests', () => {
  it('closes a request whose body stops midway, and one whose headers trickle in', async () => {
    const limit = TIMEOUTS.requestMs + TIMEOUTS.connectionCheckMs + 2_000;
    let trickle: NodeJS.Timeout | undefined;
    const [stalledBody, slowHeaders] = await Promise.all([
      heldOpenFor((socket) => {
        socket.write(
          'POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
        );
      }, 60_000),
      heldOpenFor((socket) => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
        let n = 0;
        trickle = setInterval(() => {
          if (!socket.destroyed) socket.write(`X-Slow-${n++}: 1\r\n`);
        }, 1_000);
      }, 60_000),
    ]);
    clearInterval(trickle);
    console.log(
      `[slow] stalled body closed after ${(stalledBody.ms / 1000).toFixed(1)} s (${stalledBody.answer.split('\r\n')[0] || 'no answer'}); trickled headers after ${(slowHeaders.ms / 1000).toFixed(1)} s (${slowHeaders.answer.split('\r\n')[0] || 'no answer'})`,
    );
    expect(stalledBody.ms).toBeLessThan(limit);
    expect(slowHeaders.ms).toBeLessThan(TIMEOUTS.headersMs + TIMEOUTS.connectionCheckMs + 2_000);
    // The server still serves everyone else.
    expect((await health()).value).toBe(200);
  });

  it('refuses a public body over the limit unread, with 413 and a sentence', async () => {
    const { value } = await postJson('/api/contact-info', {
      name: 'x',
      email: 'a@b.co',
      message: 'x'.repeat(PUBLIC_BODY_LIMIT),
    });
    expect(value.status).toBe(413);
    expect(value.body.error).toBe('The request body is too large.');
  });
});

describe('files of the data directory', () => {
  const modesUnder = (root: string) => {
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const target = path.join(dir, entry.name);
        if (entry.isSymbolicLink()) continue;
        const mode = statSync(target).mode & 0o777;
        if (mode & 0o077) open.push(`${path.relative(root, target)} ${mode.toString(8)}`);
        if (entry.isDirectory()) walk(target);
      }
    };
    if (statSync(root).mode & 0o077) open.push(`. ${(statSync(root).mode & 0o777).toString(8)}`);
    walk(root);
    return open;
  };

  it('leaves nothing under DATA_DIR open to other users after a start', () => {
    const files = readdirSync(dataDir, { recursive: true }) as string[];
    console.log(`[modes] ${files.length} entries under DATA_DIR checked after the start`);
    expect(files.some((f) => f.startsWith('pglite'))).toBe(true);
    expect(files).toContain('jwt-secret');
    expect(modesUnder(dataDir)).toEqual([]);
  });

  it('writes outbox messages (reset links) for the server user alone', async () => {
    const response = await fetch(`${server.baseURL}/api/admin/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(response.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 30_000;
    while (readdirSync(outbox).filter((f) => f.endsWith('.eml')).length < 2) {
      if (Date.now() > deadline) throw new Error('no reset mail was written');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(modesUnder(outbox)).toEqual([]);
    // Files the database makes while running sit in directories only its user may enter.
    const openDirectories = modesUnder(dataDir).filter((entry) =>
      statSync(path.join(dataDir, entry.split(' ')[0]!)).isDirectory(),
    );
    expect(openDirectories).toEqual([]);
  });
});

describe('forwarded client addresses', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.app.close();
  });

  /** Subscribing allows 10 requests per client address in 15 minutes. */
  const subscribeFrom =
    (remoteAddress: string, forwardedFor?: (i: number) => string) => async (i: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscribe',
          remoteAddress,
          headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor(i) },
          payload: { email: `reader-${remoteAddress}-${i}@example.com` },
        })
      ).statusCode;

  async function statuses(send: (i: number) => Promise<number>, count: number) {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(await send(i));
    return out;
  }

  it.each(['1', '127.0.0.1', '127.0.0.0/8,10.0.0.1'])(
    'TRUST_PROXY=%s: a client cannot choose its address by sending X-Forwarded-For',
    async (trust) => {
      await t?.app.close();
      t = await createTestApp({ TRUST_PROXY: trust });
      // Behind one proxy: the client's own header first, the proxy's entry last.
      const forged = await statuses(
        subscribeFrom('127.0.0.1', (i) => `192.0.2.${i + 1}, 203.0.113.9`),
        12,
      );
      expect(forged.slice(0, 10).every((s) => s === 200 || s === 201)).toBe(true);
      expect(forged.slice(10)).toEqual([429, 429]);
      // A client that is not a trusted proxy is counted by its own address.
      if (trust !== '1') {
        const direct = await statuses(
          subscribeFrom('198.51.100.7', (i) => `192.0.2.${i + 1}`),
          12,
        );
        expect(direct.slice(10)).toEqual([429, 429]);
      }
    },
  );
});
