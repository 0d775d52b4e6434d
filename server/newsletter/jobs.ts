import type { MailService } from '../mail/service.ts';

/** The pg-boss queue of newsletter batches: each job queues one batch, then the next job. */
export const NEWSLETTER_SEND_QUEUE = 'newsletter-send';

/** What the jobs call in the newsletter service. */
interface NewsletterJobWork {
  sendBatch(data: Record<string, unknown>): Promise<void>;
  issueMailSettled(dedupeKey: string | null): Promise<void>;
}

/**
 * The newsletter's background work, run by the mail worker's pg-boss: the batches of a
 * send (retried up to 5 times, from 5 s with backoff), and the send's progress, counted
 * again whenever one of its mails reaches a final state.
 */
export function registerNewsletterJobs(
  mail: Pick<MailService, 'handle' | 'onDelivered'>,
  newsletter: NewsletterJobWork,
): void {
  mail.handle(NEWSLETTER_SEND_QUEUE, (data) => newsletter.sendBatch(data), {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  });
  mail.onDelivered((row) => newsletter.issueMailSettled(row.dedupeKey));
}
