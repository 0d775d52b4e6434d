import {
  SPEC_SCHEDULE,
  formatDate,
  weeklyHoursParts,
  weeklyHoursText,
  todayInBusinessZone,
  zonedInstant,
  type Closure,
  type IsoDate,
  type Schedule,
  type WeeklyHours,
} from '../../common/booking.ts';
import type { BusinessProfile } from '../../common/chat.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { OPEN_ROLES } from '../../common/content/careers.ts';
import {
  POSTAL_ADDRESS,
  PRIVACY_POLICY,
  TERMS,
  sectionTitle,
  type LegalDocument,
  type LegalPart,
} from '../../common/content/legal.ts';
import { POLICY_FACTS } from '../../common/content/policies.ts';
import { CASE_STUDIES } from '../../common/content/case-studies.ts';
import { HOME_SERVICES } from '../../common/content/home-services.ts';
import { INDUSTRIES } from '../../common/content/industries.ts';
import { OFFERS } from '../../common/content/offers.ts';
import { PLANS, type Plan } from '../../common/content/plans.ts';
import { ENGAGEMENT_FACTS, PROCESS_STEPS } from '../../common/content/process.ts';
import {
  SERVICE_CARDS,
  SERVICE_DETAILS,
  type ServiceCard,
  type ServiceCardId,
} from '../../common/content/services.ts';
import { STATS } from '../../common/content/stats.ts';
import { FITNESS, PET, PET_HIGHLIGHTS, PET_PLANS_NOTE } from '../../common/content/verticals.ts';
import { chatbotTitle, site } from '../../common/site.ts';
import { andList } from '../../common/text.ts';

/**
 * What the assistant knows, read from the same typed content modules the pages render
 * (one source of truth), plus the few facts those modules do not carry. Everything here
 * is computed once at start-up.
 */

/** 'Monday - Friday' -> 'Mon-Fri', 'Saturday' -> 'Sat'. */
const shortDays = (label: string) =>
  label.replace(/\b([A-Za-z]{3})[a-z]*/g, '$1').replace(' - ', '-');

/**
 * The team's hours as the assistant states them: computed from the schedule in force for
 * each message (the team saves it on the Availability screen), never kept between messages.
 */
export interface ChatHours {
  weekly: readonly WeeklyHours[];
  /** The closures the team saved, soonest first. */
  closures: readonly Closure[];
  /** 'Monday - Friday 6:00 PM to 3:00 AM; Saturday 6:00 PM to 10:00 PM; closed on Sunday' */
  text: string;
  /** 'Mon-Fri 6:00 PM to 3:00 AM and Sat 6:00 PM to 10:00 PM Pakistan time; closed on Sunday' */
  short: string;
}

export function chatHours(schedule: Schedule): ChatHours {
  const { open, closed } = weeklyHoursParts(schedule.weekly);
  const closedText = closed.length ? `closed on ${andList(closed)}` : '';
  return {
    weekly: schedule.weekly,
    closures: [...schedule.closures].sort((a, b) => a.from.localeCompare(b.from)),
    text: weeklyHoursText(schedule.weekly),
    short:
      (open.length
        ? `${andList(open.map((w) => `${shortDays(w.label)} ${w.span}`))} Pakistan time`
        : 'no opening hours this week') + (closedText ? `; ${closedText}` : ''),
  };
}

/** The spec's hours (§9), for an assistant asked before the team's are read, and for tests. */
export const SPEC_HOURS: ChatHours = chatHours(SPEC_SCHEDULE);

const HOURS_PASSAGE_TAIL = 'Consultations are booked in 3-hour slots within these hours.';

const address = site.address;
const ADDRESS_TEXT = `${address.street}, ${address.city}, ${address.country}`;

