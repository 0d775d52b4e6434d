import type { KnipConfig } from 'knip';

/**
 * knip (in `npm run lint`) finds unused files, dependencies and exports. The entry points
 * below are every way the project is started; its plugins add the rest (React Router's
 * app/routes.ts, app/root.tsx, entry files and route modules; vitest's projects and test
 * files; vite's and drizzle-kit's configs).
 */
const config: KnipConfig = {
  entry: [
    // The server (npm run serve/dev; compiled by scripts/build-server.mjs). Its worker for
    // PGlite's initdb is started by path (new URL('./pglite-initdb.mjs'), server/db/client.ts).
    'server/db/pglite-initdb.mjs',
    // The islands runtime, built by vite.islands.config.ts (run by scripts/build.mjs).
    'vite.islands.config.ts',
    'app/islands/client.tsx',
    // Reached only through vite.islands.config.ts's resolve.alias (a regular expression for
    // 'react-router'), which knip does not read.
    'app/islands/react-router-shim.tsx',
    // npm scripts and the files they run by path.
    'scripts/*.mjs',
    // bench/run.mjs runs bench/lighthouse.ts, http.ts and data.ts by path; bench/chat.ts is
    // run by hand (npx tsx bench/chat.ts, ADR 005).
    'bench/*.ts',
    // Helpers of the test projects (vitest's globalSetup names e2e-server.ts).
    'tests/setup/*.ts',
  ],
  // CSS too, so that app/app.css's `@import 'tailwindcss'` counts as a use of tailwindcss.
  project: ['**/*.{ts,tsx,mts,mjs,js,css}'],
  // bench/http.ts installs Debian's nginx with the system's apt-get: not an npm package.
  ignoreBinaries: ['apt-get'],
};

export default config;
