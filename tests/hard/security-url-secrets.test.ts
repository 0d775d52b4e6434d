import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { redactUrlSecrets } from '../../server/http/request-logger.ts';
import { testConfig } from '../setup/test-app.ts';
import { resetDatabase, testDatabase } from '../setup/test-db.ts';

/**
 * Secrets in URLs (the team's calendar feed, a visitor's appointment link, newsletter and
 * password-reset links) never reach the request log, at any level: with LOG_LEVEL=trace
 * every request is logged with its URL, the secret segment replaced.
 */

const secret = () => randomBytes(32).toString('base64url');
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const database = await testDatabase();
  await resetDatabase(database);
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('request logs', () => {
  it('never hold the secret of a link, at trace level', async () => {
    const secrets: string[] = [];
    const requests: { method: 'GET' | 'POST'; url: (s: string) => string }[] = [
      { method: 'GET', url: (s) => `/api/calendar/${s}.ics` },
      { method: 'GET', url: (s) => `/api/appointments/manage/${s}` },
      { method: 'POST', url: (s) => `/api/appointments/manage/${s}/cancel` },
      { method: 'POST', url: (s) => `/api/appointments/manage/${s}/reschedule` },
      { method: 'GET', url: (s) => `/appointment/${s}` },
      { method: 'GET', url: (s) => `/appointment/${s}.data?x=1` },
      { method: 'GET', url: (s) => `/newsletter/confirm/${s}` },
      { method: 'GET', url: (s) => `/newsletter/unsubscribe/${s}` },
      { method: 'POST', url: (s) => `/api/newsletter/unsubscribe/one-click/${s}` },
      { method: 'GET', url: (s) => `/Admin/reset-password/${s}` },
    ];
    lines.length = 0;
    for (const request of requests) {
      const value = secret();
      secrets.push(value);
      await app.inject({ method: request.method, url: request.url(value), payload: {} });
    }
    const logged = lines.join('\n');
    // Every request was logged, URL included...
    expect(logged.match(/"msg":"incoming request"/g)).toHaveLength(requests.length);
    expect(logged).toContain('/api/calendar/[redacted]');
    expect(logged).toContain('/appointment/[redacted]');
    // ...and no secret with it.
    for (const value of secrets) expect(logged).not.toContain(value);
  });

  it('keeps other URLs as they are', () => {
    expect(redactUrlSecrets('/blog/some-post?page=2')).toBe('/blog/some-post?page=2');
    expect(redactUrlSecrets('/api/appointments/availability?date=2030-01-01')).toBe(
      '/api/appointments/availability?date=2030-01-01',
    );
  });
});
