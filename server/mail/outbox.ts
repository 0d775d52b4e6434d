import { createHash } from 'node:crypto';
import { emailLimitKey } from '../../common/schemas/email.ts';
import type { Db } from '../db/client.ts';
import { rateLimitKey } from '../db/rate-limits.ts';
import * as repo from './repository.ts';

interface MailAddressing {
  /** What the message is about, e.g. 'password-reset', 'lead-notification'. */
  kind: string;
  to: string;
  headers?: Record<string, string>;
  /** One logical message is queued once, however often the caller retries. */
  dedupeKey?: string;
}

/** A message as it will be sent. */
interface WrittenMail extends MailAddressing {
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * A message rendered at delivery from `data`, by the renderer registered for its kind
 * (MailService.renders; docs/decisions/038).
 */
interface DataMail extends MailAddressing {
  data: Record<string, unknown>;
}

export type QueuedMail = WrittenMail | DataMail;

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface QueueMailOptions {
  /**
   * The mail goes to an address a visitor typed (a booking receipt, a newsletter opt-in, a
   * password-reset link): at most VISITOR_MAIL_LIMIT.max such mails per recipient a day,
   * so no one can make the site mail a stranger without end. Mails of the team
   * (TEAM_EMAIL) and of administrators' actions are not counted.
   */
  visitorTriggered?: boolean;
}

/** Visitor-triggered mails per recipient inbox (emailLimitKey) in one 24-hour window. */
const VISITOR_MAIL_LIMIT = { name: 'mail-to', max: 5, windowMs: 24 * 60 * 60_000 };

/** The address as the log names it: its first letter and domain, and a short hash. */
function maskAddress(address: string): { recipient: string; recipientHash: string } {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  const recipient =
    at > 0 ? `${normalized[0]}***${normalized.slice(at)}` : `${normalized.slice(0, 1)}***`;
  const recipientHash = createHash('sha256').update(normalized).digest('hex').slice(0, 16);
  return { recipient, recipientHash };
}

/**
 * Where a dropped mail is reported: one JSON line on stderr in the shape of the server's
 * log lines (level 40 is warn), since the domain services that queue mail have no logger.
 */
function warnDropped(details: Record<string, unknown>, message: string): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), ...details, msg: message })}\n`,
  );
}

/**
 * Queues one e-mail for delivery by the mail job. Pass the transaction of the change that
 * causes the mail (a transaction is a `Db` too), so the mail exists exactly when the change
 * does. Returns the new row's id, or null when `dedupeKey` was already queued or a
 * visitor-triggered mail was dropped by the daily limit per recipient.
 */
export async function queueMail(
  db: Db,
  mail: QueuedMail,
  options: QueueMailOptions = {},
): Promise<string | null> {
  const insert = outboxInsert({ mail, options });
  const [id] = reportDropped([insert], await repo.insertOutboxRows(db, [insert]));
  return id ?? null;
}

/**
 * Queues several e-mails in one statement, each as `queueMail` queues it (a booking's team
 * notice and receipt), inside the transaction `db` of the change that causes them. One
 * statement cannot count one recipient twice: the mails may not share a visitor's daily
 * counter. Answers the ids of the rows queued, for `poke(ids)` once the change has
 * committed.
 */
export async function queueMails(db: Db, mails: QueuedMailRequest[]): Promise<string[]> {
  const inserts = mails.map(outboxInsert);
  const keys = inserts.flatMap((insert) => (insert.limit ? [insert.limit.key] : []));
  if (new Set(keys).size !== keys.length) {
    throw new Error('Mails queued in one statement may not share a daily counter.');
  }
  const queued = reportDropped(inserts, await repo.insertOutboxRows(db, inserts));
  return queued.filter((id) => id !== null);
}

export interface QueuedMailRequest {
  mail: QueuedMail;
  options?: QueueMailOptions;
}

function outboxInsert({ mail, options }: QueuedMailRequest): repo.OutboxInsert {
  const written = 'data' in mail ? null : mail;
  const values = {
    kind: mail.kind,
    to: mail.to,
    subject: written?.subject ?? null,
    text: written?.text ?? null,
    html: written?.html ?? null,
    attachments: written?.attachments ?? null,
    data: 'data' in mail ? mail.data : null,
    headers: mail.headers ?? null,
    dedupeKey: mail.dedupeKey ?? null,
  };
  if (!options?.visitorTriggered) return { values };
  // Counted against the recipient's daily share and queued within it; a retry of a
  // queued message (its dedupe key) sends nothing, so it is not counted. One inbox is one
  // counter however its address is spelt (+tags, Gmail's dots: ADR 051).
  return {
    values,
    limit: {
      key: rateLimitKey(VISITOR_MAIL_LIMIT.name, emailLimitKey(mail.to)),
      max: VISITOR_MAIL_LIMIT.max,
      windowMs: VISITOR_MAIL_LIMIT.windowMs,
    },
  };
}

/** Logs each mail the daily limit dropped; answers each one's id or null, in order. */
function reportDropped(
  inserts: repo.OutboxInsert[],
  queued: repo.OutboxInserted[],
): (string | null)[] {
  return queued.map((result, i) => {
    const insert = inserts[i]!;
    if (insert.limit && result.count !== null && result.count > insert.limit.max) {
      warnDropped(
        {
          kind: insert.values.kind,
          ...maskAddress(insert.values.to),
          limit: insert.limit.max,
          count: result.count,
        },
        'visitor mail dropped: daily limit of mails to this address reached',
      );
    }
    return result.id;
  });
}
