import { request } from 'node:http';
import { connect } from 'node:net';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPage, readyPage, sendKeptPage } from './kept-page.ts';
import { createReadyAnswers } from './ready-answers.ts';
import { registerSecurityHeaders } from './security-headers.ts';

interface Seen {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/**
 * A request (a GET unless told) over the network, as a client sees it (Node's server, then
 * Fastify).
 */
const overHttp = (url: string, headers: Record<string, string>, method = 'GET'): Promise<Seen> =>
  new Promise((resolve, reject) => {
    request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });

/**
 * A kept page sent whole from its ready answers says what the same page sent through
 * Fastify says (sendKeptPage, after the security headers and the compression plugin), header
 * for header, in every coding, as a 200 and as a 304, over HTTP and HTTPS: as Node's server
 * receives the request, and in the first hook.
 */
describe('a ready kept page', () => {
  const nonce = 'render0123456789abcdef';
  const ready = createReadyAnswers(() => true);
  const app = Fastify({ trustProxy: () => true, serverFactory: ready.serverFactory });
  let origin = '';
  beforeAll(async () => {
    const html = `<html><head><script nonce="${nonce}">window.x = 1;</script></head><body>${'<p>text</p>'.repeat(400)}</body></html>`;
    const page = await keepPage(html, nonce, [
      ['content-type', 'text/html; charset=utf-8'],
      ['cache-control', 'public, max-age=0, must-revalidate'],
    ]);
    const answers = readyPage(page, [['x-page-cache', 'hit']]);
    ready.register(app);
    registerSecurityHeaders(app, { development: false });
    await app.register(compress, { global: true, threshold: 1024 });
    app.readyAnswers.add((asked, coding) =>
      asked.url === '/ready' ? answers.codings[coding] : undefined,
    );
    app.get('/routed', (request, reply) =>
      sendKeptPage(request, reply.header('x-page-cache', 'hit'), page),
    );
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  /** The first hook's answer (inject skips Node's server). */
  const injected = async (url: string, headers: Record<string, string>): Promise<Seen> => {
    const response = await app.inject({ method: 'GET', url, headers });
    const { date: _date, ...rest } = response.headers;
    return { status: response.statusCode, headers: rest, body: response.rawPayload };
  };

  it('answers as the page sent through Fastify, 200 and 304 alike', async () => {
    const encodings = ['br', 'gzip', 'gzip, deflate, br, zstd', 'br;q=0, gzip', '*', ''];
    for (const encoding of encodings) {
      for (const proto of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        const headers: Record<string, string> = { ...proto };
        if (encoding) headers['accept-encoding'] = encoding;
        const routed = await overHttp(`${origin}/routed`, headers);
        const label = `${encoding} ${JSON.stringify(proto)}`;
        expect(routed.status).toBe(200);
        expect(await overHttp(`${origin}/ready`, headers), label).toEqual(routed);
        const { 'content-length': _length, ...routedHeaders } = routed.headers;
        const inHook = await injected('/ready', headers);
        expect(inHook.headers, label).toMatchObject(routedHeaders);
        expect(inHook.body.equals(routed.body)).toBe(true);
        expect(routed.headers['content-security-policy']).toMatch(/'sha256-[^']+'/);
        expect(routed.headers['content-security-policy']).not.toMatch(/nonce-/);
        expect('strict-transport-security' in routed.headers).toBe('x-forwarded-proto' in proto);

        const tag = routed.headers.etag as string;
        for (const held of [tag, `W/${tag}`, `"other", ${tag}`]) {
          const asked = { ...headers, 'if-none-match': held };
          const routed304 = await overHttp(`${origin}/routed`, asked);
          expect(routed304.status).toBe(304);
          expect(await overHttp(`${origin}/ready`, asked)).toEqual(routed304);
          expect((await injected('/ready', asked)).headers).toMatchObject(routed304.headers);
        }
      }
    }
  });

  it('leaves HEAD and every other method to Fastify, which has no route here', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    expect((await overHttp(`${origin}/ready`, headers)).status).toBe(200);
    for (const method of ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await overHttp(`${origin}/ready`, headers, method)).status, method).toBe(404);
      const inHook = await app.inject({ method: method as 'HEAD', url: '/ready', headers });
      expect(inHook.statusCode, method).toBe(404);
    }
  });

  it('leaves a coding only the compression plugin makes to it', async () => {
    const deflated = await overHttp(`${origin}/ready`, { 'accept-encoding': 'deflate' });
    // No finder answers /ready past the ready answers: nothing is made up for it.
    expect(deflated.status).toBe(404);
  });
});

describe('whether a ready answer came over HTTPS', () => {
  type Trust = false | string[] | ((address: string, hop: number) => boolean);
  const served = async (trustProxy: Trust) => {
    const ready = createReadyAnswers(trustProxy);
    const app = Fastify({ trustProxy, serverFactory: ready.serverFactory });
    ready.register(app);
    registerSecurityHeaders(app, { development: false });
    const page = await keepPage('<p>kept</p>', 'n', [['content-type', 'text/html']]);
    const answers = readyPage(page);
    app.readyAnswers.add((asked, coding) =>
      asked.url === '/' ? answers.codings[coding] : undefined,
    );
    app.get('/fastify', (request) => request.protocol);
    return { app, origin: await app.listen({ host: '127.0.0.1', port: 0 }) };
  };

  it('is decided as Fastify decides it, under each kind of proxy trust', async () => {
    const forwarded = { 'x-forwarded-proto': 'http, https' };
    const trusts: Trust[] = [false, ['127.0.0.1'], ['192.0.2.1'], () => true, () => false];
    for (const trust of trusts) {
      const { app, origin } = await served(trust);
      try {
        const protocol = (await overHttp(`${origin}/fastify`, forwarded)).body.toString();
        const answer = await overHttp(`${origin}/`, forwarded);
        expect(answer.status).toBe(200);
        expect('strict-transport-security' in answer.headers, String(trust)).toBe(
          protocol === 'https',
        );
      } finally {
        await app.close();
      }
    }
  });
});

describe('a ready answer while the app closes', () => {
  it('is left to Fastify, which refuses the request', async () => {
    const ready = createReadyAnswers(false);
    const app = Fastify({ serverFactory: ready.serverFactory });
    ready.register(app);
    registerSecurityHeaders(app, { development: false });
    const page = await keepPage('<p>kept</p>', 'n', [['content-type', 'text/html']]);
    const answers = readyPage(page);
    app.readyAnswers.add((asked, coding) =>
      asked.url === '/' ? answers.codings[coding] : undefined,
    );
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    app.get('/slow', async () => {
      started();
      await finished;
      return 'slow';
    });
    const origin = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    // One connection: a request the close waits for, then a GET of the kept page once the
    // app has begun to close (an open connection may still send one).
    const socket = connect(Number(origin.port), origin.hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    // A ready answer would keep the connection open: it ends here, and the statuses show it.
    socket.setTimeout(2000, () => socket.destroy());
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await arrived;
    const closed = app.close();
    while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    await Promise.all([ended, closed]);
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d+)/g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '503']);
    expect(received).not.toContain(answers.codings.gzip.body.toString('latin1'));
  });
});
