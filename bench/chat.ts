/**
 * Latency of the built-in chat assistant (no database, no network) over the visitor table
 * of server/chat/visitor-table.ts. Target: p99 under 20 ms. Run: npx tsx bench/chat.ts
 */
import { performance } from 'node:perf_hooks';
import { answer } from '../server/chat/assistant.ts';
import { VISITOR_CASES } from '../server/chat/visitor-table.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const TARGET_P99_MS = 20;

function runCase(c: (typeof VISITOR_CASES)[number], round: number) {
  return answer({
    // A varying suffix keeps the typo-correction cache from making every round a cache hit.
    message: round % 2 ? c.message : `${c.message} ${'x'.repeat(round % 7)}${round}`,
    profile: c.profile ?? 'general',
    knownContact: c.known ? { name: 'Kim', email: 'kim@example.com' } : {},
    userTurn: c.turn ?? 1,
    lastBotOfferedBooking: c.afterOffer ?? false,
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// Warm-up: module initialisation, the search index and JIT.
for (let i = 0; i < 5; i++) for (const c of VISITOR_CASES) runCase(c, i);

const samples: number[] = [];
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const c of VISITOR_CASES) {
    const t0 = performance.now();
    runCase(c, round);
    samples.push(performance.now() - t0);
  }
}
const total = performance.now() - started;
samples.sort((a, b) => a - b);
const p50 = percentile(samples, 50);
const p99 = percentile(samples, 99);
const max = samples.at(-1)!;

console.log(
  `built-in chat assistant: ${VISITOR_CASES.length} messages x ${ROUNDS} rounds = ${samples.length} replies in ${total.toFixed(0)} ms`,
);
console.log(
  `p50 ${p50.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms   max ${max.toFixed(3)} ms   (target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'})`,
);
