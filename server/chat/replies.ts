import { POSTAL_ADDRESS } from '../../common/content/legal.ts';
import { AI_READY } from '../../common/content/ai-ready.ts';
import { type BusinessProfile, type ChatBooking, type ChatContact } from '../../common/chat.ts';
import { ILLEGAL_BUSINESS_REPLY } from '../../common/chat-replies.ts';
import { todayInBusinessZone } from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { describeOpening, teamAvailability } from './handoff-hours.ts';
import type { ServiceCardId } from '../../common/content/services.ts';
import { TEAM } from '../../common/content/team.ts';
import type { BusinessKind } from './business.ts';
import { HOLIDAY, SERVICE_WORDS, type IntentResult } from './intents.ts';
import { andList } from '../../common/text.ts';
import {
  CASE_STUDIES,
  FACTS,
  FITNESS,
  FITNESS_GUARANTEE,
  closuresSentence,
  OFFERS,
  OFFERS_TEXT,
  PET,
  PLANS,
  PROCESS_STEPS,
  SERVICES,
  STATS_TEXT,
  serviceById,
  type Passage,
  passageText,
  type ChatHours,
} from './knowledge.ts';
import { hoursInZone, isBusinessZone, zoneName, type VisitorZone } from './time-zones.ts';
import { businessById } from './business.ts';
import { normalize } from './normalize.ts';
import { REFUSED_WHAT } from './refusals.ts';

/**
 * The built-in assistant's answers, in the agency's voice: a few sentences from the
 * knowledge modules and a next step. Each answer says whether it ends by offering to book,
 * so a following "yes" can open the appointment form.
 */

export interface Persona {
  profile: BusinessProfile;
  name: string;
  /** The free call this persona offers. */
  call: string;
  /** The question that offers it. */
  offer: string;
}

export const PERSONAS: Record<BusinessProfile, Persona> = {
  general: {
    profile: 'general',
    name: FACTS.assistantName,
    call: FACTS.consultationShort,
    offer: `Would you like to book ${FACTS.consultationShort} with our team?`,
  },
  pets: {
    profile: 'pets',
    name: PET.assistantName,
    call: 'a free demo (a 15-20 minute consultation)',
    offer: 'Would you like to book a free demo? It is a 15-20 minute consultation.',
  },
  fitness: {
    profile: 'fitness',
    name: FITNESS.assistantName,
    call: 'a free 15-minute strategy call',
    offer: 'Would you like to book a free 15-minute strategy call (our free consultation)?',
  },
};

export interface Reply {
  text: string;
  offeredBooking: boolean;
  /** An answer that opens the booking form: what the form starts with (a date asked for). */
  booking?: ChatBooking;
  /** The reply answers what was asked whole: no detail found by the message's words leads it. */
  complete?: true;
}

export interface ReplyContext {
  intent: IntentResult;
  persona: Persona;
  contact: ChatContact;
  /** Contact details found in this very message. */
  newContact: ChatContact;
  /** Passages retrieved for the message, best first (only for answers that use them). */
  retrieved: () => Passage[];
  /**
   * Whether the details of this message were stored as the conversation's lead: false when
   * storing failed (the reply then says so instead of "noted"), undefined when nothing was
   * to be stored.
   */
  contactStored?: boolean;
  /** 1 for the visitor's first message in the conversation, 2 for the second, ... */
  userTurn?: number;
  /**
   * Whether the assistant is confident enough to answer from the content; when false, a
   * message no rule read is answered with what the assistant can help with and the team.
   */
  confident?: boolean;
  /** The visitor wrote in Roman Urdu (a refusal then adds a line in it). */
  romanUrdu?: boolean;
  /** The visitor's time zone, when known: hours are given in it too. */
  visitorZone?: VisitorZone;
  /** The team's hours in force for this message. */
  hours: ChatHours;
  /** The time of the message. */
  now: Date;
  /** The services the conversation is about (this message's, or the last that named one). */
  topicServices?: readonly ServiceCardId[];
  /** The search words of what the conversation was about before this message. */
  previousAbout?: string;
}

/** " In Dubai time that is ...": the hours in the visitor's zone, or '' when it is Pakistan's. */
function visitorHours(ctx: ReplyContext): string {
  const zone = ctx.visitorZone;
  if (!zone || isBusinessZone(zone.zone)) return '';
  return ` In ${zoneName(zone)} that is ${hoursInZone(ctx.hours.weekly, zone.zone, ctx.now)}.`;
}

/** A reply that ends by offering the persona's free call. */
export const offering = (text: string, persona: Persona): Reply => ({
  text: `${text} ${persona.offer}`,
  offeredBooking: true,
});
const plain = (text: string): Reply => ({ text, offeredBooking: false });

