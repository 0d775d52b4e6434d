// How the compiled server is run: by `npm start` (scripts/start.mjs) and by the tests and
// benchmarks (tests/setup/server-process.ts), so they measure what production runs.
// - A young generation of 2 x 8 MB instead of V8's 2 x 16 MB: under many connections the
//   heap stays about 70 MB smaller, at about the same speed (docs/decisions/015).
// - At most 2 malloc arenas instead of glibc's 8 per core: the image library's and the
//   database's threads each kept an arena of their own, about 130 MB of resident memory
//   that nothing used (docs/decisions/038). A MALLOC_ARENA_MAX of the caller's wins.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8'];

/** The server's environment: `env` with the runtime defaults above where it sets none. */
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
