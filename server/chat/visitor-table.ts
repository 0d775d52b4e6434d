import type { BusinessProfile, ChatIntent } from '../../common/chat.ts';

/**
 * Visitor messages the assistant must handle (typos included), with what each answer must
 * do: its intent, its flags and the facts it must mention. Shared by the unit test, the
 * API test and the benchmark (bench/chat.ts).
 */
export interface VisitorCase {
  message: string;
  intent: ChatIntent;
  profile?: BusinessProfile;
  /** The visitor's nth message (default 1). */
  turn?: number;
  /** The bot's previous reply offered to book. */
  afterOffer?: boolean;
  /** The visitor's name and e-mail are already known. */
  known?: boolean;
  appointment?: boolean;
  contactForm?: boolean;
  /** Case-insensitive texts the answer must contain. */
  mentions?: string[];
  /** Contact details the answer's context must carry. */
  context?: { name?: string; email?: string; phone?: string };
}

const PRICES = ['$499', '$49 per month', '7 days free', 'consultation'];
const HOURS = ['6:00 PM to 3:00 AM', '6:00 PM to 10:00 PM', 'Sunday', 'Pakistan time'];
const LOCATION = ['Karachi', 'Pakistan', 'globally'];
const BOOKED = ['appointment form', '15-20 minute', 'within 24 hours'];

/**
 * A case that only says its intent and the facts its answer mentions, written as one row:
 * `[message, intent, ...mentions]`.
 */
type Row = [message: string, intent: ChatIntent, ...mentions: string[]];

const caseOf = (entry: VisitorCase | Row): VisitorCase => {
  if (!Array.isArray(entry)) return entry;
  const [message, intent, ...mentions] = entry;
  return { message, intent, mentions };
};

/** A visitor's second message: its answer also offers the contact form. */
const secondMessage = (
  message: string,
  intent: ChatIntent,
  ...mentions: string[]
): VisitorCase => ({
  message,
  intent,
  turn: 2,
  contactForm: true,
  mentions,
});

/** Cases asked of a landing page's assistant (its business profile). */
const onProfile = (profile: BusinessProfile, entries: (VisitorCase | Row)[]): VisitorCase[] =>
  entries.map((entry) => ({ ...caseOf(entry), profile }));

