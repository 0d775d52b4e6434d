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

export const VISITOR_CASES: VisitorCase[] = [
  // greetings
  { message: 'hi', intent: 'greeting', mentions: ['Brightwave', 'consultation'] },
  { message: 'Hello!', intent: 'greeting', mentions: ['Karachi'] },
  { message: 'hey there', intent: 'greeting' },
  { message: 'Good morning', intent: 'greeting' },
  { message: 'Assalam o alaikum', intent: 'greeting' },
  { message: 'hellooo', intent: 'greeting' },
  // pricing
  { message: 'What are your prices?', intent: 'pricing', mentions: PRICES },
  { message: 'pricng?', intent: 'pricing', mentions: PRICES },
  { message: 'how much does it cost', intent: 'pricing', mentions: PRICES },
  {
    message: 'Do you have any plans or packages?',
    intent: 'pricing',
    mentions: ['Growth Package', 'Pro Scale', 'contact for pricing'],
  },
  {
    message: 'Is there a free trial?',
    intent: 'pricing',
    mentions: ['Free Trial', 'no credit card'],
  },
  { message: 'what are your offers', intent: 'pricing', mentions: ['$500', '$1000', '$1500'] },
  {
    message: 'How much for a website?',
    intent: 'pricing',
    turn: 2,
    contactForm: true,
    mentions: ['Web Design & Development', 'consultation'],
  },
  {
    message: 'whats the prise of the growth plan',
    intent: 'pricing',
    mentions: ['$499 setup + $49 per month'],
  },
  { message: 'too expensive?', intent: 'pricing', mentions: ['$49'] },
  {
    message: 'pricing',
    intent: 'pricing',
    turn: 3,
    known: true,
    contactForm: false,
    mentions: PRICES,
  },
  // hours
  { message: 'What are your business hours?', intent: 'hours', mentions: HOURS },
  { message: 'are you open on sunday', intent: 'hours', mentions: ['closed on Sunday'] },
  { message: 'wat r ur hrs', intent: 'hours', mentions: HOURS },
  { message: 'When are you available?', intent: 'hours', mentions: ['24/7', '6:00 PM'] },
  {
    message: 'what time do you open on saturday',
    intent: 'hours',
    mentions: ['Saturday 6:00 PM to 10:00 PM'],
  },
  { message: 'opening timings?', intent: 'hours', mentions: HOURS },
  // location
  { message: 'Where are you located?', intent: 'location', mentions: LOCATION },
  { message: 'whre are you located', intent: 'location', mentions: LOCATION },
  { message: "what's your address", intent: 'location', mentions: ['Karachi', 'Clifton'] },
  { message: 'Do you work with clients in the USA?', intent: 'location', mentions: ['globally'] },
  { message: 'which country are you based in', intent: 'location', mentions: LOCATION },
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
  {
    message: 'What services do you offer?',
    intent: 'services',
    mentions: ['Web Design & Development', 'AI & Chatbots', 'Cloud Solutions'],
  },
  { message: 'what do you do', intent: 'services', mentions: ['nine services'] },
  { message: 'servces?', intent: 'services', mentions: ['Branding & Logo Design'] },
  { message: 'What else do you do?', intent: 'services', turn: 2, contactForm: true },
  // specific services
  { message: 'Do you build websites?', intent: 'service', mentions: ['Web Design & Development'] },
  { message: 'I need a new logo', intent: 'service', mentions: ['Branding & Logo Design'] },
  {
    message: 'can you do SEO for my shop',
    intent: 'service',
    turn: 2,
    contactForm: true,
    mentions: ['Digital Marketing'],
  },
  {
    message: 'I want a chatbot for my website',
    intent: 'service',
    mentions: ['AI & Chatbots', '$499'],
  },
  { message: 'influencer campains', intent: 'service', mentions: ['Influencer Marketing', '$500'] },
  { message: 'do you make videos', intent: 'service', mentions: ['Video Production'] },
  {
    message: 'I need a mobile app for iOS and android',
    intent: 'service',
    mentions: ['Mobile App Development'],
  },
  { message: 'cloud hosting and devops', intent: 'service', mentions: ['Cloud Solutions'] },
  { message: 'custom CRM software', intent: 'service', mentions: ['Custom Software Development'] },
  { message: 'webiste design', intent: 'service', mentions: ['Web Design & Development'] },
  // verticals
  {
    message: 'I run a pet grooming business',
    intent: 'verticals',
    mentions: ['PetCare Assistant', '$97/month'],
  },
  {
    message: 'Do you work with gyms?',
    intent: 'verticals',
    mentions: ['Complete Digital Presence', 'AI Automation Suite', 'Custom Fitness App'],
  },
  {
    message: 'which industries do you serve',
    intent: 'verticals',
    mentions: ['pet', 'fitness', 'E-commerce'],
  },
  // portfolio, process, about, support, human
  { message: 'Can I see your portfolio?', intent: 'portfolio', mentions: ['500+', 'Portfolio'] },
  { message: 'show me some case studys', intent: 'portfolio', mentions: ['For example'] },
  {
    message: 'how does your process work',
    intent: 'process',
    mentions: ['Free consultation', 'Launch'],
  },
  {
    message: 'How long does it take to get started?',
    intent: 'process',
    mentions: ['15-20 minute'],
  },
  { message: 'Who are you?', intent: 'about', mentions: ['Karachi', '500+ Projects Completed'] },
  {
    message: 'how many years of experience do you have',
    intent: 'about',
    mentions: ['5+ Years Experience'],
  },
  {
    message: 'Do you offer support after launch?',
    intent: 'support',
    mentions: ['9 AM to 6 PM EST', '24/7 emergency support'],
  },
  {
    message: 'I want to talk to a human',
    intent: 'human',
    contactForm: true,
    mentions: ['hello@brightwave.agency', '24 hours'],
  },
  { message: 'are you a bot?', intent: 'human', contactForm: true },
  { message: 'what is your phone number', intent: 'human', mentions: ['+92 21 3456 7890'] },
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
  { message: 'thanks!', intent: 'thanks' },
  { message: 'thank you so much', intent: 'thanks' },
  { message: 'bye', intent: 'goodbye' },
  { message: 'asdfgh qwerty', intent: 'unknown', mentions: ['services'] },
  { message: 'what is the watermark on the free plan', intent: 'pricing' },
  // refusal
  {
    message: 'I sell drugs online and need a website',
    intent: 'refusal',
    mentions: ['legal businesses'],
  },
  {
    message: 'Can you market my online casino?',
    intent: 'refusal',
    mentions: ['legal businesses'],
  },
  {
    message: 'we need ads for our hacking services',
    intent: 'refusal',
    mentions: ['legal businesses'],
  },
  // pet persona
  { message: 'hello', profile: 'pets', intent: 'greeting', mentions: ['PetCare Assistant'] },
  {
    message: 'how much does it cost',
    profile: 'pets',
    intent: 'pricing',
    mentions: ['$97/month', '14-day free trial'],
  },
  {
    message: 'does it speak spanish? we need multilingual support for clients',
    profile: 'pets',
    intent: 'support',
  },
  {
    message: 'I want more bookings for my grooming salon',
    profile: 'pets',
    intent: 'verticals',
    mentions: ['50+ languages'],
  },
  {
    message: 'Book Free Demo',
    profile: 'pets',
    intent: 'booking',
    appointment: true,
    mentions: ['free demo'],
  },
  // fitness persona
  {
    message: 'I need more gym members',
    profile: 'fitness',
    intent: 'verticals',
    mentions: ['double membership in 6 months'],
  },
  {
    message: 'Help with fitness marketing',
    profile: 'fitness',
    intent: 'service',
    mentions: ['Complete Digital Presence'],
  },
  {
    message: 'Build a fitness app',
    profile: 'fitness',
    intent: 'service',
    mentions: ['Custom Fitness App'],
  },
  {
    message: 'Automated booking system',
    profile: 'fitness',
    intent: 'service',
    mentions: ['AI Automation Suite'],
  },
  {
    message: 'what does it cost',
    profile: 'fitness',
    intent: 'pricing',
    mentions: ['15-minute strategy call', '90-Day Results Guarantee'],
  },
  { message: 'hi', profile: 'fitness', intent: 'greeting', mentions: ['Fitness Coach'] },
];
