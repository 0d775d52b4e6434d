/**
 * Copy and data of the pet and fitness landing pages (spec §2.3, §9), shared by the pages
 * and the chat assistant.
 */

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  business: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface FeatureCard {
  title: string;
  description: string;
  icon: string;
}

export interface VerticalPackage {
  title: string;
  description: string;
  /** The spec shows a price field without its value; we quote after a call. */
  price: string;
  features: readonly string[];
  buttonText: string;
}

export const PET = {
  hero: {
    title: 'Automate Your Pet Business with AI',
    subtitle: 'Bookings. Upsells. Reminders. All on Autopilot.',
    primaryButton: 'Book Free Demo',
    secondaryButton: 'Watch Demo',
    badges: ['No Setup Required', '24/7 Support'],
  },
  assistantName: 'PetCare Assistant',
  price: '$97/month',
  priceNote: 'from $97/month with no setup fees',
  trialDays: 14,
  setupTime: 'Setup in under 15 minutes',
  languages: '50+ languages',
  bookingIncrease: '140%',
  bookingIncreaseClaim: 'Pet businesses using our assistant see up to a 140% increase in bookings.',
  features: [
    {
      title: '24/7 AI Chatbot',
      description:
        'Answers pet parents instantly about services, prices, vaccinations and opening hours, even at midnight.',
      icon: 'bot',
    },
    {
      title: 'Automated Booking System',
      description:
        'Clients book grooming, boarding, training or vet visits themselves; reminders cut no-shows and suggest add-ons.',
      icon: 'calendar',
    },
    {
      title: 'Multilingual Client Support',
      description:
        'Talk to every pet owner in their own language: the assistant speaks 50+ languages.',
      icon: 'languages',
    },
  ] satisfies FeatureCard[],
  testimonials: [
    {
      quote:
        'Our grooming calendar is full two weeks ahead and I no longer answer the phone during appointments. The assistant handles it all.',
      name: 'Sarah M.',
      business: 'Fluffy Tails Grooming',
      rating: 5,
    },
    {
      quote:
        'Reminders and automatic upsells for nail trims and teeth cleaning added real revenue in the first month.',
      name: 'David K.',
      business: 'Happy Paws Daycare',
      rating: 5,
    },
    {
      quote:
        'Half of our clients speak Spanish. The multilingual chatbot made booking easy for everyone, and bookings went up 140%.',
      name: 'Maria L.',
      business: 'Bark & Bath Studio',
      rating: 5,
    },
  ] satisfies Testimonial[],
  faq: [
    {
      question: 'How long does setup take?',
      answer:
        'Setup takes under 15 minutes. We load your services, prices and opening hours, and the assistant is ready to take bookings the same day. No technical skills are required.',
    },
    {
      question: 'How much does it cost?',
      answer:
        'Plans start from $97/month with no setup fees. Every plan begins with a 14-day free trial and you can cancel anytime.',
    },
    {
      question: 'Does it work with my current booking software?',
      answer:
        'Yes. The assistant connects to popular pet-business scheduling tools and calendars, or it can use our built-in booking system.',
    },
    {
      question: 'Can it talk to clients in other languages?',
      answer:
        'Yes. The assistant understands and replies in 50+ languages, so every pet owner can book in the language they prefer.',
    },
    {
      question: 'What happens if a client asks something the AI cannot answer?',
      answer:
        'It collects the client’s details and hands the conversation to your team, so no question or booking is lost.',
    },
  ] satisfies FaqEntry[],
  closing: {
    title: 'Ready to put your pet business on autopilot?',
    primaryButton: 'Get Started for Free',
    secondaryButton: 'Schedule Demo',
    note: 'No credit card required • 14-day free trial • Cancel anytime',
  },
} as const;

