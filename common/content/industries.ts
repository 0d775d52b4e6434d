/**
 * Spec §2.3 industries grid: tiles with text, type (large, medium, wide), subtitle,
 * description, optional visual key and a special flag. The pet and fitness tiles link to
 * their landing pages; Wellness & Spa is announced but not clickable yet.
 */

type IndustryTileType = 'large' | 'medium' | 'wide';

type IndustryVisualKey =
  | 'cart'
  | 'graduation'
  | 'shirt'
  | 'plane'
  | 'landmark'
  | 'paw'
  | 'dumbbell'
  | 'heart'
  | 'flower'
  | 'clapper';

export interface IndustryTile {
  id: string;
  text: string;
  type: IndustryTileType;
  subtitle: string;
  description: string;
  visual?: IndustryVisualKey;
  /** The closing 'Don't see your Industry?' tile with its 'Approach Now' button. */
  special: boolean;
  /** A landing page reached by a full page load. */
  href?: string;
  /** Shown instead of a link while the landing page is being built. */
  comingSoon?: string;
  /** Large tiles: what we build for the industry, drawn as icon chips. */
  highlights?: readonly { icon: string; label: string }[];
}

export const INDUSTRY_APPROACH_BUTTON = 'Approach Now';

/** The heading of the industries: the home page's grid and the shorter list on /About_v1. */
export const INDUSTRIES_HEADINGS = {
  home: {
    eyebrow: 'Industries',
    title: 'Built for the way your industry sells',
    intro: 'Automation, marketing and AI assistants shaped around the customers you serve.',
  },
  about: { eyebrow: 'Industries', title: 'Industries we serve' },
};
const INDUSTRY_COMING_SOON = 'Landing Page Coming Soon';

export const INDUSTRIES: readonly IndustryTile[] = [
  {
    id: 'ecommerce',
    text: 'E-commerce',
    type: 'large',
    subtitle: 'Sell more, automatically',
    description:
      'Product recommendations, abandoned-cart recovery and a shopping assistant that answers buyers instantly.',
    visual: 'cart',
    special: false,
    highlights: [
      { icon: 'bot', label: 'Shopping assistant' },
      { icon: 'cart', label: 'Cart recovery' },
      { icon: 'sparkles', label: 'Recommendations' },
    ],
  },
  {
    id: 'education',
    text: 'Education',
    type: 'medium',
    subtitle: 'Enrol students faster',
    description:
      'Admissions chatbots, course funnels and automated reminders for schools and academies.',
    visual: 'graduation',
    special: false,
  },
  {
    id: 'fashion',
    text: 'Fashion',
    type: 'medium',
    subtitle: 'Style that sells',
    description: 'Lookbook sites, creator campaigns and social automation for fashion labels.',
    visual: 'shirt',
    special: false,
  },
  {
    id: 'travel',
    text: 'Travel',
    type: 'wide',
    subtitle: 'Bookings around the clock',
    description:
      'Trip enquiries answered in any time zone, itineraries captured and bookings confirmed automatically.',
    visual: 'plane',
    special: false,
  },
  {
    id: 'finance',
    text: 'Finance',
    type: 'medium',
    subtitle: 'Trust at first click',
    description:
      'Secure lead capture, appointment booking and compliant content for financial services.',
    visual: 'landmark',
    special: false,
  },
  {
    id: 'pet',
    text: 'Pet Industry',
    type: 'large',
    subtitle: 'Bookings. Upsells. Reminders.',
    description:
      'Groomers, vets, trainers and pet stores automate bookings and reminders with an AI assistant.',
    visual: 'paw',
    highlights: [
      { icon: 'calendar-check', label: 'Grooming bookings' },
      { icon: 'bot', label: 'Pet-care assistant' },
      { icon: 'share', label: 'Social content' },
    ],
    special: false,
    href: '/LandingPages/PetLandingPage',
  },
  {
    id: 'fitness',
    text: 'Fitness',
    type: 'medium',
    subtitle: 'Fill every class',
    description: 'Gyms and studios grow memberships with AI lead capture, apps and targeted ads.',
    visual: 'dumbbell',
    special: false,
    href: '/LandingPages/FitnessLandingPage',
  },
  {
    id: 'health',
    text: 'Health',
    type: 'medium',
    subtitle: 'Care that is easy to book',
    description:
      'Clinics and practitioners offer 24/7 booking and instant answers to patient questions.',
    visual: 'heart',
    special: false,
  },
  {
    id: 'wellness',
    text: 'Wellness & Spa',
    type: 'medium',
    subtitle: 'Relaxation, booked for you',
    description:
      'Spas and wellness centres fill their calendars with automated booking and follow-ups.',
    visual: 'flower',
    special: false,
    comingSoon: INDUSTRY_COMING_SOON,
  },
  {
    id: 'entertainment',
    text: 'Entertainment',
    type: 'wide',
    subtitle: 'Audiences that come back',
    description: 'Event funnels, ticket campaigns and fan engagement across every social platform.',
    visual: 'clapper',
    special: false,
  },
  {
    id: 'other',
    text: "Don't see your Industry?",
    type: 'medium',
    subtitle: 'We adapt to you',
    description: 'Tell us about your business and we will design an automation plan that fits.',
    special: true,
  },
];
