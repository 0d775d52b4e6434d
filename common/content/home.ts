/**
 * The words of the home page that no other content module holds: the hero, the ticker, the
 * creative design section and the development / AI / marketing pillars. The chat answers
 * from them too. Icons and links are the page's.
 */

export const HOME_HERO = {
  intro:
    'We design, build and automate the websites, brands, campaigns and AI assistants that bring you customers around the clock.',
} as const;

/** Spec §2.3 ticker. */
export const TICKER_ITEMS = [
  'SEO',
  'DIGITAL MARKETING',
  'WEB DESIGN',
  'UI / UX',
  'APP DESIGN',
] as const;

/** Spec §2.3 creative design section. */
export const CREATIVE_DESIGN = {
  eyebrow: 'Creative design',
  title: 'Brands and experiences people remember',
  intro:
    'Identity, websites, content and video crafted by one team, so every touchpoint looks and sounds like you, and every design decision serves conversion.',
} as const;

/** Spec §2.3 development / AI / marketing sections. */
export const PILLARS = {
  eyebrow: 'One partner',
  title: 'Development, AI and marketing under one roof',
  intro: 'No hand-offs between agencies: strategy, build and growth share one team and one goal.',
  cards: [
    {
      title: 'Development',
      description:
        'Websites, web apps and mobile apps engineered for speed, security and search, and built to convert.',
    },
    {
      title: 'AI & Automation',
      description:
        'Chatbots, booking assistants and workflows that answer, qualify and book while you focus on the work.',
    },
    {
      title: 'Marketing',
      description:
        'SEO, Meta ads, influencer campaigns and social automation measured by leads and revenue, not likes.',
    },
  ],
} as const;