const first = <T>(items: readonly T[], n: number) => items.slice(0, n);
/** Names that keep their capital at the start of a list item. */
const PROPER = /^(?:Meta|Google|WhatsApp|Instagram|Facebook|TikTok|Shopify|Android|Brightwave)\b/;
/** 'Custom design' -> 'custom design', 'Full-funnel' -> 'full-funnel'; 'CRM integration' and 'Meta ads' stay. */
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]+(?:[\s-]|$)/.test(s) && !PROPER.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** The first sentences of `text`, at most about `max` characters. */
function excerpt(text: string, max = 320): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}...`;
}

const growth = PLANS.find((p) => p.id === 'growth')!;
const proScale = PLANS.find((p) => p.id === 'pro-scale')!;
const trial = PLANS.find((p) => p.id === 'free-trial')!;

function planSentence(): string {
  return `Our AI chatbot plans: ${trial.title} (7 days free, no credit card required), ${growth.title} ($499 setup + $49 per month) and ${proScale.title} (custom prices, contact for pricing).`;
}

function servicePitch(id: ServiceCardId, persona: Persona): string {
  const s = serviceById(id);
  if (persona.profile === 'fitness') {
    const pkg =
      id === 8
        ? FITNESS.packages[2]!
        : id === 4 || id === 7
          ? FITNESS.packages[1]!
          : FITNESS.packages[0]!;
    return `For fitness businesses, ${s.title} is part of our ${pkg.title} package: ${andList(first(pkg.features, 4).map(lowerFirst))}. ${FITNESS.packagesPromise}, backed by our ${FITNESS_GUARANTEE}.`;
  }
  if (persona.profile === 'pets' && (id === 4 || id === 3 || id === 8 || id === 7)) {
    return `For pet businesses, our ${PET.assistantName} handles it: ${andList(PET.features.map((f) => f.title))}, ${PET.priceNote} and a ${PET.trialDays}-day free trial.`;
  }
  return `${s.title}: ${s.description} It includes ${andList(s.features.map(lowerFirst))}.`;
}

/** A related price the visitor may want with a service. */
function servicePrice(id: ServiceCardId): string {
  if (id === 4) return planSentence();
  if (id === 5)
    return `Influencer campaigns start at ${OFFERS[0]!.price} (${OFFERS[0]!.title}) and ${OFFERS[1]!.price} (${OFFERS[1]!.title}).`;
  if (id === 2) return `Our ${OFFERS[2]!.title} package is ${OFFERS[2]!.price}.`;
  return '';
}

function greeting(ctx: ReplyContext): Reply {
  const { persona } = ctx;
  // One greeting per conversation: a later hello is answered without a new introduction.
  if ((ctx.userTurn ?? 1) > 1) {
    return plain(`Hello again! What else can I help your business with?`);
  }
  if (persona.profile === 'pets') {
    return plain(
      `Hello! I'm the ${PET.assistantName}. I help pet businesses put bookings, upsells and reminders on autopilot with AI, ${PET.priceNote} and a ${PET.trialDays}-day free trial. What kind of pet business do you run?`,
    );
  }
  if (persona.profile === 'fitness') {
    return plain(
      `Hello! I'm your ${FITNESS.assistantName}, specialized in fitness businesses. We help gyms, studios and trainers get more members with websites, AI automation and apps. What's your biggest challenge right now: memberships, visibility, bookings or revenue?`,
    );
  }
  return plain(
    `Hello! I'm ${FACTS.assistantName}, the assistant of ${FACTS.brand}, a digital agency in ${FACTS.location}. I can tell you about our services, plans and prices, or book you ${FACTS.consultationShort}. What can I help your business with today?`,
  );
}

/** Asked for something we don't sell: say so, and what we do for that kind of business. */
function unsoldReply(ctx: ReplyContext): Reply {
  const { persona, intent } = ctx;
  const unsold = intent.unsold!;
  const no = `We don't ${unsold.activity} ourselves: ${FACTS.brand} is a digital agency (websites, marketing, AI chatbots, branding, apps and more).`;
  if (unsold.business === 'pets') {
    return offering(
      `${no} If you run a pet business, though, we help it grow: our ${PET.assistantName} handles bookings, upsells and reminders on autopilot, ${PET.priceNote} and a ${PET.trialDays}-day free trial.`,
      persona,
    );
  }
  if (unsold.business === 'fitness') {
    return offering(
      `${no} If you run a gym, studio or training business, we help it get more members: ${andList(FITNESS.packages.map((p) => p.title))}.`,
      persona,
    );
  }
  if (unsold.instead) return offering(`${no} ${unsold.instead}`, persona);
  const kind = unsold.business ? businessById(unsold.business) : undefined;
  if (kind) {
    const fits = kind.fits.map((f) => `${f.why} (${serviceById(f.service).title})`);
    return offering(
      `${no} If you run ${kind.label}, we can help you get more customers with ${andList(fits)}.`,
      persona,
    );
  }
  return offering(
    `${no} If that's your line of business, we can help you win more customers for it with a website, marketing and an AI assistant.`,
    persona,
  );
}

function services(ctx: ReplyContext): Reply {
  const { persona } = ctx;
  if (ctx.intent.unsold) return unsoldReply(ctx);
  if (persona.profile === 'fitness') {
    return offering(
      `For fitness businesses we offer three packages: ${andList(FITNESS.packages.map((p) => `${p.title} (${p.description.replace(/\.$/, '').toLowerCase()})`))}. ${FITNESS.packagesPromise}.`,
      persona,
    );
  }
  if (persona.profile === 'pets') {
    return offering(
      `The ${PET.assistantName} gives pet businesses a ${andList(PET.features.map((f) => f.title))}. ${PET.setupTime}, ${PET.priceNote}.`,
      persona,
    );
  }
  const byCategory = (c: string) =>
    SERVICES.filter((s) => s.category === c)
      .map((s) => s.title)
      .join(', ');
  return offering(
    `We offer nine services. Digital agency: ${byCategory('digital')}. Premium: ${byCategory('premium')}. Software: ${byCategory('software')}. Tell me which one interests you and I'll share the details.`,
    persona,
  );
}

/** Online stores are part of Web Design & Development: say so in the service's own words. */
const ECOMMERCE =
  / (?:shopify|woocommerce|online store|online shop|ecommerce|e commerce|ecommerce store|ecommerce website|store|shop)(?= )/;

function ecommercePitch(): string {
  const web = serviceById(3);
  return `Yes, online stores are part of our ${web.title} service: ${web.detail.description.charAt(0).toLowerCase()}${web.detail.description.slice(1)} It includes ${andList(web.detail.features.map(lowerFirst))}. Tell us which platform you use or prefer (for example Shopify) and we'll confirm the setup on the free consultation.`;
}

