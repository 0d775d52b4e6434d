import { type BusinessProfile, type ChatContact, type ChatIntent } from '../../common/chat.ts';
import { cleanReply } from '../../common/chat-replies.ts';
import { extractContact, mergeContact } from './contact.ts';
import type { IntentModel } from './intent-model.ts';
import { ASKED_AGAIN, detectIntent, type IntentResult, type Topic } from './intents.ts';
import { serviceById, SPEC_HOURS, type ChatHours, type Passage } from './knowledge.ts';
import { isRomanUrdu } from './normalize.ts';
import {
  PERSONAS,
  comparedPackage,
  composeReply,
  offering,
  type Persona,
  type Reply,
} from './replies.ts';
import type { ServiceCardId } from '../../common/content/services.ts';
import type { Detail, FoundDetail } from './details.ts';
import { askedKind, withoutAsking, type AnswerKind } from './answer-kinds.ts';
import {
  queryTerms,
  retrieve,
  retrieveDetails,
  statedDetail,
  type Retrieved,
} from './retrieval.ts';
import { zoneOfPlace, type VisitorZone } from './time-zones.ts';

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
  /** What the previous answer was about (stored with it), for follow-up questions. */
  previousTopic?: Topic;
  /** The visitor's IANA time zone as the widget sends it (hours are given in it too). */
  visitorTimeZone?: string;
  /** The model trained on example utterances (intent-model.ts); without it, rules only. */
  model?: IntentModel;
  /** The time of the message (the visitor's zone's offset on that day). */
  now?: Date;
  /** The team's hours in force (the spec's when not given). */
  hours?: ChatHours;
}

/**
 * Below this confidence the assistant does not answer from the content: it says what it
 * can help with and offers the team (booking, e-mail, phone) instead (ADR 029).
 */
export const CONFIDENCE_THRESHOLD = 0.55;

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
  /** How sure the assistant is that its answer fits the message (0-1). */
  confidence: number;
  /** What the answer is about, stored with it for the next message's follow-ups. */
  topic: Topic;
  /** The visitor wrote in Roman Urdu. */
  romanUrdu: boolean;
  /** The visitor's time zone (a place named in the message, else the widget's zone). */
  visitorZone?: VisitorZone;
  /** The time of the message. */
  now: Date;
  /** The team's hours in force for this message. */
  hours: ChatHours;
  /** What the single facts are searched with: the message, and a follow-up's subject. */
  detailQuery: string;
  /** The search words of what the conversation was about before this message. */
  previousAbout?: string;
  /** The message names nothing and asks about what the conversation was about. */
  followsUp: boolean;
  /**
   * The stated fact the message asks, read surely by the example questions of each fact, and
   * whether clearly enough to be told before what the message's words find.
   */
  fact?: { detail: Detail; clear: boolean };
}

export interface AssistantOutput extends Flags {
  intent: ChatIntent;
  confidence: number;
  topic: Topic;
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

/**
 * How well the best retrieved passage answers a message no rule read: the share of the
 * message's search terms it matched, damped when its BM25 score is weak.
 */
function retrievalConfidence(message: string, results: Retrieved[]): number {
  const best = results[0];
  const terms = queryTerms(message);
  if (!best || !terms.length) return 0;
  const coverage = best.matchedQueryTerms.length / terms.length;
  return Math.min(1, coverage * Math.min(1, best.score / RETRIEVAL_SCORE_FOR_FULL_TRUST));
}

/** Words that ask a price of anything: alone, they name no one offer's price. */
const PRICE_TERMS = new Set(
  queryTerms('price prices pricing cost costs charge charges fee fees rate rates'),
);

function askedFact(
  model: IntentModel | undefined,
  normalized: string,
): { detail: Detail; clear: boolean } | undefined {
  // "price kya hai?" reads as its one word: the nearest example with it is one offer's.
  if (queryTerms(normalized).every((term) => PRICE_TERMS.has(term))) return undefined;
  const read = model?.fact(normalized);
  if (!read?.sure) return undefined;
  const detail = statedDetail(read.passage, read.fact);
  return detail && { detail, clear: read.clear };
}

/** Words that label or join contact details ("naam ... hai, email ..."), saying nothing else. */
const DETAIL_WORDS = new Set(
  `my name names is its im i am this here and or at on me call reach email mail e phone number
  mobile cell whatsapp contact details naam nam mera meri hai hain ka ki ke se please pls thanks`.split(
    /\s+/,
  ),
);

/**
 * A message that gives contact details and asks nothing ("naam Ayesha hai, email ..."): what
 * is left without the details and the words that label them is a word or two at most.
 */
function onlyDetails(normalized: string, details: ChatContact): boolean {
  const given = [details.name ?? '', details.email ?? '', details.phone ?? '']
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9@.]+/);
  const rest = normalized
    .split(' ')
    .filter(
      (w) => w && !DETAIL_WORDS.has(w) && !given.includes(w) && !/\d/.test(w) && !w.includes('@'),
    );
  return rest.length <= 1;
}

