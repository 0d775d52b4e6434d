import { defineConfig } from 'vite';

/**
 * The islands runtime (app/islands/client.tsx, ADR 018): the client of the pages built as
 * islands, a build of its own beside React Router's. Islands navigate by plain links, so
 * `react-router` is the shim of what they use of it, and no router ships with them.
 * scripts/build.mjs runs this build and moves its files into the client's assets.
 */
const app = new URL('./app', import.meta.url).pathname;

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
      },
    },
  },
});
