import { asc, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import type { TestApp } from './test-app.ts';

/**
 * The outbox's mails matching `where`, oldest first, each with its message as it will be
 * sent: a mail queued with data is rendered as delivery renders it (docs/decisions/038).
 */
export async function outboxMails(t: TestApp, where?: SQL) {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => ({ ...row, ...t.app.deps.services.mail.render(row) }));
}
