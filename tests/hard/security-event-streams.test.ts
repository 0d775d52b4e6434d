import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_KEY_HEADER } from '../../common/chat-events.ts';
import { EVENT_STREAMS } from '../../server/http/limits.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The chat's event streams are bounded: the server ends each after
 * CHAT_EVENTS_LIFETIME_SECONDS (the chat reconnects with its last event id), and one
 * client address holds at most EVENT_STREAMS.openPerAddress at once.
 */

let t: TestApp;
let baseUrl: string;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp({ CHAT_EVENTS_LIFETIME_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/flask/chat',
    payload: { message: 'Hello' },
  });
  conversationId = chat.json().conversation_id as string;
});
afterAll(async () => {
  await t?.app.close();
});

interface OpenStream {
  request: ClientRequest;
  response: IncomingMessage;
  body: () => string;
  ended: Promise<number>;
}

function openStream(): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const request = httpRequest(`${baseUrl}/api/flask/chat/events`, {
      headers: { accept: 'text/event-stream', [CHAT_KEY_HEADER]: conversationId },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      const ended = new Promise<number>((done) => {
        response.on('end', () => done(Date.now() - opened));
        response.on('close', () => done(Date.now() - opened));
      });
      resolve({ request, response, body: () => body, ended });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('chat event streams', () => {
  it('are ended by the server after their lifetime', async () => {
    const stream = await openStream();
    expect(stream.response.statusCode).toBe(200);
    const lasted = await stream.ended;
    expect(lasted).toBeGreaterThanOrEqual(1900);
    expect(lasted).toBeLessThan(6000);
    // It said what it had: the state, then the end.
    expect(stream.body()).toContain('event: state');
  });

  it(`are at most ${EVENT_STREAMS.openPerAddress} open per address; a closed one frees its place`, async () => {
    await t.app.close();
    t = await createTestApp({ CHAT_EVENTS_LIFETIME_SECONDS: '600' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: { message: 'Hello again' },
    });
    conversationId = chat.json().conversation_id as string;

    const open: OpenStream[] = [];
    for (let i = 0; i < EVENT_STREAMS.openPerAddress; i += 1) open.push(await openStream());
    expect(open.map((s) => s.response.statusCode)).toEqual(
      Array(EVENT_STREAMS.openPerAddress).fill(200),
    );
    const refused = await openStream();
    expect(refused.response.statusCode).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body())).toMatchObject({
      success: false,
      error: EVENT_STREAMS.tooManyMessage,
    });

    open[0]!.request.destroy();
    await open[0]!.ended;
    // The server sees the close a moment later.
    await expect
      .poll(async () => {
        const again = await openStream();
        const status = again.response.statusCode;
        if (status === 200) open.push(again);
        return status;
      })
      .toBe(200);
    for (const stream of open) stream.request.destroy();
  });
});
