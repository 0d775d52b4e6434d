import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local process speaking the OpenAI chat-completions protocol on a loopback port: the
 * only stand-in the chat tests use (a model cannot run here). `mode` picks its behaviour.
 * A request with `stream: true` is answered as the service streams: server-sent chunks of
 * deltas, then `data: [DONE]`.
 */
export type FakeLlmMode =
  | { kind: 'answer'; text: string }
  | { kind: 'fail'; status: number }
  | { kind: 'slow'; delayMs: number; text: string }
  | { kind: 'invalid-json' }
  | { kind: 'no-choices' }
  | { kind: 'empty' }
  /** One step per request, in order (the last repeats): tool calls, or the answer. */
  | { kind: 'script'; steps: FakeStep[]; answered?: number };

/** One answer of a scripted conversation. */
type FakeStep =
  | { text: string }
  | { toolCalls: { name: string; arguments: string }[] }
  | { slowMs: number; text: string }
  | { invalidJson: true };

/** A message the server received (tool calls and tool results included). */
interface FakeLlmMessage {
  role: string;
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
}

export interface FakeLlmRequest {
  model: string;
  messages: FakeLlmMessage[];
  stream?: boolean;
  tools?: { type: string; function: { name: string } }[];
  tool_choice?: string;
}

export interface FakeLlm {
  baseUrl: string;
  mode: FakeLlmMode;
  /** Bodies of the requests received, newest last. */
  requests: FakeLlmRequest[];
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

type Message = {
  role: 'assistant';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
};

const textMessage = (text: string): Message => ({ role: 'assistant', content: text });

let callCount = 0;
const toolMessage = (calls: { name: string; arguments: string }[]): Message => ({
  role: 'assistant',
  content: null,
  tool_calls: calls.map((c) => ({
    id: `call_${++callCount}`,
    type: 'function',
    function: { name: c.name, arguments: c.arguments },
  })),
});

const completion = (message: Message) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'fake',
  choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
});

/** The chunks a streaming service sends for `message`: text in pieces, calls by index. */
function chunksOf(message: Message): unknown[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const out: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const piece of (message.content ?? '').match(/.{1,12}/gs) ?? []) {
    out.push(chunk({ content: piece }));
  }
  (message.tool_calls ?? []).forEach((call, index) => {
    const half = Math.ceil(call.function.arguments.length / 2);
    out.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: 'function',
            function: {
              name: call.function.name,
              arguments: call.function.arguments.slice(0, half),
            },
          },
        ],
      }),
      chunk({
        tool_calls: [{ index, function: { arguments: call.function.arguments.slice(half) } }],
      }),
    );
  });
  out.push(chunk({}, message.tool_calls ? 'tool_calls' : 'stop'));
  return out;
}

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
    const body = JSON.parse(await readBody(request)) as FakeLlmRequest;
    fake.requests.push(body);
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    /** The answer, whole or streamed as the request asked. */
    const answer = (message: Message) => {
      if (!body.stream) return json(200, completion(message));
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const c of chunksOf(message)) response.write(`data: ${JSON.stringify(c)}\n\n`);
      response.end('data: [DONE]\n\n');
    };
    const invalid = () => {
      if (!body.stream) {
        return response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"choices": [\n\ndata: [DONE]\n\n');
    };
    let m = fake.mode;
    if (m.kind === 'script') {
      const step = m.steps[Math.min(m.steps.length - 1, (m.answered = (m.answered ?? -1) + 1))]!;
      if ('toolCalls' in step) return answer(toolMessage(step.toolCalls));
      if ('invalidJson' in step) return invalid();
      m =
        'slowMs' in step
          ? { kind: 'slow', delayMs: step.slowMs, text: step.text }
          : { kind: 'answer', text: step.text };
    }
    switch (m.kind) {
      case 'fail':
        return json(m.status, { error: { message: 'model exploded', type: 'server_error' } });
      case 'invalid-json':
        return invalid();
      case 'no-choices':
        return json(200, { id: 'x', object: 'chat.completion' });
      case 'empty':
        return answer(textMessage('   '));
      case 'slow': {
        const text = m.text;
        await new Promise((r) => setTimeout(r, m.delayMs));
        if (response.destroyed) return;
        return answer(textMessage(text));
      }
      case 'answer':
        return answer(textMessage(m.text));
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