/** Words that ask a time or the hours ("until what time", "closing", "my time"). */
const TIME_ASKED =
  / (?:when|what time|until what|till what|hours|timing|timings|open|opening|close|closing|overlap|my time|local time|our time|hisaab|time|\d{1,2} ?(?:am|pm))(?= )/;

/** The BM25 score (MiniSearch, with its boosts) from which a passage's match is trusted. */
const RETRIEVAL_SCORE_FOR_FULL_TRUST = 8;

export function analyze(input: AssistantInput): Analysis {
  const found = detectIntent({
    message: input.message,
    profile: input.profile,
    lastBotOfferedBooking: input.lastBotOfferedBooking,
    previousTopic: input.previousTopic,
    model: input.model,
  });
  const newContact = extractContact(input.message);
  const hasNew = Boolean(newContact.name || newContact.email || newContact.phone);
  const named = input.model ? zoneOfPlace(found.normalized, input.model.places) : undefined;
  // "I'm in Dubai" alone: the hours, in Dubai's time too.
  // "and in Dubai?" after the hours: the hours again, in Dubai's time.
  const afterHours =
    input.previousTopic?.asked === 'hours' && ['unknown', 'location'].includes(found.intent);
  const placeOnly =
    named &&
    (found.intent === 'unknown' || afterHours) &&
    !found.offTopic &&
    queryTerms(input.message).length <= 3;
  // "I work on EST, when can I catch your people?", "6 PM Karachi in London?": a time asked
  // with the visitor's place is the hours in their time, whatever else the words name.
  const timeInPlace =
    named &&
    ['unknown', 'location', 'human', 'contact'].includes(found.intent) &&
    !found.offTopic &&
    TIME_ASKED.test(found.normalized) &&
    !/@|\d{5}/.test(input.message);
  const intent: IntentResult =
    placeOnly || timeInPlace
      ? { ...found, intent: 'hours', confidence: 0.8 }
      : hasNew &&
          (found.intent === 'unknown' ||
            found.intent === 'greeting' ||
            (found.intent === 'thanks' && !found.declined) ||
            (found.intent !== 'refusal' && onlyDetails(found.normalized, newContact)))
        ? { ...found, intent: 'contact', confidence: 0.9 }
        : found;
  const contact = mergeContact(input.knownContact, newContact);

  // A place named earlier in the conversation still holds; a new one replaces it.
  const place = named ?? input.previousTopic?.place;
  const visitorZone =
    place ?? (input.visitorTimeZone ? { zone: input.visitorTimeZone } : undefined);
  let retrieved: Retrieved[] | undefined;
  // A question read as a policy, privacy or careers one is searched with that topic's words
  // too: its own may name nothing of it ("paise wapas milenge"), or something else as well
  // ("who can see my customer information" is not about customers).
  const search = () => {
    if (retrieved) return retrieved;
    const hint = intent.searchHint;
    retrieved = retrieve(hint ? `${input.message} ${hint}` : input.message, input.profile, {
      hint,
    });
    return retrieved;
  };
  const confidence =
    intent.intent === 'unknown' && !intent.offTopic && !intent.unstated
      ? Math.max(
          retrievalConfidence(input.message, search()),
          intent.searchHint ? retrievalConfidence(intent.searchHint, search()) : 0,
        )
      : intent.confidence;
  const topic: Topic =
    intent.intent === 'refusal' || input.previousTopic?.refused
      ? {
          services: [],
          verticals: [],
          refused: true,
          refusal: intent.refusal ?? input.previousTopic?.refusal ?? 'other',
        }
      : {
          services: [...intent.services],
          verticals: [...intent.verticals],
          ...(intent.business ? { business: intent.business.id } : {}),
          ...(intent.aboutPlans ? { plans: true } : {}),
        };
  // A follow-up of a few words is searched with what the conversation was about.
  const terms = queryTerms(intent.normalized);
  const previousAbout = input.previousTopic?.refused ? undefined : input.previousTopic?.about;
  const namesNothing =
    !intent.services.length && !intent.verticals.length && !intent.business && !intent.aboutPlans;
  const followUp =
    previousAbout &&
    namesNothing &&
    (terms.length <= FOLLOW_UP_TERMS || POINTS_BACK.test(intent.normalized))
      ? previousAbout
      : undefined;
  // The intent's own name is a search word too: "where are you located?" is about 'location'.
  // So is the portfolio's industry of the business named: "restaurants" is 'Food & Drinks'.
  const subject = [
    ...terms,
    ...(DETAIL_INTENTS.has(intent.intent) ? [intent.intent] : []),
    ...queryTerms(intent.business?.portfolio ?? ''),
  ];
  const about = followUp ?? (subject.length ? subject.join(' ') : previousAbout);
  // A message that names nothing new keeps the conversation's topic for the next follow-up.
  const keptTopic =
    !topic.services.length &&
    !topic.verticals.length &&
    !topic.business &&
    !topic.plans &&
    input.previousTopic
      ? input.previousTopic
      : topic;
  return {
    intent: { ...intent, confidence },
    persona: PERSONAS[input.profile],
    contact,
    newContact,
    passages: () => search().map((r) => r.passage),
    userTurn: input.userTurn,
    confidence,
    topic: topic.refused
      ? topic
      : {
          ...keptTopic,
          ...(about ? { about } : {}),
          asked: ASKED_AGAIN.has(intent.intent) ? intent.intent : undefined,
          ...(place ? { place } : {}),
        },
    detailQuery: followUp ? `${intent.normalized} ${followUp}` : intent.normalized,
    ...(previousAbout ? { previousAbout } : {}),
    followsUp: Boolean(followUp),
    fact: askedFact(input.model, intent.normalized),
    romanUrdu: isRomanUrdu(input.message),
    ...(visitorZone ? { visitorZone } : {}),
    now: input.now ?? new Date(),
    hours: input.hours ?? SPEC_HOURS,
    ...flagsFor(intent, contact, input.userTurn),
  };
}