const CASES: (VisitorCase | Row)[] = [
  // greetings
  ['hi', 'greeting', 'Brightwave', 'consultation'],
  ['Hello!', 'greeting', 'Karachi'],
  ['hey there', 'greeting'],
  ['Good morning', 'greeting'],
  ['Assalam o alaikum', 'greeting'],
  ['hellooo', 'greeting'],
  // pricing
  ['What are your prices?', 'pricing', ...PRICES],
  ['pricng?', 'pricing', ...PRICES],
  ['how much does it cost', 'pricing', ...PRICES],
  [
    'Do you have any plans or packages?',
    'pricing',
    'Growth Package',
    'Pro Scale',
    'contact for pricing',
  ],
  ['Is there a free trial?', 'pricing', 'Free Trial', 'no credit card'],
  ['what are your offers', 'pricing', '$500', '$1000', '$1500'],
  secondMessage('How much for a website?', 'pricing', 'Web Design & Development', 'consultation'),
  ['whats the prise of the growth plan', 'pricing', '$499 setup + $49 per month'],
  ['too expensive?', 'pricing', '$49'],
  {
    message: 'pricing',
    intent: 'pricing',
    turn: 3,
    known: true,
    contactForm: false,
    mentions: PRICES,
  },
  // hours
  ['What are your business hours?', 'hours', ...HOURS],
  ['are you open on sunday', 'hours', 'closed on Sunday'],
  ['wat r ur hrs', 'hours', ...HOURS],
  ['When are you available?', 'hours', '24/7', '6:00 PM'],
  ['what time do you open on saturday', 'hours', 'Saturday 6:00 PM to 10:00 PM'],
  ['opening timings?', 'hours', ...HOURS],
  // location
  ['Where are you located?', 'location', ...LOCATION],
  ['whre are you located', 'location', ...LOCATION],
  ["what's your address", 'location', 'Karachi', 'Clifton'],
  ['Do you work with clients in the USA?', 'location', 'globally'],
  ['which country are you based in', 'location', ...LOCATION],
  // booking
  { message: 'I want to book a call', intent: 'booking', appointment: true, mentions: BOOKED },
  { message: 'bok a call', intent: 'booking', appointment: true, mentions: BOOKED },
  { message: 'Can I schedule a meeting?', intent: 'booking', appointment: true, mentions: BOOKED },
  { message: 'I need an apointment', intent: 'booking', appointment: true, mentions: BOOKED },
  { message: 'free consultation please', intent: 'booking', appointment: true, mentions: BOOKED },
  { message: 'Book Your Demo', intent: 'booking', appointment: true },
  { message: 'yes', intent: 'booking', afterOffer: true, appointment: true, mentions: BOOKED },
  { message: 'sure', intent: 'booking', afterOffer: true, appointment: true },
  { message: "ok let's do it", intent: 'booking', afterOffer: true, appointment: true },
  { message: 'yeah sounds good', intent: 'booking', afterOffer: true, appointment: true },
  { message: 'no thanks', intent: 'thanks', afterOffer: true, appointment: false },
  { message: 'yes', intent: 'unknown', appointment: false },
  // services
  [
    'What services do you offer?',
    'services',
    'Web Design & Development',
    'AI & Chatbots',
    'Cloud Solutions',
  ],
  ['what do you do', 'services', 'nine services'],
  ['servces?', 'services', 'Branding & Logo Design'],
  secondMessage('What else do you do?', 'services'),
  // specific services
  ['Do you build websites?', 'service', 'Web Design & Development'],
  ['I need a new logo', 'service', 'Branding & Logo Design'],
  secondMessage('can you do SEO for my shop', 'service', 'Digital Marketing'),
  ['I want a chatbot for my website', 'service', 'AI & Chatbots', '$499'],
  ['influencer campains', 'service', 'Influencer Marketing', '$500'],
  ['do you make videos', 'service', 'Video Production'],
  ['I need a mobile app for iOS and android', 'service', 'Mobile App Development'],
  ['cloud hosting and devops', 'service', 'Cloud Solutions'],
  ['custom CRM software', 'service', 'Custom Software Development'],
  ['webiste design', 'service', 'Web Design & Development'],
  // verticals
  ['I run a pet grooming business', 'verticals', 'PetCare Assistant', '$97/month'],
  [
    'Do you work with gyms?',
    'verticals',
    'Complete Digital Presence',
    'AI Automation Suite',
    'Custom Fitness App',
  ],
  ['which industries do you serve', 'verticals', 'pet', 'fitness', 'E-commerce'],
  // portfolio, process, about, support, human
  ['Can I see your portfolio?', 'portfolio', '500+', 'Portfolio'],
  ['show me some case studys', 'portfolio', 'For example'],
  ['how does your process work', 'process', 'Free consultation', 'Launch'],
  ['How long does it take to get started?', 'process', '15-20 minute'],
  ['Who are you?', 'about', 'Karachi', '500+ Projects Completed'],
  ['how many years of experience do you have', 'about', '5+ Years Experience'],
  ['Do you offer support after launch?', 'support', '9 AM to 6 PM EST', '24/7 emergency support'],
  {
    message: 'I want to talk to a human',
    intent: 'human',
    contactForm: true,
    mentions: ['hello@brightwave.agency', '24 hours'],
  },
  { message: 'are you a bot?', intent: 'human', contactForm: true },
  ['what is your phone number', 'human', '+92 21 3456 7890'],
  // contact details
  {
    message: "I'm Sara, my email is sara@example.com",
    intent: 'contact',
    contactForm: false,
    mentions: ['Sara', 'sara@example.com'],
    context: { name: 'Sara', email: 'sara@example.com' },
  },
  {
    message: 'my name is ahmed khan',
    intent: 'contact',
    contactForm: true,
    mentions: ['Ahmed Khan'],
    context: { name: 'Ahmed Khan' },
  },
  {
    message: 'call me at +92 300 1234567',
    intent: 'contact',
    contactForm: true,
    context: { phone: '+92 300 1234567' },
  },
  {
    message: 'I need a website, my email is bob@shop.io',
    intent: 'service',
    context: { email: 'bob@shop.io' },
  },
  // thanks, goodbye, unknown
  ['thanks!', 'thanks'],
  ['thank you so much', 'thanks'],
  ['bye', 'goodbye'],
  ['asdfgh qwerty', 'unknown', 'services'],
  ['what is the watermark on the free plan', 'pricing'],
  // refusal
  ['I sell drugs online and need a website', 'refusal', 'legal businesses'],
  ['Can you market my online casino?', 'refusal', 'legal businesses'],
  ['we need ads for our hacking services', 'refusal', 'legal businesses'],
  // pet persona
  ...onProfile('pets', [
    ['hello', 'greeting', 'PetCare Assistant'],
    ['how much does it cost', 'pricing', '$97/month', '14-day free trial'],
    {
      message: 'does it speak spanish? we need multilingual support for clients',
      intent: 'support',
    },
    ['I want more bookings for my grooming salon', 'verticals', '50+ languages'],
    { message: 'Book Free Demo', intent: 'booking', appointment: true, mentions: ['free demo'] },
  ]),
  // fitness persona
  ...onProfile('fitness', [
    ['I need more gym members', 'verticals', 'double membership in 6 months'],
    ['Help with fitness marketing', 'service', 'Complete Digital Presence'],
    ['Build a fitness app', 'service', 'Custom Fitness App'],
    ['Automated booking system', 'service', 'AI Automation Suite'],
    ['what does it cost', 'pricing', '15-minute strategy call', '90-Day Results Guarantee'],
    ['hi', 'greeting', 'Fitness Coach'],
  ]),
];

export const VISITOR_CASES: VisitorCase[] = CASES.map(caseOf);
