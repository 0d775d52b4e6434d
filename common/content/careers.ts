import { site } from '../site.ts';

/**
 * Open roles on /careers (linked from the footer, spec §2.2). Candidates apply by e-mail to
 * the site address with the role in the subject; editing this list is how roles open and close.
 */
export interface OpenRole {
  id: string;
  title: string;
  team: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract';
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
}

export const OPEN_ROLES: readonly OpenRole[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    team: 'Development',
    location: 'Karachi, Pakistan or remote',
    type: 'Full-time',
    summary:
      'Build fast, accessible websites, funnels and web apps for clients around the world with TypeScript, React and Node.js.',
    responsibilities: [
      'Design and build client websites, landing pages and web applications',
      'Integrate booking systems, CRMs and payment providers',
      'Review code and mentor junior developers',
    ],
    requirements: [
      '5+ years of professional web development',
      'Strong TypeScript, React and Node.js',
      'Experience with SQL databases and REST APIs',
    ],
  },
  {
    id: 'ai-automation-engineer',
    title: 'AI Automation Engineer',
    team: 'AI & Chatbots',
    location: 'Karachi, Pakistan or remote',
    type: 'Full-time',
    summary:
      'Design the AI assistants and automations that qualify leads and book appointments for our clients 24/7.',
    responsibilities: [
      'Build chatbots grounded in each client’s own knowledge',
      'Automate follow-ups, reminders and lead routing',
      'Measure and improve conversation quality',
    ],
    requirements: [
      '3+ years of software development',
      'Hands-on experience with language models and prompt design',
      'Clear written English',
    ],
  },
  {
    id: 'performance-marketing-specialist',
    title: 'Performance Marketing Specialist',
    team: 'Marketing',
    location: 'Karachi, Pakistan',
    type: 'Full-time',
    summary:
      'Plan, launch and optimise Meta and Google campaigns that turn ad spend into measurable growth for our clients.',
    responsibilities: [
      'Run paid social and search campaigns end to end',
      'Build funnels and retargeting audiences',
      'Report results and recommend next steps to clients',
    ],
    requirements: [
      '3+ years managing paid campaigns',
      'Confident with Meta Ads Manager and Google Ads',
      'Comfortable with analytics and spreadsheets',
    ],
  },
  {
    id: 'brand-designer',
    title: 'Brand & UI Designer',
    team: 'Creative',
    location: 'Remote',
    type: 'Contract',
    summary:
      'Create brand identities, social content and website designs that make our clients stand out.',
    responsibilities: [
      'Design logos, brand guidelines and campaign visuals',
      'Design responsive websites and landing pages in Figma',
      'Work with developers to ship pixel-perfect, accessible interfaces',
    ],
    requirements: [
      'A portfolio of brand and web work',
      'Strong typography and layout skills',
      'Working knowledge of accessibility',
    ],
  },
];

/** The subject line of an application e-mail for a role. */
export const applicationSubject = (role: Pick<OpenRole, 'title'>) => `Application: ${role.title}`;

/**
 * The words of /careers around the roles. `site` names the agency and its e-mail address
 * where the page links them.
 */
export const CAREERS_PAGE = {
  eyebrow: 'Careers',
  title: 'Build the future of business with us',
  intro: `${site.name} is a team of developers, marketers, designers and AI specialists based in ${site.address.city}, ${site.address.country}, serving clients worldwide. We work in small teams, ship often and learn every day.`,
  rolesHeading: 'Open roles',
  responsibilitiesHeading: 'What you will do',
  requirementsHeading: 'What you bring',
  applyHeading: 'How to apply',
  /** Followed on the page by the e-mail address, then by `applyAfterAddress`. */
  applyBeforeAddress: 'Send your CV, a short note about yourself and links to your work to',
  applyAfterAddress: 'with the role in the subject.',
  replyTime: 'We reply to every application within two weeks.',
  /** Followed on the page by the link `openApplication`. */
  openApplicationLead: 'No matching role? Write to us anyway:',
  openApplication: 'send an open application',
  openApplicationSubject: 'Application: Open application',
} as const;
