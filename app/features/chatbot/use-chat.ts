import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { CHAT_REPLY_DELAY_MS } from '../../../common/constants.ts';
import {
  ChatRefusedError,
  postChat,
  teamFailureText,
  type ChatReply,
  type ChatRequestBody,
} from './chat-api.ts';
import {
  chatReducer,
  initialChatState,
  isSendable,
  makeMessage,
  parseStoredState,
  type ChatLimit,
  type ChatMessage,
  type ChatState,
} from './chat-state.ts';
import {
  STORAGE_KEYS,
  conversationId,
  readItem,
  storeConversationId,
  writeItem,
} from './chat-storage.ts';
import { openTeamStream, type StreamStatus } from './team-stream.ts';
import { wait } from '../../lib/wait.ts';

/** What makes one chat differ from another: configuration, never a copy of the core. */
export interface ChatConfig {
  /** Names the chat's history in sessionStorage. */
  storageId: string;
  greeting: () => ChatMessage[];
  limit: ChatLimit | null;
  /** The request body of spec §7 for this chat (the conversation id is added here). */
  buildRequest: (message: string, state: ChatState) => ChatRequestBody;
  /** The reply text, including this chat's wording when `response` is missing. */
  replyText: (reply: ChatReply, message: string) => string;
  /** The bot's text when the call fails or answers non-OK (spec §7, §8). */
  failureText: (message: string) => string;
  /** Flags the reply's message carries (the buttons the floating chatbot shows under it). */
  replyFlags?: (reply: ChatReply) => Parameters<typeof makeMessage>[2];
  /** Reacts to the server's flags (floating chatbot) after the reply is shown. */
  onReply?: (reply: ChatReply | null, message: string, state: ChatState) => void;
}

export function useChat(config: ChatConfig) {
  const configRef = useRef(config);
  useLayoutEffect(() => {
    configRef.current = config;
  });
  const storageKey = STORAGE_KEYS.history(config.storageId);
  const [state, dispatch] = useReducer(
    chatReducer(config.limit),
    null,
    () =>
      parseStoredState(readItem('session', storageKey)) ??
      initialChatState(config.greeting(), config.limit),
  );
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    writeItem('session', storageKey, JSON.stringify(state));
  }, [state, storageKey]);

  const send = useCallback(
    async (raw: string, extra: { handoff?: true } = {}): Promise<boolean> => {
      const current = stateRef.current;
      const blocked = current.locked && !current.handoff && !extra.handoff;
      if (!isSendable(raw) || blocked || current.typing) return false;
      const text = raw.trim();
      const { buildRequest, replyText, failureText, onReply, replyFlags, limit } =
        configRef.current;
      dispatch({ type: 'user-sent', message: makeMessage('user', text), handoff: extra.handoff });
      const { storageId } = configRef.current;
      // The id the server issued in an earlier answer; none before the first one.
      const id = conversationId(storageId);
      const body = {
        ...buildRequest(text, current),
        ...(id ? { conversation_id: id } : {}),
        // The server keeps the chat's limit per conversation too.
        ...(limit ? { reply_limit: limit.max - limit.start } : {}),
        // The "Talk to a person" control (ADR 033).
        ...(extra.handoff ? { handoff: true as const } : {}),
      };
      // A message for the team: a failure says it did not reach them, never a bot's answer.
      const forTeam = extra.handoff === true || current.handoff === 'joined';
      let reply: ChatReply | null = null;
      let refused: ChatRefusedError | null = null;
      let failure: unknown = null;
      try {
        reply = await postChat(body);
      } catch (error) {
        reply = null;
        failure = error;
        if (error instanceof ChatRefusedError) refused = error;
      }
      if (refused) {
        storeConversationId(storageId, refused.conversationId);
        // The server's own sentence, at once: it is a refusal, not a reply.
        if (alive.current) {
          dispatch({
            type: 'refused',
            message: makeMessage('bot', refused.message),
            limit: refused.limit,
          });
        }
        return true;
      }
      // Send back what the server issued (a new id when it did not know the one sent).
      if (reply) storeConversationId(storageId, reply.conversation_id);
      if (!alive.current) return true;
      if (reply?.handoff) dispatch({ type: 'handoff', handoff: reply.handoff });
      // A team member is in: the bot stays quiet, the message is delivered.
      if (reply?.quiet) {
        dispatch({ type: 'delivered' });
        return true;
      }
      if (!reply && forTeam) {
        dispatch({
          type: 'refused',
          message: makeMessage('bot', teamFailureText(failure)),
          limit: false,
        });
        return true;
      }
      // Spec §4: the bot message appears after the reply (or failure) plus a 1 s delay.
      await wait(CHAT_REPLY_DELAY_MS);
      if (!alive.current) return true;
      const answer = reply ? replyText(reply, text) : failureText(text);
      const flags = reply && replyFlags ? replyFlags(reply) : {};
      dispatch({
        type: 'bot-replied',
        message: makeMessage('bot', answer, flags),
        limitReached: reply?.limit_reached === true,
      });
      onReply?.(reply, text, stateRef.current);
      return true;
    },
    [],
  );

  /** A bot message that is not a reply (context greeting, booking result). */
  const say = useCallback((text: string, extra?: Parameters<typeof makeMessage>[2]) => {
    dispatch({ type: 'bot-said', message: makeMessage('bot', text, extra) });
  }, []);

  /** A context greeting: one greeting per conversation (see the 'greeted' action). */
  const greet = useCallback((text: string) => {
    dispatch({ type: 'greeted', message: makeMessage('bot', text) });
  }, []);

  const clear = useCallback(() => {
    // A cleared history starts a new conversation on the server too.
    writeItem('session', STORAGE_KEYS.conversationId(configRef.current.storageId), null);
    dispatch({ type: 'cleared', greeting: configRef.current.greeting() });
  }, []);

  // While the conversation waits for or has a person, the team's stream is open (ADR 033).
  const [streamStatus, setStreamStatus] = useState<StreamStatus | null>(null);
  // When the team usually replies, as the stream last said.
  const [replies, setReplies] = useState<string | null>(null);
  const inHandoff = Boolean(state.handoff);
  const streamId = inHandoff ? conversationId(config.storageId) : undefined;
  useEffect(() => {
    if (!streamId) return;
    const stop = openTeamStream(streamId, () => stateRef.current.lastEventId ?? 0, {
      onState: (handoff, line) => {
        dispatch({ type: 'handoff', handoff });
        if (line) setReplies(line);
      },
      onMessage: (message) =>
        dispatch({
          type: 'team-said',
          message: {
            ...makeMessage('team', message.text, {
              ...(message.marker ? { marker: message.marker } : {}),
              ...(message.author ? { author: message.author } : {}),
            }),
            serverId: message.id,
          },
        }),
      onStatus: setStreamStatus,
    });
    return () => {
      stop();
      setStreamStatus(null);
    };
  }, [streamId]);

  return { state, send, say, greet, clear, streamStatus, replies };
}
