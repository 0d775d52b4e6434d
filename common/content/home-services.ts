/** Spec §2.3 'Our Services' on the home page: six cards with their exact descriptions. */

type HomeServiceIconKey = 'calendar' | 'share' | 'target' | 'bot' | 'layout' | 'sparkles';

export interface HomeServiceCard {
  title: string;
  description: string;
  icon: HomeServiceIconKey;
}

export const HOME_SERVICES: readonly HomeServiceCard[] = [
  {
    title: 'AI-Powered Scheduling Systems',
    description: '24/7 calendar filling with qualified leads',
    icon: 'calendar',
  },
  {
    title: 'Social Media Automation',
    description: 'hands-free content creation & scheduling',
    icon: 'share',
  },
  {
    title: 'Meta Ads Funnels',
    description: 'Facebook & Instagram campaigns that convert',
    icon: 'target',
  },
  {
    title: 'Chatbot Setup',
    description: 'AI-powered assistants that qualify leads and book appointments',
    icon: 'bot',
  },
  {
    title: 'Website + Funnel',
    description: 'conversion-optimized landing pages & sites',
    icon: 'layout',
  },
  {
    title: 'Branding & Automation',
    description: 'partner with us to build, scale, and lead in the digital age',
    icon: 'sparkles',
  },
];

/** The heading of 'Our Services'. */
export const HOME_SERVICES_HEADING = {
  eyebrow: 'What we do',
  title: 'Our Services',
  intro: 'Done-for-you systems that bring in leads, book appointments and grow your brand.',
};
