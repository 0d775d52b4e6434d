import type { KnipConfig } from 'knip';

/**
 * knip (in `npm run lint`) finds unused files, dependencies and exports. It takes the
 * entries it can see by itself: package.json's scripts (server/main.ts, bench/run.mjs, the
 * scripts), and its plugins (React Router's app/routes.ts, app/root.tsx, entry files and
 * route modules; vitest's projects, test files and globalSetup; vite's, drizzle-kit's and
 * dependency-cruiser's configs). Below are the entries started in ways it cannot see.
 * Routes import their generated types (./+types/*): `npm run lint` runs `react-router
 * typegen` first, or knip would call those imports unresolved on a fresh checkout.
 */
const config: KnipConfig = {
  entry: [
    // The server's worker for PGlite's initdb, started by path (server/db/client.ts).
    'server/db/pglite-initdb.mjs',
    // The islands runtime, built by vite.islands.config.ts (run by scripts/build.mjs).
    'vite.islands.config.ts',
    'app/islands/client.tsx',
    // Reached only through vite.islands.config.ts's resolve.alias (a regular expression for
    // 'react-router'), which knip does not read.
    'app/islands/react-router-shim.tsx',
    // Run by path: scripts/build.mjs runs build-server.mjs; bench/run.mjs runs lighthouse.ts,
    // page-scripts.ts, http.ts, booking.ts and data.ts; bench/chat.ts is run by hand (npx tsx
    // bench/chat.ts, ADR 005).
    'scripts/build-server.mjs',
    'bench/{lighthouse,page-scripts,http,booking,data,chat}.ts',
  ],
  // CSS too, so that app/app.css's `@import 'tailwindcss'` counts as a use of tailwindcss.
  project: ['**/*.{ts,tsx,mts,mjs,js,css}'],
  // bench/http.ts installs Debian's nginx with the system's apt-get: not an npm package.
  ignoreBinaries: ['apt-get'],
};

export default config;
