import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rateLimits } from '../../server/db/schema/system.ts';
import { hitRateLimit } from '../../server/db/rate-limits.ts';
import { LOGIN_LIMITS } from '../../server/http/auth.ts';
import { suiteTestApp } from '../setup/test-app.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../setup/admin.ts';
import { ensureAdmin } from '../../server/db/bootstrap.ts';

describe(`shared rate limiter on ${testDbKind()}`, () => {
  const t = suiteTestApp();
  beforeEach(async () => {
    await resetDatabase(t.database);
  });

  it('counts concurrent hits exactly: one atomic statement per hit', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(t.database.db, 'test:concurrent', 60_000)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const resets = new Set(hits.map((h) => h.resetAt.getTime()));
    expect(resets.size).toBe(1);
  });

  it('starts a fresh window once the old one has passed', async () => {
    for (let i = 0; i < 3; i += 1) await hitRateLimit(t.database.db, 'test:window', 60_000);
    await t.database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    const next = await hitRateLimit(t.database.db, 'test:window', 60_000);
    expect(next.count).toBe(1);
    expect(next.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('lets exactly the allowed number of concurrent sign-in attempts through', async () => {
    await ensureAdmin(t.database.db, {
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    const responses = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: '203.0.113.50',
          payload: { email: `someone${i}@example.com`, password: 'wrong-password' },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });

  it('counts concurrent guesses at one account per address: one address is throttled, others are not', async () => {
    await ensureAdmin(t.database.db, {
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    });
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress,
        payload: { email: TEST_ADMIN_EMAIL, password: 'wrong-password' },
      });
    const max = LOGIN_LIMITS.perAccountAddress.max;
    const fromOne = await Promise.all(Array.from({ length: 12 }, () => attempt('203.0.113.60')));
    const codes = fromOne.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(max);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - max);
    const fromMany = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(`203.0.113.${70 + i}`)),
    );
    expect(fromMany.map((r) => r.statusCode)).toEqual(Array(12).fill(401));
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '203.0.113.99',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });
});
