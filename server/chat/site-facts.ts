import { ABOUT, type AboutCard } from '../../common/content/about.ts';
import { AI_READY } from '../../common/content/ai-ready.ts';
import { CAREERS_PAGE, OPEN_ROLES } from '../../common/content/careers.ts';
import { BENEFITS, BENEFITS_HEADING, LIVE_ANALYTICS } from '../../common/content/benefits.ts';
import { CASE_STUDIES, PORTFOLIO_PAGE, WORK_PAGE } from '../../common/content/case-studies.ts';
import {
  COMPARISON_COLUMNS,
  COMPARISON_HEADING,
  COMPARISON_ROWS,
} from '../../common/content/comparison.ts';
import { CONTACT_PAGE, GET_IN_TOUCH, WELCOME_ABOARD } from '../../common/content/contact-page.ts';
import {
  CREATIVE_HEADINGS,
  CREATIVE_OFFER,
  CREATIVE_PAGE,
  CREATIVE_PROCESS,
} from '../../common/content/creative.ts';
import { CREATIVE_DESIGN, HOME_HERO, PILLARS, TICKER_ITEMS } from '../../common/content/home.ts';
import { HOME_SERVICES_HEADING } from '../../common/content/home-services.ts';
import { INDUSTRIES, INDUSTRIES_HEADINGS } from '../../common/content/industries.ts';
import {
  INFLUENCE_PAGE,
  INFLUENCER_PLATFORMS,
  PLATFORMS_STRIP,
} from '../../common/content/influence.ts';
import { PLANS, PLANS_HEADING } from '../../common/content/plans.ts';
import { OFFERS_PAGE } from '../../common/content/offers.ts';
import { SERVICES_PAGE } from '../../common/content/services.ts';
import { VERTICALS_PAGE } from '../../common/content/verticals.ts';
import { POSTAL_ADDRESS } from '../../common/content/legal.ts';
import { TEAM, TEAM_HEADING } from '../../common/content/team.ts';
import { site } from '../../common/site.ts';
import { andList } from '../../common/text.ts';
import type { Passage } from './knowledge.ts';

/**
 * Passages of facts the public pages state that knowledge.ts does not hold one by one: each
 * open role of the Careers page (its team, place, kind and summary) and each team lead of
 * the About page with their role, so "is the AI engineer position remote?" or "who heads
 * performance marketing?" finds the one passage that answers it. Read from the same content
 * modules the pages render; built once.
 */
/** 'Our Vision: A world where ... Our Philosophy: Technology should ...' */
const cardsText = (cards: readonly AboutCard[]) =>
  cards.map((c) => `${c.title}: ${c.description}`).join(' ');

/** 'DIGITAL MARKETING' -> 'Digital Marketing'; an acronym ('SEO', 'UI / UX') stays. */
const titleCase = (item: string) =>
  item.length <= 3 || item.includes('/')
    ? item
    : item.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** A sentence closed by a full stop unless it has its own. */
const closed = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const ours = COMPARISON_ROWS.filter((r) => r.ours).map((r) => r.feature);
const theirs = COMPARISON_ROWS.filter((r) => r.traditional).map((r) => r.feature);
const otherIndustries = INDUSTRIES.find((i) => i.special);

/** The search words of a question read as asking for our social pages, which alone find them. */
export const SOCIALS_HINT = 'follow social media handle profile';

