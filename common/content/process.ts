/**
 * How the agency works with a new client, for the site and the chat assistant. The
 * consultation and support facts are spec §9.
 */

export const PROCESS_STEPS = [
  {
    title: 'Free consultation',
    description:
      'A 15-20 minute call to understand your business, goals and the bottlenecks that cost you customers.',
  },
  {
    title: 'Strategy & proposal',
    description:
      'Within a few days you receive a clear plan: the services that fit, timeline, fixed price and the results we will measure.',
  },
  {
    title: 'Design & build',
    description:
      'Our designers, developers and marketers build your website, automations, chatbot or campaigns, with a review at every milestone.',
  },
  {
    title: 'Launch',
    description:
      'We go live, connect analytics and train your team so you can see every lead and booking as it happens.',
  },
  {
    title: 'Grow',
    description:
      'Monthly reports, optimisation and strategy calls keep improving conversion and revenue over time.',
  },
] as const;

export const ENGAGEMENT_FACTS = {
  consultation: 'The initial consultation is free and takes 15-20 minutes.',
  consultationNoTrial: 'The consultation itself is free; there is no trial period for it.',
  responseTime: 'Our team replies within 24 hours.',
  support: 'Support is available Monday to Friday, 9 AM to 6 PM EST, plus 24/7 emergency support.',
  availability: 'We are based in Karachi, Pakistan, serve clients globally and are available 24/7.',
  pricing:
    'Prices depend on scope; we confirm a fixed quote after the free consultation. Chatbot plans start with a 7-day free trial.',
} as const;
