import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadListKind } from '../../common/schemas/admin.ts';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema/leads.ts';

export type { LeadKind };
export type NewLead = typeof leads.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export async function insertLead(db: Db, values: NewLead): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  return row!;
}

export interface LeadFilter {
  kind?: LeadListKind;
  from?: Date;
  to?: Date;
}

export interface LeadListRow {
  id: string;
  kind: LeadListKind;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  business_type: string | null;
  service: string | null;
  source_page: string | null;
  conversation_id: string | null;
  status: string | null;
  created_at: Date | string;
}

function range(column: SQL, filter: LeadFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.from) parts.push(sql`${column} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${column} < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Stored leads and newsletter subscribers as one list, as the filter asks. */
function unionOf(filter: LeadFilter): SQL {
  const parts: SQL[] = [];
  if (filter.kind !== 'subscriber') {
    const kind = filter.kind ? sql` and kind = ${filter.kind as LeadKind}` : sql``;
    parts.push(sql`select id, kind, name, email, phone, message, business_type, service,
        source_page, conversation_id, null::text as status, created_at
      from leads where ${range(sql`created_at`, filter)}${kind}`);
  }
  if (!filter.kind || filter.kind === 'subscriber') {
    parts.push(sql`select id, 'subscriber' as kind, '' as name, email, null as phone,
        null as message, null as business_type, null as service, null as source_page,
        null::uuid as conversation_id, status, created_at
      from subscribers where ${range(sql`created_at`, filter)}`);
  }
  return sql.join(parts, sql` union all `);
}

/** Newest first. */
export async function findLeadPage(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LeadListRow[]; total: number }> {
  const union = unionOf(filter);
  const [rows, total] = await Promise.all([
    db.execute(sql`select * from (${union}) as all_leads
      order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from (${union}) as all_leads`),
  ]);
  return {
    rows: rowsOf<LeadListRow>(rows),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/** Stored leads (not subscribers) per Pakistan calendar day within [from, to). */
export async function countLeadsPerDay(
  db: Db,
  range: { from: Date; to: Date },
  timeZone: string,
): Promise<{ day: string; count: number }[]> {
  const result = await db.execute(sql`
    select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
           count(*)::int as count
    from leads
    where created_at >= ${range.from.toISOString()}::timestamptz
      and created_at < ${range.to.toISOString()}::timestamptz
    group by 1 order by 1`);
  return rowsOf<{ day: string; count: number }>(result).map((r) => ({
    day: r.day,
    count: Number(r.count),
  }));
}

/**
 * The lead of one chat conversation, created on its first details and updated by later
 * ones (a detail never erases a known one). `created` tells a new lead from an update.
 */
export async function upsertChatLead(
  db: Db,
  values: {
    conversationId: string;
    name?: string;
    email?: string;
    phone?: string;
    sourcePage: string | null;
  },
): Promise<{ row: LeadRow; created: boolean }> {
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'chat_contact',
      conversationId: values.conversationId,
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone || null,
      sourcePage: values.sourcePage,
    })
    .onConflictDoUpdate({
      target: leads.conversationId,
      set: {
        name: sql`coalesce(nullif(excluded.name, ''), ${leads.name})`,
        email: sql`coalesce(nullif(excluded.email, ''), ${leads.email})`,
        phone: sql`coalesce(excluded.phone, ${leads.phone})`,
        sourcePage: sql`coalesce(${leads.sourcePage}, excluded.source_page)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ ...getTableColumns(leads), created: sql<boolean>`(xmax = 0)` });
  const { created, ...lead } = row!;
  return { row: lead, created: Boolean(created) };
}
