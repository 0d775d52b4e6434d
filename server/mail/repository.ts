import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { executeNamed } from '../db/named-statement.ts';
import { rateLimitHitSql } from '../db/rate-limits.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** A row to queue and, for a visitor-triggered mail, the daily limit it is counted against. */
export interface OutboxInsert {
  values: NewOutboxRow & { dedupeKey: string | null };
  limit?: { key: string; max: number; windowMs: number };
}

/** Per queued row: the limit's count after it (null when nothing was counted), its id or null. */
export interface OutboxInserted {
  count: number | null;
  id: string | null;
}

/**
 * Inserts several rows in one statement (a CTE per row). A row with a `limit` is counted
 * against it (a fixed-window counter of server/db/rate-limits.ts) and inserted only within
 * it; one whose dedupe key was already queued is neither counted nor queued again. Two
 * limited rows may not share a key (one statement cannot update a counter twice): callers
 * pass them separately.
 */
export async function insertOutboxRows(db: Db, rows: OutboxInsert[]): Promise<OutboxInserted[]> {
  if (rows.length === 0) return [];
  const ctes: SQL[] = [];
  const columns: SQL[] = [];
  const name = (what: string, i: number) => sql.raw(`${what}${i}`);
  rows.forEach(({ values, limit }, i) => {
    const hit = name('hit', i);
    const queued = name('queued', i);
    const json = (value: unknown) => (value ? JSON.stringify(value) : null);
    const select = sql`select ${values.kind}, ${values.dedupeKey}, ${values.to}, ${values.subject ?? null},
             ${values.text ?? null}, ${values.html ?? null}, ${json(values.headers)}::jsonb,
             ${json(values.attachments)}::jsonb, ${json(values.data)}::jsonb`;
    if (limit) {
      const fresh = values.dedupeKey
        ? sql`not exists (select 1 from mail_outbox where dedupe_key = ${values.dedupeKey})`
        : undefined;
      ctes.push(sql`${hit} as (${rateLimitHitSql(limit.key, limit.windowMs, fresh)})`);
    }
    ctes.push(sql`${queued} as (
      insert into mail_outbox (kind, dedupe_key, "to", subject, text, html, headers, attachments, data)
      ${select}${limit ? sql` from ${hit} where ${hit}.count <= ${limit.max}` : sql``}
      on conflict do nothing
      returning id)`);
    columns.push(
      sql`${limit ? sql`(select count from ${hit})` : sql`null::integer`} as ${name('count', i)}`,
      sql`(select id from ${queued}) as ${name('id', i)}`,
    );
  });
  const [answer = {}] = await executeNamed(
    db,
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)}`,
  );
  return rows.map((_, i) => {
    const count = answer[`count${i}`];
    const id = answer[`id${i}`];
    return {
      count: count === null || count === undefined ? null : Number(count),
      id: (id as string | null | undefined) ?? null,
    };
  });
}

/**
 * Claims rows for one sending attempt each: those pending, or claimed longer than
 * `leaseSeconds` ago (an attempt that died). Answers the rows claimed, in no particular
 * order; a row that cannot be claimed is left out.
 */
export async function claimManyForSending(
  db: Db,
  ids: string[],
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      claimedAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      and(
        inArray(mailOutbox.id, ids),
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

/** Marks the rows sent, in one statement; answers the rows it marked. */
export async function markSent(db: Db, ids: string[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimedAt: null })
    .where(inArray(mailOutbox.id, ids))
    .returning();
}

/**
 * Ids of deliverable rows (pending, or claimed longer than `leaseSeconds` ago) that have no
 * live pg-boss job of `queue` (a stately queue) in `bossSchema`, oldest first, at most 1000.
 * The live jobs are read once, from pg-boss's own partial index of stately queues (job_i3:
 * name, state, coalesce(singleton_key, '') where state <= 'active'), into the hashed list
 * NOT IN probes: a nested loop over rows × jobs (the plan NOT EXISTS got from the
 * statistics of a busy table) took 40-120 ms with a few hundred of each on PGlite.
 */
export async function findDeliverableWithoutJob(
  database: Database,
  options: { leaseSeconds: number; queue: string; bossSchema: string },
): Promise<string[]> {
  const { rows } = await database.execute(
    `select o.id from mail_outbox o
      where (o.status = 'pending'
             or (o.status = 'sending' and o.claimed_at < now() - make_interval(secs => $1)))
        and o.id::text not in (
          select coalesce(j.singleton_key, '') from ${options.bossSchema}.job j
           where j.name = $2 and j.policy = 'stately' and j.state <= 'active')
      order by o.created_at
      limit 1000`,
    [options.leaseSeconds, options.queue],
  );
  return rows.map((row) => String(row.id));
}
