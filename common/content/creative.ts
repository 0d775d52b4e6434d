/**
 * The creative-services content of /Creative beyond the spec's own texts: what
 * we make, the work shown as samples and the process of a creative project.
 */

/** Case studies shown as work samples on /Creative (by Company, common/content/case-studies.ts). */
export const CREATIVE_SAMPLES = [
  'Saffron & Salt',
  'Luma Living',
  'Kinship Social',
  'Stagelight Events',
] as const;

export const CREATIVE_OFFER = [
  {
    icon: 'palette',
    title: 'Brand identity',
    description: 'Name, logo, colours, type and a guide your whole team can follow.',
  },
  {
    icon: 'layout',
    title: 'Websites & landing pages',
    description: 'Pages designed around one clear action, fast on every phone.',
  },
  {
    icon: 'camera',
    title: 'Social content',
    description: 'Posts, reels and stories in a consistent look, planned a month ahead.',
  },
  {
    icon: 'video',
    title: 'Video & motion',
    description: 'Short ads, explainers and product clips cut for every platform.',
  },
] as const;

export const CREATIVE_PROCESS = [
  {
    title: 'Discover',
    text: 'A workshop on your customers, competitors and the one thing you want people to remember.',
  },
  {
    title: 'Concept',
    text: 'Two or three creative directions with moodboards, so you choose a look before we build it.',
  },
  {
    title: 'Design & produce',
    text: 'The identity, pages and content of the chosen direction, reviewed with you at every milestone.',
  },
  {
    title: 'Launch & learn',
    text: 'Assets delivered in every format, then we measure what performs and make more of it.',
  },
] as const;

/** The headings of the offer, the work samples and the process on /Creative. */
export const CREATIVE_HEADINGS = {
  offer: { eyebrow: 'What we make', title: 'Everything your brand needs to be seen' },
  samples: {
    eyebrow: 'Selected work',
    title: 'Work samples',
    intro: 'Identities, stores and feeds we designed, and what they did for the business.',
  },
  process: { eyebrow: 'Process', title: 'From first workshop to launch' },
};

/** The words of /Creative around its offer, samples and process. */
export const CREATIVE_PAGE = {
  eyebrow: 'Creatives',
  title: 'Creative that stops the scroll',
  intro:
    'Strategy, design and production under one roof, for brands that want to be seen and remembered.',
  statements: [
    'We design brands people remember.',
    'We tell stories that move people to act.',
    'We create content that performs on every screen.',
  ],
  approach: {
    title: 'How we do it',
    text: 'Every project starts with your customers: who they are, what they care about and where they spend their time. From there we shape a brand idea, design the identity and produce the content that carries it, testing what works and doing more of it.',
  },
  delivery: {
    title: 'Delivery',
    text: 'You get a dedicated creative lead, a clear timeline and regular check-ins. Logos, brand guidelines, social content, video and campaign assets are delivered ready to use, in every format you need, on time.',
  },
  cta: {
    title: 'Let’s make something people remember',
    text: 'Tell us about your brand. The first consultation is free and takes 15-20 minutes.',
  },
} as const;
