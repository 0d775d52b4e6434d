import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  at: number;
}

/**
 * A real HTTP client of the hand-off stream: reads the server-sent events as they arrive
 * (asking for gzip, as browsers do, so compression would show).
 */
export function openStream(baseUrl: string, headers: Record<string, string>) {
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let response: IncomingMessage | undefined;
  const request = httpRequest(`${baseUrl}/api/flask/chat/events`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers },
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    request.on('response', (res) => {
      response = res;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '', at: performance.now() };
          let fields = 0;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon === 0) continue;
            const [name, value] = [line.slice(0, colon), line.slice(colon + 1).trimStart()];
            if (name === 'event') event.event = value;
            if (name === 'data') event.data += value;
            if (name === 'id') event.id = value;
            if (name === 'event' || name === 'data') fields += 1;
          }
          if (fields > 0) events.push(event);
          waiters.splice(0).forEach((wake) => wake());
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  request.end();
  return {
    events,
    answered,
    async next(predicate: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No such event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close() {
      response?.destroy();
      request.destroy();
    },
  };
}
