// How the compiled server is run: by `npm start` (scripts/start.mjs) and by the tests and
// benchmarks (tests/setup/server-process.ts), so they measure what production runs.
// - A young generation of 2 x 8 MB instead of V8's 2 x 16 MB: under many connections the
//   heap stays about 70 MB smaller, at about the same speed (docs/decisions/021).
// - At most 2 malloc arenas instead of glibc's 8 per core: the image library's and the
//   database's threads each kept an arena of their own, about 130 MB of resident memory
//   that nothing used (docs/decisions/038).
// - Fixed malloc thresholds: a block of 64 KB or more is mapped on its own and given back
//   when freed, and free memory at the top of an arena is given back past 128 KB. glibc
//   otherwise raises both as large blocks are freed, so the buffers of start-up (images,
//   compressed pages, migrations) stayed resident in its arenas (docs/decisions/041).
// - An old generation that grows to 1.5 times what the last full collection kept, instead
//   of V8's up to 4 times: under a burst of bookings the heap otherwise filled with
//   promoted request garbage to about 350 MB before V8 collected it (docs/decisions/046).
// A value of the caller's environment wins.
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=8',
  '--heap-growing-percent=50',
];

/** The server's environment: `env` with the runtime defaults above where it sets none. */
export function serverEnv(env) {
  return {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '65536',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...env,
  };
}
