import { z } from './zod.ts';
import { isIsoDate, isValidTimeZone } from './booking.ts';
import { CHAT_MAX_BOT_REPLIES, CHAT_MAX_MESSAGE_CHARS, SLOT_CODES } from './constants.ts';
import { isServiceLabel } from './services.ts';
import { emailField, parseEmail } from './schemas/email.ts';
import { LIMITS, phone, text } from './schemas/fields.ts';
import { sameOriginPath } from './page-path.ts';
import { REACH_US } from './site.ts';

/**
 * The contract of `POST /api/flask/chat`, spec §7, plus what the server adds. One schema
 * for the widgets and the server.
 *
 * Request (JSON):
 * - `message` (required): the visitor's text; blank or whitespace-only answers 400
 *   'Please type a message.', more than CHAT_MAX_MESSAGE_CHARS (2,000) characters answers 400.
 * - `conversation_id` (optional): the id the server returned in an earlier answer of this
 *   chat (the browser keeps it in sessionStorage and sends it with the next message);
 *   8-100 letters, digits, '-' or '_'. Ids are issued by the server only (128 random bits)
 *   and given only to the browser that started the conversation. Without one, or with an
 *   id the server never issued (a client-made id, an unknown one), the server starts a new
 *   conversation and returns its fresh id: nothing stored in one conversation (contact
 *   details, earlier messages) ever reaches another visitor.
 * - `user_name` (optional, main chatbot): the name the visitor entered.
 * - `reply_limit` (optional, 1-4): the replies a landing chat allows per conversation (spec
 *   §4: 3, its counter starting at 1). The server keeps the count per conversation and,
 *   with the last reply, answers `limit_reached: true`; a later message is refused with 429
 *   `reason: 'reply_limit'` and CHAT_REPLY_LIMIT_REACHED_MESSAGE. A new conversation (a new
 *   chat session) starts a new count.
 * - `chat` (optional, 'main'): sent by the floating chatbot, whose limit of
 *   CHAT_MAX_BOT_REPLIES replies holds only while the owner's response-limit setting is on
 *   (read from the database on every message; ADR 047).
 *   Neither limit applies while the conversation is in a hand-off to a person, and a
 *   hand-off that ends starts the count afresh.
 * - `user_context` (optional object), either shape of spec §7:
 *   - main chatbot: `name`, `email`, `phone` (saved contact info), `hasEnteredNameThisSession`,
 *     `conversationLength` (how many messages the visitor has sent before this one);
 *   - home, pet and fitness chats: `business_profile` ('pets' | 'fitness' | 'general'),
 *     `domain` (the site's host), `source` (the page path, e.g. '/PetLandingPage'),
 *     `conversation_context` ('first_message' | 'continuing').
 *   Unknown fields are ignored; a malformed saved e-mail or phone is ignored, not refused.
 *
 * Response (200, JSON `ChatResponse`): `response` (the bot's text, already cleaned:
 * paragraphs separated by a blank line), `show_contact_form`, `show_appointment_form`,
 * `action` ('open_form' when the appointment form should open), `context` (the contact the
 * assistant knows, including details typed in this message: store it as the saved contact),
 * `booking` (optional, with the form: the services, date and slot it opens with, see
 * `chatBookingSchema`),
 * `conversation_id` (the server-issued id of this conversation: send it back next time; it
 * differs from the one sent when that one was not issued by the server) and `intent` (what
 * the assistant understood).
 *
 * Errors: 400 `{ success: false, error, message }` with a sentence; 429 the same shape when a
 * visitor sends too many messages (CHAT_RATE_LIMIT per CHAT_RATE_WINDOW_MS).
 */

export const CHAT_EMPTY_MESSAGE = 'Please type a message.';
export const CHAT_TOO_LONG_MESSAGE = `Your message is too long. Please keep it under ${CHAT_MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters.`;
export const CHAT_BAD_CONVERSATION_ID =
  "conversation_id must be 8 to 100 letters, digits, '-' or '_'.";