/** Facts the content modules leave implicit; kept here rather than guessed in replies. */
export const FACTS = {
  brand: site.name,
  assistantName: chatbotTitle,
  email: site.email,
  phone: site.phone,
  location: `${address.city}, ${address.country}`,
  availability: ENGAGEMENT_FACTS.availability,
  consultation: ENGAGEMENT_FACTS.consultation,
  consultationNoTrial: ENGAGEMENT_FACTS.consultationNoTrial,
  consultationShort: 'a free 15-20 minute consultation',
  responseTime: ENGAGEMENT_FACTS.responseTime,
  support: ENGAGEMENT_FACTS.support,
  pricing: ENGAGEMENT_FACTS.pricing,
} as const;

/** '90-Day Results Guarantee', as the fitness page's closing badge says it. */
export const FITNESS_GUARANTEE =
  FITNESS.closing.badges.find((b) => /guarantee/i.test(b)) ?? '90-Day Results Guarantee';

export const SERVICES = SERVICE_CARDS.map((card) => ({
  ...card,
  detail: SERVICE_DETAILS[card.id],
}));
export type KnownService = ServiceCard & { detail: (typeof SERVICE_DETAILS)[ServiceCardId] };
export const serviceById = (id: ServiceCardId): KnownService => SERVICES.find((s) => s.id === id)!;

/** 'Growth Package: $499 setup + $49 per month' */
function planPrice(plan: Plan): string {
  if (plan.id === 'free-trial') {
    return `${plan.price.replace(/ Free$/i, '').toLowerCase()} free, ${plan.priceInfo.toLowerCase()}`;
  }
  if (plan.id === 'pro-scale') return `custom prices (${plan.priceInfo.toLowerCase()})`;
  return `${plan.price} ${plan.priceInfo.replace(/^\+\s*/, '+ ')}`;
}

export const PLANS_TEXT = PLANS.map((p) => `${p.title}: ${planPrice(p)}`).join('; ');
export const OFFERS_TEXT = OFFERS.map((o) => `${o.title} ${o.price}`).join(', ');

export const STATS_TEXT = STATS.map((s) => `${s.value} ${s.label}`).join(', ');

export { CASE_STUDIES, FITNESS, OFFERS, PET, PLANS, PROCESS_STEPS };

type Topic =
  | 'service'
  | 'home-service'
  | 'plan'
  | 'offer'
  | 'process'
  | 'facts'
  | 'industry'
  | 'case-study'
  | 'pets'
  | 'fitness'
  | 'blog';

/** One retrievable piece of knowledge. */
export interface Passage {
  id: string;
  topic: Topic;
  title: string;
  text: string;
  /** Extra search words that are not part of the text. */
  keywords: string;
  /** Shown to every persona when absent; otherwise only (or first) to that vertical's. */
  profile?: Exclude<BusinessProfile, 'general'>;
  /** The site path where it is read in full (a published blog post). */
  link?: string;
  /** What the Terms or the Privacy Policy say, or our registered company: what binds us, not
   * what we sell. */
  legal?: true;
  /**
   * Found only when the question was read as asking for it, by this search hint: our own
   * social pages are not an answer to "can you grow my LinkedIn page?".
   */
  onlyFor?: string;
}

const list = (items: readonly string[]) => items.join(', ');

function servicePassages(): Passage[] {
  return SERVICES.flatMap((s) => [
    {
      id: `service-${s.id}`,
      topic: 'service' as const,
      title: s.title,
      text: `${s.title}: ${s.description} Includes ${list(s.features)}.`,
      keywords: s.category,
    },
    {
      id: `service-${s.id}-detail`,
      topic: 'service' as const,
      title: `${s.title}: ${s.detail.subtitle}`,
      text: `${s.detail.subtitle}. ${s.detail.description} Why choose it: ${s.detail.benefits.join('; ')}. Our process: ${s.detail.process
        .map((p) => `${p.step} (${p.description.replace(/\.$/, '')})`)
        .join(', ')}. What's included: ${list(s.detail.features)}.`,
      keywords: list(s.features),
    },
  ]);
}