/** A message of at most this many search words may be a follow-up of the one before. */
const FOLLOW_UP_TERMS = 3;
/** Words that point back at what was just said ("does it...", "for them", "that one"). */
const POINTS_BACK =
  / (?:it|its|that|this|they|them|their|those|these|one|ones|there|same|ye|yeh|woh|wo|us|iska|iski|uska|uski|inka|unka)(?= )/;

/** A message that opens by telling of the visitor's own business ("we run a licensed pharmacy"). */
const TELLS_OWN =
  /^ (?:we|i|our|my|were|we re|weve|we ve|im|i m|ive|i ve|mera|meri|mere|hamara|hamari|hamare|hum)(?= )/;
/** Where a request or a question begins ("... and need a website", "..., do you do SEO?"). */
const ASKS_FROM =
  / (?:need|needs|want|wants|looking for|would like|like to|require|requires|can|could|do you|does|how|what|which|when|where|is there|are there|is it|chahiye|chahte|karwana|karwani|banwana|banwani)(?= )/;

/**
 * The search words of a message that only tell of the visitor's own business ("we are a
 * debt collection agency licensed by SECP, need a site"): they name the business, whose
 * case studies and industries a detail may tell, but ask nothing of our own terms.
 */
function toldOfOwn(normalized: string): ReadonlySet<string> {
  if (!TELLS_OWN.test(normalized)) return new Set();
  const request = ASKS_FROM.exec(normalized);
  const asked = new Set(request ? queryTerms(normalized.slice(request.index)) : []);
  const told = queryTerms(request ? normalized.slice(0, request.index) : normalized);
  return new Set(told.filter((term) => !asked.has(term)));
}

