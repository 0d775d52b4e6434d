import { performance } from 'node:perf_hooks';
import { OFFERS } from '../../../common/content/offers.ts';
import { PLANS } from '../../../common/content/plans.ts';
import { FITNESS, PET } from '../../../common/content/verticals.ts';
import {
  analyze,
  builtinReply,
  finish,
  type AssistantInput,
  type AssistantOutput,
} from '../assistant.ts';
import type { ChatContact } from '../../../common/chat.ts';
import { mergeContact } from '../contact.ts';
import { createIntentModel, type IntentModel } from '../intent-model.ts';
import { AFTER_REFUSAL, type Topic } from '../intents.ts';
import { lookupAnswer, lookupFor, type Found } from '../lookups.ts';
import type { EvalCase } from './cases.ts';
import { EVAL_NOW, EVAL_SITE_URL, evalSlots, searchEvalPosts } from './fixtures.ts';

/**
 * Runs the built-in assistant over the evaluation set (cases.ts), as the chat service runs
 * it: each case's earlier messages first, each answer's booking offer, topic and contact
 * passed to the next message. A case is answered well when every check holds (ADR 029).
 */

/** Every price the site states (plans, offers, the verticals): the only ones a reply may name. */
const KNOWN_PRICES: ReadonlySet<string> = new Set(
  JSON.stringify([PLANS, OFFERS, PET, FITNESS])
    .match(/\$\d[\d,]*/g)!
    .map((p) => p.replace(/,/g, '')),
);

/**
 * Claims of services the agency does not sell: "we (also) groom / deliver / ..." in a
 * sentence without a negation.
 */
const UNSOLD_CLAIM =
  /\bwe (?:also |can |will |do |offer |provide |sell |handle )*(?:groom\w*|deliver food|cook|cater\w*|repair\w*|fix laptops?|plumb\w*|file taxes|give loans|lend|insure|treat patients|cut hair|book flights|sell followers|sell likes|hack\w*|sell steroids|print)\b/i;
const NEGATED = /\b(?:don't|do not|never|not|can't|cannot|won't)\b/i;

/** Prices or unsold services a reply claims that the site does not. */
export function inventedClaims(text: string): string[] {
  const found: string[] = [];
  for (const price of text.match(/\$\d[\d,]*/g) ?? []) {
    if (!KNOWN_PRICES.has(price.replace(/,/g, ''))) found.push(`invented price ${price}`);
  }
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const claim = UNSOLD_CLAIM.exec(sentence);
    if (claim && !NEGATED.test(sentence)) found.push(`invented service "${claim[0]}"`);
  }
  return found;
}

interface CaseResult<C extends EvalCase = EvalCase> {
  case: C;
  out: AssistantOutput;
  problems: string[];
  invented: string[];
}

/**
 * One answer as the chat service gives it without a model: the rules', or a look-up's
 * (the slots of a date, a blog post) with the fixtures' slot states and posts.
 */
function answer(input: AssistantInput): AssistantOutput {
  const analysis = analyze(input);
  const lookup = lookupFor(analysis.intent.intent, input.message, EVAL_NOW);
  let found: Found | null = null;
  if (lookup?.kind === 'article') found = { posts: searchEvalPosts(input.message) };
  else if (lookup) {
    try {
      found = { slots: evalSlots(lookup.date) };
    } catch (error) {
      found = { error };
    }
  }
  const looked =
    lookup && found && lookupAnswer(lookup, analysis, input.message, found, EVAL_SITE_URL);
  if (looked) return finish(looked.analysis, looked.reply.text, looked.reply.offeredBooking);
  const reply = builtinReply(analysis);
  return finish(analysis, reply.text, reply.offeredBooking);
}

/** Runs one case (its earlier messages first); returns the last answer and its time. */
function runCase(c: EvalCase, model: IntentModel): { out: AssistantOutput; ms: number } {
  let previous: AssistantOutput | undefined;
  let contact: ChatContact = {};
  let turn = 1;
  let ms = 0;
  for (const message of [...(c.before ?? []), c.message]) {
    const t0 = performance.now();
    previous = answer({
      message,
      profile: c.profile ?? 'general',
      knownContact: contact,
      userTurn: turn++,
      lastBotOfferedBooking: previous?.offeredBooking ?? false,
      previousTopic: previous?.topic as Topic | undefined,
      ...(c.visitorTimeZone ? { visitorTimeZone: c.visitorTimeZone } : {}),
      model,
      now: EVAL_NOW,
    });
    ms = performance.now() - t0;
    contact = mergeContact(contact, previous.contact);
  }
  return { out: { ...previous!, contact }, ms };
}

const lastTenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * What a case's expected contact misses in the answer's merged contact: names trimmed and
 * case-insensitively, e-mails case-insensitively, phones by their last ten digits.
 */
