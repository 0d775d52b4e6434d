/** Spec §9 plans of 'Our Plans' (home page): labels, prices, buttons and included items. */

export interface Plan {
  id: 'free-trial' | 'growth' | 'pro-scale';
  label: string;
  title: string;
  price: string;
  priceInfo: string;
  buttonText: string;
  /** Where the button goes (spec §2.3). */
  href: string;
  popular: boolean;
  included: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free-trial',
    label: 'Free Trial',
    title: 'Free Trial',
    price: '7 Days Free',
    priceInfo: 'No credit card required',
    buttonText: 'Try It Free for 7 Days',
    href: '/welcomeaboard',
    popular: false,
    included: [
      'Chatbot on 1 page',
      'Basic replies (up to 5 questions)',
      'Lead capture to a spreadsheet',
      'Appointment booking via a scheduling tool',
      '1 follow-up message flow',
      'Product watermark',
      'E-mail support during trial',
    ],
  },
  {
    id: 'growth',
    label: 'Most Popular',
    title: 'Growth Package',
    price: '$499 setup',
    priceInfo: '+ $49 per month',
    buttonText: 'Upgrade to Growth',
    href: '/Contact',
    popular: true,
    included: [
      'Up to 10 logic flows',
      'Your own branding',
      'CRM integration',
      'Booking integration with custom confirmation flow',
      'Monthly basic performance report',
      'Priority e-mail support',
      'Watermark removed',
    ],
  },
  {
    id: 'pro-scale',
    label: 'Custom',
    title: 'Pro Scale Package',
    price: 'Custom prices',
    priceInfo: 'Contact for pricing',
    buttonText: 'Contact for Pro Scale',
    href: '/Contact',
    popular: false,
    included: [
      'Everything in Growth',
      '1-2 page custom funnel (landing + thank-you)',
      'Meta Ads integration',
      'Real-time analytics dashboard',
      'Monthly strategy call and conversion audit',
      'Priority support via WhatsApp/e-mail',
    ],
  },
];

/** The heading of 'Our Plans'. */
export const PLANS_HEADING = {
  eyebrow: 'Pricing',
  title: 'Our Plans',
  intro: 'Start free, then grow into the automation your business needs.',
};
