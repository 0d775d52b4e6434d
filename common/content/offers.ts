import type { ServiceLabel } from '../services.ts';

/** Spec §2.3 and §9 Offers: three marketing packages (title, description, list, price). */

export interface MarketingPackage {
  id: string;
  title: string;
  description: string;
  price: string;
  /** The price in US dollars, for sorting and structured data. */
  amountUsd: number;
  list: readonly string[];
  /** The appointment form's service that 'Buy Now' ticks. */
  service: ServiceLabel;
}

export const OFFERS: readonly MarketingPackage[] = [
  {
    id: 'influencer-marketing',
    title: 'Influencer Marketing',
    description: 'Launch your brand with hand-picked creators who speak to your customers.',
    price: '$500',
    amountUsd: 500,
    service: 'Influencer Marketing',
    list: [
      '3 vetted micro-influencers',
      '1 platform of your choice',
      'Campaign brief and content review',
      'Tracked links or discount codes',
      'Results report',
    ],
  },
  {
    id: 'influencer-marketing-2',
    title: 'Influencer Marketing 2.0',
    description: 'A multi-platform creator campaign built to drive measurable sales.',
    price: '$1000',
    amountUsd: 1000,
    service: 'Influencer Marketing',
    list: [
      '6 vetted influencers',
      'Up to 3 platforms',
      'Campaign strategy and creative direction',
      'Content repurposed for your ads',
      'Conversion tracking and ROI report',
    ],
  },
  {
    id: 'brand-awareness',
    title: 'Brand Awareness Campaigns',
    description:
      'Put your brand in front of the right audience across social, search and creators.',
    price: '$1500',
    amountUsd: 1500,
    service: 'Digital Marketing',
    list: [
      'Full-funnel awareness strategy',
      'Meta and Google ad campaigns',
      'Influencer collaborations',
      'Creative production (static and video)',
      'Reach, recall and engagement reporting',
    ],
  },
];

/** The words of /Offers above the packages. */
export const OFFERS_PAGE = {
  title: 'Our Offers',
  intro:
    'Ready-made campaigns that put your brand in front of the right audience. Pick a package and book a free consultation to get started.',
} as const;