export const SITE_PASSAGES: readonly Passage[] = [
  {
    id: 'home-what-we-do',
    topic: 'facts',
    title: `What ${site.name} does`,
    text: `${HOME_HERO.intro} What we do: ${TICKER_ITEMS.map(titleCase).join(', ')}. ${HOME_SERVICES_HEADING.intro} ${INDUSTRIES_HEADINGS.home.intro}`,
    keywords: 'what do you do offer agency',
  },
  ...(otherIndustries
    ? [
        {
          id: 'industry-other',
          topic: 'industry' as const,
          title: 'Industries not listed',
          text: `${otherIndustries.text} ${otherIndustries.subtitle}: ${otherIndustries.description}`,
          keywords: 'other industry industries not listed my business',
        },
      ]
    : []),
  {
    id: 'home-benefits',
    topic: 'facts',
    title: BENEFITS_HEADING.title,
    text: `${BENEFITS.map((b) => closed(`${b.title}: ${b.description}`)).join(' ')} ${LIVE_ANALYTICS.title}: ${LIVE_ANALYTICS.figures.map((f) => `${f.value} ${f.label}`).join(', ')}.`,
    keywords: 'benefits why automate missed calls analytics',
  },
  {
    id: 'socials',
    topic: 'facts',
    title: `${site.name} on social media`,
    text: `Follow ${site.name} on ${andList(site.socials.map((s) => `${s.label} (${s.href})`))}.`,
    keywords: 'follow social media handle profile account page twitter',
    onlyFor: SOCIALS_HINT,
  },
  {
    id: 'comparison',
    topic: 'facts',
    title: COMPARISON_HEADING.title,
    text: `${COMPARISON_COLUMNS.ours} compared with ${COMPARISON_COLUMNS.traditional}: ${COMPARISON_COLUMNS.ours} has ${andList(ours)}; ${COMPARISON_COLUMNS.traditional} have ${andList(theirs)} only.`,
    keywords: 'compare comparison traditional tools switch difference better',
  },
  {
    id: 'plans-intro',
    topic: 'plan',
    title: PLANS_HEADING.title,
    text: `${PLANS_HEADING.intro} ${PLANS.map((p) => p.title).join(', ')}.`,
    keywords: 'plans',
  },
  {
    id: 'home-creative',
    topic: 'service',
    title: CREATIVE_DESIGN.title,
    text: `${CREATIVE_DESIGN.intro} ${PILLARS.title}: ${PILLARS.intro} ${PILLARS.cards.map((c) => `${c.title}: ${c.description}`).join(' ')}`,
    keywords: 'one team partner development ai automation marketing',
  },
  {
    id: 'contact-page',
    topic: 'facts',
    title: 'Getting in touch',
    text: `${CONTACT_PAGE.intro} ${GET_IN_TOUCH.text} ${GET_IN_TOUCH.availability}.`,
    keywords: 'partnership partnerships partner collaborate message reach',
  },
  {
    id: 'welcome-aboard',
    topic: 'plan',
    title: 'Starting the free trial (Welcome Aboard page)',
    text: `On our Welcome Aboard page: ${WELCOME_ABOARD.intro} ${WELCOME_ABOARD.steps.join(' ')}`,
    keywords: 'trial start sign up signup onboarding set up',
  },
  {
    id: 'offers-page',
    topic: 'offer',
    title: OFFERS_PAGE.title,
    text: OFFERS_PAGE.intro,
    keywords: 'offers ready-made campaigns packages',
  },
  {
    id: 'services-page',
    topic: 'service',
    title: SERVICES_PAGE.title,
    text: `${SERVICES_PAGE.cta.text}`,
    keywords: 'plan quote proposal project start',
  },
  {
    id: 'ai-ready',
    topic: 'service',
    title: AI_READY.title,
    text: `${AI_READY.intro} ${AI_READY.offer} ${AI_READY.plan.map((w) => `${w.week}: ${w.text}`).join(' ')}`,
    keywords: 'ai-ready 30 days blueprint weeks automation plan',
  },
  {
    id: 'verticals-page',
    topic: 'industry',
    title: VERTICALS_PAGE.title,
    text: `${VERTICALS_PAGE.intro} ${VERTICALS_PAGE.growth.text} ${VERTICALS_PAGE.pet.name}: ${VERTICALS_PAGE.pet.text} ${VERTICALS_PAGE.fitness.name}: ${VERTICALS_PAGE.fitness.text} ${VERTICALS_PAGE.wellness.name}: ${VERTICALS_PAGE.wellness.text} ${VERTICALS_PAGE.cta.text}`,
    keywords: 'verticals industries industry specialise',
  },
  {
    id: 'work-page',
    topic: 'case-study',
    title: `${WORK_PAGE.title} and ${PORTFOLIO_PAGE.eyebrow.toLowerCase()}`,
    text: `${WORK_PAGE.intro} Clients: ${CASE_STUDIES.map((c) => c.Company).join(', ')}. ${PORTFOLIO_PAGE.intro} ${WORK_PAGE.cta.text} ${PORTFOLIO_PAGE.cta.text}`,
    keywords: 'portfolio work case studies clients results',
  },
  {
    id: 'influence-how',
    topic: 'service',
    title: `${INFLUENCE_PAGE.eyebrow}: ${INFLUENCE_PAGE.stepsTitle.toLowerCase()}`,
    text: `${INFLUENCE_PAGE.intro} ${INFLUENCE_PAGE.steps.map((s) => `${s.title}: ${s.text}`).join(' ')} ${INFLUENCE_PAGE.cta.text}`,
    keywords: 'influencer influencers creators campaign how works vetted',
  },
  {
    id: 'influence-platforms',
    topic: 'service',
    title: 'Influencer platforms',
    text: `${PLATFORMS_STRIP.text} Platforms: ${INFLUENCER_PLATFORMS.join(', ')}.`,
    keywords: 'influencer platform platforms creators celebrities micro',
  },
  {
    id: 'creative-approach',
    topic: 'service',
    title: `${CREATIVE_PAGE.eyebrow}: ${CREATIVE_PAGE.approach.title.toLowerCase()}`,
    text: `${CREATIVE_PAGE.intro} ${CREATIVE_PAGE.statements.join(' ')} ${CREATIVE_PAGE.approach.text} ${CREATIVE_PAGE.delivery.text} ${CREATIVE_PAGE.cta.text}`,
    keywords: 'creative creatives design brand content delivery deliverables',
  },
  {
    id: 'creative-offer',
    topic: 'service',
    title: CREATIVE_HEADINGS.offer.title,
    text: `${CREATIVE_OFFER.map((o) => `${o.title}: ${o.description}`).join(' ')} ${CREATIVE_HEADINGS.samples.intro}`,
    keywords: 'creative make makes identity social content video motion',
  },
  {
    id: 'creative-process',
    topic: 'service',
    title: `Creative projects: ${CREATIVE_HEADINGS.process.title.toLowerCase()}`,
    text: CREATIVE_PROCESS.map((p, i) => `${i + 1}. ${p.title}: ${p.text}`).join(' '),
    keywords: 'creative workshop concept moodboards directions',
  },
  {
    id: 'about-vision',
    topic: 'facts',
    title: `${ABOUT.vision.title} of ${site.name}`,
    text: `${ABOUT.intro} ${cardsText(ABOUT.vision.cards)}`,
    keywords: 'vision philosophy mission values believe about',
  },
  {
    id: 'about-drivers',
    topic: 'facts',
    title: ABOUT.drivers.title,
    text: `${ABOUT.drivers.eyebrow}: ${cardsText(ABOUT.drivers.cards)}`,
    keywords: 'drives motivation continents track record',
  },
  {
    id: 'about-certifications',
    topic: 'facts',
    title: 'Certified By',
    text: `${site.name} is certified by or a partner of: ${andList(ABOUT.certifications)}.`,
    keywords:
      'certified certification certifications certificate partner partners partnership accredited badge credentials',
  },
  {
    id: 'about-press',
    topic: 'facts',
    title: 'Press coverage',
    text: `${ABOUT.press.title}: ${ABOUT.press.mentions.map((m) => `${m.outlet}, “${m.title}”`).join('; ')}.`,
    keywords: 'press media news featured article articles coverage magazine',
  },
  {
    id: 'company-details',
    topic: 'facts',
    title: 'Registered company name and address',
    text: `Our registered company name is ${site.legalName}; we trade as ${site.name}. Registered address: ${POSTAL_ADDRESS}.`,
    keywords: 'legal registered company name official pvt ltd private limited registration entity',
    legal: true,
  },
  ...OPEN_ROLES.map((role): Passage => ({
    id: `role-${role.id}`,
    topic: 'facts',
    title: `${role.title} (job opening)`,
    text: `We're hiring a ${role.title} (${role.team} team): ${role.type}, ${role.location}. ${role.summary} To apply, e-mail ${site.email} with the role in the subject.`,
    keywords: 'job jobs hiring vacancy opening position role career careers apply remote',
  })),
  {
    id: 'careers-apply',
    topic: 'facts',
    title: 'How to apply for a job',
    text: `${CAREERS_PAGE.applyBeforeAddress} ${site.email} ${CAREERS_PAGE.applyAfterAddress} ${CAREERS_PAGE.replyTime} ${CAREERS_PAGE.openApplicationLead} ${CAREERS_PAGE.openApplication} to ${site.email}.`,
    keywords:
      'apply application cv resume hear back reply response how long weeks open application job careers',
  },
  ...OPEN_ROLES.map((role): Passage => ({
    id: `role-${role.id}-duties`,
    topic: 'facts',
    title: `${role.title}: the work and what it asks`,
    text: `${role.title}. ${CAREERS_PAGE.responsibilitiesHeading}: ${role.responsibilities.join('; ')}. ${CAREERS_PAGE.requirementsHeading}: ${role.requirements.join('; ')}.`,
    keywords: 'duties responsibilities requirements skills experience years qualifications',
  })),
  {
    id: 'team-intro',
    topic: 'facts',
    title: 'Our team',
    text: `${CAREERS_PAGE.intro} ${TEAM_HEADING.intro} ${TEAM.map((m) => `${m.name}, ${m.role}`).join('; ')}.`,
    keywords: 'team people staff culture',
  },
  ...TEAM.map((member): Passage => ({
    id: `team-${member.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    topic: 'facts',
    title: `${member.name}, ${member.role}`,
    text: `${member.name} is our ${member.role}.`,
    keywords: 'team lead leads head who person people leadership',
  })),
];
