import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { APPOINTMENT_FORM_OPEN_DELAY_MS } from '../../../common/constants.ts';
import { CHAT_LIMIT_MESSAGE, type ChatBooking } from '../../../common/chat.ts';
import { HANDOFF_REQUEST_TEXT } from '../../../common/chat-events.ts';
import type { ChatbotOpenDetail } from '../../../common/chatbot-event.ts';
import { chatbotTitle } from '../../../common/site.ts';
// The appointment and success modals are views of the chatbot (spec §2.4); booking never
// imports the chat, so the dependency runs one way (ADR: one chat core, loaded lazily).
import { AppointmentDialog, type BookingResult } from './booking/appointment-dialog.tsx';
import { BookingSuccessDialog } from './booking/booking-success-dialog.tsx';
import { replyBooking, replyOpensAppointment, type ChatReply } from './chat-api.ts';
import { CalendarIcon, CloseIcon, ExpandIcon, MinimizeIcon, TrashIcon } from './chat-icons.tsx';
import { ChatInput } from './chat-input.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { isSendable } from './chat-state.ts';
import {
  STORAGE_KEYS,
  contactFormSubmitted,
  markContactFormSubmitted,
  readContactInfo,
  readItem,
  saveContactInfo,
  writeItem,
  type ContactInfo,
} from './chat-storage.ts';
import { ContactBubble } from './contact-bubble.tsx';
import { HandoffBar } from './handoff-bar.tsx';
import { LimitContactLine } from './limit-contact.tsx';
import { wantsToBook } from './fallback-replies.ts';
import { CLEAR_HISTORY_CONFIRMATION, contextGreeting, mainChatConfig } from './main-chat-config.ts';
import { useChat } from './use-chat.ts';

export interface OpenRequest {
  /** Increases with every open, so the same context can open the window twice. */
  seq: number;
  detail: ChatbotOpenDetail | null;
}

export interface ChatbotWindowProps {
  request: OpenRequest;
  onClose: () => void;
}

/** A visitor who typed within this long is still typing: no form opens over the input. */
const TYPING_QUIET_MS = 1500;

const inlineButton =
  'rounded-lg border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

const headerButton =
  'rounded-lg p-2 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/** The floating chat window (spec §2.4, §4), loaded on first open. */
