import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, testDatabaseUrl } from '../setup/test-db.ts';
import { createChanges, type Changes } from '../../server/db/changes.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';

/** Resolves with the number of calls once `listener` has been called `times` times. */
function calls(changes: Changes, topic: 'pictures' | 'blog', times = 1) {
  let count = 0;
  let done!: () => void;
  const reached = new Promise<void>((resolve) => (done = resolve));
  changes.subscribe(topic, () => {
    count += 1;
    if (count >= times) done();
  });
  return { reached, count: () => count };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
    ),
  ]);

/**
 * The notices by which every process learns what another changed, on the suite's database:
 * on PostgreSQL between two separately opened clients, as two app processes are.
 */
describe('changes heard by every process', () => {
  let here: Database;
  let there: Database;
  let publisher: Changes;
  let listener: Changes;

  beforeAll(async () => {
    here = await testDatabase();
    const url = await testDatabaseUrl();
    // PGlite belongs to one process: its other "process" is the same database.
    there = url ? await openDatabase({ kind: 'postgres', url }) : here;
    publisher = createChanges(here);
    listener = createChanges(there);
    await Promise.all([publisher.ready, listener.ready]);
  });
  afterAll(async () => {
    await publisher.close();
    await listener.close();
    if (there !== here) await there.close();
  });

  it('tells a subscriber of another client when the change commits, and not before', async () => {
    const heard = calls(listener, 'pictures');
    let heardInside = -1;
    await here.db.transaction(async (tx) => {
      await publisher.publish(tx, 'pictures');
      await new Promise((resolve) => setTimeout(resolve, 100));
      heardInside = heard.count();
    });
    await within(heard.reached, 1000);
    expect(heardInside).toBe(0);
    expect(heard.count()).toBe(1);
  });

  it('says nothing of a change that rolled back, nor of another topic', async () => {
    const pictures = calls(listener, 'pictures');
    const blog = calls(listener, 'blog');
    await here.db
      .transaction(async (tx) => {
        await publisher.publish(tx, 'pictures');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await publisher.publish(here.db, 'blog');
    await within(blog.reached, 1000);
    expect(pictures.count()).toBe(0);
  });

  it('calls every subscriber when its listening connection was lost, and hears on after', async () => {
    const url = await testDatabaseUrl();
    if (!url) {
      // The embedded database has no connection to lose: its notices are in-process.
      expect(there).toBe(here);
      return;
    }
    const gap = calls(listener, 'pictures');
    await here.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`,
    );
    await within(gap.reached, 5000);
    const after = calls(listener, 'blog');
    await publisher.publish(here.db, 'blog');
    await within(after.reached, 1000);
  });
});
