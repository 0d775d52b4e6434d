import { defineConfig } from 'vite';

/**
 * The islands runtime (app/islands/client.tsx, ADR 018): the client of the pages built as
 * islands, a build of its own beside React Router's. Islands navigate by plain links, so
 * `react-router` is the shim of what they use of it, and no router ships with them.
 * scripts/build.mjs runs this build and moves its files into the client's assets.
 */
const app = new URL('./app', import.meta.url).pathname;

/** Modules the `load` islands of every page share (see `codeSplitting` below). */
const SHARED_BY_FIRST_ISLANDS = new RegExp(
  [
    '/app/islands/react-router-shim\\.tsx$',
    '/app/components/(chatbot-button|use-reduced-motion)\\.tsx?$',
    '/app/features/chatbot/chat-(state|storage)\\.ts$',
    // lucide's icon maker, not the icons: each island brings its own.
    '/lucide-react/dist/esm/(?!icons/)',
  ].join('|'),
);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${app}/islands/react-router-shim.tsx` },
      { find: '~', replacement: app },
    ],
  },
  build: {
    assetsInlineLimit: 0,
    manifest: true,
    copyPublicDir: false,
    rollupOptions: {
      input: `${app}/islands/client.tsx`,
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // The small modules the header, the chat launcher and a page's first islands
              // share would each be a chunk of their own, fetched on every page of islands;
              // each file costs a request and its response head besides its bytes
              // (ADR 063), so they go in one.
              name: 'shared',
              test: SHARED_BY_FIRST_ISLANDS,
              // React and the runtime's helpers stay in the runtime's file.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