/** Replies one conversation (and, separately, one client address) may get per window. */
export const CHAT_RATE_LIMIT = 30;
export const CHAT_RATE_LIMIT_PER_ADDRESS = 120;
export const CHAT_RATE_WINDOW_MS = 10 * 60 * 1000;
export const CHAT_RATE_LIMITED_MESSAGE = `You've sent a lot of messages in a short time. Please wait a few minutes, or book an appointment to continue with our team.`;

/** Spec §8 limit text of the floating chatbot. */
export const CHAT_LIMIT_MESSAGE =
  "You've reached the maximum number of chatbot responses. Please book an appointment to continue.";
/** The server's refusal once a visitor had the replies of a limited chat. */
export const CHAT_REPLY_LIMIT_REACHED_MESSAGE = `${CHAT_LIMIT_MESSAGE} ${REACH_US}`;
/** Added to the refusal when details typed in the refused message were stored. */
export const CHAT_LIMIT_DETAILS_KEPT =
  'We have your contact details, and our team will get back to you within 24 hours.';

export type BusinessProfile = 'general' | 'pets' | 'fitness';

/** Widgets send 'pets' and 'fitness'; near spellings mean the same vertical. */
export function normalizeBusinessProfile(value: string | undefined | null): BusinessProfile {
  const v = (value ?? '').trim().toLowerCase();
  if (/^pet/.test(v)) return 'pets';
  if (/^(fitness|gym|pr$)/.test(v)) return 'fitness';
  return 'general';
}

/**
 * A string as stored: trimmed, without NUL characters (PostgreSQL text cannot hold them,
 * and no person types one), so a message of NULs is refused as blank before anything of the
 * conversation is stored.
 */
const cleanText = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/\0/g, '').trim() : '';

/** Optional free text: trimmed, '' and null become undefined, capped. */
const optionalText = (max: number) =>
  z.preprocess((v) => cleanText(v) || undefined, z.string().max(max).optional());

/** Saved contact fields are the browser's state, not typed now: bad values are dropped. */
const savedEmail = z.preprocess((v) => parseEmail(cleanText(v)), z.string().optional());
const savedPhone = z.preprocess((v) => {
  const s = cleanText(v);
  const digits = s.replace(/\D/g, '').length;
  return s && s.length <= LIMITS.phone && digits >= 7 ? s : undefined;
}, z.string().optional());
const savedName = z.preprocess(
  (v) => cleanText(v).slice(0, LIMITS.name) || undefined,
  z.string().optional(),
);

const chatUserContextSchema = z.object({
  name: savedName,
  email: savedEmail,
  phone: savedPhone,
  hasEnteredNameThisSession: z.preprocess(
    (v) => (typeof v === 'boolean' ? v : undefined),
    z.boolean().optional(),
  ),
  conversationLength: z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined),
    z.number().int().optional(),
  ),
  business_profile: optionalText(40),
  domain: optionalText(200),
  /** A same-origin path of the site, else dropped (page-path.ts). */
  source: z.preprocess((v) => sameOriginPath(cleanText(v)), z.string().optional()),
  conversation_context: z.preprocess(
    (v) => (v === 'first_message' || v === 'continuing' ? v : undefined),
    z.enum(['first_message', 'continuing']).optional(),
  ),
});

const conversationIdField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .string({ message: CHAT_BAD_CONVERSATION_ID })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: CHAT_BAD_CONVERSATION_ID })
    .optional(),
);

export const chatRequestSchema = z.object({
  message: z.preprocess(
    cleanText,
    z
      .string()
      .min(1, { message: CHAT_EMPTY_MESSAGE })
      .max(CHAT_MAX_MESSAGE_CHARS, { message: CHAT_TOO_LONG_MESSAGE }),
  ),
  user_name: savedName,
  reply_limit: z.preprocess(
    (v) =>
      typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= CHAT_MAX_BOT_REPLIES
        ? v
        : undefined,
    z.number().int().optional(),
  ),
  chat: z.preprocess((v) => (v === 'main' ? v : undefined), z.literal('main').optional()),
  conversation_id: conversationIdField,
  user_context: z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}),
    chatUserContextSchema,
  ),
  /**
   * The visitor asked for a person with the chat's "Talk to a person" control (ADR 033);
   * typed asks ("can I talk to a human?") are understood without it.
   */
  handoff: z.preprocess((v) => (v === true ? true : undefined), z.literal(true).optional()),
  /**
   * The visitor's IANA time zone (the browser's, e.g. 'Asia/Dubai'): the assistant gives
   * hours in it too. A zone the server does not know is ignored, not refused.
   */
  time_zone: z.preprocess((v) => (isValidTimeZone(v) ? v : undefined), z.string().optional()),
});
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

