import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPage, readyPage, sendKeptPage } from './kept-page.ts';
import { registerReadyAnswers } from './ready-answers.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/**
 * A kept page sent whole by the first hook says what the same page sent through Fastify
 * says (sendKeptPage, after the security headers and the compression plugin), header for
 * header, in every coding, as a 200 and as a 304, over HTTP and HTTPS.
 */
describe('a ready kept page', () => {
  const nonce = 'render0123456789abcdef';
  const app = Fastify({ trustProxy: true });
  beforeAll(async () => {
    const html = `<html><head><script nonce="${nonce}">window.x = 1;</script></head><body>${'<p>text</p>'.repeat(400)}</body></html>`;
    const page = await keepPage(html, nonce, [
      ['content-type', 'text/html; charset=utf-8'],
      ['cache-control', 'public, max-age=0, must-revalidate'],
    ]);
    const ready = readyPage(page, [['x-page-cache', 'hit']]);
    registerReadyAnswers(app);
    registerSecurityHeaders(app, { development: false });
    await app.register(compress, { global: true, threshold: 1024 });
    app.readyAnswers.add((request, coding) =>
      request.url === '/ready' ? ready.codings[coding] : undefined,
    );
    app.get('/routed', (request, reply) =>
      sendKeptPage(request, reply.header('x-page-cache', 'hit'), page),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const answer = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers });
    const { date: _date, ...rest } = response.headers;
    return { status: response.statusCode, headers: rest, body: response.rawPayload };
  };

  it('answers as the page sent through Fastify, 200 and 304 alike', async () => {
    const encodings = ['br', 'gzip', 'gzip, deflate, br, zstd', 'br;q=0, gzip', '*', ''];
    for (const encoding of encodings) {
      for (const proto of [{}, { 'x-forwarded-proto': 'https' }]) {
        const headers: Record<string, string> = { ...proto };
        if (encoding) headers['accept-encoding'] = encoding;
        const routed = await answer('/routed', headers);
        const ready = await answer('/ready', headers);
        expect(routed.status).toBe(200);
        expect(ready, `${encoding} ${JSON.stringify(proto)}`).toEqual(routed);
        expect(routed.headers['content-security-policy']).toMatch(/'sha256-[^']+'/);
        expect(routed.headers['content-security-policy']).not.toMatch(/nonce-/);

        const tag = routed.headers.etag as string;
        for (const held of [tag, `W/${tag}`, `"other", ${tag}`]) {
          const held304 = { ...headers, 'if-none-match': held };
          const routed304 = await answer('/routed', held304);
          expect(routed304.status).toBe(304);
          expect(await answer('/ready', held304)).toEqual(routed304);
        }
      }
    }
  });

  it('leaves a coding only the compression plugin makes to it', async () => {
    const deflated = await answer('/ready', { 'accept-encoding': 'deflate' });
    // No finder answers /ready past the first hook: nothing is made up for it.
    expect(deflated.status).toBe(404);
  });
});
