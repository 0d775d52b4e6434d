import type { TeamChatMessage } from '../../common/chat-events.ts';
import type { Changes } from '../db/changes.ts';
import type { Database, Db } from '../db/client.ts';
import * as repo from './repository.ts';

/** What a hand-off stream receives: a state change or a team message. */
export type HandoffEvent =
  | { type: 'state'; handoff: 'requested' | 'joined' | null }
  | { type: 'message'; message: TeamChatMessage };

type Listener = (event: HandoffEvent) => void;

/** A stored team message as the visitor's chat receives it. */
export const teamMessage = (row: repo.MessageRow): TeamChatMessage => {
  const meta = row.meta as { marker?: unknown; author?: unknown } | null;
  const marker = meta?.marker;
  return {
    id: row.id,
    text: row.text,
    marker: marker === 'joined' || marker === 'ended' ? marker : null,
    author: typeof meta?.author === 'string' ? meta.author : null,
    createdAt: row.createdAt.toISOString(),
  };
};

/**
 * How long a stream's mark on its conversation lasts unless renewed: a process that dies
 * with a stream open leaves a mark that lapses after this, and team replies are mailed again.
 */
const STREAM_MARK_MS = 45_000;

/**
 * The open chat streams of this process, by stored conversation id, fed through the
 * database (db/changes.ts): a change to a conversation's hand-off is published with it, and
 * every process holding a stream on that conversation reads its state and new team messages
 * afresh, so a reply reaches the visitor whichever process the stream and the reply went
 * through. While a stream is open its process marks the conversation as watched
 * (`stream_until`), so a reply through any process knows whether the visitor sees it.
 */
export function createHandoffHub({ database, changes }: { database: Database; changes: Changes }) {
  const { db } = database;
  interface Watched {
    listeners: Set<Listener>;
    /** The last team message these streams were given. */
    after: number;
    /** Reads in order, so events go out in the order of the changes. */
    reading: Promise<void>;
    stop: () => void;
  }
  const watched = new Map<string, Watched>();

  const emit = (entry: Watched, event: HandoffEvent) => {
    for (const listener of [...entry.listeners]) listener(event);
  };
  const readNews = (conversationId: string, entry: Watched) => {
    entry.reading = entry.reading
      .then(async () => {
        const handoff = await repo.findHandoffState(db, conversationId);
        if (handoff === undefined) return;
        const rows = await repo.findTeamMessagesAfter(db, conversationId, entry.after);
        emit(entry, { type: 'state', handoff });
        for (const row of rows) {
          entry.after = Math.max(entry.after, row.id);
          emit(entry, { type: 'message', message: teamMessage(row) });
        }
      })
      // A read that failed (the database away) is made again by the next notice, or by the
      // visitor's reconnection, which replays what was missed.
      .catch(() => undefined);
  };
  const mark = (conversationId: string, open: boolean) =>
    repo
      .setStreamUntil(db, conversationId, open ? new Date(Date.now() + STREAM_MARK_MS) : null)
      .catch(() => undefined);

  return {
    /**
     * Calls `listener` with each change of the conversation's hand-off from now on: its state,
     * and the team's messages after `after` (a message id). Answers how to stop.
     */
    async subscribe(
      conversationId: string,
      after: number,
      listener: Listener,
    ): Promise<() => void> {
      let entry = watched.get(conversationId);
      if (!entry) {
        const created: Watched = {
          listeners: new Set(),
          after,
          reading: Promise.resolve(),
          stop: () => undefined,
        };
        const unsubscribe = changes.subscribe(`conversation:${conversationId}`, () =>
          readNews(conversationId, created),
        );
        // A lease renewed while the stream lasts, not a cache: it only says a chat is open.
        const renew = setInterval(() => void mark(conversationId, true), STREAM_MARK_MS / 3);
        renew.unref();
        created.stop = () => {
          unsubscribe();
          clearInterval(renew);
        };
        watched.set(conversationId, created);
        entry = created;
        // Marked before the stream answers, so a reply sent once it is open finds the mark.
        await mark(conversationId, true);
      }
      entry.after = Math.min(entry.after, after);
      const current = entry;
      current.listeners.add(listener);
      return () => {
        current.listeners.delete(listener);
        if (current.listeners.size === 0 && watched.get(conversationId) === current) {
          watched.delete(conversationId);
          current.stop();
          void mark(conversationId, false);
        }
      };
    },
    /** Tells every process that the conversation's hand-off changed when `tx` commits. */
    changed(tx: Db, conversationId: string): Promise<void> {
      return changes.publish(tx, `conversation:${conversationId}`);
    },
  };
}
export type HandoffHub = ReturnType<typeof createHandoffHub>;
