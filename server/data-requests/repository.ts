import { desc, sql, type SQL } from 'drizzle-orm';
import {
  maskSubject,
  type AuditEntry,
  type DataEraseMode,
  type DataHoldings,
  type DataSubject,
} from '../../common/schemas/data-requests.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/backup.ts';

/** Entries of the audit log the admin screen shows. */
const AUDIT_SHOWN = 50;

type Rows = Record<string, unknown>[];
const rowsOf = async (db: Db, query: SQL): Promise<Rows> =>
  ((await db.execute(query)) as unknown as { rows: Rows }).rows;

/**
 * The conditions that find one person's rows. An address matches case-insensitively
 * (addresses are stored canonical, ADR 051, older rows maybe not); a phone by its digits,
 * however it was written. Mails match by recipient or by naming the person in their text.
 */
function matchers(subject: DataSubject) {
  if (subject.kind === 'email') {
    const address = subject.value;
    const pattern = `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      person: (column: string) => sql`lower(${sql.raw(column)}) = ${address}`,
      mail: sql`(lower(o."to") = ${address} or lower(coalesce(o.data::text, '') || ' ' || coalesce(o.subject, '') || ' ' || coalesce(o.text, '')) like ${pattern})`,
      subscriptions: true,
    };
  }
  const digits = subject.value.replace(/\D/g, '');
  const pattern = `%${subject.value}%`;
  return {
    person: (column: string) =>
      sql`regexp_replace(coalesce(${sql.raw(column)}, ''), '[^0-9]', '', 'g') = ${digits}`,
    mail: sql`(coalesce(o.data::text, '') || ' ' || coalesce(o.text, '')) like ${pattern}`,
    subscriptions: false,
  };
}

/** Secrets that belong to the site, not to the person: never exported. */
const SECRET_COLUMNS = sql.raw(
  `- 'manage_token_hash' - 'confirm_token_hash' - 'unsubscribe_token_hash' - 'client_key_hash'`,
);

/** How many records of each kind are held about the person. */
export async function holdingsIn(tx: Db, subject: DataSubject): Promise<DataHoldings> {
  const m = matchers(subject);
  const [row] = await rowsOf(
    tx,
    sql`select
      (select count(*)::int from appointments where ${m.person('email')} or ${m.person('phone')}) as appointments,
      (select count(*)::int from leads where ${m.person('email')} or ${m.person('phone')}) as leads,
      (select count(*)::int from chat_conversations where ${m.person('email')} or ${m.person('phone')}) as conversations,
      (select count(*)::int from chat_messages cm join chat_conversations c on c.id = cm.conversation_id
         where ${m.person('c.email')} or ${m.person('c.phone')}) as messages,
      (select count(*)::int from subscribers where ${m.subscriptions ? m.person('email') : sql`false`}) as subscriptions,
      (select count(*)::int from mail_outbox o where ${m.mail}) as mails,
      (select count(*)::int from mail_outbox o where ${m.mail} and o.status in ('pending', 'sending')) as queued_mails`,
  );
  return {
    appointments: Number(row!.appointments),
    leads: Number(row!.leads),
    conversations: Number(row!.conversations),
    messages: Number(row!.messages),
    subscriptions: Number(row!.subscriptions),
    mails: Number(row!.mails),
    queuedMails: Number(row!.queued_mails),
  };
}

/** An audit log entry: who did what with whose data (masked), and the counts. */
export const audit = (
  tx: Db,
  actor: string,
  action: string,
  subject: DataSubject,
  details: Record<string, unknown>,
) => tx.insert(auditLog).values({ actor, action, subject: maskSubject(subject), details });

/** Everything held about the person, as one JSON document without the site's secrets. */
export async function exportDocument(
  tx: Db,
  subject: DataSubject,
): Promise<Record<string, unknown>> {
  const m = matchers(subject);
  const list = async (query: SQL) => (await rowsOf(tx, query)).map((r) => r.row);
  const conversations = await rowsOf(
    tx,
    sql`select c.id, to_jsonb(c) ${SECRET_COLUMNS} as row from chat_conversations c
        where ${m.person('c.email')} or ${m.person('c.phone')} order by c.created_at`,
  );
  return {
    appointments: await list(
      sql`select to_jsonb(a) ${SECRET_COLUMNS} as row from appointments a
          where ${m.person('a.email')} or ${m.person('a.phone')} order by a.created_at`,
    ),
    leads: await list(
      sql`select to_jsonb(l) as row from leads l
          where ${m.person('l.email')} or ${m.person('l.phone')} order by l.created_at`,
    ),
    conversations: await Promise.all(
      conversations.map(async (c) => ({
        ...(c.row as object),
        messages: await list(
          sql`select jsonb_build_object('sender', sender, 'text', text, 'createdAt', created_at) as row
              from chat_messages where conversation_id = ${String(c.id)} order by id`,
        ),
      })),
    ),
    subscriptions: m.subscriptions
      ? await list(
          sql`select to_jsonb(s) ${SECRET_COLUMNS} as row from subscribers s
              where ${m.person('s.email')} order by s.created_at`,
        )
      : [],
    mails: await list(
      sql`select jsonb_build_object('to', o."to", 'kind', o.kind, 'subject', o.subject,
            'text', o.text, 'status', o.status, 'createdAt', o.created_at, 'sentAt', o.sent_at) as row
          from mail_outbox o where ${m.mail} order by o.created_at`,
    ),
  };
}

/**
 * Erases what is held about the person inside the caller's transaction: the person's
 * subscription and every outbox row to or naming them go (which cancels mail not yet sent:
 * the delivery job finds no row). `delete` removes the records, giving a live appointment's
 * place back to its slot as a cancellation does; `anonymise` keeps appointments, leads and
 * conversations for the figures with the person's details and words taken out.
 */
export async function eraseIn(tx: Db, subject: DataSubject, mode: DataEraseMode): Promise<void> {
  const m = matchers(subject);
  const appointmentWhere = sql`${m.person('email')} or ${m.person('phone')}`;
  await rowsOf(tx, sql`delete from mail_outbox o where ${m.mail}`);
  if (m.subscriptions) {
    await rowsOf(tx, sql`delete from subscribers where ${m.person('email')}`);
  }
  if (mode === 'delete') {
    // A live appointment's place in its slot is given back, as a cancellation does.
    await rowsOf(
      tx,
      sql`update booking_slots s set booked = greatest(s.booked - g.n, 0)
          from (select slot_start, count(*)::int as n from appointments
                where (${appointmentWhere}) and status <> 'Cancelled' group by slot_start) g
          where s.slot_start = g.slot_start`,
    );
    await rowsOf(tx, sql`delete from appointments where ${appointmentWhere}`);
    await rowsOf(tx, sql`delete from leads where ${m.person('email')} or ${m.person('phone')}`);
    await rowsOf(
      tx,
      sql`delete from chat_conversations where ${m.person('email')} or ${m.person('phone')}`,
    );
  } else {
    await rowsOf(
      tx,
      sql`update appointments set name = 'Erased on request', email = 'erased@invalid',
            phone = '', notes = null, user_timezone = null, manage_token_hash = null,
            meeting_url = null, updated_at = now()
          where ${appointmentWhere}`,
    );
    await rowsOf(
      tx,
      sql`update leads set name = 'Erased on request', email = '', phone = null,
            message = null, business_type = null, updated_at = now()
          where ${m.person('email')} or ${m.person('phone')}`,
    );
    await rowsOf(
      tx,
      sql`update chat_messages set text = '[erased on request]', meta = null
          where sender = 'user' and conversation_id in (select id from chat_conversations
            where ${m.person('email')} or ${m.person('phone')})`,
    );
    await rowsOf(
      tx,
      sql`update chat_conversations set name = null, email = null, phone = null,
            business_profile = null, updated_at = now()
          where ${m.person('email')} or ${m.person('phone')}`,
    );
  }
}

/** Holds erasures of one person in turn until the transaction ends. */
export async function lockPerson(tx: Db, subject: DataSubject): Promise<void> {
  await rowsOf(tx, sql`select pg_advisory_xact_lock(hashtext(${`erase:${subject.value}`}))`);
}

/** The newest entries of the audit log. */
export async function auditEntries(db: Db): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(AUDIT_SHOWN);
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    action: r.action,
    subject: r.subject,
    details: (r.details ?? {}) as Record<string, unknown>,
  }));
}
