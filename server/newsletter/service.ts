import { randomUUID } from 'node:crypto';
import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  type LatestNewsletterDto,
  type NewsletterDraft,
  type NewsletterSendStatusDto,
} from '../../common/schemas/newsletter.ts';
import type { Subscription } from '../../common/schemas/leads.ts';
import { site } from '../../common/site.ts';
import { sanitizeBlogHtml } from '../blog/sanitize.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { DomainError, conflict, invalid, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailService } from '../mail/service.ts';
import { newsletterConfirmMail, newsletterIssueMail } from '../mail/templates/newsletter.ts';
import { NEWSLETTER_SEND_QUEUE } from './jobs.ts';
import * as repo from './repository.ts';
import { hashToken, newConfirmToken, unsubscribeTokenFor } from './tokens.ts';

/** Mails one newsletter-send job queues; the next job takes the next batch. */
const NEWSLETTER_BATCH_SIZE = 50;

const NO_NEWSLETTER_MESSAGE = 'There is no saved newsletter to send.';
const NO_RECIPIENTS_MESSAGE = 'There are no confirmed subscribers to send to yet.';
const ALREADY_SENDING_MESSAGE = 'The latest newsletter is being sent right now.';
const ALREADY_SENT_MESSAGE =
  'The latest newsletter was already sent. Save a new one to send again.';

/** The dedupe key of one newsletter to one subscriber: a retried batch never mails twice. */
const issueKey = (newsletterId: string, subscriberId: string) =>
  `newsletter:${newsletterId}:${subscriberId}`;