/** Intents whose replies tell a topic as a whole, where the one detail asked may be missing. */
const DETAIL_INTENTS: ReadonlySet<ChatIntent> = new Set([
  'pricing',
  'support',
  'service',
  'services',
  'portfolio',
  'process',
  'about',
  'verticals',
  'location',
]);

/**
 * A detail is told when it matched at least this many of the message's search words, this
 * share of them, and this BM25 score: a question about one item shares most of its words
 * with it, while a general question shares one or two with many.
 */
const DETAIL_MIN_TERMS = 2;
const DETAIL_MIN_SHARE = 0.2;
const DETAIL_MIN_SCORE = 30;
/** Details that open with this many of the same words say the same thing. */
const DETAIL_SAME_OPENING = 10;
/** Details scoring this close to the best are told too (two plans, two offers). */
const DETAIL_NEAR_BEST = 0.8;

/** A passage this short is told whole when its opening sentence is what matched. */
const DETAIL_WHOLE_PASSAGE = 320;

function detailSentence(detail: Detail): string {
  if (detail.opening && detail.passage.text.length <= DETAIL_WHOLE_PASSAGE) {
    return detail.passage.text;
  }
  const text = /[.!?]$/.test(detail.text) ? detail.text : `${detail.text}.`;
  return text.toLowerCase().includes(detail.name.toLowerCase()) ? text : `${detail.name}: ${text}`;
}

/**
 * The facts that state the kind of answer asked, best first, on the message's topic (its
 * words without the asking ones; failing that, with the services it or the conversation
 * is about, whose facts may share none of its words), and the topic's search words.
 */
function statingDetails(
  analysis: Analysis,
  kind: AnswerKind,
  services: ReadonlySet<ServiceCardId>,
  own: ReadonlySet<string> | undefined,
): { found: FoundDetail[]; terms: string[] } {
  const named = [...services].map((id) => `service-${id}`);
  // A fact must share a word with the message itself, not only with the conversation or
  // the service: "how long does it take?" after a website is not answered by "30 days of
  // post-launch support".
  const asked = queryTerms(withoutAsking(analysis.intent.normalized, kind));
  const search = (query: string) => ({
    found: retrieveDetails(query, analysis.persona.profile, named, Infinity, own)
      .filter((f) => kind.holds.test(f.detail.text))
      .filter((f) => f.matchedQueryTerms.some((term) => asked.includes(term)))
      .slice(0, 3),
    terms: queryTerms(query),
  });
  const topic = withoutAsking(analysis.detailQuery, kind);
  const byTopic = search(topic);
  if ((byTopic.found[0]?.score ?? 0) >= DETAIL_MIN_SCORE) return byTopic;
  return search([topic, ...[...services].map((id) => serviceById(id).title)].join(' '));
}

/**
 * The single facts the message asks about that the reply leaves out ("Up to 3 platforms"
 * for "how many platforms does the bigger influencer deal cover?"), as sentences, or ''.
 * They are looked for by the message's words first; where its words find none, by what it
 * means: the fact whose example questions it reads like, for a question whose reply tells
 * a topic as a whole or that nothing else answers surely.
 */
