/**
 * Browser storage of the chats (spec §4, §9). History and the conversation id live in
 * sessionStorage, so they last for the browser session only and a new session starts
 * empty (the id is the one the server issued in its first answer, never made here); the
 * visitor's contact details and the contactFormSubmitted flag are kept locally so the
 * booking form can be prefilled next time. Every access tolerates storage being
 * unavailable (private modes, blocked cookies): the chat then simply forgets.
 */

export interface ContactInfo {
  name: string;
  email: string;
  phone: string;
}

export const STORAGE_KEYS = {
  conversationId: (chat: string) => `chat.conversationId.${chat}`,
  history: (chat: string) => `chat.history.${chat}`,
  contact: 'chat.contactInfo',
  contactFormSubmitted: 'contactFormSubmitted',
  /** The visitor said "Not now" to the chat's contact bubble (this browser session). */
  contactDismissed: 'chat.contactDismissed',
} as const;

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: 'session' | 'local', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the chat keeps working without persistence.
  }
}

/**
 * The server-issued conversation id of one chat in this browser session, or undefined
 * before the server answered once (the first message then starts a conversation).
 */
export function conversationId(chat: string): string | undefined {
  return readItem('session', STORAGE_KEYS.conversationId(chat)) || undefined;
}

/** Keeps the id the server returned, to send it back with the next message. */
export function storeConversationId(chat: string, id: unknown): void {
  if (typeof id === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(id)) {
    writeItem('session', STORAGE_KEYS.conversationId(chat), id);
  }
}

export function readContactInfo(): ContactInfo {
  const empty = { name: '', email: '', phone: '' };
  try {
    const value = JSON.parse(readItem('local', STORAGE_KEYS.contact) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return empty;
    const v = value as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === 'string' ? x : '');
    return { name: str(v.name), email: str(v.email), phone: str(v.phone) };
  } catch {
    return empty;
  }
}

/** Merges what is known now (a form or the server's `context`) into the stored contact. */
export function saveContactInfo(update: Partial<ContactInfo>): ContactInfo {
  const current = readContactInfo();
  const next = {
    name: update.name?.trim() || current.name,
    email: update.email?.trim() || current.email,
    phone: update.phone?.trim() || current.phone,
  };
  writeItem('local', STORAGE_KEYS.contact, JSON.stringify(next));
  return next;
}

export function contactFormSubmitted(): boolean {
  return readItem('local', STORAGE_KEYS.contactFormSubmitted) === 'true';
}

export function markContactFormSubmitted(): void {
  writeItem('local', STORAGE_KEYS.contactFormSubmitted, 'true');
}
