import { site } from '../site.ts';

/**
 * The words of /About and /About_v1 (app/features/about/about-sections.tsx), which the chat
 * also answers from. Icons are the page's.
 */

export interface AboutCard {
  title: string;
  description: string;
}

export interface PressMention {
  outlet: string;
  title: string;
}

export const ABOUT = {
  eyebrow: 'About Us',
  intro: `${site.name} is a digital agency from ${site.address.city}, ${site.address.country}, working with businesses around the world, available 24/7. We combine design, engineering, marketing and AI so our clients grow faster with less manual work.`,
  vision: {
    eyebrow: 'Who we are',
    title: 'Vision and philosophy',
    cards: [
      {
        title: 'Our Vision',
        description:
          'A world where every business, from a neighbourhood groomer to a global brand, has the digital tools and automation that once only large companies could afford.',
      },
      {
        title: 'Our Philosophy',
        description:
          'Technology should serve people. We start from your customers and goals, keep things simple, measure what matters and improve every month.',
      },
    ] satisfies AboutCard[],
  },
  drivers: {
    eyebrow: 'What drives us',
    title: 'Performance, creative and work that lasts',
    cards: [
      {
        title: 'Performance',
        description:
          'Campaigns and funnels optimised every week against one metric: your cost per customer.',
      },
      {
        title: 'Creative',
        description:
          'Brands, content and video with a point of view, designed to be remembered and to convert.',
      },
      {
        title: 'Work',
        description:
          '500+ projects delivered for clients on four continents, from first logo to full automation.',
      },
    ] satisfies AboutCard[],
  },
  /** The certifications and partner programmes the About page's "Certified By" shows. */
  certifications: [
    'Google Partner',
    'Meta Business Partner',
    'HubSpot Certified',
    'Shopify Partners',
    'AWS Certified',
    'Microsoft Partner',
    'Semrush Certified',
  ],
  press: {
    eyebrow: 'Press',
    title: 'They write about us',
    mentions: [
      {
        outlet: 'TechCrunch Asia',
        title: 'How a Karachi agency is bringing AI booking to small businesses',
      },
      { outlet: 'Marketing Week', title: 'The agencies rethinking influencer ROI' },
      { outlet: 'Dawn Business', title: 'Pakistan’s digital agencies go global' },
      {
        outlet: 'Startup Grind',
        title: 'Automation that pays for itself: lessons from 250 clients',
      },
    ] satisfies PressMention[],
  },
} as const;