function askedDetails(analysis: Analysis, replyText: string): string {
  const { fact, intent: read } = analysis;
  // A thing the pages never name is not answered by a fact that shares the question's
  // other words ("parking at your office" is not the office's address).
  if (read.unstated) return '';
  const told = fact && replyText.toLowerCase().includes(fact.detail.text.toLowerCase());
  // A request nothing of ours names gets the doubt, not a fact that shares its words; "do
  // you sell my number?" names a contact detail without giving one, and gets a clear fact.
  const about =
    fact &&
    !told &&
    !read.offTopic &&
    !read.requested &&
    (DETAIL_INTENTS.has(read.intent) ||
      read.intent === 'unknown' ||
      (read.intent === 'contact' && fact.clear && givesNothing(analysis)));
  // Something we don't sell is answered by saying so, and what we do instead, with no fact
  // but one about that thing ("can your team do my accounting every month?" is not about
  // how our team works, nor what we plan a month ahead).
  if (read.unsold) {
    const named = new Set(queryTerms(read.unsold.activity));
    const byWords = detailsByWords(analysis, replyText);
    return queryTerms(byWords).some((term) => named.has(term)) ? byWords : '';
  }
  if (about && fact.clear) return detailSentence(fact.detail);
  const byWords = detailsByWords(analysis, replyText);
  if (byWords || !about) return byWords;
  // A question read as one of our careers, policies or privacy is answered with what that
  // topic's words find: it tells the topic as a whole, like the replies of DETAIL_INTENTS,
  // and may leave out the one fact asked ("which country's law covers our deal?" is not the
  // refund terms).
  const unanswered =
    read.intent === 'unknown' &&
    (analysis.confidence < CONFIDENCE_THRESHOLD || Boolean(read.searchHint));
  // A reply about a service the message names is not preceded by a term of our policies
  // read only from the shape of its question ("kya aap SEO karte ho?" is not about personal
  // data).
  const aside =
    read.services.length > 0 &&
    Boolean(fact.detail.passage.legal) &&
    !sharesAWord(fact.detail, read.normalized);
  return (DETAIL_INTENTS.has(read.intent) && !aside) || unanswered
    ? detailSentence(fact.detail)
    : '';
}

/** Whether a fact (or what it belongs to) holds a search word of the message. */
function sharesAWord(detail: Detail, normalized: string): boolean {
  const stated = new Set(queryTerms(`${detail.name} ${detail.text}`));
  return queryTerms(normalized).some((term) => stated.has(term));
}

/** The message gives no contact detail (read as "contact" for a detail it only names). */
const givesNothing = (analysis: Analysis) => !Object.values(analysis.newContact).some(Boolean);