/** "For a restaurant, we'd also suggest ...": the business's other fitting services. */
function businessExtras(business: BusinessKind, named: readonly ServiceCardId[]): string {
  const extras = business.fits.filter((f) => !named.includes(f.service)).slice(0, 2);
  if (!extras.length) return '';
  return ` For ${business.label}, we'd also suggest ${andList(extras.map((f) => `${f.why} (${serviceById(f.service).title})`))}.`;
}

/** What the agency does for a business kind (not a vertical), from its service cards. */
function businessPlan(business: BusinessKind, persona: Persona): Reply {
  const fits = business.fits.map((f) => `${f.why} (${serviceById(f.service).title})`);
  return offering(
    `We work with businesses like yours. For ${business.label}, here's what we'd do: ${andList(fits)}. We'd shape the mix around your goals on the free consultation, then quote a fixed price.`,
    persona,
  );
}

/** Question words too common to pick a service detail by. */
const COMMON = new Set(
  'about there their which would could should really other thing things business businesses service services offer offering provide please price prices pricing much include included includes different others better every'.split(
    ' ',
  ),
);

const LANGUAGE_NAMED =
  / (?:urdu|english|arabic|spanish|french|punjabi|sindhi|pashto|chinese|german|hindi|turkish)(?= )/;

/**
 * The item of a service's detail page that answers the question's own words ("what
 * languages does your chatbot speak?" -> "Works in your brand voice and in many
 * languages"), if one does.
 */
function detailAnswering(id: ServiceCardId, normalized: string): string | undefined {
  const s = serviceById(id);
  const words = normalized
    .split(' ')
    .filter((w) => w.length >= 5 && !COMMON.has(w) && !SERVICE_WORDS.has(w));
  // "in Urdu and English" asks about languages without the word.
  if (LANGUAGE_NAMED.test(normalized)) words.push('languages');
  if (!words.length) return undefined;
  return [...s.detail.benefits, ...s.detail.features].find((item) => {
    const lower = item.toLowerCase();
    return words.some((w) => lower.includes(w.slice(0, 6)));
  });
}

function service(ctx: ReplyContext): Reply {
  const { intent, persona } = ctx;
  if (intent.followUp === 'more') return serviceMore(ctx);
  const ids = first(intent.services, 2);
  if (
    persona.profile === 'general' &&
    ids[0] === 3 &&
    (intent.business?.id === 'ecommerce' || ECOMMERCE.test(intent.normalized))
  ) {
    const extras = intent.business ? businessExtras(intent.business, ids) : '';
    return offering(`${ecommercePitch()}${extras}`, persona);
  }
  const parts = ids.map((id) => servicePitch(id, persona));
  const detail =
    persona.profile === 'general' && ids[0] !== undefined
      ? detailAnswering(ids[0], intent.normalized)
      : undefined;
  if (detail) parts.push(`To your question: ${lowerFirst(detail)}.`);
  const price = persona.profile === 'general' ? (ids.map(servicePrice).find(Boolean) ?? '') : '';
  const vertical =
    persona.profile === 'general' && intent.verticals.includes('fitness')
      ? ` We also have dedicated packages for fitness businesses: ${andList(FITNESS.packages.map((p) => p.title))}.`
      : persona.profile === 'general' && intent.verticals.includes('pets')
        ? ` We also have a dedicated assistant for pet businesses, ${PET.priceNote}.`
        : '';
  const extras =
    persona.profile === 'general' && intent.business && !intent.business.vertical
      ? businessExtras(intent.business, ids)
      : '';
  return offering(`${parts.join(' ')}${price ? ` ${price}` : ''}${vertical}${extras}`, persona);
}

/** "Tell me more" about the previous topic: the service's detail page in a few sentences. */
function serviceMore(ctx: ReplyContext): Reply {
  const { intent, persona } = ctx;
  const id = intent.services[0]!;
  if (persona.profile !== 'general')
    return service({ ...ctx, intent: { ...intent, followUp: undefined } });
  const s = serviceById(id);
  return offering(
    `More about ${s.title} (${s.detail.subtitle.toLowerCase()}): ${s.detail.description} What's included: ${andList(s.detail.features.map(lowerFirst))}. How we work: ${andList(s.detail.process.map((p) => p.step))}.`,
    persona,
  );
}

/** The AI-Ready programme named ("ai ready", "ai-ready program"). */
const AI_READY_NAMED = / ai ready(?= )/;

/** "How long does it take?" about the previous topic: what the content says, no invented figures. */
function timeline(ctx: ReplyContext): Reply {
  const { intent, persona } = ctx;
  const focus = persona.profile !== 'general' ? persona.profile : intent.verticals[0];
  if (focus === 'pets' && !intent.services.length) {
    return offering(
      `The ${PET.assistantName} is quick to start: ${PET.setupTime.charAt(0).toLowerCase()}${PET.setupTime.slice(1)}, and your ${PET.trialDays}-day free trial starts right away.`,
      persona,
    );
  }
  if (focus === 'fitness') {
    return offering(
      `Our fitness packages aim for results in 90 days, backed by our ${FITNESS_GUARANTEE}; the build timeline is set in your plan after a free 15-minute strategy call.`,
      persona,
    );
  }
  // The AI-Ready programme is the one offer whose length is its name: asked of it, or of it
  // just told, where the message names no service of its own.
  const namesService = [...SERVICE_WORDS].some((word) => intent.normalized.includes(` ${word} `));
  const aiReady =
    AI_READY_NAMED.test(intent.normalized) ||
    (AI_READY_NAMED.test(` ${ctx.previousAbout ?? ''} `) && !namesService);
  if (aiReady) {
    return offering(
      `${AI_READY.title}: ${AI_READY.plan.map((w) => `${w.week}: ${w.text}`).join(' ')}`,
      persona,
    );
  }
  const ids = intent.services.length
    ? first(intent.services, 2)
    : (intent.business?.fits.map((f) => f.service).slice(0, 2) ?? []);
  const what = ids.length ? andList(ids.map((id) => serviceById(id).title)) : 'your project';
  const steps = ids.length
    ? ` The steps: ${andList(serviceById(ids[0]!).detail.process.map((p) => p.step))}.`
    : '';
  return offering(
    `The timeline for ${what} depends on your scope, so we don't guess it here: after ${FACTS.consultationShort}, within a few days you receive a clear plan with the timeline, a fixed price and the results we will measure.${steps}`,
    persona,
  );
}

