import { todayInBusinessZone } from '../../common/booking.ts';
import type { ChatContact, ChatIntent } from '../../common/chat.ts';
import { CONFIDENCE_THRESHOLD } from './assistant.ts';
import type { IntentResult } from './intents.ts';
import {
  FACTS,
  factSheet,
  passageText,
  serviceById,
  type ChatHours,
  type Passage,
} from './knowledge.ts';
import type { ModelMessage } from './llm.ts';
import type { Persona } from './replies.ts';
import { dateText } from './tools.ts';

/** How many earlier messages the model sees. */
export const MODEL_HISTORY_MESSAGES = 10;

/** What the rules already decided, said to the model so its text agrees with the flags. */
const intentNotes: Partial<Record<ChatIntent, string>> = {
  booking:
    'The appointment form has just been opened for the visitor: tell them to pick a date and a time slot in the form; do not ask for details in the chat.',
  pricing:
    'The visitor asks about prices: quote only the prices in the facts, and point to the free consultation for anything that needs a quote.',
  human:
    'The visitor wants a person: give the e-mail and phone from the facts and offer the free consultation.',
  contact:
    'The visitor just shared contact details: thank them briefly; the team will follow up within 24 hours.',
};

/** What the rules understood of the message, said to the model so it follows the same policy. */
function understanding(intent: IntentResult, confidence: number, persona: Persona): string[] {
  const lines: string[] = [];
  if (intent.unsold) {
    lines.push(
      `The visitor asks for something the agency does not sell: say plainly that we don't ${intent.unsold.activity} ourselves, then what we do for that kind of business.`,
    );
  }
  const business = intent.business;
  if (business && !business.vertical && business.fits.length) {
    lines.push(
      `The visitor's business: ${business.label}. What we sell that fits it: ${business.fits
        .map((f) => `${serviceById(f.service).title} (${f.why})`)
        .join('; ')}.`,
    );
  }
  if (intent.intent === 'unknown' && confidence < CONFIDENCE_THRESHOLD) {
    lines.push(
      `You are not sure what the visitor means, or the facts do not answer it: do not guess. Say what you can help with, and offer the team: e-mail ${FACTS.email}, phone ${FACTS.phone}, or ${persona.call}.`,
    );
  }
  return lines;
}

/**
 * The grounded conversation for the model provider: a system prompt with the persona, the
 * policy of the built-in assistant (facts only, what we sell, refusals, admitting doubt),
 * what the rules understood, the tools, the fact sheet and the passages retrieved for this
 * message (published blog posts with their links), then the recent history and the
 * visitor's message.
 */
export function buildModelMessages(input: {
  persona: Persona;
  intent: IntentResult;
  /** The rules' confidence in their reading of the message (ADR 029). */
  confidence: number;
  passages: Passage[];
  /** The team's hours in force. */
  hours: ChatHours;
  /** Earlier messages; the bot's and a team member's are the assistant's side. */
  history: { sender: string; text: string }[];
  message: string;
  contact: ChatContact;
  /** Now: today's date for the tools, in Pakistan time. */
  today: Date;
  /** The site's address, for links to blog posts. */
  siteUrl: string;
  /** Whether check_availability and open_booking_form are offered. */
  tools: boolean;
}): ModelMessage[] {
  const { persona } = input;
  const today = todayInBusinessZone(input.today);
  const system = [
    `You are ${persona.name}, the website assistant of ${FACTS.brand}, a digital agency. Answer in the agency's voice: warm, confident, plain English, at most 4 short sentences, no markdown headings.`,
    `Use only the facts below; if something is not covered, say the team will answer it in ${persona.call}. Never invent prices, discounts, guarantees or dates.`,
    `Offer only the services listed in the facts. Never say we do anything else (grooming pets, delivering food, repairs, legal or tax advice, selling followers and the like): say we don't do it ourselves and what we do for that business.`,
    `End with one next step, usually offering ${persona.call}.`,
    'Only legal businesses are served: politely refuse, saying we only work with legal businesses, anything involving drugs, weapons, gambling, fraud, hacking or getting into accounts, adult content or other illegal activity.',
    'Do not start with a greeting that uses the visitor name.',
    input.contact.name ? `The visitor's name is ${input.contact.name}.` : '',
    intentNotes[input.intent.intent] ?? '',
    ...understanding(input.intent, input.confidence, persona),
    input.tools
      ? `Today is ${dateText(today)} (${today}) in Pakistan time. Whenever the visitor asks whether a day or time is free, call check_availability with the date (YYYY-MM-DD) and answer from its result; never guess availability. When the visitor wants to book, call open_booking_form with what you know of them (name, e-mail, phone, services, date, slot).`
      : '',
    '',
    'FACTS',
    factSheet(persona.profile, input.hours),
    '',
    input.passages.length ? 'RELEVANT PASSAGES' : '',
    ...input.passages.map(
      (p) =>
        `- ${p.title}: ${passageText(p, input.hours, input.today)}${p.link ? ` (read it at ${input.siteUrl}${p.link})` : ''}`,
    ),
  ]
    .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
    .join('\n');
  return [
    { role: 'system', content: system },
    ...input.history.slice(-MODEL_HISTORY_MESSAGES).map((m): ModelMessage => ({
      role: m.sender === 'user' ? 'user' : 'assistant',
      content: m.text,
    })),
    { role: 'user', content: input.message },
  ];
}
