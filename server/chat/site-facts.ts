import { ABOUT, type AboutCard } from '../../common/content/about.ts';
import { AI_READY } from '../../common/content/ai-ready.ts';
import { CAREERS_PAGE, OPEN_ROLES } from '../../common/content/careers.ts';
import { CASE_STUDIES, PORTFOLIO_PAGE, WORK_PAGE } from '../../common/content/case-studies.ts';
import { CONTACT_PAGE, GET_IN_TOUCH, WELCOME_ABOARD } from '../../common/content/contact-page.ts';
import {
  CREATIVE_HEADINGS,
  CREATIVE_OFFER,
  CREATIVE_PAGE,
  CREATIVE_PROCESS,
} from '../../common/content/creative.ts';
import {
  INFLUENCE_PAGE,
  INFLUENCER_PLATFORMS,
  PLATFORMS_STRIP,
} from '../../common/content/influence.ts';
import { OFFERS_PAGE } from '../../common/content/offers.ts';
import { SERVICES_PAGE } from '../../common/content/services.ts';
import { VERTICALS_PAGE } from '../../common/content/verticals.ts';
import { POSTAL_ADDRESS } from '../../common/content/legal.ts';
import { TEAM, TEAM_HEADING } from '../../common/content/team.ts';
import { site } from '../../common/site.ts';
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

export const SITE_PASSAGES: readonly Passage[] = [
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