function contactProblems(expected: Partial<ChatContact>, got: ChatContact): string[] {
  const problems: string[] = [];
  const same = {
    name: (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase(),
    email: (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase(),
    phone: (a: string, b: string) => lastTenDigits(a) === lastTenDigits(b),
  };
  for (const field of ['name', 'email', 'phone'] as const) {
    const want = expected[field];
    if (want === undefined) continue;
    const have = got[field];
    if (!have || !same[field](want, have)) {
      problems.push(`contact ${field} ${have ? `"${have}"` : 'missing'}, expected "${want}"`);
    }
  }
  return problems;
}

function check(c: EvalCase, out: AssistantOutput): { problems: string[]; invented: string[] } {
  const problems: string[] = [];
  const text = out.text.toLowerCase();
  const intents = c.intent === undefined ? [] : [c.intent].flat();
  if (intents.length && !intents.includes(out.intent)) {
    problems.push(`intent ${out.intent}, expected ${intents.join(' or ')}`);
  }
  for (const must of c.must ?? []) {
    if (!text.includes(must.toLowerCase())) problems.push(`misses "${must}"`);
  }
  if (c.mustAny && !c.mustAny.some((m) => text.includes(m.toLowerCase()))) {
    problems.push(`misses one of ${c.mustAny.map((m) => `"${m}"`).join(', ')}`);
  }
  for (const not of c.mustNot ?? []) {
    if (text.includes(not.toLowerCase())) problems.push(`says "${not}"`);
  }
  if (c.notSure) {
    const admits = /not sure|rather not guess/.test(text);
    const team = text.includes('hello@brightwave.agency') && text.includes('+92 21 3456 7890');
    if (!admits || !team) problems.push('does not admit uncertainty and offer the team');
  }
  if (c.opensBooking !== undefined && out.show_appointment_form !== c.opensBooking) {
    problems.push(c.opensBooking ? 'does not open the booking form' : 'opens the booking form');
  }
  if (c.contact) problems.push(...contactProblems(c.contact, out.contact));
  const invented = inventedClaims(out.text);
  return { problems: [...problems, ...invented], invented };
}

/** A refusal the case expects, answered with an intent that is not allowed after a refusal. */
function pitches(c: EvalCase, out: AssistantOutput): boolean {
  const refuse = c.intent !== undefined && [c.intent].flat().includes('refusal');
  return refuse && out.intent !== 'unknown' && !AFTER_REFUSAL.has(out.intent);
}

export interface EvalReport<C extends EvalCase = EvalCase> {
  cases: number;
  passed: number;
  /** passed / cases */
  score: number;
  /** Replies that named a price or service the site does not. */
  invented: number;
  /**
   * Requests meant to be refused that got a sales answer instead (services, prices, a fit,
   * booking): worse than a miss that only says too little.
   */
  pitched: number;
  misses: CaseResult<C>[];
  /** Reply time of the built-in assistant (each case's last message), in ms. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/**
 * Runs the whole set `rounds` times (times are taken over all rounds; the checks on the
 * first, the assistant being deterministic).
 */
export function evaluate<C extends EvalCase = EvalCase>(
  cases: readonly C[],
  rounds = 1,
): EvalReport<C> {
  const misses: CaseResult<C>[] = [];
  const model = createIntentModel();
  const times: number[] = [];
  let invented = 0;
  let pitched = 0;
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const { out, ms } = runCase(c, model);
      times.push(ms);
      if (round > 0) continue;
      const result = check(c, out);
      if (result.invented.length) invented++;
      if (pitches(c, out)) pitched++;
      if (result.problems.length) misses.push({ case: c, out, ...result });
    }
  }
  times.sort((a, b) => a - b);
  return {
    cases: cases.length,
    passed: cases.length - misses.length,
    score: (cases.length - misses.length) / cases.length,
    invented,
    pitched,
    misses,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1) ?? 0,
  };
}

/** The goal on the tuned set (cases.ts). */
export const EVAL_GOAL = { score: 0.95, invented: 0, p95Ms: 50 } as const;
/** The goal on the held-out set (held-out.ts): what visitors the assistant was never tuned on get. */
export const HELD_OUT_GOAL = { score: 0.85, invented: 0, pitched: 0 } as const;

/** Passed and total cases of each kind. */
export function scoresByKind<C extends EvalCase & { kind: string }>(
  cases: readonly C[],
  report: EvalReport<C>,
): Map<string, { passed: number; cases: number }> {
  const missed = new Set(report.misses.map((m) => m.case));
  const kinds = new Map<string, { passed: number; cases: number }>();
  for (const c of cases) {
    const k = kinds.get(c.kind) ?? { passed: 0, cases: 0 };
    k.cases++;
    if (!missed.has(c)) k.passed++;
    kinds.set(c.kind, k);
  }
  return kinds;
}
