import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local process speaking the OpenAI chat-completions protocol on a loopback port: the
 * only stand-in the chat tests use (a model cannot run here). `mode` picks its behaviour.
 */
export type FakeLlmMode =
  | { kind: 'answer'; text: string }
  | { kind: 'fail'; status: number }
  | { kind: 'slow'; delayMs: number; text: string }
  | { kind: 'invalid-json' }
  | { kind: 'no-choices' }
  | { kind: 'empty' };

export interface FakeLlm {
  baseUrl: string;
  mode: FakeLlmMode;
  /** Bodies of the requests received, newest last. */
  requests: { model: string; messages: { role: string; content: string }[] }[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });

const completion = (text: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'fake',
  choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
});

export async function startFakeLlm(mode: FakeLlmMode): Promise<FakeLlm> {
  const sockets = new Set<Socket>();
  const fake: FakeLlm = {
    baseUrl: '',
    mode,
    requests: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(request));
    fake.requests.push(body);
    const m = fake.mode;
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    switch (m.kind) {
      case 'fail':
        return json(m.status, { error: { message: 'model exploded', type: 'server_error' } });
      case 'invalid-json':
        return response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
      case 'no-choices':
        return json(200, { id: 'x', object: 'chat.completion' });
      case 'empty':
        return json(200, completion('   '));
      case 'slow':
        await new Promise((r) => setTimeout(r, m.delayMs));
        if (response.destroyed) return;
        return json(200, completion(m.text));
      case 'answer':
        return json(200, completion(m.text));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
