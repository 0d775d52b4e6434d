import { z } from '../zod.ts';
import { emailField } from './email.ts';
import { LIMITS, honeypot, phone, text } from './fields.ts';

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;

const name = text(LIMITS.name, tooLong('Name', LIMITS.name)).refine((v) => v.length > 0, {
  message: 'Name is required',
});
const email = emailField({
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
});
const message = text(LIMITS.message, tooLong('Message', LIMITS.message));

/** Where a contact came from; stored with the lead. */
const CONTACT_SOURCES = ['contact', 'footer', 'chat_contact', 'get_started'] as const;

/**
 * Spec §5 panel contact form, and the one schema of POST /api/contact-info, which also
 * takes the footer form and the chatbot's contact modal (name, email, phone).
 */
export const contactInfoSchema = z.object({
  name,
  email,
  /** Optional; the one phone rule (fields.ts), stored in international format. */
  phone,
  message: message.optional(),
  service: text(80, tooLong('Service', 80)).optional(),
  source: z.enum(CONTACT_SOURCES).optional(),
  /**
   * The chat conversation this contact belongs to, when sent from a chat: the id the chat's
   * answer issued. Any other id (unknown, client-made) links the lead to no conversation.
   */
  conversationId: z.string().max(100).optional(),
  website: honeypot,
});

/** Spec §5 footer form: all three required, one message for all. */
const FOOTER_FORM_ERROR = 'Please fill in all fields.';
export const footerContactSchema = z.object({
  name: text(LIMITS.name, tooLong('Name', LIMITS.name)).refine((v) => v.length > 0, {
    message: FOOTER_FORM_ERROR,
  }),
  email: emailField({
    required: FOOTER_FORM_ERROR,
    invalid: 'Please enter a valid email address',
  }),
  message: message.refine((v) => v.length > 0, { message: FOOTER_FORM_ERROR }),
  website: honeypot,
});

/** Spec §3 Get Started form: service choices there. */
export const GET_STARTED_SERVICES = [
  { value: 'branding', label: 'Branding & Logo Design' },
  { value: 'digital-marketing', label: 'Digital Marketing' },
  { value: 'web-development', label: 'Web Design & Development' },
  { value: 'ai-chatbots', label: 'AI & Chatbots' },
  { value: 'software-development', label: 'Software Development' },
  { value: 'other', label: 'Other' },
] as const;

/** Spec §5 Get Started form: name, email, service (from the list), message all required. */
export const getStartedSchema = z.object({
  name,
  email,
  service: z.enum(GET_STARTED_SERVICES.map((s) => s.value) as [string, ...string[]], {
    message: 'Please select a service',
  }),
  message: message.refine((v) => v.length > 0, { message: 'Message is required' }),
  website: honeypot,
});

/** Spec §5 business form: name, email and businessType required. */
export const businessInquirySchema = z.object({
  name,
  email,
  businessType: text(LIMITS.businessType, tooLong('Business type', LIMITS.businessType)).refine(
    (v) => v.length > 0,
    { message: 'Business type is required' },
  ),
  website: honeypot,
});

export type BusinessInquiry = z.output<typeof businessInquirySchema>;

/** Spec §5 newsletter box: e-mail non-empty and containing '@'. */
export const subscribeSchema = z.object({
  email,
  website: honeypot,
});
export type Subscription = z.output<typeof subscribeSchema>;
