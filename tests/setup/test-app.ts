import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { afterAll, beforeAll } from 'vitest';
import { resetDatabase, testDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The real app of server/app.ts on this worker's test database, emptied first.
 * `env` overrides configuration (for example a slot capacity or an SMTP_URL).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  await resetDatabase(await testDatabase());
  return createAppBeside(env);
}

/**
 * Another app on this worker's test database as it is, as a second process beside the
 * first one on the same database (notices, shared limits).
 */
export async function createAppBeside(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const config = testConfig(env);
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  return { app, database, config };
}

/** The tests' configuration: a data directory of its own, no log lines; `env` overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agency-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
}

/**
 * The test app of `createTestApp(env)` for the enclosing `describe`: built before its tests
 * and closed after them. The returned handle reaches that app once it is built.
 */
export function suiteTestApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(env);
  });
  afterAll(async () => {
    await built?.app.close();
  });
  const current = () => {
    if (!built) throw new Error('The test app is used before its describe block started.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
  };
}
