/**
 * Spec §9 service cards (nine) and §3 service details. The old site keyed details by
 * slugs that no card carried, so its dialog showed nothing; here every card has its
 * detail, keyed by the card id (ADR 008).
 */

export const SERVICE_CATEGORIES = [
  { id: 'all', label: 'All Services' },
  { id: 'digital', label: 'Digital Agency' },
  { id: 'premium', label: 'Premium Services' },
  { id: 'software', label: 'Software Development' },
] as const;

type ServiceCategory = Exclude<(typeof SERVICE_CATEGORIES)[number]['id'], 'all'>;
export type ServiceCategoryFilter = (typeof SERVICE_CATEGORIES)[number]['id'];

/** Icon keys the UI maps to its icon set; kept abstract so common/ stays UI-free. */
type ServiceIconKey =
  'palette' | 'megaphone' | 'code' | 'bot' | 'users' | 'video' | 'cpu' | 'smartphone' | 'cloud';

export type ServiceCardId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface ServiceCard {
  id: ServiceCardId;
  category: ServiceCategory;
  title: string;
  description: string;
  icon: ServiceIconKey;
  features: readonly string[];
}

export interface ServiceDetail {
  title: string;
  subtitle: string;
  description: string;
  benefits: readonly string[];
  process: readonly { step: string; description: string }[];
  features: readonly string[];
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 1,
    category: 'digital',
    title: 'Branding & Logo Design',
    description:
      'Memorable identities, logos and brand systems that make your business instantly recognisable and trusted.',
    icon: 'palette',
    features: ['Logo & visual identity', 'Brand guidelines', 'Packaging & print', 'Brand voice'],
  },
  {
    id: 2,
    category: 'digital',
    title: 'Digital Marketing',
    description:
      'Data-driven SEO, paid ads and content campaigns that bring qualified traffic and turn it into revenue.',
    icon: 'megaphone',
    features: ['SEO & content', 'Meta & Google Ads', 'Email marketing', 'Conversion tracking'],
  },
  {
    id: 3,
    category: 'digital',
    title: 'Web Design & Development',
    description:
      'Fast, responsive websites and landing pages designed to convert visitors into leads and customers.',
    icon: 'code',
    features: ['Custom design', 'Responsive build', 'CMS & e-commerce', 'Speed & SEO optimised'],
  },
  {
    id: 4,
    category: 'premium',
    title: 'AI & Chatbots',
    description:
      'AI assistants that answer customers 24/7, qualify leads and book appointments on your website and social channels.',
    icon: 'bot',
    features: [
      '24/7 AI assistant',
      'Lead qualification',
      'Appointment booking',
      'WhatsApp & Instagram',
    ],
  },
  {
    id: 5,
    category: 'premium',
    title: 'Influencer Marketing',
    description:
      'Campaigns with vetted creators on any platform that build awareness, trust and measurable sales.',
    icon: 'users',
    features: ['Creator sourcing', 'Campaign strategy', 'Content approval', 'ROI reporting'],
  },
  {
    id: 6,
    category: 'premium',
    title: 'Video Production',
    description:
      'Scroll-stopping brand films, reels and product videos, from script and shoot to edit and motion graphics.',
    icon: 'video',
    features: ['Concept & script', 'Filming & editing', 'Motion graphics', 'Short-form reels'],
  },
  {
    id: 7,
    category: 'software',
    title: 'Custom Software Development',
    description:
      'Tailor-made business software, dashboards and integrations that automate your operations and scale with you.',
    icon: 'cpu',
    features: [
      'Business process automation',
      'Dashboards & portals',
      'API integrations',
      'Maintenance & support',
    ],
  },
  {
    id: 8,
    category: 'software',
    title: 'Mobile App Development',
    description:
      'Native-quality iOS and Android apps that keep your customers engaged, from first prototype to store launch.',
    icon: 'smartphone',
    features: ['iOS & Android', 'UI/UX design', 'Booking & payments', 'App store launch'],
  },
  {
    id: 9,
    category: 'software',
    title: 'Cloud Solutions',
    description:
      'Secure, scalable cloud hosting, migrations and DevOps so your systems stay fast, available and cost-efficient.',
    icon: 'cloud',
    features: ['Cloud migration', 'Managed hosting', 'CI/CD & DevOps', 'Backups & monitoring'],
  },
];

/** A detail's process, written as `[step, description]` rows. */
function steps(
  ...rows: readonly (readonly [step: string, description: string])[]
): ServiceDetail['process'] {
  return rows.map(([step, description]) => ({ step, description }));
}

