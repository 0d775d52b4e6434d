import type { ChatBooking } from '../../../common/chat.ts';

/**
 * The one chat core's state (spec §3 "Chat message", §4 chat states, §9 limits). Pure: the
 * floating chatbot, the home chat and the two landing chats all run this reducer and
 * differ only by their `ChatLimit` and greeting.
 */

/** 'team': a person of the team, in a hand-off (ADR 033). */
export type Sender = 'user' | 'bot' | 'team';

/** The hand-off to a person: asked for, or a team member in the conversation. */
export type Handoff = 'requested' | 'joined' | null;

export interface ChatMessage {
  id: string;
  text: string;
  sender: Sender;
  /** ISO timestamp. */
  timestamp: string;
  /** The main chatbot's greeting carries the contact form (spec §4). */
  showContactForm?: boolean;
  showAppointmentForm?: boolean;
  /** A team message's id on the server (a stream's event id). */
  serverId?: number;
  /** A team message that marks the hand-off: a team member joined or left. */
  marker?: 'joined' | 'ended';
  /** A reply that opens the booking form: what the form starts with. */
  booking?: ChatBooking;
  /** A team message: the first name of the team member who wrote it, when given. */
  author?: string;
}

/**
 * When the input locks by the chat's own count: the landing chats count from 1 and lock
 * when the counter reaches 4 (spec §4, §9). The floating chatbot has none: its limit is
 * the owner's setting, which the server keeps and says with the last reply (ADR 047).
 */
export interface ChatLimit {
  start: number;
  max: number;
}

export interface ChatState {
  messages: ChatMessage[];
  /** Replies counted toward the limit (greetings and booking results do not count). */
  counter: number;
  typing: boolean;
  locked: boolean;
  /** The hand-off to a person this conversation is in (absent in older stored states). */
  handoff?: Handoff;
  /** The last team message received, so a reconnecting stream sends only newer ones. */
  lastEventId?: number;
}

export type ChatAction =
  /** `handoff`: a request for a person, sent even when the reply limit locked the chat. */
  | { type: 'user-sent'; message: ChatMessage; handoff?: boolean }
  /** `limitReached`: the server says this was the last reply the chat's limit allows. */
  | { type: 'bot-replied'; message: ChatMessage; limitReached?: boolean }
  /** A bot message that is not a reply: a context greeting or a booking result. */
  | { type: 'bot-said'; message: ChatMessage }
  | { type: 'reply-failed' }
  /**
   * The server refused to reply (429) and said why: its message is shown; `limit` locks the
   * chat, as the spec's reply limit does (kept by the server when storage was cleared).
   */
  | { type: 'refused'; message: ChatMessage; limit: boolean }
  /**
   * A context greeting (an open event): one greeting per conversation. Before the visitor
   * wrote anything it replaces the start greeting (keeping its contact-form button); later
   * it is added only when the conversation does not hold the same text yet.
   */
  | { type: 'greeted'; message: ChatMessage }
  | { type: 'cleared'; greeting: ChatMessage[] }
  /** The server answered without a message: a team member is in, the bot stays quiet. */
  | { type: 'delivered' }
  /** The hand-off changed (the server's answer or the team's stream). */
  | { type: 'handoff'; handoff: Handoff }
  /** A team message from the stream; one already shown (same server id) is ignored. */
  | { type: 'team-said'; message: ChatMessage & { serverId: number } };

export function initialChatState(greeting: ChatMessage[], limit: ChatLimit | null): ChatState {
  return { messages: greeting, counter: limit?.start ?? 0, typing: false, locked: false };
}

