import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
