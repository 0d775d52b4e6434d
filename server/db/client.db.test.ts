import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

// The embedded database's client (docs/decisions/038), whichever database the suite uses.
describe('the embedded database client', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  });
  afterAll(() => database.close());

  it('lets the event loop take turns while many statements wait', async () => {
    const order: string[] = [];
    // 200 statements of 1 ms each: without turns they ran as one chain of callbacks, and a
    // timer set before them fired only after the last.
    const statements = Array.from({ length: 200 }, (_, i) =>
      database.execute('select pg_sleep(0.001), $1::int as i', [i]),
    );
    setTimeout(() => order.push('timer'), 0);
    const last = statements.at(-1)!.then(() => order.push('last statement'));
    await Promise.all([...statements, last]);
    expect(order).toEqual(['timer', 'last statement']);
  });

  it('answers dates as Dates to raw SQL and as drizzle expects to drizzle', async () => {
    const { rows } = await database.execute(
      `select $1::timestamptz as at, '2026-03-10'::date as day, 'x' as text`,
      ['2026-03-10T12:30:00.000Z'],
    );
    expect(rows[0]).toEqual({
      at: new Date('2026-03-10T12:30:00.000Z'),
      day: new Date('2026-03-10T00:00:00.000Z'),
      text: 'x',
    });
    const viaDrizzle = await database.db.execute(
      sql`select '2026-03-10T12:30:00Z'::timestamptz as at, '2026-03-10'::date as day`,
    );
    const [row] = (viaDrizzle as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toEqual({ at: '2026-03-10 12:30:00+00', day: '2026-03-10' });
  });

  it('keeps a transaction whole while other statements wait', async () => {
    await database.execute('create table if not exists turns (n int)', []);
    const outside = database.execute('select count(*)::int as n from turns where $1::int = 1', [1]);
    const inside = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns values (1)`);
      await tx.execute(sql`insert into turns values (2)`);
      return tx.execute(sql`select count(*)::int as n from turns`);
    });
    const [before, during] = await Promise.all([outside, inside]);
    expect(before.rows[0]).toEqual({ n: 0 });
    expect((during as unknown as { rows: { n: number }[] }).rows[0]).toEqual({ n: 2 });
  });
});
