import {
  CHAT_EVENTS_PATH,
  CHAT_KEY_HEADER,
  type TeamChatMessage,
} from '../../../common/chat-events.ts';
import { REACH_US } from '../../../common/site.ts';
import type { Handoff } from './chat-state.ts';

/**
 * The team's side of a hand-off (ADR 033): the stream of server-sent events the chat reads
 * while it waits for or talks with a person. Read with fetch, not EventSource, so the
 * conversation id (a bearer secret) travels in a header rather than in the address; it
 * reconnects after a drop with the last event id, so nothing is missed or shown twice.
 */

/** What the chat shows about the stream, besides the messages it delivers. */
export type StreamStatus =
  | 'connecting'
  | 'open'
  | 'reconnecting'
  | 'server-error'
  | 'rate-limited'
  | 'unknown-conversation'
  | 'refused';

/** The sentence for each stream status (none while all is well). */
export function streamStatusText(status: StreamStatus): string | null {
  switch (status) {
    case 'connecting':
    case 'open':
      return null;
    case 'reconnecting':
      return 'The connection to our team dropped. Reconnecting…';
    case 'server-error':
      return 'Our server had a problem keeping you connected to the team. Retrying…';
    case 'rate-limited':
      return 'Too many reconnections from your network. We will try again in a minute.';
    case 'unknown-conversation':
      return `Our server no longer knows this chat, so the team cannot answer here. Please write your message again, or ${REACH_US.charAt(0).toLowerCase()}${REACH_US.slice(1)}`;
    case 'refused':
      return `This chat could not connect to our team. ${REACH_US}`;
  }
}

export interface TeamStreamHandlers {
  /** The hand-off's state, and when the team usually replies (null when not said). */
  onState(handoff: Handoff, replies: string | null): void;
  onMessage(message: TeamChatMessage): void;
  onStatus(status: StreamStatus): void;
}

/** Waits before reconnecting: 1 s, 2 s, 4 s ... up to 30 s; a minute after a 429. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

function parseMessage(data: string): TeamChatMessage | null {
  try {
    const value = JSON.parse(data) as Partial<TeamChatMessage>;
    if (typeof value.id !== 'number' || typeof value.text !== 'string') return null;
    return {
      id: value.id,
      text: value.text,
      marker: value.marker === 'joined' || value.marker === 'ended' ? value.marker : null,
      author: typeof value.author === 'string' && value.author ? value.author : null,
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

/**
 * Opens the stream of conversation `id` and keeps it open until the returned function is
 * called. `lastEventId()` is read at every (re)connection.
 */
export function openTeamStream(
  id: string,
  lastEventId: () => number,
  handlers: TeamStreamHandlers,
): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: number | undefined;
  let attempt = 0;

  const dispatch = (block: string) => {
    let event = 'message';
    let data = '';
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'event') event = value;
      else if (name === 'data') data += data ? `\n${value}` : value;
    }
    if (!data) return;
    if (event === 'state') {
      try {
        const { handoff, replies } = JSON.parse(data) as { handoff?: unknown; replies?: unknown };
        handlers.onState(
          handoff === 'requested' || handoff === 'joined' ? handoff : null,
          typeof replies === 'string' ? replies : null,
        );
      } catch {
        // A malformed state is ignored; the next one corrects it.
      }
    } else if (event === 'message') {
      const message = parseMessage(data);
      if (message) handlers.onMessage(message);
    }
  };

  const retry = (status: StreamStatus, wait: number) => {
    if (stopped) return;
    handlers.onStatus(status);
    timer = window.setTimeout(connect, wait);
    attempt += 1;
  };

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    handlers.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    let response: Response;
    try {
      const last = lastEventId();
      response = await fetch(CHAT_EVENTS_PATH, {
        headers: {
          accept: 'text/event-stream',
          [CHAT_KEY_HEADER]: id,
          ...(last > 0 ? { 'last-event-id': String(last) } : {}),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      retry('reconnecting', backoff(attempt));
      return;
    }
    if (response.status === 404) return handlers.onStatus('unknown-conversation');
    if (response.status === 429) return retry('rate-limited', 60_000);
    if (response.status >= 500) return retry('server-error', backoff(attempt));
    if (!response.ok || !response.body) return handlers.onStatus('refused');
    attempt = 0;
    handlers.onStatus('open');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.search(/\r?\n\r?\n/);
        while (end >= 0) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
          end = buffer.search(/\r?\n\r?\n/);
        }
      }
    } catch {
      // Dropped (network, server restart) or stopped: reconnect unless stopped.
    }
    retry('reconnecting', backoff(attempt));
  }

  void connect();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    controller?.abort();
  };
}

/**
 * The WhatsApp click-to-chat link with a summary of the conversation `id` (none: a plain
 * greeting); null when WhatsApp is not configured or the server cannot be reached.
 */
export async function fetchWhatsappLink(id: string | undefined): Promise<string | null> {
  try {
    const response = await fetch('/api/flask/chat/whatsapp', {
      headers: { accept: 'application/json', ...(id ? { [CHAT_KEY_HEADER]: id } : {}) },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const { href } = (await response.json()) as { href?: unknown };
    return typeof href === 'string' && href.startsWith('https://wa.me/') ? href : null;
  } catch {
    return null;
  }
}
