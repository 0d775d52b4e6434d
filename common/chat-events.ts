import { chatbotTitle } from './site.ts';

/*
 * The visitor's side of a hand-off to a person, without the chat's schemas: the light
 * frame of an embedded chat ships it with the page, and zod need not come along.
 */

/**
 * The hand-off stream (ADR 033): `GET CHAT_EVENTS_PATH` with the issued conversation id in
 * the CHAT_KEY_HEADER header (a bearer secret, never in the address) answers server-sent
 * events: `message` for each team message after `Last-Event-ID` (its id), then `state`
 * ({ handoff }), then each new one live; a comment line every CHAT_EVENTS_HEARTBEAT_MS.
 */
export const CHAT_EVENTS_PATH = '/api/flask/chat/events';
export const CHAT_KEY_HEADER = 'x-chat-conversation';
export const CHAT_EVENTS_HEARTBEAT_MS = 15_000;

/** A team message as the visitor's chat receives it. */
export interface TeamChatMessage {
  id: number;
  text: string;
  /** A marker of the hand-off rather than words of the team. */
  marker: 'joined' | 'ended' | null;
  /** The first name of the team member who wrote it, when they gave one. */
  author: string | null;
  createdAt: string;
}

/**
 * The `state` event's data: where the hand-off stands, and when the team usually replies,
 * from the team's hours ("Usually replies within a few minutes").
 */
export interface HandoffStateEvent {
  handoff: 'requested' | 'joined' | null;
  replies?: string;
}

/** The stored markers' texts, as the visitor and the team read them. */
export const HANDOFF_JOINED_TEXT = 'A member of our team joined the chat.';
export const HANDOFF_ENDED_TEXT = `Our team member left the chat. ${chatbotTitle} is answering again.`;

/** What the "Talk to a person" control sends as the visitor's words. */
export const HANDOFF_REQUEST_TEXT = "I'd like to talk to a person.";