/** A plan or offer named by its title ("the Brand Awareness Campaigns offer"). */
function namedOffer(normalized: string): Reply['text'] | undefined {
  const title = (t: string) =>
    ` ${t
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()} `;
  const squashed = normalized.replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ');
  const offer = [...OFFERS]
    .sort((a, b) => b.title.length - a.title.length)
    .find((o) => squashed.includes(title(o.title)));
  const told = (o: (typeof OFFERS)[number]) =>
    `${o.title} is ${o.price}: ${o.description} It includes ${andList(o.list.map(lowerFirst))}.`;
  if (offer) return told(offer);
  // "the 500 dollar deal", "the thousand dollar package": a package named by its price.
  if (PACKAGE_WORDS.test(normalized)) {
    const amounts = amountsIn(normalized);
    const byPrice = OFFERS.filter((o) => amounts.includes(o.amountUsd));
    if (byPrice.length) return byPrice.map(told).join(' ');
  }
  const plan = PLANS.find(
    (p) => p.id !== 'free-trial' && squashed.includes(title(p.title.replace(/ Package$/, ''))),
  );
  if (plan) {
    return `${planSentence()} The ${plan.title} includes ${andList(plan.included.map(lowerFirst))}.`;
  }
  return undefined;
}

/** Words that name a package of ours by something else than its title. */
const PACKAGE_WORDS =
  / (?:deal|deals|package|packages|offer|offers|one|option|bundle|campaign|tier)(?= )/;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
};

/** The amounts a message names: '$500', '500 dollars', '$1,000' (read '$1 000'), '1k', 'a thousand'. */
function amountsIn(normalized: string): number[] {
  const digits = [...normalized.matchAll(/ \$?(\d{1,3}(?: \d{3})+|\d+)(k)?(?= )/g)].map(
    (m) => Number(m[1]!.replace(/ /g, '')) * (m[2] ? 1000 : 1),
  );
  const words = [
    ...normalized.matchAll(
      / (?:(a|one|two|three|four|five|six|seven|eight|nine|ten|fifteen) )?(hundred|thousand)(?= )/g,
    ),
  ].map((m) => (m[1] ? NUMBER_WORDS[m[1]]! : 1) * (m[2] === 'hundred' ? 100 : 1000));
  return [...digits, ...words];
}

/** The packages' titles as messages are read (normalize.ts), made once. */
const OFFER_TITLES_READ = OFFERS.map((o) => normalize(o.title));

/** The service card whose packages are the chatbot plans (AI & Chatbots). */
const CHATBOT_SERVICE: ServiceCardId = 4;

/** "the cheapest one", "the basic package", "sab se sasta": the first of a priced range. */
const LOWEST =
  / (?:cheapest|cheaper|lowest|lower priced|least expensive|basic (?:one|package|plan|option|offer)|smallest|smaller|starter|entry level|simplest|sasta|sasti|saste)(?= )/;
/** "the bigger one", "the 2.0 one", "the premium package": the last of a priced range. */
const HIGHEST =
  / (?:biggest|bigger|largest|larger|premium|most expensive|more expensive|pricier|priciest|advanced|upgraded|2 0|2\.0|bara|bada|mehenga|mehnga)(?= )/;

/**
 * One of several priced packages picked by comparison ("what comes in the cheapest one?",
 * "and the bigger one, how many influencers?") among those of the service the conversation
 * is about, or of the chatbot plans: the package whole, or undefined when nothing is compared
 * or the service has one package or none.
 */
export function comparedPackage(
  normalized: string,
  services: readonly ServiceCardId[],
  plans: boolean,
): string | undefined {
  const lowest = LOWEST.test(normalized);
  const highest = HIGHEST.test(normalized);
  if (lowest === highest) return undefined;
  // A package named by its title is that one ("Influencer Marketing 2.0 covers ...?").
  if (OFFER_TITLES_READ.some((title) => normalized.includes(title))) return undefined;
  const offers = [...OFFERS]
    .filter((o) => services.some((id) => serviceById(id).title === o.service))
    .sort((a, b) => a.amountUsd - b.amountUsd);
  if (offers.length >= 2) {
    const o = lowest ? offers[0]! : offers.at(-1)!;
    return `${lowest ? 'Our smallest' : 'Our largest'} ${serviceById(services[0]!).title} package is ${o.title}, ${o.price}: ${o.description} It includes ${andList(o.list.map(lowerFirst))}.`;
  }
  // The chatbot service's packages are the chatbot plans.
  if (!plans && !(services.length === 1 && services[0] === CHATBOT_SERVICE)) return undefined;
  // The chatbot plans in the order the site lists them, from the free trial up; "the cheaper
  // paid one" leaves the trial out.
  const range = / paid(?= )/.test(normalized) ? PLANS.filter((p) => p.id !== 'free-trial') : PLANS;
  const p = lowest ? range[0]! : range.at(-1)!;
  return `${lowest ? 'Our smallest' : 'Our largest'} chatbot plan is the ${p.title} (${p.price}, ${p.priceInfo.toLowerCase()}): ${andList(p.included.map(lowerFirst))}.`;
}

