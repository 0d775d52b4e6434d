import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

export const E2E_ADMIN_EMAIL = 'owner@example.com';
export const E2E_ADMIN_PASSWORD = 'correct-horse-battery-staple';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/** One production server for the browser tests, on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    // Browsers announce themselves as distinct visitors (tests/setup/browser.ts), as they
    // would behind the site's reverse proxy; per-address limits then count per test file.
    TRUST_PROXY: '1',
  });
  project.provide('baseURL', server.baseURL);
  project.provide('adminEmail', E2E_ADMIN_EMAIL);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    await server.stop();
  };
}