export const SERVICE_DETAILS: Readonly<Record<ServiceCardId, ServiceDetail>> = {
  1: {
    title: 'Branding & Logo Design',
    subtitle: 'Build a brand people remember and trust',
    description:
      'We research your market, audience and competitors, then design a distinctive identity: logo, colours, typography and a voice that carries consistently across your website, social media, packaging and ads.',
    benefits: [
      'A distinctive identity that sets you apart from competitors',
      'Consistent visuals across every channel build trust faster',
      'Designs grounded in audience and market research',
      'Files and guidelines your team can use from day one',
    ],
    process: steps(
      ['Discovery', 'Workshop on your goals, audience, values and competitors.'],
      ['Concepts', 'Two to three distinct creative directions to choose from.'],
      ['Refinement', 'We polish the chosen direction with your feedback.'],
      ['Delivery', 'Final logo files, brand guidelines and templates.'],
    ),
    features: [
      'Primary and secondary logo variations',
      'Colour palette and typography system',
      'Brand guidelines document',
      'Social media and stationery templates',
      'All source files (SVG, PNG, PDF)',
    ],
  },
  2: {
    title: 'Digital Marketing',
    subtitle: 'Qualified traffic that turns into revenue',
    description:
      'We plan and run search, social and e-mail campaigns around one number: your cost per customer. Every campaign is tracked end to end, so you see which ad brought which sale.',
    benefits: [
      'Campaigns measured by leads and sales, not likes',
      'Full-funnel strategy from awareness to repeat purchase',
      'Transparent monthly reporting in plain language',
      'Continuous A/B testing of ads, audiences and pages',
    ],
    process: steps(
      ['Audit', 'We review your channels, tracking and competitors.'],
      ['Strategy', 'Channel mix, budgets, audiences and KPIs agreed with you.'],
      ['Launch', 'Ads, content and automations go live with full tracking.'],
      ['Optimise', 'Weekly tuning and a monthly performance review.'],
    ),
    features: [
      'Search engine optimisation (technical and content)',
      'Meta (Facebook & Instagram) and Google Ads management',
      'E-mail and automation flows',
      'Analytics and conversion tracking setup',
      'Monthly performance report',
    ],
  },
  3: {
    title: 'Web Design & Development',
    subtitle: 'Websites that load fast and convert',
    description:
      'From a single landing page to a full e-commerce store, we design and build responsive, accessible and search-friendly websites that you can update yourself and that are built to turn visitors into leads.',
    benefits: [
      'Conversion-focused design based on proven patterns',
      'Fast load times that help SEO and ad quality scores',
      'Responsive on every phone, tablet and desktop',
      'Easy content editing without a developer',
    ],
    process: steps(
      ['Plan', 'Sitemap, content plan and conversion goals.'],
      ['Design', 'Wireframes and high-fidelity designs for your approval.'],
      ['Build', 'Development, content entry, integrations and testing.'],
      ['Launch & grow', 'Go-live, analytics, and ongoing improvements.'],
    ),
    features: [
      'Custom responsive design',
      'CMS or e-commerce setup',
      'On-page SEO and performance optimisation',
      'Forms, booking and CRM integration',
      '30 days of post-launch support',
    ],
  },
  4: {
    title: 'AI & Chatbots',
    subtitle: 'Your 24/7 assistant that books while you sleep',
    description:
      'We build AI assistants trained on your business that answer questions instantly, qualify leads and book appointments on your website, WhatsApp and Instagram, handing over to your team when a human is needed.',
    benefits: [
      'No missed enquiries, day or night',
      'Handles the majority of routine booking conversations',
      'Leads arrive qualified, with contact details captured',
      'Works in your brand voice and in many languages',
    ],
    process: steps(
      ['Map', 'We map your FAQs, services and booking rules.'],
      ['Train', 'The assistant learns your content and tone of voice.'],
      ['Integrate', 'Connect to your website, calendar, CRM and channels.'],
      ['Improve', 'We review conversations and refine answers monthly.'],
    ),
    features: [
      'Custom-trained AI assistant',
      'Appointment booking integration',
      'Lead capture to your CRM or spreadsheet',
      'Website, WhatsApp and Instagram channels',
      'Conversation analytics dashboard',
    ],
  },
  5: {
    title: 'Influencer Marketing',
    subtitle: 'Any influencer, any platform',
    description:
      'We find creators whose audiences match your customers, negotiate fair terms, brief and approve content, and report the reach, engagement and sales each partnership produced.',
    benefits: [
      'Vetted creators with real, relevant audiences',
      'Authentic content that builds trust quickly',
      'One team handles contracts, briefs and approvals',
      'Tracked links and codes show real ROI',
    ],
    process: steps(
      ['Brief', 'Goals, audience, budget and platforms agreed.'],
      ['Match', 'Shortlist of vetted creators for your approval.'],
      ['Create', 'Creators produce content; we review before it goes live.'],
      ['Report', 'Reach, engagement and conversions in one report.'],
    ),
    features: [
      'Creator research and vetting',
      'Campaign strategy and briefs',
      'Contract and payment handling',
      'Content review and scheduling',
      'Performance and ROI report',
    ],
  },
  6: {
    title: 'Video Production',
    subtitle: 'Stories that stop the scroll',
    description:
      'Our video team turns your message into brand films, product videos, reels and ads, handling concept, scripting, filming, editing, motion graphics and the cut-downs every platform needs.',
    benefits: [
      'Video lifts engagement and conversion on every channel',
      'One partner from idea to final export',
      'Platform-ready formats for web, reels and ads',
      'Professional quality on a predictable budget',
    ],
    process: steps(
      ['Concept', 'Creative idea, script and storyboard.'],
      ['Pre-production', 'Casting, locations, schedule and shot list.'],
      ['Production', 'Filming with a professional crew and equipment.'],
      ['Post-production', 'Editing, colour, sound, motion graphics and exports.'],
    ),
    features: [
      'Concept development and scripting',
      'Professional filming',
      'Editing, colour grading and sound design',
      'Motion graphics and captions',
      'Cut-downs for reels, stories and ads',
    ],
  },
  7: {
    title: 'Custom Software Development',
    subtitle: 'Software shaped around how you work',
    description:
      'When off-the-shelf tools do not fit, we build secure web applications, portals, dashboards and integrations that automate repetitive work and connect the systems you already use.',
    benefits: [
      'Automates manual, error-prone work',
      'Connects the tools your team already relies on',
      'You own the code and the data',
      'Built to scale as your business grows',
    ],
    process: steps(
      ['Discovery', 'Requirements, workflows and success metrics.'],
      ['Architecture', 'Technical design, estimate and milestones.'],
      ['Agile build', 'Two-week sprints with demos you can try.'],
      ['Launch & support', 'Deployment, training and maintenance.'],
    ),
    features: [
      'Requirements analysis and technical design',
      'Web application development',
      'API and third-party integrations',
      'Automated testing and code reviews',
      'Maintenance and support plans',
    ],
  },
  8: {
    title: 'Mobile App Development',
    subtitle: 'Apps your customers open every day',
    description:
      'We design and build iOS and Android apps for bookings, memberships, loyalty and e-commerce, with push notifications and payments, and we take care of the app store launch.',
    benefits: [
      'One codebase for iOS and Android keeps costs down',
      'Push notifications bring customers back',
      'Bookings and payments inside your own app',
      'Launch support for both app stores',
    ],
    process: steps(
      ['Prototype', 'Clickable prototype to test the idea early.'],
      ['Design', 'UI/UX design for both platforms.'],
      ['Develop', 'App build, back-end and integrations.'],
      ['Publish', 'Store submission, launch and updates.'],
    ),
    features: [
      'iOS and Android apps',
      'UI/UX design and prototyping',
      'Booking, membership and payment features',
      'Push notifications and analytics',
      'App store submission',
    ],
  },
  9: {
    title: 'Cloud Solutions',
    subtitle: 'Fast, secure and always available',
    description:
      'We move your websites and applications to modern cloud infrastructure, automate deployments and backups, and monitor everything so your systems stay fast, secure and cost-efficient.',
    benefits: [
      'Higher uptime and faster load times',
      'Lower, predictable hosting costs',
      'Security best practices and automatic backups',
      'Scales with traffic peaks automatically',
    ],
    process: steps(
      ['Assess', 'Review of your current hosting, costs and risks.'],
      ['Plan', 'Target architecture and migration plan.'],
      ['Migrate', 'Zero-downtime migration and automation.'],
      ['Operate', 'Monitoring, patching and monthly cost reviews.'],
    ),
    features: [
      'Cloud architecture and migration',
      'Managed hosting and monitoring',
      'CI/CD pipelines',
      'Automated backups and disaster recovery',
      'Security hardening',
    ],
  },
};

/** The detail of a card; every card has one. */
export function serviceDetailFor(id: ServiceCardId): ServiceDetail {
  return SERVICE_DETAILS[id];
}

/**
 * Spec §5: search matches title or description, case-insensitive; the tab narrows by
 * category ('all' keeps every card).
 */
export function filterServices(
  cards: readonly ServiceCard[],
  query: string,
  category: ServiceCategoryFilter,
): ServiceCard[] {
  const needle = query.trim().toLowerCase();
  return cards.filter(
    (card) =>
      (category === 'all' || card.category === category) &&
      (needle === '' ||
        card.title.toLowerCase().includes(needle) ||
        card.description.toLowerCase().includes(needle)),
  );
}

/** The words of /Services around the catalogue. */
export const SERVICES_PAGE = {
  eyebrow: 'Our Services',
  title: 'Everything you need to grow, from one team',
  cta: {
    title: 'Ready to start your project?',
    text: 'Tell us what you need and get a clear plan and quote within 24 hours.',
  },
} as const;
