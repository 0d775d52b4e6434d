import {
  cleanReply,
  type BusinessProfile,
  type ChatContact,
  type ChatIntent,
} from '../../common/chat.ts';
import { extractContact, mergeContact } from './contact.ts';
import { detectIntent, type IntentResult } from './intents.ts';
import type { Passage } from './knowledge.ts';
import { PERSONAS, composeReply, type Persona, type Reply } from './replies.ts';
import { retrieve } from './retrieval.ts';

/**
 * The built-in assistant: one visitor message in, the reply and the widget flags out.
 * Pure and synchronous (no I/O), so it is fast, testable and the fallback of the model.
 */

export interface AssistantInput {
  message: string;
  profile: BusinessProfile;
  /** What is already known of the visitor (saved contact, stored conversation). */
  knownContact: ChatContact;
  /** 1 for the visitor's first message in this conversation, 2 for the second, ... */
  userTurn: number;
  /** The bot's previous reply offered to book a consultation. */
  lastBotOfferedBooking: boolean;
}

interface Flags {
  show_contact_form: boolean;
  show_appointment_form: boolean;
  action?: 'open_form';
}

/** What the rules decide, whoever writes the text (this assistant or the model). */
export interface Analysis extends Flags {
  intent: IntentResult;
  persona: Persona;
  /** Known contact including details typed in this message. */
  contact: ChatContact;
  newContact: ChatContact;
  passages: () => Passage[];
  userTurn: number;
  /** Set by the service once it tried to store the typed details (see ReplyContext). */
  contactStored?: boolean;
}

export interface AssistantOutput extends Flags {
  intent: ChatIntent;
  /** The cleaned reply (spec §5). */
  text: string;
  offeredBooking: boolean;
  contact: ChatContact;
}

/** Intents after which the visitor is worth a follow-up, so we ask who they are. */
const QUALIFYING: ReadonlySet<ChatIntent> = new Set([
  'services',
  'service',
  'pricing',
  'verticals',
  'portfolio',
  'process',
  'about',
  'support',
  'unknown',
]);

function flagsFor(intent: IntentResult, contact: ChatContact, userTurn: number): Flags {
  if (intent.intent === 'booking') {
    return { show_contact_form: false, show_appointment_form: true, action: 'open_form' };
  }
  const unknownVisitor = !contact.name || !contact.email;
  const goingSomewhere =
    intent.intent === 'human' ||
    (intent.intent === 'contact' && !contact.email) ||
    (QUALIFYING.has(intent.intent) && userTurn >= 2);
  return {
    show_contact_form: unknownVisitor && goingSomewhere,
    show_appointment_form: false,
  };
}

export function analyze(input: AssistantInput): Analysis {
  const found = detectIntent({
    message: input.message,
    profile: input.profile,
    lastBotOfferedBooking: input.lastBotOfferedBooking,
  });
  const newContact = extractContact(input.message);
  const hasNew = Boolean(newContact.name || newContact.email || newContact.phone);
  const intent: IntentResult =
    hasNew &&
    (found.intent === 'unknown' ||
      found.intent === 'greeting' ||
      (found.intent === 'thanks' && !found.declined))
      ? { ...found, intent: 'contact' }
      : found;
  const contact = mergeContact(input.knownContact, newContact);
  let passages: Passage[] | undefined;
  return {
    intent,
    persona: PERSONAS[input.profile],
    contact,
    newContact,
    passages: () => (passages ??= retrieve(input.message, input.profile).map((r) => r.passage)),
    userTurn: input.userTurn,
    ...flagsFor(intent, contact, input.userTurn),
  };
}

/** The question at the end of a reply offers the free call ("Would you like to book ...?"). */
export function offersBooking(text: string): boolean {
  const last =
    text
      .trim()
      .split(/(?<=[.!?])\s+/)
      .pop() ?? '';
  return (
    /\?$/.test(last) &&
    /\b(book|schedule|consultation|strategy call|demo|call|appointment)\b/i.test(last)
  );
}

/** The built-in assistant's text for an analysed message (uncleaned). */
export function builtinReply(analysis: Analysis): Reply {
  return composeReply({
    intent: analysis.intent,
    persona: analysis.persona,
    contact: analysis.contact,
    newContact: analysis.newContact,
    retrieved: analysis.passages,
    contactStored: analysis.contactStored,
    userTurn: analysis.userTurn,
  });
}

export function answer(input: AssistantInput): AssistantOutput {
  const analysis = analyze(input);
  const reply = builtinReply(analysis);
  return finish(analysis, reply.text, reply.offeredBooking);
}

/** Cleans a reply (from either source) and attaches the rules' flags. */
export function finish(analysis: Analysis, text: string, offeredBooking: boolean): AssistantOutput {
  const {
    intent: _intent,
    persona: _persona,
    newContact: _new,
    passages: _p,
    contactStored: _stored,
    userTurn: _turn,
    contact,
    ...flags
  } = analysis;
  return {
    ...flags,
    intent: analysis.intent.intent,
    text: cleanReply(text, contact.name),
    offeredBooking,
    contact,
  };
}