/** Words too common to pick a plan's item by. */
const PLAN_COMMON = new Set(
  // ... and what every plan is, a chatbot, which names none of their items.
  'plan plans package packages which what does include includes included with have free your there chatbot chatbots'.split(
    ' ',
  ),
);

/**
 * A question about what the plans hold or limit ("which plan removes the watermark?", "how
 * many questions does the trial answer?"): the plans whose items share the question's
 * words, each with its items; every plan's items when none does.
 */
function planDetails(normalized: string): string {
  const words = normalized
    .split(' ')
    .filter((w) => w.length >= 4 && !PLAN_COMMON.has(w))
    .map((w) => w.slice(0, 5));
  const named = PLANS.filter((p) =>
    normalized.includes(` ${p.title.split(' ')[0]!.toLowerCase()} `),
  );
  // A plan's items that hold what is asked ("whatsapp support"), the plans' own names left
  // out: "does Growth have WhatsApp support?" is answered with the plan that has it too.
  const features = words.filter((w) => !PLAN_TITLE_WORDS.has(w));
  const matching = (p: (typeof PLANS)[number]) =>
    p.included.filter((item) => features.some((w) => item.toLowerCase().includes(w))).length;
  const byItems = PLANS.filter((p) => matching(p) > 0);
  const chosen = named.length
    ? PLANS.filter((p) => named.includes(p) || byItems.includes(p))
    : byItems.length
      ? byItems
      : PLANS;
  const lines = chosen.map(
    (p) => `${p.title} (${planPriceShort(p)}): ${andList(p.included.map(lowerFirst))}.`,
  );
  return `Here is what our AI chatbot plans include. ${lines.join(' ')}`;
}

function planPriceShort(p: (typeof PLANS)[number]): string {
  if (p.id === 'free-trial') return '7 days free, no credit card required';
  if (p.id === 'pro-scale') return 'custom prices, contact for pricing';
  return `${p.price} ${p.priceInfo.replace(/^\+\s*/, '+ ')}`;
}

/** The words of the plans' titles (their first five letters, as planDetails compares). */
const PLAN_TITLE_WORDS = new Set(
  PLANS.flatMap((p) => p.title.toLowerCase().split(' ')).map((w) => w.slice(0, 5)),
);

/** A plan named by its title: a question about it is answered with its items. */
const NAMES_PLAN =
  / (?:trial|growth|pro scale|watermark|logic flows?|which (?:plan|package)|what (?:plan|package) (?:has|have|gives|includes))(?= )/;
const ASKS_PRICE = / (?:how much|cost|costs|price|prices|pricing|fee|fees|charge|charges)(?= )/;

function pricing(ctx: ReplyContext): Reply {
  const { persona, intent } = ctx;
  const aboutPlan = NAMES_PLAN.test(intent.normalized) && !ASKS_PRICE.test(intent.normalized);
  // A question about the pet or fitness offer's trial is about that offer, not the chatbot plans.
  if (
    (intent.planQuestion || aboutPlan) &&
    persona.profile === 'general' &&
    !intent.verticals.length
  ) {
    return offering(planDetails(intent.normalized), persona);
  }
  const offer = persona.profile === 'general' ? namedOffer(intent.normalized) : undefined;
  if (offer) return offering(offer, persona);
  if (
    persona.profile === 'pets' ||
    (persona.profile === 'general' && intent.verticals[0] === 'pets')
  ) {
    return offering(
      `The ${PET.assistantName} starts ${PET.priceNote}, and every plan begins with a ${PET.trialDays}-day free trial: no credit card required, cancel anytime. ${PET.setupTime}.`,
      persona,
    );
  }
  if (
    persona.profile === 'fitness' ||
    (persona.profile === 'general' && intent.verticals[0] === 'fitness')
  ) {
    return offering(
      `Our fitness packages (${andList(FITNESS.packages.map((p) => p.title))}) are quoted to fit your business: we confirm a fixed price after a free 15-minute strategy call, our free consultation. ${FITNESS.packagesPromise}, backed by our ${FITNESS_GUARANTEE}.`,
      persona,
    );
  }
  const named = intent.services.length
    ? intent.services
    : (intent.business?.fits.map((f) => f.service) ?? []);
  const specific = named.filter((id) => id !== 4 && id !== 5 && id !== 2);
  const priced = intent.services.filter((id) => id === 4 || id === 5 || id === 2);
  if (!specific.length && priced.length) {
    return offering(
      `${priced.map((id) => (id === 2 ? `${serviceById(id).title}: ${servicePrice(id)}` : servicePrice(id))).join(' ')} Other work is quoted after ${FACTS.consultationShort}, once we know your scope.`,
      persona,
    );
  }
  if (specific.length) {
    const forWhom = intent.business ? ` for ${intent.business.label}` : '';
    return offering(
      `${andList((intent.services.length ? intent.services : specific).map((id) => serviceById(id).title))} projects${forWhom} are quoted after ${FACTS.consultationShort}, once we know your scope: you get a fixed price, no surprises. For reference, the prices on our site: ${planSentence().replace(/^Our /, 'our ')} Marketing offers: ${OFFERS_TEXT}.`,
      persona,
    );
  }
  const quote = `Websites, apps and other projects are quoted after ${FACTS.consultationShort}, once we know your scope: you get a fixed price, no surprises.`;
  return offering(`${planSentence()} Marketing offers: ${OFFERS_TEXT}. ${quote}`, persona);
}

/** "are you open now?", "abhi khule ho?": the hours asked of this very moment. */
const ASKS_NOW = / (?:now|right now|currently|at the moment|at this moment|abhi|is waqt)(?= )/;