export function createNewsletterService({
  config,
  database,
  mail,
}: {
  config: Config;
  database: Database;
  /** Delivery nudges and the background queue of newsletter batches. */
  mail?: Pick<MailService, 'poke' | 'enqueue' | 'running'>;
}) {
  const { db } = database;
  const confirmLink = (token: string) => `${config.publicUrl}/newsletter/confirm/${token}`;
  const unsubscribeToken = (id: string) => unsubscribeTokenFor(config.JWT_SECRET, id);
  const unsubscribeLink = (id: string) =>
    `${config.publicUrl}/newsletter/unsubscribe/${unsubscribeToken(id)}`;
  /** RFC 8058: mail providers POST 'List-Unsubscribe=One-Click' here. */
  const oneClickLink = (id: string) =>
    `${config.publicUrl}/api/newsletter/unsubscribe/one-click/${unsubscribeToken(id)}`;
  const unsubscribeHeaders = (id: string) => ({
    'List-Unsubscribe': `<${oneClickLink(id)}>, <mailto:${site.email}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });

  function toSendStatus(row: repo.NewsletterRow | null): NewsletterSendStatusDto {
    if (!row) {
      return { status: 'none', subject: null, recipients: 0, sent: 0, failed: 0, sentAt: null };
    }
    return {
      status: row.sendStatus,
      subject: row.subject,
      recipients: row.recipients,
      sent: row.sentCount,
      failed: row.failedCount,
      sentAt: row.sentAt?.toISOString() ?? null,
    };
  }

  /**
   * Counts from the outbox what reached subscribers; once every queued mail is settled and
   * the batches are done (queued = recipients), the send is complete.
   */
  async function refreshProgress(newsletterId: string): Promise<repo.NewsletterRow | null> {
    const progress = await repo.countIssueMails(db, `newsletter:${newsletterId}:`);
    return repo.updateSendProgress(db, newsletterId, progress);
  }

  /**
   * Queues the double opt-in mail with a new link; false when the address had its day's
   * share of visitor-triggered mails, which is what keeps a repeated form from
   * turning into a mail bomb. A repeated subscription of an unconfirmed address re-sends
   * (the visitor who lost the first mail asks again).
   */
  async function queueConfirmation(tx: Db, id: string, email: string, token: string) {
    const message = newsletterConfirmMail({
      confirm: confirmLink(token),
      unsubscribe: unsubscribeLink(id),
    });
    const queued = await queueMail(
      tx,
      {
        kind: 'newsletter-confirm',
        to: email,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: unsubscribeHeaders(id),
        // One mail per link: a retried request with the same token never mails twice.
        dedupeKey: `newsletter-confirm:${id}:${hashToken(token).slice(0, 32)}`,
      },
      { visitorTriggered: true },
    );
    return queued !== null;
  }

  return {
    /**
     * POST /api/subscribe: idempotent per address (any case). A new or returning address
     * is pending until it follows the e-mailed link; a confirmed one stays as it is.
     */
    async subscribe({ email }: Subscription): Promise<void> {
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
      mail?.poke();
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
    async save(input: NewsletterDraft): Promise<LatestNewsletterDto> {
      const content = sanitizeBlogHtml(input.content, config.publicUrl);
      if (!content) throw invalid('Content is required', { content: 'Content is required' });
      const row = await repo.insertNewsletter(db, { subject: input.subject, content });
      return { subject: row.subject, content: row.content, createdAt: row.createdAt.toISOString() };
    },

    /**
     * POST /api/admin/newsletter/test: the issue as typed (sanitised as a save does), mailed
     * to `to` alone, the signed-in administrator, with "Test:" before its subject. Nothing
     * is stored as the newsletter and no subscriber is mailed.
     */
    async sendTest(input: NewsletterDraft, to: string): Promise<void> {
      const content = sanitizeBlogHtml(input.content, config.publicUrl);
      if (!content) throw invalid('Content is required', { content: 'Content is required' });
      const message = newsletterIssueMail(
        { subject: `Test: ${input.subject}`, content },
        // A test has no subscriber to unsubscribe: its link leads back to the tool.
        { unsubscribe: `${config.publicUrl}/admin/newsletter` },
      );
      await queueMail(db, {
        kind: 'newsletter-test',
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      mail?.poke();
    },

    /**
     * GET /api/latest-newsletter: the newsletter saved last (a draft included) for an
     * administrator; for anyone else the issue sent last, never an unsent draft.
     */
    async latest({ includeDrafts }: { includeDrafts: boolean }): Promise<LatestNewsletterDto> {
      const row = includeDrafts
        ? await repo.findLatestNewsletter(db)
        : await repo.findLatestSentNewsletter(db);
      return row
        ? { subject: row.subject, content: row.content, createdAt: row.createdAt.toISOString() }
        : { subject: null, content: null, createdAt: null };
    },

    /** GET /api/admin/newsletter/recipients: who 'Send now' would reach. */
    recipientCount: () => repo.countConfirmedSubscribers(db),

    /**
     * POST /api/admin/newsletter/send: the latest saved newsletter to every confirmed
     * subscriber. Answers at once; batches of NEWSLETTER_BATCH_SIZE are queued by jobs.
     */
    async startSend(): Promise<NewsletterSendStatusDto> {
      if (!mail?.running) {
        throw new DomainError(
          'unavailable',
          'Mail delivery is not running. Please try again shortly.',
        );
      }
      const latest = await repo.findLatestNewsletter(db);
      if (!latest) throw notFound(NO_NEWSLETTER_MESSAGE);
      if (latest.sendStatus === 'sending') throw conflict(ALREADY_SENDING_MESSAGE);
      if (latest.sendStatus === 'sent') throw conflict(ALREADY_SENT_MESSAGE);
      // Subscribers who confirm after this moment wait for the next newsletter.
      const cutoff = new Date();
      const recipients = await repo.countConfirmedSubscribers(db);
      if (recipients === 0) throw invalid(NO_RECIPIENTS_MESSAGE);
      const started = await repo.markSending(db, latest.id, recipients);
      // Two clicks at once: only the first moves the draft to 'sending'.
      if (!started) throw conflict(ALREADY_SENDING_MESSAGE);
      await mail.enqueue(NEWSLETTER_SEND_QUEUE, {
        newsletterId: latest.id,
        cutoff: cutoff.toISOString(),
      });
      return toSendStatus(started);
    },

    /**
     * One job: queues the next batch of mails (subscribers confirmed before the send began
     * who have no mail of this newsletter yet), then the next job. Safe to run twice.
     */
    async sendBatch(data: Record<string, unknown>): Promise<void> {
      const newsletterId = String(data.newsletterId);
      const cutoff = new Date(String(data.cutoff));
      const queued = await db.transaction(async (tx) => {
        const issue = await repo.lockNewsletter(tx, newsletterId);
        if (!issue || issue.sendStatus !== 'sending') return -1;
        const batch = await repo.findUnmailedSubscribers(tx, {
          prefix: `newsletter:${newsletterId}:`,
          cutoff,
          limit: NEWSLETTER_BATCH_SIZE,
        });
        for (const subscriber of batch) {
          const message = newsletterIssueMail(issue, {
            unsubscribe: unsubscribeLink(subscriber.id),
          });
          await queueMail(tx, {
            kind: 'newsletter-issue',
            to: subscriber.email,
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers: unsubscribeHeaders(subscriber.id),
            dedupeKey: issueKey(newsletterId, subscriber.id),
          });
        }
        if (batch.length < NEWSLETTER_BATCH_SIZE) {
          // The last batch: the recipients are exactly the mails queued.
          await repo.setRecipientsToQueued(tx, newsletterId, `newsletter:${newsletterId}:`);
        }
        return batch.length;
      });
      if (queued < 0) return;
      mail?.poke();
      if (queued === NEWSLETTER_BATCH_SIZE) {
        await mail?.enqueue(NEWSLETTER_SEND_QUEUE, data);
      } else {
        await refreshProgress(newsletterId);
      }
    },

    /** Called when a newsletter mail reached its final state. */
    async issueMailSettled(dedupeKey: string | null): Promise<void> {
      const match = /^newsletter:([0-9a-f-]{36}):/.exec(dedupeKey ?? '');
      if (match) await refreshProgress(match[1]!);
    },

    /** GET /api/admin/newsletter/send-status: the latest newsletter's send. */
    async sendStatus(): Promise<NewsletterSendStatusDto> {
      const latest = await repo.findLatestNewsletter(db);
      if (!latest || latest.sendStatus !== 'sending') return toSendStatus(latest);
      return toSendStatus(await refreshProgress(latest.id));
    },

    /** `newsletterCount`: confirmed subscribers. */
    confirmedCount: (range?: { from: Date; to: Date }) => repo.countConfirmedSubscribers(db, range),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