export default function ChatbotWindow({ request, onClose }: ChatbotWindowProps) {
  const [contact, setContact] = useState<ContactInfo>(readContactInfo);
  const [submitted, setSubmitted] = useState(contactFormSubmitted);
  // "Not now" on the contact bubble holds for this browser session.
  const [contactDismissed, setContactDismissed] = useState(
    () => readItem('session', STORAGE_KEYS.contactDismissed) === 'true',
  );
  const [minimized, setMinimized] = useState(false);
  const [appointmentOpen, setAppointmentOpen] = useState(false);
  /** What the form opens with from the chat's reply; null when opened otherwise. */
  const [appointmentBooking, setAppointmentBooking] = useState<ChatBooking | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);
  const [draft, setDraftState] = useState('');
  const timers = useRef<number[]>([]);
  // What the visitor is typing, and when they last typed: a form the server asks for never
  // opens over the input while they type; its button waits under the reply.
  const draftRef = useRef('');
  const lastTypedAt = useRef(0);
  const setDraft = useCallback((value: string) => {
    draftRef.current = value;
    lastTypedAt.current = Date.now();
    setDraftState(value);
  }, []);
  const visitorTyping = () =>
    draftRef.current.trim() !== '' || Date.now() - lastTypedAt.current < TYPING_QUIET_MS;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const schedule = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  const openAppointment = useCallback((booking: ChatBooking | null = null) => {
    // A form already open for a booking keeps it when opened again without one.
    if (booking) setAppointmentBooking(booking);
    setAppointmentOpen(true);
  }, []);

  const onReply = (reply: ChatReply | null) => {
    if (!reply) return;
    const known = reply.context;
    if (known && (known.name || known.email || known.phone)) setContact(saveContactInfo(known));
    // The server asks for the form when the visitor asked to book: it opens unless the
    // visitor is typing by then. The contact form the server asks for is a bubble under
    // its reply, never a form over the conversation (ADR 048).
    if (replyOpensAppointment(reply)) {
      const booking = replyBooking(reply);
      schedule(() => {
        if (!visitorTyping()) openAppointment(booking);
      }, APPOINTMENT_FORM_OPEN_DELAY_MS);
    }
  };

  const { state, send, say, greet, clear, streamStatus, replies } = useChat({
    ...mainChatConfig(contact),
    onReply,
  });
  // The team member in the conversation, by the first name they gave (their last message's).
  const person =
    state.handoff === 'joined'
      ? ([...state.messages].reverse().find((m) => m.sender === 'team' && m.author)?.author ?? null)
      : null;
  // The contact bubble sits under the last message that asks for it (spec §4).
  const contactAt = [...state.messages].reverse().find((m) => m.showContactForm)?.id;
  const contactWanted = !submitted && !contact.email && !contact.phone;

  const lastBotText = [...state.messages].reverse().find((m) => m.sender === 'bot')?.text;

  // An open event: show the window, greet for its context, and open the forms it asks for.
  const handled = useRef(0);
  useEffect(() => {
    if (request.seq === handled.current) return;
    handled.current = request.seq;
    setMinimized(false);
    const detail = request.detail;
    if (!detail) return;
    // One greeting per conversation: greet() never repeats one already shown.
    greet(contextGreeting(detail.contextMessage));
    // The visitor pressed a booking button of the page (spec §2.4 contexts): they asked.
    // The open request is an event from outside React, delivered as a prop.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (detail.openAppointmentDirect) openAppointment(detail.booking ?? null);
    else if (detail.showAppointmentForm) {
      schedule(() => openAppointment(), APPOINTMENT_FORM_OPEN_DELAY_MS);
    }
  }, [request, greet, openAppointment, schedule]);

  const submit = () => {
    const text = draft;
    // The reply limit counts the bot's replies: with a person asked for, the visitor writes on.
    const locked = state.locked && !state.handoff;
    if (!isSendable(text) || locked || state.typing) return;
    setDraft('');
    const booking = wantsToBook(text, lastBotText);
    void send(text);
    if (booking) schedule(() => openAppointment(), APPOINTMENT_FORM_OPEN_DELAY_MS);
  };

  const onContactSaved = (saved: ContactInfo) => {
    const next = saveContactInfo(saved);
    setContact(next);
    markContactFormSubmitted();
    setSubmitted(true);
    say(`Thank you${next.name ? `, ${next.name}` : ''}! How can I help you today?`);
  };

  const dismissContact = (dismissed: boolean) => {
    writeItem('session', STORAGE_KEYS.contactDismissed, dismissed ? 'true' : null);
    setContactDismissed(dismissed);
  };

  const onBookingResult = (result: BookingResult) => {
    say(result.message);
    if (result.ok) setSuccessOpen(true);
  };

  return (
    <section
      role="dialog"
      aria-labelledby="chatbot-title"
      className={`fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl ${
        minimized ? '' : 'h-[min(36rem,calc(100dvh-2rem))]'
      }`}
    >
      <div
        className={`flex items-center justify-between gap-2 bg-brand-700 px-3 py-2 text-white ${minimized ? 'cursor-pointer' : ''}`}
        onClick={(event) => {
          // Spec §2.4: a click on the minimised header expands it.
          if (minimized && event.target === event.currentTarget) setMinimized(false);
        }}
      >
        <div
          className="flex min-w-0 items-center gap-2 pl-1"
          onClick={() => minimized && setMinimized(false)}
        >
          {person ? (
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700"
            >
              {person.charAt(0).toUpperCase()}
            </span>
          ) : null}
          <div className="min-w-0">
            {/* The window keeps its name; a team member in the chat is named beside it. */}
            <h2 id="chatbot-title" className={person ? 'sr-only' : 'text-base font-semibold'}>
              {chatbotTitle}
            </h2>
            {person ? (
              <p className="truncate text-base leading-tight font-semibold">
                {person}
                <span className="sr-only"> from our team is in the chat</span>
              </p>
            ) : null}
            {state.handoff && replies ? <p className="text-xs text-white">{replies}</p> : null}
          </div>
        </div>
        <div className="flex items-center">
          <button
            type="button"
            aria-label="Book an appointment"
            title="Book an appointment"
            className={headerButton}
            onClick={() => {
              setMinimized(false);
              openAppointment();
            }}
          >
            <CalendarIcon />
          </button>
          <AlertDialog.Root>
            <AlertDialog.Trigger
              aria-label="Clear chat history"
              title="Clear chat history"
              className={headerButton}
            >
              <TrashIcon />
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
              <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-2xl">
                <AlertDialog.Title className="text-lg font-semibold text-ink">
                  Clear chat history
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-sm text-slate-700">
                  {CLEAR_HISTORY_CONFIRMATION}
                </AlertDialog.Description>
                <div className="mt-5 flex justify-end gap-2">
                  <AlertDialog.Cancel className="rounded-xl px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
                    Cancel
                  </AlertDialog.Cancel>
                  <AlertDialog.Action
                    onClick={clear}
                    className="rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                  >
                    Clear history
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
          <button
            type="button"
            aria-label={minimized ? 'Expand chat' : 'Minimize chat'}
            aria-expanded={!minimized}
            aria-controls="chatbot-body"
            title={minimized ? 'Expand chat' : 'Minimize chat'}
            className={headerButton}
            onClick={() => setMinimized((m) => !m)}
          >
            {minimized ? <ExpandIcon /> : <MinimizeIcon />}
          </button>
          <button
            type="button"
            aria-label="Close chat"
            title="Close chat"
            className={headerButton}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <div id="chatbot-body" hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        <ChatMessageList
          className="flex-1"
          messages={state.messages}
          typing={state.typing}
          botName={chatbotTitle}
          readAloud
          renderExtra={(message) => {
            if (state.locked && !state.handoff) return null;
            if (message.id === contactAt && contactWanted) {
              return contactDismissed ? (
                <button
                  type="button"
                  onClick={() => dismissContact(false)}
                  className={inlineButton}
                >
                  Share contact details
                </button>
              ) : (
                <ContactBubble
                  initial={contact}
                  chat="main"
                  onSaved={onContactSaved}
                  onDismiss={() => dismissContact(true)}
                />
              );
            }
            if (message.showAppointmentForm) {
              return (
                <button
                  type="button"
                  onClick={() => openAppointment(message.booking ?? null)}
                  className={inlineButton}
                >
                  Book a free consultation
                </button>
              );
            }
            return null;
          }}
        />
        <HandoffBar
          handoff={state.handoff ?? null}
          streamStatus={streamStatus}
          busy={state.typing}
          messages={state.messages.length}
          chat="main"
          onAsk={() => void send(HANDOFF_REQUEST_TEXT, { handoff: true })}
        />
        {state.locked && !state.handoff ? (
          <div className="border-t border-slate-200 p-3 text-sm text-slate-800">
            <p>{CHAT_LIMIT_MESSAGE}</p>
            <LimitContactLine />
            <button
              type="button"
              onClick={() => openAppointment()}
              className="mt-2 w-full rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Book an appointment
            </button>
          </div>
        ) : (
          <ChatInput
            value={draft}
            onChange={setDraft}
            onSend={submit}
            busy={state.typing}
            // Who reads the message: the team member in the chat, else the spec's words.
            placeholder={person ? `Message ${person}` : 'Inquire here...'}
            maxHeight={120}
            label={`Message ${chatbotTitle}`}
            autoFocus
          />
        )}
      </div>
      <AppointmentDialog
        open={appointmentOpen}
        onOpenChange={(open) => {
          setAppointmentOpen(open);
          if (!open) setAppointmentBooking(null);
        }}
        prefill={contact}
        booking={appointmentBooking}
        onResult={onBookingResult}
      />
      <BookingSuccessDialog open={successOpen} onOpenChange={setSuccessOpen} />
    </section>
  );
}