function pricingPassages(): Passage[] {
  return [
    ...PLANS.map((p) => ({
      id: `plan-${p.id}`,
      topic: 'plan' as const,
      title: `${p.title} plan`,
      text: `${p.title} (${p.label}): ${planPrice(p)}. Includes ${list(p.included)}.`,
      keywords: 'price pricing plan cost package chatbot subscription',
    })),
    ...OFFERS.map((o) => ({
      id: `offer-${o.id}`,
      topic: 'offer' as const,
      title: `${o.title} offer`,
      text: `${o.title}, ${o.price}: ${o.description} Includes ${list(o.list)}.`,
      keywords: 'offer price cost package deal',
    })),
  ];
}

function factPassages(): Passage[] {
  return [
    {
      id: 'facts-location',
      topic: 'facts',
      title: 'Location',
      text: `${site.name} is based in ${FACTS.location} (${ADDRESS_TEXT}), serves clients globally and is available 24/7.`,
      keywords:
        'where located address office based country city karachi pakistan global worldwide remote',
    },
    {
      id: 'facts-hours',
      topic: 'facts',
      title: 'Business hours',
      // The hours themselves are the team's, stated when the passage is used (passageText).
      text: `Our business hours are given in Pakistan time (PKT). ${HOURS_PASSAGE_TAIL}`,
      keywords:
        'hours open opening closed timing time schedule weekend saturday sunday monday friday',
    },
    {
      id: 'facts-consultation',
      topic: 'facts',
      title: 'Free consultation',
      text: `${ENGAGEMENT_FACTS.consultation} ${ENGAGEMENT_FACTS.consultationNoTrial} ${ENGAGEMENT_FACTS.responseTime}`,
      keywords: 'consultation call meeting free book appointment demo strategy',
    },
    {
      id: 'facts-support',
      topic: 'facts',
      title: 'Support',
      text: `${ENGAGEMENT_FACTS.support} ${ENGAGEMENT_FACTS.responseTime}`,
      keywords: 'support help emergency maintenance',
    },
    {
      id: 'facts-pricing',
      topic: 'facts',
      title: 'How pricing works',
      text: `${ENGAGEMENT_FACTS.pricing} Plans: ${PLANS_TEXT}. Marketing offers: ${OFFERS_TEXT}.`,
      keywords: 'price pricing cost quote budget how much',
    },
    {
      id: 'facts-about',
      topic: 'facts',
      title: `About ${site.name}`,
      text: `${site.description} ${STATS_TEXT}.`,
      keywords: 'about company agency team experience projects clients who',
    },
    {
      id: 'facts-contact',
      topic: 'facts',
      title: 'Contact',
      text: `E-mail ${site.email}, phone ${site.phone}. ${ENGAGEMENT_FACTS.responseTime}`,
      keywords: 'contact email phone call human person talk',
    },
    {
      id: 'process',
      topic: 'process',
      title: 'How we work',
      text: PROCESS_STEPS.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`).join(' '),
      keywords: 'process steps how work timeline start onboarding',
    },
    {
      id: 'facts-refunds',
      topic: 'facts',
      title: 'Refunds, cancellation, renewal and contract terms',
      text: `From our Terms: ${POLICY_FACTS.refunds} ${POLICY_FACTS.renewal} ${POLICY_FACTS.priceChanges}`,
      keywords:
        'refund refunds refundable money back cancel cancellation canceled cancelled renew renewal auto-renew subscription terms contract commitment',
      legal: true,
    },
    {
      id: 'facts-data',
      topic: 'facts',
      title: 'Your data and privacy',
      text: `From our Privacy Policy: ${POLICY_FACTS.noSale} ${POLICY_FACTS.encryption} ${POLICY_FACTS.access}`,
      keywords:
        'data privacy policy private personal safe secure security encrypted encryption gdpr sell share stored',
      legal: true,
    },
    {
      id: 'facts-careers',
      topic: 'facts',
      title: 'Careers',
      text: `We're hiring! To apply, e-mail ${site.email} with the role in the subject; every role is described on our Careers page. Open roles: ${OPEN_ROLES.map((r) => r.title).join(', ')}.`,
      keywords:
        'hiring hire jobs job careers career vacancy vacancies apply internship work for you join your team',
    },
    ...HOME_SERVICES.map((h, i) => ({
      id: `home-service-${i + 1}`,
      topic: 'home-service' as const,
      title: h.title,
      text: `${h.title}: ${h.description}.`,
      keywords: 'solution automation',
    })),
  ];
}

