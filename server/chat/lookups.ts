import type { ChatIntent } from '../../common/chat.ts';
import { builtinReply, type Analysis } from './assistant.ts';
import { hourOfDay, hoursOfWeekday, isIsoDate, weekdayOf } from '../../common/booking.ts';
import type { ChatHours } from './knowledge.ts';
import { isBusinessZone, slotsInZone } from './time-zones.ts';
import type { Persona, Reply } from './replies.ts';
import { queryTerms, type Retrieved } from './retrieval.ts';
import {
  availabilityQuestion,
  availabilityText,
  dateInMessage,
  refusedDate,
  type SlotAnswer,
} from './tools.ts';

/**
 * The built-in assistant's answers that need a look-up (ADR 034): the slot
 * states of a date the visitor asks about, and the published blog post on a topic. The
 * chat service does the look-ups (the booking service's availability, the blog knowledge)
 * and these functions write the answers; pure, so the evaluation set runs them too.
 */

/**
 * What a message asks to look up: the slots of a date, an article, or, for a booking that
 * names its date ("book me a call on Friday"), that date's slots beside the open form.
 */
export type Lookup =
  | { kind: 'availability'; date: string }
  | { kind: 'article' }
  | { kind: 'booking-date'; date: string };

/**
 * Answers of these intents stand whatever the message names (a refusal, a person, ...): what
 * we sell, or don't ("book me a flight for Friday"), is not a question of our free slots.
 */
const RULES_FIRST: ReadonlySet<ChatIntent> = new Set(['refusal', 'human', 'contact', 'services']);

/** The look-up a message asks for, or null; the intent is the rules' reading of it. */
export function lookupFor(intent: ChatIntent, message: string, now: Date): Lookup | null {
  if (RULES_FIRST.has(intent)) return null;
  if (intent === 'booking') {
    const date = dateInMessage(message, now);
    return date ? { kind: 'booking-date', date } : null;
  }
  const date = availabilityQuestion(message, now);
  if (date) return { kind: 'availability', date };
  return asksForArticle(message) ? { kind: 'article' } : null;
}

/** What the caller found: the date's slot states, the booking service's refusal, or posts. */
export type Found = { slots: SlotAnswer } | { error: unknown } | { posts: readonly Retrieved[] };

/** The analysis answered under `intent` (the widget's list of intents), sure of it. */
const answeredAs = (analysis: Analysis, intent: 'hours' | 'about'): Analysis => ({
  ...analysis,
  intent: { ...analysis.intent, intent, confidence: 1 },
});

/**
 * The answer to a look-up from what was found, with the analysis it is stored under; null
 * when nothing usable was found (the rules' answer then stands).
 */
export function lookupAnswer(
  lookup: Lookup,
  analysis: Analysis,
  message: string,
  found: Found,
  siteUrl: string,
): { analysis: Analysis; reply: Reply } | null {
  const { persona } = analysis;
  if (lookup.kind === 'article') {
    if (!('posts' in found)) return null;
    const reply = articleReply(message, found.posts, persona, siteUrl);
    return { analysis: answeredAs(analysis, 'about'), reply };
  }
  if (lookup.kind === 'booking-date') {
    const slots =
      'slots' in found
        ? availabilityText(found.slots)
        : 'error' in found
          ? refusedDate(found.error)
          : null;
    if (!slots) return null;
    const booking = builtinReply(analysis);
    // The form opens on that date when it has an open slot (the form's own rule).
    const day = 'slots' in found ? found.slots : null;
    const open = day?.slots.some((s) => s.state === 'open');
    return {
      analysis,
      reply: {
        ...booking,
        text: `${booking.text} ${slots}${'slots' in found ? visitorSlots(found.slots, analysis) : ''}`,
        ...(day && open ? { booking: { preferred_date: day.date } } : {}),
      },
    };
  }
  const reply =
    'slots' in found
      ? availabilityReply(found.slots, persona, visitorSlots(found.slots, analysis), analysis.hours)
      : 'error' in found
        ? refusedDateReply(found.error, persona, analysis.hours)
        : null;
  return reply && { analysis: answeredAs(analysis, 'hours'), reply };
}

/** Asking for something written: an article, a blog post, a guide. */
const ASKS_ARTICLE =
  /\b(?:articles?|blogs?|blog posts?|posts?|guides?|write[- ]?ups?|tutorials?|case stud(?:y|ies) on|read(?:ing)? (?:about|on|more)|written|wrote)\b/i;
/**
 * ... not asking us to write for them ("can you write blog posts for my site?"), nor telling
 * of a blog or site of their own ("I write a cricket blog", "mera travel blog hai").
 */