/** Whether the team is open this moment, and until when or from when (Pakistan time). */
function openNow(ctx: ReplyContext): string {
  if (!ASKS_NOW.test(ctx.intent.normalized)) return '';
  const at = teamAvailability(ctx.now, ctx.hours.weekly, BUSINESS_TIME_ZONE, ctx.hours.closures);
  if (at.open) {
    return `We're open right now, until ${describeOpening(at.closesAt, ctx.now, BUSINESS_TIME_ZONE)} Pakistan time. `;
  }
  return at.opensAt
    ? `We're closed right now; we open again ${describeOpening(at.opensAt, ctx.now, BUSINESS_TIME_ZONE)} Pakistan time. `
    : "We're closed right now. ";
}

function hours(ctx: ReplyContext): Reply {
  // "are you open on Eid?": the pages give no hours for a holiday, nor its date.
  const holiday = HOLIDAY.test(ctx.intent.normalized)
    ? `I'm not sure about our hours on that holiday, and I'd rather not guess: our pages don't say. Our team will confirm: e-mail ${FACTS.email} or call ${FACTS.phone}. `
    : '';
  return offering(
    `${holiday}${openNow(ctx)}Our business hours in Pakistan time are ${ctx.hours.text}.${visitorHours(ctx)}${closuresSentence(ctx.hours, todayInBusinessZone(ctx.now))} This assistant is available 24/7, and our team replies within 24 hours.`,
    ctx.persona,
  );
}

function location(ctx: ReplyContext): Reply {
  const place = ctx.visitorZone?.place;
  if (place && !/karachi|pakistan/i.test(place)) {
    return offering(
      `We have one office, at ${POSTAL_ADDRESS}, and no branch in ${place}. We serve clients globally, in ${place} too, working remotely and available 24/7, with calls at a time that suits you.`,
      ctx.persona,
    );
  }
  return offering(
    `We're based in ${FACTS.location}, at ${POSTAL_ADDRESS}, and we serve clients globally, available 24/7. Most projects run remotely, with calls at a time that suits you.`,
    ctx.persona,
  );
}

function verticals(ctx: ReplyContext): Reply {
  const { persona, intent } = ctx;
  if (persona.profile === 'general' && intent.business && !intent.business.vertical) {
    return businessPlan(intent.business, persona);
  }
  const focus = persona.profile !== 'general' ? persona.profile : intent.verticals[0];
  if (focus === 'pets') {
    return offering(
      `For pet businesses, our ${PET.assistantName} handles bookings, upsells and reminders on autopilot: ${andList(PET.features.map((f) => f.title))} in ${PET.languages}. ${PET.bookingIncreaseClaim} Plans start ${PET.priceNote}, with a ${PET.trialDays}-day free trial.`,
      persona,
    );
  }
  if (focus === 'fitness') {
    return offering(
      `We help gyms, studios and trainers ${FITNESS.closing.claim}. Our packages: ${andList(FITNESS.packages.map((p) => p.title))}, covering your website and SEO, 24/7 AI lead capture, automated booking and your own app. ${FITNESS.packagesPromise}, backed by our ${FITNESS_GUARANTEE}.`,
      persona,
    );
  }
  return offering(
    `We have dedicated solutions for two verticals: pet businesses (the ${PET.assistantName}, ${PET.priceNote}) and fitness businesses (${andList(FITNESS.packages.map((p) => p.title))}). We also work with E-commerce, Education, Fashion, Travel, Finance, Health and Entertainment businesses. Which industry is yours?`,
    persona,
  );
}

function portfolio(ctx: ReplyContext): Reply {
  const wanted = ctx.intent.services.map((id) =>
    serviceById(id).title.split(' ')[0]!.toLowerCase(),
  );
  // A case study of the visitor's industry first ("a case study in real estate"), then of
  // the services they named.
  const words = ctx.intent.normalized
    .split(' ')
    .filter((w) => w.length >= 4 && !COMMON.has(w))
    .map((w) => w.slice(0, 5));
  const industry = ctx.intent.business?.portfolio;
  const names = (text: string) =>
    words.some((w) => text.toLowerCase().replace(/-/g, '').includes(w));
  // The industry named first: "case studies in healthcare" is about Health, not a studio.
  const ofVertical = CASE_STUDIES.filter((c) => c.Vertical === industry || names(c.Vertical));
  const ofIndustry = ofVertical.length
    ? ofVertical
    : CASE_STUDIES.filter((c) => names(`${c.Company} ${c.Services} ${c.GEO}`));
  const matching = ofIndustry.length
    ? ofIndustry
    : CASE_STUDIES.filter((c) => wanted.some((w) => c.Services.toLowerCase().includes(w)));
  const picks = first(matching.length ? matching : CASE_STUDIES, 2);
  const examples = picks.map((c) => `${c.Company} (${c.Vertical}, ${c.GEO}): ${c.Results}`);
  return offering(
    `We've completed 500+ projects for 250+ happy clients. For example, ${examples.join(' ')} You can see more on our Portfolio page.`,
    ctx.persona,
  );
}

function processReply(ctx: ReplyContext): Reply {
  // The steps of the one service asked about, or talked about before ("how does it work?").
  const named = ctx.intent.services.length ? ctx.intent.services : (ctx.topicServices ?? []);
  if (named.length === 1 && ctx.persona.profile === 'general') {
    const s = serviceById(named[0]!);
    const steps = s.detail.process.map((p, i) => `${i + 1}. ${p.step}: ${p.description}`);
    return offering(
      `Here's how we work on ${s.title}:\n${steps.join('\n')}\n\nIt starts with ${FACTS.consultationShort}.`,
      ctx.persona,
    );
  }
  const steps = PROCESS_STEPS.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`);
  return offering(
    `Here's how we work:\n${steps.join('\n')}\n\nThe first step is free.`,
    ctx.persona,
  );
}

