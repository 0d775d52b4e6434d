import { afterAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../../server/db/seed-content.ts';
import { adminLogin, createScratchDatabase, postgresUnavailable } from '../setup/load.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * Replicas of the site started at the same instant on an empty PostgreSQL, as a process
 * manager or an orchestrator starts them: every one comes up, the schema, the administrator
 * and the demo posts are made once.
 */
const REPLICAS = 3;
const ADMIN_EMAIL = 'replicas-admin@example.com';
const ADMIN_PASSWORD = 'replicas-start-password-123';

const skipReason = postgresUnavailable('replicas started together');
if (skipReason) console.log(`[fault-replicas-start] skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('replicas started together on one PostgreSQL', () => {
  let servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await drop?.();
  });

  it(`${REPLICAS} processes started at once on an empty database all come up, sharing one administrator and one set of demo posts`, async () => {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'replicas');
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'replicas-start-jwt-secret-that-is-long-enough-0123',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
    };
    const started = await Promise.allSettled(
      Array.from({ length: REPLICAS }, () => startServer(env)),
    );
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = started.flatMap((s) =>
      s.status === 'rejected' ? [String((s.reason as Error)?.message ?? s.reason)] : [],
    );
    expect(failures).toEqual([]);
    expect(servers).toHaveLength(REPLICAS);

    for (const server of servers) {
      // Every replica signs the one administrator in and lists the demo posts once each.
      expect(await adminLogin(server.baseURL, ADMIN_EMAIL, ADMIN_PASSWORD)).toBeTruthy();
      const response = await fetch(`${server.baseURL}/api/blogs?limit=50`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { blogs?: unknown[]; total?: number };
      const titles = JSON.stringify(body);
      for (const post of seedPosts) {
        expect(titles.split(JSON.stringify(post.title)).length - 1, post.title).toBe(1);
      }
    }
  });
});
