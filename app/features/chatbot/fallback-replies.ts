import { businessHoursText, type WeeklyHours } from '../../../common/booking.ts';
import {
  ILLEGAL_BUSINESS_REPLY,
  cleanReply,
  detectIllegalBusiness,
} from '../../../common/chat-replies.ts';
import { ENGAGEMENT_FACTS } from '../../../common/content/process.ts';
import { SERVICE_LABELS } from '../../../common/services.ts';
import { chatbotTitle, site } from '../../../common/site.ts';

/**
 * The floating chatbot's local scripted replies (spec §7): used when the chat call fails or
 * answers non-OK, so a visitor is never left without an answer. Facts come from the same
 * modules the pages read (and the server's assistant answers from), and the refusal is the
 * shared detector's of common/chat.ts: no rule or fact of the assistant is copied here.
 */
interface ScriptedReply {
  keywords: RegExp;
  reply: (now: Date) => string;
}

/** The team's weekly hours once this page has read them; the spec's until then. */
let teamWeekly: readonly WeeklyHours[] | undefined;
export function rememberTeamHours(weekly: readonly WeeklyHours[]): void {
  teamWeekly = weekly;
}

const consultation = `${ENGAGEMENT_FACTS.consultation} ${ENGAGEMENT_FACTS.responseTime} Would you like to book one?`;

const scripts: readonly ScriptedReply[] = [
  {
    keywords: /\b(price|prices|pricing|cost|costs|how much|budget|quote|rates?|fees?)\b/i,
    reply: () =>
      `Pricing depends on your goals and the scope of your project, so we tailor every quote. The best way to get one is a free consultation: ${consultation}`,
  },
  {
    keywords: /\b(hours?|open|opening|timings?|available|availability|when can)\b/i,
    reply: (now) =>
      `We hold consultations during these hours:\n${businessHoursText(null, now, teamWeekly).join('\n')}\nWould you like to book a time?`,
  },
  {
    keywords: /\b(where|location|located|address|office|based|karachi|pakistan)\b/i,
    reply: () =>
      `${ENGAGEMENT_FACTS.availability} Our office: ${site.address.street}, ${site.address.city}.`,
  },
  {
    keywords: /\b(consult(ation)?|free|demo|call|meeting)\b/i,
    reply: () => consultation,
  },
  {
    keywords: /\b(services?|offer|do you do|what do you|help with|provide)\b/i,
    reply: () =>
      `We offer ${SERVICE_LABELS.slice(0, -1).join(', ')} and ${SERVICE_LABELS.at(-1)}. Which of these can we help you with?`,
  },
  {
    keywords: /\b(contact|email|e-mail|phone|reach|talk to)\b/i,
    reply: () =>
      `You can reach us at ${site.email} or ${site.phone}, or leave your details here. ${ENGAGEMENT_FACTS.responseTime}`,
  },
  {
    keywords: /^\s*(hi|hello|hey|salam|good (morning|afternoon|evening))\b/i,
    reply: () =>
      `Hello! I'm ${chatbotTitle}. Ask me about our services, pricing or hours, or book a free consultation.`,
  },
];

const defaultReply = () =>
  `Thanks for your message! I'm having trouble reaching our assistant right now, but I can tell you about our services, pricing, location and hours. ${consultation}`;

export function fallbackReply(message: string, now: Date = new Date()): string {
  // Spec §5: the refusal holds offline too.
  if (detectIllegalBusiness(message)) return ILLEGAL_BUSINESS_REPLY;
  const script = scripts.find((s) => s.keywords.test(message));
  return cleanReply((script?.reply ?? defaultReply)(now));
}

/**
 * An affirmative or booking phrase (spec §4) opens the appointment form. A bare 'yes'
 * counts only after the bot offered to book, so 'yes' to another question does not.
 */
const bookingPhrase =
  /\b(book|booking|appointment|schedule|consultation|reserve|set up a (call|meeting))\b/i;
const affirmative =
  /^\s*(yes|yeah|yep|yup|sure|ok|okay|of course|please|yes please|sounds good|let'?s do it|absolutely|definitely)\b[\s.!]*$/i;
const bookingOffer = /\b(book|appointment|consultation|schedule)\b/i;

export function wantsToBook(message: string, lastBotText: string | undefined): boolean {
  if (bookingPhrase.test(message)) return true;
  return affirmative.test(message) && !!lastBotText && bookingOffer.test(lastBotText);
}
