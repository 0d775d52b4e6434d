import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../setup/test-db.ts';
import type { Db } from '../../server/db/client.ts';
import { executeNamed } from '../../server/db/named-statement.ts';

/** The statements this connection keeps prepared under executeNamed's names. */
const preparedTexts = async (tx: Db) =>
  (
    await executeNamed<{ statement: string }>(
      tx,
      sql`select statement from pg_prepared_statements where name like 's\\_%' order by name`,
    )
  ).map((row) => row.statement);

describe('executeNamed', () => {
  it('answers the rows of the statement, its values sent as parameters', async () => {
    const { db } = await testDatabase();
    const rows = await executeNamed<{ n: number; word: string }>(
      db,
      sql`select ${41}::int + 1 as n, ${"it's"}::text as word`,
    );
    expect(rows).toEqual([{ n: 42, word: "it's" }]);
  });

  it('keeps each statement prepared, one per text, on PostgreSQL and PGlite', async () => {
    const { db } = await testDatabase();
    // A transaction holds one connection, whose prepared statements are then visible.
    const prepared = await db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await executeNamed(tx, sql`select ${n}::int as n`);
      await executeNamed(tx, sql`select ${4}::int as m`);
      return preparedTexts(tx);
    });
    // Three runs of one text share one statement; another text has its own.
    expect(prepared.filter((text) => text === 'select $1::int as n')).toHaveLength(1);
    expect(prepared.filter((text) => text === 'select $1::int as m')).toHaveLength(1);
  });
});
