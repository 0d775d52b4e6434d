import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { newsletters, subscribers } from '../db/schema/newsletter.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewsletterRow = typeof newsletters.$inferSelect;

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** Inserts a pending subscriber; null when the address (any case) is already there. */
export async function insertSubscriber(
  db: Db,
  values: { id: string; email: string; confirmTokenHash: string; unsubscribeTokenHash: string },
): Promise<SubscriberRow | null> {
  const [row] = await db
    .insert(subscribers)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A fresh confirmation for an existing subscriber: pending again with a new token. */
export async function renewConfirmation(
  db: Db,
  id: string,
  confirmTokenHash: string,
): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'pending', confirmTokenHash, unsubscribedAt: null })
    .where(eq(subscribers.id, id));
}

export async function findSubscriberByConfirmHash(
  db: Db,
  hash: string,
): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.confirmTokenHash, hash));
  return row ?? null;
}

export async function findSubscriberByUnsubscribeHash(
  db: Db,
  hash: string,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.unsubscribeTokenHash, hash));
  return row ?? null;
}

export async function markConfirmed(db: Db, id: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(subscribers.id, id), eq(subscribers.status, 'pending')));
}

export async function markUnsubscribed(db: Db, id: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(eq(subscribers.id, id));
}

/** Confirmed subscribers; with a range, those who subscribed within [from, to). */
export async function countConfirmedSubscribers(
  db: Db,
  range?: { from: Date; to: Date },
): Promise<number> {
  const conditions = [eq(subscribers.status, 'confirmed')];
  if (range) {
    conditions.push(gte(subscribers.createdAt, range.from), lt(subscribers.createdAt, range.to));
  }
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

export async function insertNewsletter(
  db: Db,
  values: { subject: string; content: string },
): Promise<NewsletterRow> {
  const [row] = await db.insert(newsletters).values(values).returning();
  return row!;
}

export async function findLatestNewsletter(db: Db): Promise<NewsletterRow | null> {
  const [row] = await db
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(1);
  return row ?? null;
}

/** The newsletter whose send completed last (what subscribers received); drafts never. */
export async function findLatestSentNewsletter(db: Db): Promise<NewsletterRow | null> {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(eq(newsletters.sendStatus, 'sent'))
    .orderBy(desc(newsletters.sentAt), desc(newsletters.createdAt), desc(newsletters.id))
    .limit(1);
  return row ?? null;
}

/** Moves a draft to 'sending'; null when it is not a draft (a second click, a race). */
export async function markSending(
  db: Db,
  id: string,
  recipients: number,
): Promise<NewsletterRow | null> {
  const [row] = await db
    .update(newsletters)
    .set({ sendStatus: 'sending', recipients, sentCount: 0, failedCount: 0, sentAt: null })
    .where(and(eq(newsletters.id, id), eq(newsletters.sendStatus, 'draft')))
    .returning();
  return row ?? null;
}

/** The newsletter, locked until the transaction ends: its batches run one at a time. */
export async function lockNewsletter(tx: Db, id: string): Promise<NewsletterRow | null> {
  const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  return row ?? null;
}

/**
 * Confirmed subscribers (confirmed by `cutoff`) who have no mail with the dedupe key
 * `prefix + subscriber id` yet, in a stable order.
 */
export async function findUnmailedSubscribers(
  tx: Db,
  q: { prefix: string; cutoff: Date; limit: number },
): Promise<{ id: string; email: string }[]> {
  return tx
    .select({ id: subscribers.id, email: subscribers.email })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.status, 'confirmed'),
        or(isNull(subscribers.confirmedAt), lte(subscribers.confirmedAt, q.cutoff)),
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.dedupeKey} = ${q.prefix} || ${subscribers.id}::text)`,
      ),
    )
    .orderBy(asc(subscribers.id))
    .limit(q.limit);
}

export interface IssueMailCounts {
  queued: number;
  sent: number;
  failed: number;
}

/** The mails of one newsletter send (dedupe keys starting with `prefix`), by outcome. */
export async function countIssueMails(db: Db, prefix: string): Promise<IssueMailCounts> {
  const [row] = await db
    .select({
      queued: count(),
      sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.dedupeKey} like ${prefix + '%'}`);
  return {
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

/** After the last batch: the recipients are exactly the mails queued. */
export async function setRecipientsToQueued(tx: Db, id: string, prefix: string): Promise<void> {
  const { queued } = await countIssueMails(tx, prefix);
  await tx.update(newsletters).set({ recipients: queued }).where(eq(newsletters.id, id));
}

/**
 * Stores the counts; a send whose mails are all queued (queued = recipients) and settled
 * (sent + failed = queued) becomes 'sent'.
 */
export async function updateSendProgress(
  db: Db,
  id: string,
  counts: IssueMailCounts,
): Promise<NewsletterRow | null> {
  const done = counts.sent + counts.failed === counts.queued;
  const [row] = await db
    .update(newsletters)
    .set({
      sentCount: counts.sent,
      failedCount: counts.failed,
      sendStatus: done
        ? sql`case when ${newsletters.recipients} = ${counts.queued} then 'sent' else ${newsletters.sendStatus} end`
        : sql`${newsletters.sendStatus}`,
      sentAt: done
        ? sql`case when ${newsletters.recipients} = ${counts.queued} then now() else null end`
        : null,
    })
    .where(and(eq(newsletters.id, id), eq(newsletters.sendStatus, 'sending')))
    .returning();
  if (row) return row;
  const [current] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return current ?? null;
}