/** "who founded you?", "who leads engineering?", "malik kaun hai?": asks for people by role. */
const WHO_LEADS =
  / (?:founder|founders|founded|ceo|owner|owns|started|leads|lead|head|heads|director|runs|leadership|malik|kaun|kon|looks after|handles|manages|manage|in charge|who (?:designs?|builds?|writes?|codes?|develops?|creates?|makes?|will))(?= )/;

/** Words of the work a role's own words name ("who handles design?" asks the creative lead). */
const ROLE_WORK: Readonly<Record<string, readonly string[]>> = {
  creative: ['design', 'designs', 'designer', 'designers', 'branding', 'brand', 'logos', 'ui'],
  engineering: ['development', 'developers', 'developer', 'tech', 'technical', 'code', 'coding'],
  marketing: ['ads', 'seo', 'campaigns', 'advertising'],
  ai: ['chatbot', 'chatbots', 'automation', 'bots'],
  success: ['account', 'accounts', 'clients', 'onboarding'],
};

/** Words of a role that tell it from the others ('marketing', 'ai', 'engineering', 'ceo'). */
const roleWords = (role: string) =>
  role
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !/^(?:head|of|lead|manager|director|and)$/.test(w))
    .flatMap((w) => [w, ...(ROLE_WORK[w] ?? [])]);

function about(ctx: ReplyContext): Reply {
  const t = ctx.intent.normalized;
  // "who runs marketing?": the lead whose role names it, then the others.
  const asked = WHO_LEADS.test(t)
    ? TEAM.find((m) => roleWords(m.role).some((w) => t.includes(` ${w} `)))
    : undefined;
  const others = TEAM.filter((m) => m !== asked).map((m) => `${m.name} (${m.role})`);
  const agency = `${FACTS.brand} is a digital agency based in ${FACTS.location}, serving clients globally: ${STATS_TEXT}.`;
  if (asked) {
    // The person asked for answers the question whole: no passage is put before them.
    return {
      ...offering(
        `${asked.name} is our ${asked.role}; the other leads are ${andList(others)}. ${agency}`,
        ctx.persona,
      ),
      complete: true,
    };
  }
  const leads = WHO_LEADS.test(t) ? ` Our team is led by ${andList(others)}.` : '';
  return offering(
    `${agency}${leads} We build websites, brands, marketing, AI chatbots and automation that bring in customers.`,
    ctx.persona,
  );
}

function support(ctx: ReplyContext): Reply {
  return offering(`${FACTS.support} ${FACTS.responseTime}`, ctx.persona);
}

function human(ctx: ReplyContext): Reply {
  const known = ctx.contact.email
    ? ` We have your e-mail (${ctx.contact.email}) and will use it.`
    : '';
  // "from Sydney, can I reach you in my morning?": when, in the visitor's own time.
  const when = WHEN_ASKED.test(ctx.intent.normalized)
    ? ` Our hours are ${ctx.hours.short}.${visitorHours(ctx)}`
    : '';
  return offering(
    `You can reach our team at ${FACTS.email} or ${FACTS.phone}, and we reply within 24 hours.${known}${when} The quickest way to talk to a person is ${FACTS.consultationShort}.`,
    ctx.persona,
  );
}

/** A time asked of reaching us ("in my morning", "when", "tonight"). */
const WHEN_ASKED =
  / (?:when|what time|morning|afternoon|evening|night|tonight|today|tomorrow|weekend|hours|my time|local time)(?= )/;

function booking(ctx: ReplyContext): Reply {
  const { persona } = ctx;
  return plain(
    `Great! I've opened the appointment form for ${persona.call}. Pick a date and a time slot within our hours (${ctx.hours.short}) and we'll confirm the exact time within 24 hours.${visitorHours(ctx)}`,
  );
}

function contact(ctx: ReplyContext): Reply {
  const { newContact, contact: known, persona } = ctx;
  const name = newContact.name ?? known.name;
  const noted = [
    newContact.email ? `your e-mail (${newContact.email})` : '',
    newContact.phone ? `your phone number (${newContact.phone})` : '',
  ].filter(Boolean);
  const thanks = name ? `Thanks, ${name}!` : 'Thanks!';
  const saved = noted.length
    ? ` I've noted ${andList(noted)}, and our team replies within 24 hours.`
    : ' Nice to meet you.';
  return offering(`${thanks}${saved} How can we help your business?`, persona);
}

/** Storing the typed details failed: never claim they were noted; give the direct ways. */
function contactNotStored(ctx: ReplyContext): Reply {
  const name = ctx.newContact.name ?? ctx.contact.name;
  return plain(
    `${name ? `Sorry, ${name}` : 'Sorry'}, I couldn't save your details just now. Please try again in a moment, or reach our team directly at ${FACTS.email} or ${FACTS.phone}.`,
  );
}

function thanks(ctx: ReplyContext): Reply {
  if (ctx.intent.declined) {
    return plain(
      `No problem! I'm here 24/7 if you have more questions about our services, plans or hours.`,
    );
  }
  return plain(
    `You're welcome! If anything else comes up, I'm here 24/7, and you can book ${ctx.persona.call} anytime.`,
  );
}

function goodbye(ctx: ReplyContext): Reply {
  return plain(
    `Thanks for chatting with ${ctx.persona.profile === 'general' ? FACTS.brand : `the ${ctx.persona.name}`}! Our team replies within 24 hours whenever you reach out. Have a great day!`,
  );
}

