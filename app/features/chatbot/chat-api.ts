import {
  chatBookingSchema,
  type ChatBooking,
  type ChatRequestInput,
  type ChatResponse,
} from '../../../common/chat.ts';
import { REACH_US } from '../../../common/site.ts';
import { postJson } from '../../lib/api.ts';

/**
 * POST /api/flask/chat (spec §7). The server issues the conversation id in its first answer;
 * the chat keeps it in sessionStorage, like the history, and sends it back with every later
 * message so the server can thread the conversation.
 */

const CHAT_ENDPOINT = '/api/flask/chat';

/** What the widgets read of a reply (spec §7); any field may be missing from a server. */
export type ChatReply = Partial<ChatResponse>;

export type ChatRequestBody = ChatRequestInput;

/** Thrown when the call fails or answers non-OK; the chats then use their fallbacks. */
class ChatUnavailableError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status = 0,
    /** The server's own sentence (a 400's), if it gave one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/**
 * The server refused to answer (429) with a sentence for the visitor: the chat shows it.
 * `limit` is true for the reply limit (the chat then locks), false for too many messages.
 */
export class ChatRefusedError extends Error {
  constructor(
    message: string,
    readonly limit: boolean,
    /** The conversation the server stored the refused message in, if it says. */
    readonly conversationId?: unknown,
  ) {
    super(message);
  }
}

export async function postChat(body: ChatRequestBody, signal?: AbortSignal): Promise<ChatReply> {
  const result = await postJson<ChatReply>(CHAT_ENDPOINT, body, { signal });
  if (result.networkError) throw new ChatUnavailableError(result.message ?? 'network');
  if (result.status === 429 && result.message) {
    const data = result.data as { reason?: unknown; conversation_id?: unknown } | null;
    throw new ChatRefusedError(
      result.message,
      data?.reason === 'reply_limit',
      data?.conversation_id,
    );
  }
  if (result.status < 200 || result.status >= 300) {
    throw new ChatUnavailableError(`HTTP ${result.status}`, result.status, result.message);
  }
  if (!result.data || typeof result.data !== 'object') {
    throw new ChatUnavailableError('Malformed answer');
  }
  return result.data;
}

/** Whether the server asked to open the appointment form (spec §4). */
export function replyOpensAppointment(reply: ChatReply): boolean {
  return reply.show_appointment_form === true || reply.action === 'open_form';
}

/**
 * What the form the reply opens starts with: the services, date and slot of its
 * `booking`, each kept only when it passes the shared schema; null when none does.
 */
export function replyBooking(reply: ChatReply): ChatBooking | null {
  const raw: unknown = reply.booking;
  if (!replyOpensAppointment(reply) || !raw || typeof raw !== 'object') return null;
  const fields = chatBookingSchema.shape;
  const booking: ChatBooking = {};
  for (const key of Object.keys(fields) as (keyof ChatBooking)[]) {
    const parsed = fields[key].safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(booking, { [key]: parsed.data });
  }
  return Object.keys(booking).length ? booking : null;
}

/**
 * What the chat says when a message for the team (a request for a person, or a message
 * while a team member is in) did not get through: one sentence per kind of failure.
 */
export function teamFailureText(error: unknown): string {
  const status = error instanceof ChatUnavailableError ? error.status : 0;
  if (status === 0) {
    return `Your message did not reach our team: you seem to be offline. Check your connection and send it again. ${REACH_US}`;
  }
  if (status === 400 || status === 413) {
    const said = error instanceof ChatUnavailableError ? error.serverMessage : undefined;
    return `${said ?? 'Our server could not read that message.'} Please change it and send it again.`;
  }
  if (status === 404) {
    return `Our server could not find the chat service. Please reload the page and try again. ${REACH_US}`;
  }
  if (status >= 500) {
    return `Our server had a problem, so your message did not reach our team. Please send it again in a moment. ${REACH_US}`;
  }
  return `Your message did not reach our team (error ${status}). Please send it again. ${REACH_US}`;
}
