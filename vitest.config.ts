import { defineConfig } from 'vitest/config';

/**
 * Four kinds of test (README "Testing"):
 * - unit: pure code of common/, server/ and app/, no database;
 * - api (PGlite) and api-pg (PostgreSQL, when TEST_DATABASE_URL is set): the app built by
 *   server/app.ts on a real database, one database per worker, reset between tests;
 * - e2e: Debian's chromium through playwright-core against the production build;
 * - hard: reliability and security suites (crashes, outages, fuzzing, hostile input) that
 *   start their own servers and databases; one file at a time.
 */
const dbTests = ['tests/api/**/*.test.ts', 'server/**/*.db.test.ts'];

const dbProject = (name: string, testDb: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: dbTests,
    env: { TEST_DB: testDb },
    pool: 'forks' as const,
    // One database per worker, shared by the files that worker runs (PGlite is costly to start).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          exclude: ['**/*.db.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      dbProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [dbProject('api-pg', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-server.ts'],
          pool: 'forks' as const,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'hard',
          include: ['tests/hard/**/*.test.ts'],
          pool: 'forks' as const,
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
