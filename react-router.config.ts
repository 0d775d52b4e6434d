import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './common/prerender.ts';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel builds (tests, benchmarks) keep apart; build/ by default.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // Static marketing pages become HTML at build time (ADR 021); everything else, the blog
  // and the admin area included, stays server-rendered per request.
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
