import { WORK_ART, workArtAlt, type WorkArtInput } from '../work-art.ts';
import type { PortfolioIndustry } from './portfolio-filters.ts';

/**
 * Spec §3 client case studies (static, 10 entries). Services and GEO are comma text that
 * the portfolio filters match by substring (§5); Vertical is one of the §9 industries.
 * The clients are fictitious examples of the work we do.
 */
export interface CaseStudy {
  Company: string;
  Services: string;
  GEO: string;
  Platform: string;
  /** Our own SVG mark of the client in public/. */
  Image: string;
  Vertical: PortfolioIndustry;
  Results: string;
  /** The client's brand colour: the picture of the work is drawn in it (common/work-art.ts). */
  Colour: string;
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    Company: 'QuickDrop Couriers',
    Services: 'AI Chatbot Integration, Website Development',
    GEO: 'North America',
    Platform: 'Website, WhatsApp',
    Image: '/images/clients/quickdrop.svg',
    Vertical: 'Delivery',
    Results:
      'An AI assistant now answers 78% of delivery-status questions without an agent; support tickets fell by 41% in three months.',
    Colour: '#2552d9',
  },
  {
    Company: 'Luma Living',
    Services: 'Ecommerce Store, Performance Marketing',
    GEO: 'Europe',
    Platform: 'Shopify, Meta Ads',
    Image: '/images/clients/luma-living.svg',
    Vertical: 'E-commerce',
    Results:
      'A rebuilt store and retargeting funnel raised the conversion rate from 1.2% to 3.4% and return on ad spend to 4.6x.',
    Colour: '#475569',
  },
  {
    Company: 'Neon Arcade Studios',
    Services: 'Social Media Automation, Performance Marketing',
    GEO: 'WorldWide',
    Platform: 'TikTok, Instagram, YouTube',
    Image: '/images/clients/neon-arcade.svg',
    Vertical: 'Games',
    Results:
      'Automated posting and creator campaigns grew the community by 120,000 followers and drove 65,000 wishlist adds before launch.',
    Colour: '#7c3aed',
  },
  {
    Company: 'VisaPath Consultants',
    Services: 'AI Chatbot Integration, Website Development',
    GEO: 'Asia',
    Platform: 'Website, WhatsApp',
    Image: '/images/clients/visapath.svg',
    Vertical: 'Visa',
    Results:
      'A multilingual assistant pre-qualifies applicants around the clock; consultation bookings rose 2.3x with the same team.',
    Colour: '#0f766e',
  },
  {
    Company: 'Saffron & Salt',
    Services: 'Social Media Automation, Website Development',
    GEO: 'Asia',
    Platform: 'Instagram, Website',
    Image: '/images/clients/saffron-salt.svg',
    Vertical: 'Food & Drinks',
    Results:
      'Online reservations and an automated content calendar lifted weekday covers by 35% and cut time spent on social media to one hour a week.',
    Colour: '#c2410c',
  },
  {
    Company: 'Stagelight Events',
    Services: 'Performance Marketing, Social Media Automation',
    GEO: 'Europe, North America',
    Platform: 'Meta Ads, Google Ads',
    Image: '/images/clients/stagelight.svg',
    Vertical: 'Entertainment',
    Results:
      'Ticket campaigns sold out four shows two weeks early at a 38% lower cost per purchase than the previous season.',
    Colour: '#be123c',
  },
  {
    Company: 'CarePoint Clinics',
    Services: 'AI Chatbot Integration, Performance Marketing',
    GEO: 'North America',
    Platform: 'Website, Google Ads',
    Image: '/images/clients/carepoint.svg',
    Vertical: 'Health',
    Results:
      '24/7 booking through the assistant filled 92% of appointment slots and reduced no-shows by 27% with automated reminders.',
    Colour: '#0369a1',
  },
  {
    Company: 'Norte Market',
    Services: 'Ecommerce Store, Social Media Automation',
    GEO: 'Latin America',
    Platform: 'WooCommerce, Instagram',
    Image: '/images/clients/norte-market.svg',
    Vertical: 'Retail',
    Results:
      'A new online store and shoppable social posts made e-commerce 30% of total revenue within six months.',
    Colour: '#4d7c0f',
  },
  {
    Company: 'Kinship Social',
    Services: 'Website Development, AI Chatbot Integration',
    GEO: 'WorldWide',
    Platform: 'iOS, Android, Website',
    Image: '/images/clients/kinship.svg',
    Vertical: 'Social',
    Results:
      'A faster sign-up flow and an onboarding assistant raised new-user activation from 22% to 47%.',
    Colour: '#db2777',
  },
  {
    Company: 'Wanderlane Tours',
    Services: 'Performance Marketing, AI Chatbot Integration, Website Development',
    GEO: 'Europe, Asia',
    Platform: 'Website, Meta Ads, WhatsApp',
    Image: '/images/clients/wanderlane.svg',
    Vertical: 'Travel',
    Results:
      'Trip enquiries answered in every time zone and a new booking funnel grew direct bookings by 140% year on year.',
    Colour: '#0891b2',
  },
];

/** A case study's file name in public/images/: 'quickdrop' for '/images/clients/quickdrop.svg'. */
const caseStudySlug = (study: Pick<CaseStudy, 'Image'>) => study.Image.replace(/^.*\/|\.svg$/g, '');

/** What the picture of a case study's work is drawn from (common/work-art.ts). */
export const workArtInputOf = (study: CaseStudy): WorkArtInput => ({
  company: study.Company,
  services: study.Services,
  platform: study.Platform,
  colour: study.Colour,
});

/** Where the picture of a case study's work is served (a static SVG written from code). */
export const workPicturePath = (study: Pick<CaseStudy, 'Image'>) =>
  `/images/work/${caseStudySlug(study)}.svg`;

/** An `<img>`'s attributes for the picture of a case study's work. */
export const workPicture = (study: CaseStudy) => ({
  src: workPicturePath(study),
  alt: workArtAlt(workArtInputOf(study)),
  ...WORK_ART,
});

/** The words of /Work and /Portfolio around the case studies. */
export const WORK_PAGE = {
  title: 'Our Work',
  intro: 'Real results for businesses around the world: a selection of our case studies.',
  cta: {
    title: 'Want results like these?',
    text: 'Tell us about your business and we will show you what we can build together.',
  },
} as const;

export const PORTFOLIO_PAGE = {
  eyebrow: 'Portfolio',
  title: 'Results we have delivered for our clients',
  intro:
    'Filter by service, region and industry, then open a client to see what we built and what it achieved.',
  cta: {
    title: 'Interested in being a potential client?',
    text: 'Tell us about your business and we will show you what we can achieve together.',
  },
} as const;
