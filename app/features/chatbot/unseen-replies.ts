import { useEffect, useState } from 'react';
import { parseStoredState } from './chat-state.ts';
import { STORAGE_KEYS, conversationId, readItem } from './chat-storage.ts';

/** The team's replies the visitor has not seen: how many, the last one, and who wrote it. */
export interface UnseenReplies {
  count: number;
  preview: string;
  author: string | null;
}

/** The floating chatbot's storage id (its history and conversation id). */
const MAIN_CHAT = 'main';

/**
 * While the floating chat is closed and its conversation waits for or has a person, the
 * team's new replies (after the last one the window showed) are counted from the hand-off
 * stream, and the count leads the page title ("(1) ..."). Opening the window ends this:
 * its own stream then shows the replies. The stream's code loads only when needed.
 */
export function useUnseenTeamReplies(closed: boolean): UnseenReplies | null {
  const [unseen, setUnseen] = useState<UnseenReplies | null>(null);

  useEffect(() => {
    if (!closed) return;
    const stored = parseStoredState(readItem('session', STORAGE_KEYS.history(MAIN_CHAT)));
    const id = conversationId(MAIN_CHAT);
    if (!stored?.handoff || !id) return;
    let last = stored.lastEventId ?? 0;
    let author = [...stored.messages].reverse().find((m) => m.author)?.author ?? null;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./team-stream.ts').then(({ openTeamStream }) => {
      if (cancelled) return;
      stop = openTeamStream(id, () => last, {
        onState: () => {},
        onStatus: () => {},
        onMessage: (message) => {
          if (message.id <= last) return;
          last = message.id;
          author = message.author ?? author;
          if (message.marker) return;
          setUnseen((shown) => ({
            count: (shown?.count ?? 0) + 1,
            preview: message.text,
            author,
          }));
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
      setUnseen(null);
    };
  }, [closed]);

  const count = unseen?.count ?? 0;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);

  return unseen;
}
