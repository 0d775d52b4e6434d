import {
  DATA_REQUEST_MESSAGES,
  describeHoldings,
  type AuditEntry,
  type DataEraseMode,
  type DataHoldings,
  type DataSubject,
} from '../../common/schemas/data-requests.ts';
import type { Database } from '../db/client.ts';
import { conflict } from '../errors.ts';
import * as repo from './repository.ts';

/**
 * A visitor's data on request (docs/decisions/056): what is held about one address or phone,
 * its export as one JSON document, and its erasure (deleted, or anonymised so the business's
 * figures keep their counts), each written to the audit log with who and when.
 */
export function createDataRequestService({ database }: { database: Database }) {
  const { db } = database;
  return {
    holdings: (subject: DataSubject): Promise<DataHoldings> => repo.holdingsIn(db, subject),

    /** Everything held about the person, read from one snapshot; the export is logged. */
    export: (subject: DataSubject, actor: string): Promise<Record<string, unknown>> =>
      db.transaction(
        async (tx) => {
          const document = {
            about: subject,
            exportedAt: new Date().toISOString(),
            ...(await repo.exportDocument(tx, subject)),
          };
          const held = await repo.holdingsIn(tx, subject);
          await repo.audit(tx, actor, 'export', subject, {
            ...held,
            summary: describeHoldings(held),
          });
          return document;
        },
        { isolationLevel: 'repeatable read' },
      ),

    /**
     * Erases what is held about the person in one transaction, when it is still what the
     * admin confirmed (else 409, nothing changed), and logs it.
     */
    erase: (
      subject: DataSubject,
      mode: DataEraseMode,
      expected: DataHoldings,
      actor: string,
    ): Promise<DataHoldings> =>
      db.transaction(async (tx) => {
        // One erasure at a time for a person; what arrives meanwhile is counted or waits.
        await repo.lockPerson(tx, subject);
        const held = await repo.holdingsIn(tx, subject);
        if (JSON.stringify(held) !== JSON.stringify(expected)) {
          throw conflict(DATA_REQUEST_MESSAGES.changed);
        }
        await repo.eraseIn(tx, subject, mode);
        await repo.audit(tx, actor, mode, subject, { ...held, summary: describeHoldings(held) });
        return held;
      }),

    log: (): Promise<AuditEntry[]> => repo.auditEntries(db),
  };
}
