import { randomUUID } from 'node:crypto';
import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  saveNewsletterSchema,
  type LatestNewsletterDto,
} from '../../common/schemas/newsletter.ts';
import { subscribeSchema } from '../../common/schemas/leads.ts';
import { site } from '../../common/site.ts';
import { sanitizeBlogHtml } from '../blog/sanitize.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { invalid, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import * as repo from './repository.ts';
import { hashToken, newConfirmToken, unsubscribeTokenFor } from './tokens.ts';

/** A repeated subscription re-sends its confirmation at most this often. */
const CONFIRMATION_RESEND_MS = 60 * 60_000;

export function createNewsletterService({
  config,
  database,
}: {
  config: Config;
  database: Database;
}) {
  const { db } = database;
  const confirmLink = (token: string) => `${config.publicUrl}/newsletter/confirm/${token}`;
  const unsubscribeLink = (id: string) =>
    `${config.publicUrl}/newsletter/unsubscribe/${unsubscribeTokenFor(config.JWT_SECRET, id)}`;

  /**
   * Queues the double opt-in mail; false when one was already queued for this subscriber
   * within the hour (a repeated form must not turn into a mail bomb).
   */
  async function queueConfirmation(tx: Db, id: string, email: string, token: string) {
    const bucket = Math.floor(Date.now() / CONFIRMATION_RESEND_MS);
    const link = confirmLink(token);
    const queued = await queueMail(tx, {
      kind: 'newsletter-confirm',
      to: email,
      subject: `Please confirm your subscription to the ${site.name} newsletter`,
      text: [
        `Thank you for subscribing to the ${site.name} newsletter.`,
        '',
        'Please confirm your address by opening this link:',
        link,
        '',
        'If you did not subscribe, ignore this e-mail and you will not hear from us.',
        '',
        `Unsubscribe at any time: ${unsubscribeLink(id)}`,
      ].join('\n'),
      headers: { 'List-Unsubscribe': `<${unsubscribeLink(id)}>` },
      dedupeKey: `newsletter-confirm:${id}:${bucket}`,
    });
    return queued !== null;
  }

  return {
    /**
     * POST /api/subscribe: idempotent per address (any case). A new or returning address
     * is pending until it follows the e-mailed link; a confirmed one stays as it is.
     */
    async subscribe(body: unknown): Promise<void> {
      const { email } = subscribeSchema.parse(body ?? {});
      const token = newConfirmToken();
      await db.transaction(async (tx) => {
        const id = randomUUID();
        const created = await repo.insertSubscriber(tx, {
          id,
          email,
          confirmTokenHash: hashToken(token),
          unsubscribeTokenHash: hashToken(unsubscribeTokenFor(config.JWT_SECRET, id)),
        });
        if (created) {
          await queueConfirmation(tx, created.id, created.email, token);
          return;
        }
        const existing = await repo.findSubscriberByEmail(tx, email);
        if (!existing || existing.status === 'confirmed') return;
        if (await queueConfirmation(tx, existing.id, existing.email, token)) {
          await repo.renewConfirmation(tx, existing.id, hashToken(token));
        }
      });
    },

    async confirm(token: string): Promise<void> {
      const subscriber = await repo.findSubscriberByConfirmHash(db, hashToken(token));
      if (!subscriber || subscriber.status === 'unsubscribed') {
        throw notFound(NEWSLETTER_LINK_INVALID_MESSAGE);
      }
      await repo.markConfirmed(db, subscriber.id);
    },

    async unsubscribe(token: string): Promise<void> {
      const subscriber = await repo.findSubscriberByUnsubscribeHash(db, hashToken(token));
      if (!subscriber) throw notFound(NEWSLETTER_LINK_INVALID_MESSAGE);
      await repo.markUnsubscribed(db, subscriber.id);
    },

    /** The unsubscribe link of one subscriber, for the mails a newsletter send writes. */
    unsubscribeLink,

    /** POST /api/save-newsletter (admin): stored for the next send, HTML sanitised. */
    async save(body: unknown): Promise<LatestNewsletterDto> {
      const input = saveNewsletterSchema.parse(body ?? {});
      const content = sanitizeBlogHtml(input.content, config.publicUrl);
      if (!content) throw invalid('Content is required', { content: 'Content is required' });
      const row = await repo.insertNewsletter(db, { subject: input.subject, content });
      return { subject: row.subject, content: row.content, createdAt: row.createdAt.toISOString() };
    },

    async latest(): Promise<LatestNewsletterDto> {
      const row = await repo.findLatestNewsletter(db);
      return row
        ? { subject: row.subject, content: row.content, createdAt: row.createdAt.toISOString() }
        : { subject: null, content: null, createdAt: null };
    },

    /** `newsletterCount`: confirmed subscribers. */
    confirmedCount: (range?: { from: Date; to: Date }) => repo.countConfirmedSubscribers(db, range),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