/** Search words of the legal sections, by document and section id. */
const LEGAL_KEYWORDS: Record<string, string> = {
  'Terms:introduction': 'terms conditions agree agreement accept rules',
  'Terms:user-responsibilities':
    'age old minimum eighteen under child son daughter teen teenager minor kid sign up account password credentials illegal',
  'Terms:intellectual-property':
    'copyright intellectual property ip own ownership logos copy licence license rights',
  'Terms:payments': 'payment pay fees refund renew renewal subscription price change',
  'Terms:liability': 'liability liable damages loss claim compensation responsible',
  'Terms:governing-law':
    'law laws country jurisdiction court courts dispute legal governing lawsuit sue',
  'Terms:changes': 'change update updated terms version',
  'Terms:contact': 'terms questions registered address',
  'Privacy Policy:introduction': 'information choices',
  'Privacy Policy:information-we-collect': 'cookies tracking ip address logs browser device',
  'Privacy Policy:how-we-use': 'use data purpose newsletter why analytics',
  'Privacy Policy:data-sharing':
    'share sharing sell third party parties disclose disclosure providers hosting',
  'Privacy Policy:data-security':
    'security secure encrypted encryption anonymised anonymized anonymous train training ai chats conversations',
  'Privacy Policy:contact-us':
    'delete deletion erase remove copy access correct data request how long gdpr export',
};

/** A legal page's part as the chat states it. */
function legalPartText(part: LegalPart): string {
  switch (part.kind) {
    case 'paragraph':
      return part.text;
    case 'list':
      return part.items.join(' ');
    case 'subheading':
      return `${part.text}:`;
    case 'company':
      return `${site.legalName}, ${POSTAL_ADDRESS}. Email: ${site.email}.`;
  }
}

/** One passage per section of the Terms and the Privacy Policy ('Terms: Governing Law'). */
function legalPassages(document: LegalDocument): Passage[] {
  return document.sections.map((section) => {
    const title = sectionTitle(section);
    const body = section.parts.map(legalPartText).join(' ');
    return {
      id: `${document.short.toLowerCase().replace(/\s+/g, '-')}-${section.id}`,
      topic: 'facts' as const,
      title: `${document.short}: ${title}`,
      // A section that opens with a list is introduced by its title.
      text: section.parts[0]?.kind === 'list' ? `${title}: ${body}` : body,
      keywords: LEGAL_KEYWORDS[`${document.short}:${section.id}`] ?? document.short.toLowerCase(),
      legal: true as const,
    };
  });
}

function industryPassages(): Passage[] {
  return [
    ...INDUSTRIES.filter((i) => !i.special).map((i) => ({
      id: `industry-${i.id}`,
      topic: 'industry' as const,
      title: `${i.text} industry`,
      text: `${i.text}: ${i.subtitle}. ${i.description}${i.comingSoon ? ` (${i.comingSoon}.)` : ''}`,
      keywords: 'industry vertical sector niche',
    })),
    ...CASE_STUDIES.map((c, n) => ({
      id: `case-${n + 1}`,
      topic: 'case-study' as const,
      title: `${c.Company} case study`,
      // Labelled as the Portfolio and Work pages label them, in one sentence: what the
      // client got and what it did are one fact.
      text: `${c.Company} (${c.Vertical}; Region: ${c.GEO}; Services: ${c.Services}; Platform: ${c.Platform}), results: ${c.Results}`,
      keywords: 'portfolio case study client results example work',
    })),
  ];
}

