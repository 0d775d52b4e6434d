import type { BlogDto } from '../../../common/blog.ts';
import { noSlotsReason, slotAvailability, todayInBusinessZone } from '../../../common/booking.ts';
import { APPOINTMENT_MESSAGES } from '../../../common/schemas/appointment.ts';
import { invalid } from '../../errors.ts';
import { blogPassage, passageSearch } from '../retrieval.ts';
import type { SlotAnswer } from '../tools.ts';

/**
 * What the evaluation set's look-ups find (ADR 034): the chat service asks the booking
 * service and the blog, the evaluation asks these fixed stand-ins, so a run is the same
 * every day. The clock is a Wednesday afternoon in Karachi.
 */
export const EVAL_NOW = new Date('2026-11-25T10:00:00Z');
export const EVAL_SITE_URL = 'https://brightwave.example';

/** The one slot booked full in the fixture: Friday 27 November, 6 PM. */
const FULL = { date: '2026-11-27', code: '6pm-9pm' };

/** The slot states of `date` by the booking rules, as services.booking.availability answers. */
export function evalSlots(date: string): SlotAnswer {
  if (date < todayInBusinessZone(EVAL_NOW)) throw invalid(APPOINTMENT_MESSAGES.dateInPast);
  const slots = slotAvailability(date, EVAL_NOW).map((slot) => ({
    code: slot.code,
    state: slot.past ? 'past' : date === FULL.date && slot.code === FULL.code ? 'full' : 'open',
  }));
  return { date, slots, message: noSlotsReason(date, EVAL_NOW) };
}

const post = (slug: string, title: string, text: string, tags: string[]): BlogDto => ({
  _id: `eval-${slug}`,
  slug,
  blog_title: title,
  content: `<p>${text}</p>`,
  image: null,
  author: 'Brightwave Team',
  tags,
  status: 'published',
  scheduledDate: null,
  views: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** Published posts of the fixture blog. */
const EVAL_POSTS: BlogDto[] = [
  post(
    'local-seo-for-karachi-businesses',
    'Local SEO for Karachi businesses',
    'How a clinic, a cafe or a shop in Karachi shows up on Google Maps and in local search: your Google Business Profile, reviews and pages that rank.',
    ['seo', 'google'],
  ),
  post(
    'ai-chatbot-books-appointments',
    'How an AI chatbot books appointments while you sleep',
    'A chatbot on your website and WhatsApp answers questions and books appointments around the clock, so no lead waits until morning.',
    ['ai', 'chatbots', 'automation'],
  ),
  post(
    'instagram-ads-that-sell',
    'Instagram ads that bring customers, not just likes',
    'Meta ads for small businesses: targeting, creative that stops the scroll, and measuring the orders your ads bring.',
    ['ads', 'instagram', 'social media'],
  ),
];

/** The fixture blog's search, as createBlogKnowledge searches the real one. */
export const searchEvalPosts = passageSearch(EVAL_POSTS.map(blogPassage));