export const FITNESS = {
  hero: {
    title: 'Transform Your Fitness Business',
    subtitle:
      'Websites, AI automation and apps that help gyms, studios and personal trainers double membership in 6 months.',
    button: 'Get Your Free Marketing Audit',
    note: 'No commitment • 15-minute call',
  },
  assistantName: 'Fitness Coach',
  assistantTagline: 'Specialized in fitness businesses',
  problemsClaim: '95% of fitness businesses struggle with these challenges',
  problems: [
    {
      title: 'Declining Memberships',
      description:
        'New sign-ups do not replace the members who cancel, and every month starts with a gap to fill.',
      icon: 'trending-down',
    },
    {
      title: 'Low Online Visibility',
      description: 'Potential members search online and find your competitors first.',
      icon: 'eye-off',
    },
    {
      title: 'Manual Booking Chaos',
      description:
        'Classes, trials and personal sessions are juggled by phone, DMs and spreadsheets, and leads slip through.',
      icon: 'calendar-x',
    },
    {
      title: 'Revenue Plateaus',
      description:
        'Income stays flat because there is no system for upsells, retention or referrals.',
      icon: 'bar-chart',
    },
  ] satisfies FeatureCard[],
  benefits: [
    {
      title: 'Website & SEO',
      description:
        'A fast, mobile-first website that ranks for “gym near me” and turns visitors into trial bookings.',
      icon: 'globe',
    },
    {
      title: 'AI Lead Capture',
      description:
        'An AI assistant answers enquiries 24/7, qualifies prospects and books trial sessions.',
      icon: 'bot',
    },
    {
      title: 'Mobile App',
      description:
        'Your own branded app for class booking, memberships, workouts and push notifications.',
      icon: 'smartphone',
    },
    {
      title: 'Analytics',
      description: 'See leads, bookings, retention and revenue in one live dashboard.',
      icon: 'bar-chart',
    },
    {
      title: 'Social Media Automation',
      description: 'Consistent, on-brand posts and stories scheduled for you every week.',
      icon: 'share',
    },
    {
      title: 'Targeted Ads',
      description: 'Meta and Google campaigns aimed at people near you who are ready to join.',
      icon: 'target',
    },
  ] satisfies FeatureCard[],
  packagesPromise: 'Results in 90 days',
  packages: [
    {
      title: 'Complete Digital Presence',
      description: 'Everything you need to be found online and turn visitors into members.',
      price: 'Custom quote',
      features: [
        'Conversion-focused website',
        'Local SEO and Google Business Profile',
        'Social media automation',
        'Targeted Meta and Google ads',
        'Monthly performance report',
      ],
      buttonText: 'Get Started Today',
    },
    {
      title: 'AI Automation Suite',
      description: 'Capture and convert every lead automatically, 24/7.',
      price: 'Custom quote',
      features: [
        '24/7 AI lead capture assistant',
        'Automated trial and class booking',
        'Follow-up and re-engagement messages',
        'CRM integration',
        'Live analytics dashboard',
      ],
      buttonText: 'Get Started Today',
    },
    {
      title: 'Custom Fitness App',
      description: 'Your own branded app to keep members engaged and paying.',
      price: 'Custom quote',
      features: [
        'iOS and Android app',
        'Class schedules and booking',
        'Membership and payment management',
        'Workout and progress tracking',
        'Push notifications',
      ],
      buttonText: 'Get Started Today',
    },
  ] satisfies VerticalPackage[],
  quickQuestions: [
    'I need more gym members',
    'Help with fitness marketing',
    'Build a fitness app',
    'Automated booking system',
  ],
  chatPlaceholder: 'Ask about your fitness business goals...',
  closing: {
    title: 'Book Your Free Strategy Call',
    badges: ['5+ Years Experience', '90-Day Results Guarantee'],
    claim: 'double membership in 6 months',
    text: 'In a free 15-minute call we look at your numbers and show you the fastest way to grow.',
  },
} as const;

/** The pet page's price line ('Plans from $97/month with no setup fees.'). */
export const PET_PLANS_NOTE = `Plans ${PET.priceNote}.`;

/** The pet page's 'At a glance' figures. */
export const PET_HIGHLIGHTS = [
  PET.setupTime,
  PET.languages,
  `${PET.bookingIncrease} more bookings`,
] as const;

/** The words of /Verticals: the pet and fitness cards read the landing pages' own words. */
export const VERTICALS_PAGE = {
  title: 'Our Verticals',
  intro: 'Solutions built for the way your industry works, by a team that knows it.',
  growth: {
    title: 'Growth, powered by AI',
    text: 'Every industry loses customers in the same places: unanswered messages, missed calls and manual booking. We combine AI assistants, automation and marketing that fit your vertical, so you capture every lead, fill your calendar and grow while you focus on your clients.',
  },
  industriesTitle: 'Industries we specialise in',
  pet: {
    name: 'Pet Industry',
    text: `${PET.hero.subtitle} An AI assistant for groomers, vets, trainers and pet stores that books clients in ${PET.languages}, ${PET.priceNote}.`,
  },
  fitness: {
    name: 'Fitness Industry',
    text: `Websites, AI lead capture, apps and ads for gyms, studios and trainers, built to ${FITNESS.closing.claim}.`,
  },
  wellness: {
    name: 'Wellness & Spa',
    text: 'Automated booking and follow-ups for spas and wellness centres.',
    note: 'Landing Page Coming Soon',
  },
  cta: {
    title: "Don't see your industry?",
    text: 'We build for every business. Tell us about yours and we will show you what AI can do for it.',
  },
} as const;