function verticalPassages(): Passage[] {
  return [
    {
      id: 'pets-offer',
      topic: 'pets',
      profile: 'pets',
      title: PET.hero.title,
      text: `${PET.hero.title}: ${PET.hero.subtitle} ${PET.assistantName} plans start ${PET.priceNote}, with a ${PET.trialDays}-day free trial (no credit card required, cancel anytime). ${PET.setupTime}. ${PET.bookingIncreaseClaim}`,
      keywords:
        'pet pets groomer grooming vet daycare boarding price cost trial cancel contract commitment',
    },
    ...PET.features.map((f, i) => ({
      id: `pets-feature-${i + 1}`,
      topic: 'pets' as const,
      profile: 'pets' as const,
      title: f.title,
      text: `${f.title}: ${f.description}`,
      keywords: `pet pets feature${/language/i.test(`${f.title} ${f.description}`) ? ' speak spanish urdu arabic english language languages multilingual translate' : ''}`,
    })),
    {
      id: 'pets-at-a-glance',
      topic: 'pets',
      profile: 'pets',
      title: `${PET.assistantName} at a glance`,
      text: `${PET_PLANS_NOTE} ${PET.hero.badges.join('. ')}. ${PET_HIGHLIGHTS.join('; ')}. ${PET.closing.note.replace(/ • /g, ', ')}.`,
      keywords: 'pet pets setup support languages bookings trial',
    },
    ...PET.testimonials.map((t, i) => ({
      id: `pets-testimonial-${i + 1}`,
      topic: 'pets' as const,
      profile: 'pets' as const,
      title: `${t.name}, ${t.business} (review)`,
      text: `${t.name} of ${t.business} (${t.rating} out of 5): “${t.quote}”`,
      keywords: 'pet pets review reviews testimonial testimonials clients say',
    })),
    ...PET.faq.map((f, i) => ({
      id: `pets-faq-${i + 1}`,
      topic: 'pets' as const,
      profile: 'pets' as const,
      title: f.question,
      text: `${f.question} ${f.answer}`,
      keywords: 'pet pets faq question',
    })),
    {
      id: 'fitness-offer',
      topic: 'fitness',
      profile: 'fitness',
      title: FITNESS.hero.title,
      text: `${FITNESS.hero.title}: ${FITNESS.hero.subtitle} ${FITNESS.problemsClaim}: ${FITNESS.problems.map((p) => p.title).join(', ')}. ${FITNESS.packagesPromise}, backed by our ${FITNESS_GUARANTEE} and 5+ years of experience.`,
      keywords: 'fitness gym studio trainer members membership',
    },
    {
      id: 'fitness-call',
      topic: 'fitness',
      profile: 'fitness',
      title: 'Free fitness strategy call',
      text: `${FITNESS.closing.text} ${FITNESS.hero.note.replace(/ • /g, ', ')}.`,
      keywords: 'fitness gym call audit strategy free',
    },
    ...FITNESS.packages.map((p, i) => ({
      id: `fitness-package-${i + 1}`,
      topic: 'fitness' as const,
      profile: 'fitness' as const,
      title: `${p.title} package`,
      text: `${p.title}: ${p.description} Includes ${list(p.features)}. Price: ${p.price.toLowerCase()} after a free 15-minute strategy call.`,
      keywords: 'fitness gym package price',
    })),
    ...FITNESS.benefits.map((b, i) => ({
      id: `fitness-benefit-${i + 1}`,
      topic: 'fitness' as const,
      profile: 'fitness' as const,
      title: b.title,
      text: `${b.title} for fitness businesses: ${b.description}`,
      keywords: 'fitness gym',
    })),
    ...FITNESS.problems.map((p, i) => ({
      id: `fitness-problem-${i + 1}`,
      topic: 'fitness' as const,
      profile: 'fitness' as const,
      title: p.title,
      text: `${p.title}: ${p.description}`,
      keywords: 'fitness gym problem challenge',
    })),
  ];
}

