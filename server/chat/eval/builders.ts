import type { DevCase } from './dev-2.ts';

/**
 * The builders of the development sets' cases, one per kind, so every set judges a kind
 * alike: an unlawful request gets the spec's refusal, a lawful grey business never does, a
 * thing we don't sell is said not to be, a contact keeps the details as given.
 */

type Tag = DevCase['tag'];
type Rest = Omit<DevCase, 'kind' | 'tag' | 'message'>;

export const LEGAL_ONLY = ['only work with legal businesses'];
const NEGATION = ["don't", 'do not'];

export const followUp = (
  before: string[],
  message: string,
  mustAny: string[],
  tag: Tag = 'multi-turn',
): DevCase => ({
  kind: 'follow-up',
  tag,
  before,
  message,
  mustAny,
});

export const unlawful = (tag: Tag, message: string, before?: string[]): DevCase => ({
  kind: 'unlawful',
  tag,
  message,
  intent: 'refusal',
  must: LEGAL_ONLY,
  ...(before ? { before } : {}),
});

export const lawfulGrey = (tag: Tag, message: string): DevCase => ({
  kind: 'lawful-grey',
  tag,
  message,
  intent: ['verticals', 'service', 'services'],
  mustNot: LEGAL_ONLY,
});

export const contact = (
  tag: Tag,
  message: string,
  expected: DevCase['contact'],
  before?: string[],
): DevCase => ({
  kind: 'contact',
  tag,
  message,
  contact: expected,
  ...(before ? { before } : {}),
});

export const notSold = (tag: Tag, message: string): DevCase => ({
  kind: 'not-sold',
  tag,
  message,
  mustAny: NEGATION,
});

export const person = (tag: Tag, message: string): DevCase => ({
  kind: 'person',
  tag,
  message,
  intent: 'human',
});

export const indirectBooking = (tag: Tag, message: string): DevCase => ({
  kind: 'indirect-booking',
  tag,
  message,
  intent: 'booking',
  opensBooking: true,
});

/**
 * The consultation's price said as such: every reply may offer "a free consultation", so
 * the word alone does not answer whether it is free.
 */
export const FREE = [
  'is free',
  "it's free",
  'free of charge',
  'no charge',
  'costs nothing',
  'is a free',
  "it's a free",
];

/** A question whose answer must contain one of `mustAny`, counted under `kind`. */
export const asked =
  (kind: string) =>
  (tag: Tag, message: string, mustAny: string[], rest: Rest = {}): DevCase => ({
    kind,
    tag,
    message,
    mustAny,
    ...rest,
  });

/** A fact asked after earlier messages of the same conversation. */
export const later = (before: string[], message: string, mustAny: string[]): DevCase => ({
  ...followUp(before, message, mustAny),
  kind: 'fact',
});

/** The pages do not say: the assistant admits it and offers the team's e-mail and phone. */
export const unknownTo = (kind: string, tag: Tag, message: string): DevCase => ({
  kind,
  tag,
  message,
  notSure: true,
});

/** Another kind's expectations, counted under the spelling's kind. */
export const spelled = (kind: 'sms-typo' | 'roman-urdu', c: DevCase): DevCase => ({ ...c, kind });

/** Small talk: an ordinary friendly answer of the given intents, never a refusal. */
export const smallTalk = (tag: Tag, message: string, intent: DevCase['intent']): DevCase => ({
  kind: 'off-topic',
  tag,
  message,
  intent,
  mustNot: LEGAL_ONLY,
});
