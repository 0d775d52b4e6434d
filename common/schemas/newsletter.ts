import { z } from '../zod.ts';
import { text } from './fields.ts';

/** Spec §2.5 newsletter tool: subject and 'Content (HTML allowed)', both required (§5). */
const NEWSLETTER_SUBJECT_MAX = 200;
/** Well under the 1 MB JSON body limit. */
const NEWSLETTER_CONTENT_MAX = 200_000;
export const NEWSLETTER_SAVED_MESSAGE = 'Newsletter saved for next send!';
export const SUBSCRIBED_MESSAGE = 'Subscribed!';
export const SUBSCRIPTION_CONFIRMED_MESSAGE = 'Your subscription is confirmed. Thank you!';
export const UNSUBSCRIBED_MESSAGE =
  'You have been unsubscribed. You will not receive our newsletter anymore.';
export const NEWSLETTER_LINK_INVALID_MESSAGE =
  'This link is not valid. Please check the link in your e-mail.';

/** POST /api/save-newsletter (admin). */
export const saveNewsletterSchema = z.object({
  subject: text(
    NEWSLETTER_SUBJECT_MAX,
    `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`,
  ).refine((v) => v.length > 0, { message: 'Subject is required' }),
  content: text(
    NEWSLETTER_CONTENT_MAX,
    `Content must be at most ${NEWSLETTER_CONTENT_MAX} characters`,
  ).refine((v) => v.length > 0, { message: 'Content is required' }),
});

export type NewsletterDraft = z.output<typeof saveNewsletterSchema>;

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the token of the e-mailed link. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ message: NEWSLETTER_LINK_INVALID_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: NEWSLETTER_LINK_INVALID_MESSAGE }),
});

/**
 * GET /api/latest-newsletter: the latest sent issue (the latest saved draft for an
 * administrator); every field null when there is none.
 */
export const latestNewsletterSchema = z.object({
  subject: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type LatestNewsletterDto = z.infer<typeof latestNewsletterSchema>;

/** GET /api/newsletter-stats. */
export const newsletterStatsSchema = z.object({
  visitorCount: z.number(),
  newsletterCount: z.number(),
});
export type NewsletterStatsDto = z.infer<typeof newsletterStatsSchema>;

/** GET /api/admin/newsletter/send-status; 'none' when no newsletter was saved yet. */
export const newsletterSendStatusSchema = z.object({
  status: z.enum(['none', 'draft', 'sending', 'sent']),
  subject: z.string().nullable(),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  sentAt: z.string().nullable(),
});
export type NewsletterSendStatusDto = z.infer<typeof newsletterSendStatusSchema>;
