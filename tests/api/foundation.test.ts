import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ensureAdmin } from '../../server/db/bootstrap.ts';
import { admins } from '../../server/db/schema/auth.ts';
import { blogs } from '../../server/db/schema/blog.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import { suiteTestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

describe(`foundation on ${testDbKind()}`, () => {
  const t = suiteTestApp();

  it('answers health after a real query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    // JSON is never run as a document: nothing at all may load or frame it.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json().error).toContain('/api/no-such-thing');
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a form sent without a body with each missing field, as an empty form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('answers oversized bodies with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The request body is too large.');
  });

  it('creates the configured administrator once, with an argon2id hash', async () => {
    const env = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'a-long-enough-password' };
    const first = await ensureAdmin(t.database.db, env);
    const second = await ensureAdmin(t.database.db, env);
    expect(first).toEqual({ created: true, email: 'boss@example.com' });
    expect(second).toEqual({ created: false, email: 'boss@example.com' });
    const rows = await t.database.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]!.passwordHash, 'a-long-enough-password')).toBe(true);
  });

  it('seeds demo posts once, two list pages of them', async () => {
    expect(await seedDemoContent(t.database.db)).toBeGreaterThan(10);
    expect(await seedDemoContent(t.database.db)).toBe(0);
    const [row] = await t.database.db.select({ n: count() }).from(blogs);
    expect(row!.n).toBeGreaterThan(10);
    expect(row!.n).toBeLessThanOrEqual(20);
  });
});
