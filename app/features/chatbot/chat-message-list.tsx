import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CHAT_SPEECH_RATE } from '../../../common/constants.ts';
import { site } from '../../../common/site.ts';
import { siteOrigins, splitLinks } from './chat-links.ts';
import type { ChatMessage } from './chat-state.ts';

const noSubscription = () => () => {};

/** Speech synthesis exists in most browsers but not all; the button hides without it. */
function useSpeech() {
  const supported = useSyncExternalStore(
    noSubscription,
    () => 'speechSynthesis' in window,
    () => false,
  );
  const speak = (text: string) => {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = CHAT_SPEECH_RATE;
    window.speechSynthesis.speak(utterance);
  };
  return { supported, speak };
}

/**
 * A message's paragraphs; with `origins`, this site's addresses in it are links,
 * rendered as elements and text nodes, never as markup.
 */
function MessageText({ text, origins }: { text: string; origins?: readonly string[] }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line [&+p]:mt-2">
          {origins
            ? splitLinks(paragraph, origins).map((part, j) =>
                part.kind === 'link' ? (
                  <a
                    key={j}
                    href={part.href}
                    className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )
            : paragraph}
        </p>
      ))}
    </>
  );
}

/** Who a team message is from when its writer gave no name. */
const TEAM_NAME = `${site.name} team`;

export interface ChatMessageListProps {
  messages: ChatMessage[];
  typing: boolean;
  /** Name of the bot, for screen readers ('Brightwave AI says'). */
  botName: string;
  readAloud?: boolean;
  /** Extra content under a bot message, e.g. the greeting's contact-form button. */
  renderExtra?: (message: ChatMessage) => ReactNode;
  className?: string;
}

/**
 * The conversation as a log: role="log" is a polite live region, so each new bot message
 * is announced once, without re-reading the history.
 */
export function ChatMessageList({
  messages,
  typing,
  botName,
  readAloud = false,
  renderExtra,
  className = '',
}: ChatMessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const { supported, speak } = useSpeech();
  // The site's origins: addresses of the site in the bot's and team's words are links.
  const [origins] = useState(siteOrigins);

  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // Scroll the log itself, never the page: scrollIntoView would also move the window,
    // pulling an embedded chat into view as soon as it loads.
    const element = log.current;
    element?.scrollTo?.({ top: element.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [messages.length, typing]);

  return (
    <div
      ref={log}
      role="log"
      aria-label={`Conversation with ${botName}`}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      className={`flex flex-col gap-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      {messages.map((message) =>
        message.marker ? (
          // A team member joined or left: a notice across the log, not a bubble.
          <p
            key={message.id}
            className="self-center rounded-full bg-emerald-50 px-3 py-1 text-center text-xs font-medium text-emerald-900"
          >
            {message.text}
          </p>
        ) : message.sender === 'team' ? (
          <div key={message.id} className="flex flex-col items-start">
            <div className="max-w-[85%] rounded-2xl rounded-bl-sm border border-emerald-300 bg-emerald-50 px-4 py-2 text-sm leading-relaxed text-ink">
              <span className="block text-xs font-semibold text-emerald-900">
                {message.author ?? TEAM_NAME}
                <span className="sr-only">: </span>
              </span>
              <MessageText text={message.text} origins={origins} />
            </div>
          </div>
        ) : (
          <div
            key={message.id}
            className={`flex flex-col ${message.sender === 'user' ? 'items-end' : 'items-start'}`}
          >
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed ${
                message.sender === 'user'
                  ? 'rounded-br-sm bg-brand-700 text-white'
                  : 'rounded-bl-sm bg-slate-100 text-ink'
              }`}
            >
              <span className="sr-only">
                {message.sender === 'user' ? 'You: ' : `${botName}: `}
              </span>
              <MessageText
                text={message.text}
                origins={message.sender === 'bot' ? origins : undefined}
              />
            </div>
            {message.sender === 'bot' && (
              <div className="mt-1 flex flex-wrap items-center gap-2">
                {readAloud && supported && (
                  <button
                    type="button"
                    onClick={() => speak(message.text)}
                    className="rounded px-2 py-1 text-xs text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    Read aloud
                  </button>
                )}
                {renderExtra?.(message)}
              </div>
            )}
          </div>
        ),
      )}
      {typing && (
        <div className="flex items-center gap-1 self-start rounded-2xl bg-slate-100 px-4 py-3">
          <span className="sr-only">{botName} is typing</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden="true"
              className="h-2 w-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