/** Not sure what the visitor means: say what we can help with, and offer the team. */
function notSure(ctx: ReplyContext): Reply {
  const { persona } = ctx;
  const can =
    persona.profile === 'fitness'
      ? 'getting more members, fitness marketing, automated booking or your own fitness app'
      : persona.profile === 'pets'
        ? `how the ${PET.assistantName} handles bookings, reminders and upsells for pet businesses, and what it costs`
        : 'our services (websites, marketing, AI chatbots, branding, apps and more), plans and prices, our hours and location';
  // Asked to do something nothing of ours names, it most likely is not ours, said with
  // the doubt: "could you organise my wedding?" deserves more than "not sure".
  const doubt = ctx.intent.requested
    ? ", but as far as I can tell it's something we don't do ourselves"
    : '';
  if (ctx.intent.unstated) {
    // "how many revisions do I get on a logo?": what the pages do say of the work named.
    const named = ctx.intent.services[0];
    const stated =
      named === undefined
        ? ''
        : ` What they say of ${serviceById(named).title}: ${serviceById(named).description}`;
    return offering(
      `I'm not sure about that, and I'd rather not guess: our pages don't say.${stated} Our team will answer you: e-mail ${FACTS.email} or call ${FACTS.phone}, or ask here to talk to a person. I can help with ${can}.`,
      persona,
    );
  }
  return offering(
    `I'm not sure I understood that, and I'd rather not guess${doubt}. I can help with ${can}. For anything else our team will answer you: e-mail ${FACTS.email} or call ${FACTS.phone}, or ask here to talk to a person.`,
    persona,
  );
}

/** Passages up to this length are answered whole. */
const SHORT_PASSAGE = 240;

/**
 * The sentences of a passage that answer the question: from the first sentence sharing the
 * most of its words, as much as fits; the passage's start when none does.
 */
function focusedExcerpt(text: string, normalized: string, max = 320): string {
  // A short passage (a policy's few sentences) is given whole: the sentence that answers may
  // share no word with the question ("money back" and "non-refundable").
  if (text.length <= SHORT_PASSAGE) return text;
  const words = normalized
    .split(' ')
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 6));
  const sentences = text.split(/(?<=[.!?])\s+/);
  const hits = sentences.map((s) => {
    const lower = s.toLowerCase();
    return words.filter((w) => lower.includes(w)).length;
  });
  const best = hits.indexOf(Math.max(...hits));
  if (best <= 0 || hits[best] === 0) return excerpt(text, max);
  return excerpt(sentences.slice(best).join(' '), max);
}

function unknown(ctx: ReplyContext): Reply {
  if (ctx.confident === false) return notSure(ctx);
  const best = ctx.retrieved()[0];
  if (best) {
    const text = passageText(best, ctx.hours, ctx.now);
    return offering(focusedExcerpt(text, ctx.intent.normalized), ctx.persona);
  }
  if (ctx.persona.profile === 'fitness') {
    return offering(
      `I'm not sure I got that. I can help with getting more members, fitness marketing, automated booking or your own fitness app.`,
      ctx.persona,
    );
  }
  if (ctx.persona.profile === 'pets') {
    return offering(
      `I'm not sure I got that. I can tell you how the ${PET.assistantName} handles bookings, reminders and upsells for pet businesses, and what it costs.`,
      ctx.persona,
    );
  }
  return offering(
    `I'm not sure I understood that. I can help with our services (websites, marketing, AI chatbots, branding, apps and more), plans and prices, our hours and location.`,
    ctx.persona,
  );
}

/** "Is the consultation really free?": the facts, and the offer. */
function consultation(ctx: ReplyContext): Reply {
  const reply = offering(
    `${FACTS.consultation} ${FACTS.consultationNoTrial} We use it to understand your business and goals, then send you a clear plan with a fixed price. ${FACTS.responseTime}`,
    ctx.persona,
  );
  // The agency's own call answers the question whole; a vertical's page tells of its own
  // strategy call, which its visitors are asking about.
  return ctx.persona.profile === 'general' ? { ...reply, complete: true } : reply;
}

/** Spec §5: only legal businesses are served. */
function refusal(ctx: ReplyContext): Reply {
  const category = ctx.intent.refusal;
  const text =
    category === 'hacking'
      ? "I'm sorry, but we only work with legal businesses, so we can't help with hacking, getting into someone else's account or taking down a competitor. If you run a legitimate business, I'd be glad to show you how we can help it grow."
      : category === 'adult'
        ? "I'm sorry, but we only work with legal businesses and we don't take on adult content. If you run another legitimate business, I'd be glad to show you how we can help it grow."
        : category && REFUSED_WHAT[category] && !['drugs', 'weapons', 'gambling'].includes(category)
          ? `I'm sorry, but we only work with legal businesses, so we can't help with ${REFUSED_WHAT[category]}, in any part of the work. If you run a legitimate business, I'd be glad to show you how we can help it grow.`
          : ILLEGAL_BUSINESS_REPLY;
  return plain(
    ctx.romanUrdu
      ? `${text} (Hum sirf legal businesses ke saath kaam karte hain, is liye is mein madad nahi kar sakte.)`
      : text,
  );
}

export function composeReply(ctx: ReplyContext): Reply {
  if (ctx.contactStored === false) return contactNotStored(ctx);
  switch (ctx.intent.intent) {
    case 'refusal':
      return refusal(ctx);
    case 'greeting':
      return greeting(ctx);
    case 'services':
      return services(ctx);
    case 'service':
      return service(ctx);
    case 'pricing':
      return pricing(ctx);
    case 'hours':
      return hours(ctx);
    case 'location':
      return location(ctx);
    case 'verticals':
      return verticals(ctx);
    case 'portfolio':
      return portfolio(ctx);
    case 'process':
      if (ctx.intent.consultationQuestion) return consultation(ctx);
      return ctx.intent.followUp === 'time' ? timeline(ctx) : processReply(ctx);
    case 'about':
      return about(ctx);
    case 'support':
      return support(ctx);
    case 'human':
      return human(ctx);
    case 'booking':
      return booking(ctx);
    case 'contact':
      return contact(ctx);
    case 'thanks':
      return thanks(ctx);
    case 'goodbye':
      return goodbye(ctx);
    case 'unknown':
      return unknown(ctx);
  }
}
