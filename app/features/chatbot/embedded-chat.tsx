import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { HANDOFF_REQUEST_TEXT } from '../../../common/chat-events.ts';
// The appointment and success modals belong to the chats (spec §4); booking never imports
// the chat, so the dependency runs one way (ADR: one chat core, loaded lazily).
import { AppointmentDialog, type BookingResult } from './booking/appointment-dialog.tsx';
import { BookingSuccessDialog } from './booking/booking-success-dialog.tsx';
import { ChatInput } from './chat-input.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { HandoffBar } from './handoff-bar.tsx';
import { LimitContactLine } from './limit-contact.tsx';
import { isSendable, makeMessage, showQuickQuestions, type ChatState } from './chat-state.ts';
import { readContactInfo } from './chat-storage.ts';
import { EmbeddedChatShell, QuickQuestions, type FrameAction } from './embedded-chat-frame.tsx';
import {
  EMBEDDED_FAILURE_TEXT,
  LANDING_LIMIT_LINES,
  type EmbeddedChatProfile,
} from './embedded-chat-profiles.ts';
import { useChat, type ChatConfig } from './use-chat.ts';

function embeddedConfig(profile: EmbeddedChatProfile): ChatConfig {
  return {
    storageId: profile.kind,
    greeting: () => [makeMessage('bot', profile.greeting)],
    limit: profile.limit,
    buildRequest: (message: string, state: ChatState) => ({
      message,
      user_context: {
        ...(profile.businessProfile ? { business_profile: profile.businessProfile } : {}),
        domain: window.location.host,
        source: profile.kind === 'home' ? 'home' : window.location.pathname,
        conversation_context: state.messages.some((m) => m.sender === 'user')
          ? 'continuing'
          : 'first_message',
      },
    }),
    replyText: (reply) => reply.response?.trim() || profile.missingResponseText,
    failureText: () => EMBEDDED_FAILURE_TEXT,
  };
}

export interface EmbeddedChatProps {
  profile: EmbeddedChatProfile;
  /** What the visitor did on the light frame before this loaded. */
  initialAction: FrameAction | null;
  /** The frame's input (its text, whether it has the focus), read when this first renders. */
  fromFrame?: () => { text: string; focused: boolean };
}

/** The interactive home, pet and fitness chats: the one chat core, configured. */
export default function EmbeddedChat({ profile, initialAction, fromFrame }: EmbeddedChatProps) {
  const ids = useId();
  const { state, send, say, streamStatus } = useChat(embeddedConfig(profile));
  // The frame's input as this first renders: its text is kept here, or sent once here if it
  // was sent there, and its focus moves here.
  const [carried] = useState(() => {
    const { text, focused } = fromFrame?.() ?? { text: '', focused: false };
    const sendIt =
      initialAction?.type === 'send' && isSendable(text) && !(state.locked && !state.handoff);
    return { draft: sendIt ? '' : text, send: sendIt ? text : null, focused };
  });
  const [draft, setDraft] = useState(carried.draft);
  const [appointmentOpen, setAppointmentOpen] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  /** "Talk to a person" (ADR 033), as in the floating chat. */
  const askForPerson = () => void send(HANDOFF_REQUEST_TEXT, { handoff: true });

  const pick = (question: string) => {
    if (profile.quickQuestionsFillInput) {
      setDraft(question);
      input.current?.focus();
    } else void send(question);
  };

  // Spec §4: at the limit the input goes; the booking form opens when the visitor asks for
  // it with the button beside the limit's words, never by itself (ADR 048).
  // The reply limit counts the bot's replies: with a person asked for, the visitor writes on.
  const locked = state.locked && !state.handoff;

  const submit = () => {
    if (state.typing || locked) return;
    const text = draft;
    setDraft('');
    void send(text);
  };

  // The focus in the frame's input passes to this one in the commit that removes the frame,
  // before a key can be pressed with no field to receive it.
  useLayoutEffect(() => {
    if (carried.focused) input.current?.focus();
  }, [carried]);

  const replay = useRef(initialAction);
  useEffect(() => {
    const action = replay.current;
    replay.current = null;
    if (!action || action.type === 'focus') return;
    if (action.type === 'send') {
      if (carried.send) void send(carried.send);
    } else if (action.type === 'handoff') askForPerson();
    else pick(action.question);
    // Runs once, for the action that woke the core.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onBookingResult = (result: BookingResult) => {
    say(result.message);
    if (result.ok) setSuccessOpen(true);
  };

  return (
    <EmbeddedChatShell profile={profile} headingId={`${ids}-title`}>
      <ChatMessageList
        className="flex-1"
        messages={state.messages}
        typing={state.typing}
        botName={profile.title}
      />
      {showQuickQuestions(state) && !state.locked && (
        <QuickQuestions questions={profile.quickQuestions} onPick={pick} />
      )}
      <HandoffBar
        handoff={state.handoff ?? null}
        streamStatus={streamStatus}
        busy={state.typing}
        messages={state.messages.length}
        chat={profile.kind}
        onAsk={askForPerson}
      />
      {locked ? (
        <div className="border-t border-slate-200 p-3 text-sm text-slate-800">
          <p>{LANDING_LIMIT_LINES[0]}</p>
          <p>{LANDING_LIMIT_LINES[1]}</p>
          <LimitContactLine />
          <button
            type="button"
            onClick={() => setAppointmentOpen(true)}
            className="mt-2 w-full rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Book an appointment
          </button>
        </div>
      ) : (
        <ChatInput
          inputRef={input}
          value={draft}
          onChange={setDraft}
          onSend={submit}
          busy={state.typing}
          placeholder={profile.placeholder}
          maxHeight={profile.maxInputHeight}
          label={`Message ${profile.title}`}
        />
      )}
      <AppointmentDialog
        open={appointmentOpen}
        onOpenChange={setAppointmentOpen}
        prefill={readContactInfo()}
        onResult={onBookingResult}
      />
      <BookingSuccessDialog open={successOpen} onOpenChange={setSuccessOpen} />
    </EmbeddedChatShell>
  );
}
