import type { ChatContact, ChatIntent } from '../../common/chat.ts';
import { FACTS, factSheet, type Passage } from './knowledge.ts';
import type { ModelMessage } from './llm.ts';
import type { Persona } from './replies.ts';

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

/**
 * The grounded conversation for the model provider: a system prompt with the persona, the
 * rules of the agency's voice, the fact sheet and the passages retrieved for this message,
 * then the recent history and the visitor's message.
 */
export function buildModelMessages(input: {
  persona: Persona;
  intent: ChatIntent;
  passages: Passage[];
  history: { sender: 'user' | 'bot'; text: string }[];
  message: string;
  contact: ChatContact;
}): ModelMessage[] {
  const { persona } = input;
  const system = [
    `You are ${persona.name}, the website assistant of ${FACTS.brand}, a digital agency. Answer in the agency's voice: warm, confident, plain English, at most 4 short sentences, no markdown headings.`,
    `Use only the facts below; if something is not covered, say the team will answer it in ${persona.call}. Never invent prices, discounts, guarantees or dates.`,
    `End with one next step, usually offering ${persona.call}.`,
    'Only legal businesses are served; politely refuse anything involving drugs, weapons, gambling, fraud, hacking or other illegal activity.',
    'Do not start with a greeting that uses the visitor name.',
    input.contact.name ? `The visitor's name is ${input.contact.name}.` : '',
    intentNotes[input.intent] ?? '',
    '',
    'FACTS',
    factSheet(persona.profile),
    '',
    input.passages.length ? 'RELEVANT PASSAGES' : '',
    ...input.passages.map((p) => `- ${p.title}: ${p.text}`),
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