export function chatReducer(limit: ChatLimit | null) {
  return (state: ChatState, action: ChatAction): ChatState => {
    switch (action.type) {
      case 'user-sent':
        // The limit counts the bot's replies: a person can always be asked for and talked to.
        if (state.locked && !state.handoff && !action.handoff) return state;
        return { ...state, messages: [...state.messages, action.message], typing: true };
      case 'bot-replied': {
        const counter = state.counter + 1;
        return {
          ...state,
          messages: [...state.messages, action.message],
          counter,
          typing: false,
          locked: action.limitReached === true || (limit !== null && counter >= limit.max),
        };
      }
      case 'bot-said':
        return { ...state, messages: [...state.messages, action.message] };
      case 'reply-failed':
        return { ...state, typing: false };
      case 'refused':
        return {
          ...state,
          messages: [...state.messages, action.message],
          typing: false,
          locked: state.locked || action.limit,
        };
      case 'greeted': {
        const { message } = action;
        if (state.messages.some((m) => m.sender === 'bot' && m.text === message.text)) return state;
        if (state.messages.every((m) => m.sender === 'bot')) {
          const contactForm = state.messages.some((m) => m.showContactForm);
          return {
            ...state,
            messages: [contactForm ? { ...message, showContactForm: true } : message],
          };
        }
        return { ...state, messages: [...state.messages, message] };
      }
      case 'cleared':
        return initialChatState(action.greeting, limit);
      case 'delivered':
        return { ...state, typing: false };
      case 'handoff':
        if (state.handoff === action.handoff) return state;
        return action.handoff === null && state.handoff
          ? afterHandoff(state, limit)
          : { ...state, handoff: action.handoff };
      case 'team-said': {
        const { message } = action;
        if ((state.lastEventId ?? 0) >= message.serverId) return state;
        if (state.messages.some((m) => m.serverId === message.serverId)) return state;
        const next = {
          ...state,
          messages: [...state.messages, message],
          lastEventId: message.serverId,
        };
        if (message.marker === 'ended') return afterHandoff(next, limit);
        return { ...next, handoff: message.marker === 'joined' ? 'joined' : state.handoff };
      }
    }
  };
}

/**
 * A hand-off ended: the assistant answers again, and the reply limit counts afresh, as the
 * server's does, so the chat does not lock again at once.
 */
function afterHandoff(state: ChatState, limit: ChatLimit | null): ChatState {
  return { ...state, handoff: null, locked: false, counter: limit?.start ?? 0 };
}

let sequence = 0;

export function makeMessage(
  sender: Sender,
  text: string,
  extra: Partial<
    Pick<
      ChatMessage,
      'showContactForm' | 'showAppointmentForm' | 'serverId' | 'marker' | 'booking' | 'author'
    >
  > = {},
  now: Date = new Date(),
): ChatMessage {
  sequence += 1;
  return {
    id: `${now.getTime().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
    text,
    sender,
    timestamp: now.toISOString(),
    ...extra,
  };
}

/** Spec §5: blank or whitespace-only input is ignored. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/** Quick chips show only while just the greeting exists (spec §2.3, §4). */
export function showQuickQuestions(state: ChatState): boolean {
  return state.messages.length <= 1;
}

/** Restores a stored state, or null when the stored value is not one of ours. */
export function parseStoredState(raw: string | null): ChatState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChatState>;
    if (!Array.isArray(value.messages) || typeof value.counter !== 'number') return null;
    const messages = value.messages.filter(
      (m): m is ChatMessage =>
        !!m &&
        typeof m.id === 'string' &&
        typeof m.text === 'string' &&
        (m.sender === 'user' || m.sender === 'bot' || m.sender === 'team') &&
        typeof m.timestamp === 'string',
    );
    // A reply in flight when the page went away is lost; the typing flag must not stick.
    const handoff =
      value.handoff === 'requested' || value.handoff === 'joined' ? value.handoff : null;
    const lastEventId =
      typeof value.lastEventId === 'number' && value.lastEventId > 0 ? value.lastEventId : 0;
    return {
      messages,
      counter: value.counter,
      typing: false,
      locked: value.locked === true,
      ...(handoff ? { handoff } : {}),
      ...(lastEventId ? { lastEventId } : {}),
    };
  } catch {
    return null;
  }
}