export type ChatRequest = z.output<typeof chatRequestSchema>;

const CHAT_INTENTS = [
  'greeting',
  'services',
  'service',
  'pricing',
  'hours',
  'location',
  'verticals',
  'portfolio',
  'process',
  'about',
  'support',
  'human',
  'booking',
  'contact',
  'thanks',
  'goodbye',
  'refusal',
  'unknown',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

const chatContactSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/**
 * What the booking form opens with besides the contact: the services, date and
 * slot the visitor named, each only when the form's own rules take it (a service of the
 * form, a calendar date the booking service offers slots on, an open slot of that date).
 * Names as in the appointment payload (spec §3).
 */
export const chatBookingSchema = z.object({
  /**
   * A name, e-mail or phone the model named: starting values of the form's empty fields,
   * never the visitor's saved contact (the visitor sends the form, or not).
   */
  name: z.string().max(LIMITS.name).optional(),
  email: z
    .string()
    .refine((v): boolean => parseEmail(v) === v)
    .optional(),
  phone: z.string().max(LIMITS.phone).optional(),
  services: z
    .array(z.string().refine((v): boolean => isServiceLabel(v)))
    .min(1)
    .optional(),
  preferred_date: z.string().refine(isIsoDate).optional(),
  preferred_time: z.enum(SLOT_CODES).optional(),
});
export type ChatBooking = z.infer<typeof chatBookingSchema>;

/** Spec §7: the answer of POST /api/flask/chat, with the flags the widget acts on. */
export const chatResponseSchema = z.object({
  response: z.string(),
  show_contact_form: z.boolean(),
  show_appointment_form: z.boolean(),
  action: z.literal('open_form').optional(),
  context: chatContactSchema,
  /** With `action: 'open_form'`: the form's starting services, date and slot, when known. */
  booking: chatBookingSchema.optional(),
  conversation_id: z.string(),
  intent: z.enum(CHAT_INTENTS),
  /**
   * The hand-off to a person (ADR 033): 'requested' once asked for, 'joined' while a team
   * member is in the conversation. The chat then listens to CHAT_EVENTS_PATH (chat-events.ts) for the team.
   */
  handoff: z.enum(['requested', 'joined']).optional(),
  /** A team member is in the conversation: the bot stays quiet (`response` is ''). */
  quiet: z.literal(true).optional(),
  /** This was the last reply the chat's limit allows: the chat locks (spec §4). */
  limit_reached: z.literal(true).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * The contact bubble of the floating chatbot (`POST /api/flask/chat/contact`): every field
 * optional, but an e-mail or a phone (WhatsApp) is needed to reach the visitor; a phone
 * alone is enough. Stored as the conversation's lead; without a conversation id one starts.
 */
export const CHAT_CONTACT_NEEDS_A_WAY =
  'Please enter an e-mail or a phone number so our team can reach you.';
export const chatContactSaveSchema = z
  .object({
    conversation_id: conversationIdField,
    name: text(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
    email: emailField({ invalid: 'Please enter a valid email address' }),
    phone,
  })
  .refine((v) => v.email !== '' || v.phone !== '', {
    message: CHAT_CONTACT_NEEDS_A_WAY,
    path: ['phone'],
  });
export type ChatContactSave = z.output<typeof chatContactSaveSchema>;

/** The owner's chat settings (admin Conversations screen). */
export const chatSettingsSchema = z.object({
  /** The floating chatbot locks after CHAT_MAX_BOT_REPLIES replies (spec §4; off by default). */
  replyLimit: z.boolean({ message: 'replyLimit must be true or false' }),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
