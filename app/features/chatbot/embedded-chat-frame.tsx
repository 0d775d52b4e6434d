import { useId, type ReactNode, type RefObject } from 'react';
import { chatbotContexts, openChatbot } from '../../../common/chatbot-event.ts';
import { CHAT_PANEL_HEIGHT, type EmbeddedChatProfile } from './embedded-chat-profiles.ts';
import { HandoffBar } from './handoff-bar.tsx';

/**
 * The parts of an embedded chat that ship with the page: the panel, its heading, the
 * greeting, the quick questions and an input shell. The interactive core (loaded when the
 * panel scrolls into view or is used) renders the same parts, so nothing moves on load.
 */
export function EmbeddedChatShell({
  profile,
  headingId,
  children,
}: {
  profile: EmbeddedChatProfile;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby={headingId}
        style={{ height: CHAT_PANEL_HEIGHT }}
        className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg"
      >
        <div className="bg-brand-700 px-5 py-4 text-white">
          <h2 id={headingId} className="text-lg font-semibold">
            {profile.title}
          </h2>
          <p className="text-sm text-brand-50">{profile.subtitle}</p>
        </div>
        {children}
      </section>
      {profile.kind === 'home' && (
        <button
          type="button"
          onClick={() => openChatbot(chatbotContexts.consultation)}
          className="self-center rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Book a Free Consultation
        </button>
      )}
    </div>
  );
}

export function QuickQuestions({
  questions,
  onPick,
}: {
  questions: readonly string[];
  onPick: (question: string) => void;
}) {
  return (
    <ul aria-label="Quick questions" className="flex flex-wrap gap-2 px-4 pb-3">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            onClick={() => onPick(question)}
            className="rounded-full border border-brand-600 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the visitor did before the core loaded; the core carries it out. `send`: Enter in
 * the frame's input, whose text the core takes over (LazyEmbeddedChat).
 */
export type FrameAction =
  { type: 'focus' } | { type: 'send' } | { type: 'pick'; question: string } | { type: 'handoff' };

export const CHAT_LOAD_FAILED_MESSAGE =
  'The chat could not be loaded. Please check your connection and reload the page; your message is still here.';

/** The light frame: looks like the chat and wakes the core when used. */
export function EmbeddedChatFrame({
  profile,
  onActivate,
  inputRef,
  loadFailed = false,
}: {
  profile: EmbeddedChatProfile;
  onActivate: (action: FrameAction) => void;
  /** The frame's input, whose text the core starts with. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The core could not be fetched: said here, the text typed stays in the input. */
  loadFailed?: boolean;
}) {
  const ids = useId();
  return (
    <EmbeddedChatShell profile={profile} headingId={`${ids}-title`}>
      <div className="flex-1 overflow-y-auto p-4">
        <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm leading-relaxed text-ink">
          {profile.greeting}
        </div>
      </div>
      <QuickQuestions
        questions={profile.quickQuestions}
        onPick={(question) => onActivate({ type: 'pick', question })}
      />
      {/* The chat core's bar, in place before it loads; asking wakes the core. */}
      <HandoffBar
        handoff={null}
        streamStatus={null}
        busy={false}
        messages={1}
        chat={profile.kind}
        offerWhatsapp={false}
        onAsk={() => onActivate({ type: 'handoff' })}
      />
      {loadFailed && (
        <p role="alert" className="px-4 pb-2 text-sm text-red-800">
          {CHAT_LOAD_FAILED_MESSAGE}
        </p>
      )}
      <div className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`${ids}-input`} className="sr-only">
          Message {profile.title}
        </label>
        <textarea
          id={`${ids}-input`}
          rows={1}
          placeholder={profile.placeholder}
          ref={inputRef}
          onFocus={() => onActivate({ type: 'focus' })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onActivate({ type: 'send' });
          }}
          // Sized to its text or placeholder by CSS, as the core's input is by script.
          style={{ maxHeight: profile.maxInputHeight }}
          className="min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm text-ink field-sizing-content placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="button"
          disabled
          className="h-10 rounded-xl bg-slate-400 px-4 text-sm font-semibold text-white"
        >
          Send
        </button>
      </div>
    </EmbeddedChatShell>
  );
}
