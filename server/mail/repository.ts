import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Whether a message with this dedupe key was ever queued. */
export async function isQueued(db: Db, dedupeKey: string): Promise<boolean> {
  const [queued] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey))
    .limit(1);
  return queued !== undefined;
}

/** The new row's id, or null when its dedupe key was already queued. */
export async function insertOutboxRow(db: Db, values: NewOutboxRow): Promise<string | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/**
 * Claims a row for one sending attempt: a pending row, or one whose claim is older than
 * `leaseSeconds` (an attempt that died). Null when the row cannot be claimed.
 */
export async function claimForSending(
  db: Db,
  id: string,
  leaseSeconds: number,
): Promise<OutboxRow | null> {
  const [claimed] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      claimedAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(
          eq(mailOutbox.status, 'pending'),
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function findStatus(db: Db, id: string): Promise<OutboxRow['status'] | null> {
  const [row] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row?.status ?? null;
}

/** A failed attempt of a row still being sent: pending again, or failed for good when `final`. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  final: boolean,
  error: string,
): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: final ? 'failed' : 'pending', lastError: error, claimedAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')))
    .returning();
  return row ?? null;
}

export async function markSent(db: Db, id: string): Promise<OutboxRow | null> {
  const [sent] = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimedAt: null })
    .where(eq(mailOutbox.id, id))
    .returning();
  return sent ?? null;
}

/**
 * Ids of deliverable rows (pending, or claimed longer than `leaseSeconds` ago) that have no
 * live pg-boss job of `queue` in `bossSchema`, oldest first, at most 1000.
 */
export async function findDeliverableWithoutJob(
  database: Database,
  options: { leaseSeconds: number; queue: string; bossSchema: string },
): Promise<string[]> {
  const { rows } = await database.execute(
    `select o.id from mail_outbox o
      where (o.status = 'pending'
             or (o.status = 'sending' and o.claimed_at < now() - make_interval(secs => $1)))
        and not exists (
          select 1 from ${options.bossSchema}.job j
           where j.name = $2 and j.singleton_key = o.id::text
             and j.state in ('created', 'retry', 'active'))
      order by o.created_at
      limit 1000`,
    [options.leaseSeconds, options.queue],
  );
  return rows.map((row) => String(row.id));
}