function detailsByWords(analysis: Analysis, replyText: string): string {
  const { intent } = analysis.intent;
  const kind = askedKind(analysis.intent.normalized);
  // A message no rule read is answered from its details only as a follow-up or as a
  // question asking a kind of answer that a fact states ("how long does deleting my data
  // take?"): otherwise its words are searched whole (the passages) or not understood.
  const asked =
    DETAIL_INTENTS.has(intent) || (intent === 'unknown' && (analysis.followsUp || Boolean(kind)));
  if (!asked || analysis.intent.offTopic) return '';
  const services = new Set([...analysis.intent.services, ...analysis.topic.services]);
  const named = [...services].map((id) => `service-${id}`);
  // A follow-up is searched with the conversation's words; its own say what it asks.
  const own = analysis.followsUp ? new Set(queryTerms(analysis.intent.normalized)) : undefined;
  // "how often ...?" is answered by a fact that states a frequency: it is searched for its
  // topic (its words and the service it is about, whose facts may share none of its words)
  // among the facts that state one; if none does, it is searched as any other question.
  const stating = kind ? statingDetails(analysis, kind, services, own) : undefined;
  const { found, terms } = stating?.found.length
    ? stating
    : {
        found: retrieveDetails(analysis.detailQuery, analysis.persona.profile, named, 3, own),
        terms: queryTerms(analysis.detailQuery),
      };
  const states = Boolean(stating?.found.length);
  const best = found[0];
  if (
    !best ||
    best.matchedQueryTerms.length < (states ? 1 : DETAIL_MIN_TERMS) ||
    (intent === 'unknown' && !analysis.followsUp && !states) ||
    best.matchedQueryTerms.length / terms.length < DETAIL_MIN_SHARE ||
    best.score < DETAIL_MIN_SCORE
  ) {
    return '';
  }
  // A message no rule read gets the details instead of its reply.
  const said = intent === 'unknown' ? '' : replyText.toLowerCase();
  // A detail is told for a word of the message the reply does not answer: one that matched
  // only words the reply holds already adds nothing ("do you build websites?").
  // ... and a detail of our Terms or Policy, for a word the visitor asks, not one that tells
  // of their own business ("licensed by SECP").
  // Nor does something we don't sell ("do you sell laptops?" is not about selling personal
  // data).
  const ownBusiness = toldOfOwn(analysis.intent.normalized);
  const unsold = Boolean(analysis.intent.unsold);
  const unanswered = (f: FoundDetail) =>
    (states && !(unsold && f.detail.passage.legal)) ||
    f.matchedQueryTerms.some(
      (term) =>
        !said.includes(term.slice(0, 5)) &&
        !(f.detail.passage.legal && (unsold || ownBusiness.has(term))),
    );
  const told = new Set<string>();
  return (
    found
      .filter((f) => f.score >= best.score * DETAIL_NEAR_BEST && unanswered(f))
      .filter((f) => !said.includes(f.detail.text.toLowerCase()))
      .map((f) => detailSentence(f.detail))
      // Two pages saying nearly the same ("... what we can build together", "... achieve
      // together") are told once: by their opening words.
      .filter((sentence) => {
        const opening = sentence.split(' ').slice(0, DETAIL_SAME_OPENING).join(' ');
        return !told.has(opening) && told.add(opening);
      })
      .slice(0, 2)
      .join(' ')
  );
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
  const read = analysis.intent;
  const compared =
    !analysis.topic.refused &&
    ['pricing', 'service', 'services', 'unknown'].includes(read.intent) &&
    !read.offTopic
      ? comparedPackage(
          read.normalized,
          read.services.length ? read.services : analysis.topic.services,
          Boolean(read.aboutPlans || analysis.topic.plans),
        )
      : undefined;
  if (compared) return offering(compared, analysis.persona);
  const composed = composeReply({
    intent: analysis.intent,
    persona: analysis.persona,
    contact: analysis.contact,
    newContact: analysis.newContact,
    retrieved: analysis.passages,
    contactStored: analysis.contactStored,
    userTurn: analysis.userTurn,
    confident: analysis.confidence >= CONFIDENCE_THRESHOLD,
    romanUrdu: analysis.romanUrdu,
    visitorZone: analysis.visitorZone,
    now: analysis.now,
    hours: analysis.hours,
    topicServices: analysis.topic.services,
    previousAbout: analysis.previousAbout,
  });
  const details = composed.complete ? '' : askedDetails(analysis, composed.text);
  // A reply that answers nothing (not understood, or thanks for details not given) gives way;
  // the pages' passages found for a message no rule read stay after the fact.
  const answersNothing =
    (analysis.intent.intent === 'unknown' && analysis.confidence < CONFIDENCE_THRESHOLD) ||
    (analysis.intent.intent === 'contact' && givesNothing(analysis));
  const reply = !details
    ? composed
    : answersNothing
      ? offering(details, analysis.persona)
      : { ...composed, text: `${details} ${composed.text}` };
  // A name given alongside a question ("my name is Omar and I run a cafe") is acknowledged.
  const name = analysis.newContact.name;
  const intent = analysis.intent.intent;
  if (name && intent !== 'contact' && intent !== 'refusal' && analysis.contactStored !== false) {
    return { ...reply, text: `Nice to meet you, ${name}! ${reply.text}` };
  }
  return reply;
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
    romanUrdu: _roman,
    visitorZone: _zone,
    now: _now,
    hours: _hours,
    detailQuery: _query,
    followsUp: _followsUp,
    confidence,
    topic,
    contact,
    ...flags
  } = analysis;
  return {
    ...flags,
    intent: analysis.intent.intent,
    confidence,
    topic,
    text: cleanReply(text, contact.name),
    offeredBooking,
    contact,
  };
}
