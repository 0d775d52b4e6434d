import type { ChatRequestInput, ChatResponse } from '../../../common/chat.ts';
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
class ChatUnavailableError extends Error {}

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
    throw new ChatUnavailableError(`HTTP ${result.status}`);
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