/** Every passage the assistant can retrieve, built once. */
export const PASSAGES: readonly Passage[] = [
  ...servicePassages(),
  ...pricingPassages(),
  ...factPassages(),
  ...legalPassages(TERMS),
  ...legalPassages(PRIVACY_POLICY),
  ...industryPassages(),
  ...verticalPassages(),
];

/**
 * The compact fact sheet the model provider is grounded in (its system prompt), so a
 * model never has to guess a price, an hour or the address.
 */
export function factSheet(profile: BusinessProfile, hours: ChatHours): string {
  const lines = [
    `Agency: ${site.name}, a digital agency. ${FACTS.availability} Address: ${ADDRESS_TEXT}. E-mail ${site.email}, phone ${site.phone}.`,
    `Business hours (Pakistan time): ${hours.text}.`,
    `${ENGAGEMENT_FACTS.consultation} ${ENGAGEMENT_FACTS.consultationNoTrial} ${ENGAGEMENT_FACTS.responseTime} ${ENGAGEMENT_FACTS.support}`,
    `Services: ${SERVICES.map((s) => s.title).join(', ')}.`,
    `Chatbot plans: ${PLANS_TEXT}. Marketing offers: ${OFFERS_TEXT}. ${ENGAGEMENT_FACTS.pricing}`,
    `Track record: ${STATS_TEXT}.`,
    `Verticals: pet businesses (${PET.assistantName}, ${PET.priceNote}, ${PET.trialDays}-day free trial, ${PET.languages}) and fitness businesses (packages ${FITNESS.packages.map((p) => p.title).join(', ')}; ${FITNESS.packagesPromise.toLowerCase()}; ${FITNESS_GUARANTEE}).`,
  ];
  if (profile === 'pets') {
    lines.push(
      `You speak for pet businesses: ${PET.hero.subtitle} Features: ${PET.features.map((f) => f.title).join(', ')}. ${PET.setupTime}. ${PET.closing.note}.`,
    );
  }
  if (profile === 'fitness') {
    lines.push(
      `You speak for fitness businesses: ${FITNESS.hero.subtitle} Packages are a custom quote after a free 15-minute strategy call. ${FITNESS.problemsClaim}.`,
    );
  }
  return lines.join('\n');
}

/** How many coming closures the hours answer names at most. */
const CLOSURES_NAMED = 3;

const closureDate = (date: IsoDate) => formatDate(zonedInstant(date, 12), BUSINESS_TIME_ZONE);

/**
 * " We are also closed on ... (reason) and from ... to ...": the closures not over on
 * `today` (Pakistan time), or '' when none are.
 */
export function closuresSentence(hours: ChatHours, today: IsoDate): string {
  const coming = hours.closures.filter((c) => c.to >= today).slice(0, CLOSURES_NAMED);
  if (coming.length === 0) return '';
  const parts = coming.map((c) => {
    const when =
      c.from === c.to
        ? `on ${closureDate(c.from)}`
        : `from ${closureDate(c.from)} to ${closureDate(c.to)}`;
    return `${when} (${c.reason})`;
  });
  return ` We are also closed ${andList(parts)}.`;
}

/** A passage's text as the visitor or the model reads it: the hours passage with the team's. */
export function passageText(passage: Passage, hours: ChatHours, now: Date): string {
  if (passage.id !== 'facts-hours') return passage.text;
  const today = todayInBusinessZone(now);
  return `Our business hours in Pakistan time (PKT) are ${hours.text}.${closuresSentence(hours, today)} ${HOURS_PASSAGE_TAIL}`;
}
