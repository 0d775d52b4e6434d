import type { ChatRequestInput, ChatResponse } from '../../../common/chat.ts';

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

export async function postChat(body: ChatRequestBody, signal?: AbortSignal): Promise<ChatReply> {
  let response: Response;
  try {
    response = await fetch(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ChatUnavailableError(error instanceof Error ? error.message : 'network');
  }
  if (!response.ok) throw new ChatUnavailableError(`HTTP ${response.status}`);
  const data: unknown = await response.json().catch(() => null);
  if (!data || typeof data !== 'object') throw new ChatUnavailableError('Malformed answer');
  return data as ChatReply;
}

/** Whether the server asked to open the appointment form (spec §4). */
export function replyOpensAppointment(reply: ChatReply): boolean {
  return reply.show_appointment_form === true || reply.action === 'open_form';
}