const WANTS_WRITING =
  /\b(?:can|could|will|would|do) you (?:write|make|create|manage|run|do)\b|\b(?:for|on) (?:me|my|us|our)\b|\b(?:my|our|mera|meri|hamara|hamari)\s+(?:[a-z]+\s+){0,2}(?:blog|website|site|page|channel)\b|\b(?:i|we)(?:'m| am| are)?\s+(?:write|writes|writing|run|running|have|own|started|start|manage|keep)\s+(?:(?:a|an|the)\s+)?(?:(?!your\b|ur\b)[a-z]+\s+){0,2}(?:blog|website|site|channel)\b|\bblog (?:writing|management|content)\b/i;

function asksForArticle(message: string): boolean {
  return ASKS_ARTICLE.test(message) && !WANTS_WRITING.test(message);
}

/** The words of an article question that name what is asked for, not that it is an article. */
const ARTICLE_WORDS = new Set(
  // ... and the Roman Urdu words around them ('SEO par koi article hai?').
  'article articles blog blogs post posts guide guides write writeup writeups tutorial tutorials read reading written wrote topic topics published anything something koi hai he par pe per ka ki ke mein main aap ap kya'.split(
    ' ',
  ),
);

/** The share of the question's topic words a post must match to be the answer. */
const ARTICLE_MATCH = 0.5;

/** The post that answers the question, or null (none matches its topic well enough). */
export function bestArticle(message: string, hits: readonly Retrieved[]): Retrieved | null {
  // The topic is in the sentence that asks for the article: "Is there a post on chatbots
  // that take bookings? I'd like to read one first." is about chatbots and bookings only.
  const asking = message.split(/(?<=[.?!])\s+/).filter((s) => ASKS_ARTICLE.test(s));
  const topic = queryTerms(asking.length ? asking.join(' ') : message).filter(
    (t) => !ARTICLE_WORDS.has(t),
  );
  const best = hits[0];
  if (!best || !topic.length) return null;
  const matched = best.matchedQueryTerms.filter((t) => topic.includes(t)).length;
  return matched / topic.length >= ARTICLE_MATCH ? best : null;
}

/** "Yes, we wrote about that: ..." with the post's link, or where the blog is. */
function articleReply(
  message: string,
  hits: readonly Retrieved[],
  persona: Persona,
  siteUrl: string,
): Reply {
  const best = bestArticle(message, hits);
  const blog = `${siteUrl}/blog`;
  if (!best) {
    return {
      text: `I couldn't find an article of ours on that yet. All our posts are on our blog at ${blog}, and our team is happy to answer your question directly. ${persona.offer}`,
      offeredBooking: true,
    };
  }
  const post = best.passage;
  return {
    text: `Yes! We wrote about that: "${post.title}". ${post.text} Read it here: ${siteUrl}${post.link ?? '/blog'} ${persona.offer}`,
    offeredBooking: true,
  };
}

/** " In Dubai time: ..." for the date's slots, when the visitor's zone is known and not ours. */
function visitorSlots(answer: SlotAnswer, analysis: Analysis): string {
  const zone = analysis.visitorZone;
  const codes = answer.slots.filter((s) => s.state !== 'past').map((s) => s.code);
  if (!zone || isBusinessZone(zone.zone) || !codes.length || !isIsoDate(answer.date)) return '';
  return ` ${slotsInZone(answer.date, codes, zone)}`;
}

/** The slot states of the date asked about, ending on the booking offer. */
function availabilityReply(
  answer: SlotAnswer,
  persona: Persona,
  visitor: string,
  hours: ChatHours,
): Reply {
  // The slots are 3 hours long, so the last one may end before closing: "how late are you
  // there on Saturday?" is answered by the day's hours too.
  const day = isIsoDate(answer.date) ? hoursOfWeekday(weekdayOf(answer.date), hours.weekly) : null;
  const span =
    day && answer.slots.length
      ? ` That day we're open ${hourOfDay(day.openHour!)} to ${hourOfDay(day.closeHour!)} Pakistan time.`
      : '';
  return {
    text: `${availabilityText(answer)}${span}${visitor} ${persona.offer}`,
    offeredBooking: true,
  };
}

/** The booking service refused the date (past, beyond the horizon): its reason and the offer. */
function refusedDateReply(error: unknown, persona: Persona, hours: ChatHours): Reply | null {
  const reason = refusedDate(error);
  if (!reason) return null;
  return {
    text: `${reason.replace(/\.?$/, '.')} Our hours are ${hours.short}. ${persona.offer}`,
    offeredBooking: true,
  };
}
