import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export interface QueuedMail {
  /** What the message is about, e.g. 'password-reset', 'lead-notification'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** `content` is base64. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** One logical message is queued once, however often the caller retries. */
  dedupeKey?: string;
}

/**
 * Queues one e-mail for delivery by the mail job. Pass the transaction of the change that
 * causes the mail (a transaction is a `Db` too), so the mail exists exactly when the change
 * does. Returns the new row's id, or null when `dedupeKey` was already queued.
 */
export async function queueMail(db: Db, mail: QueuedMail): Promise<string | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
      attachments: mail.attachments ?? null,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}
