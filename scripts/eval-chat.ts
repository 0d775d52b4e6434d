/**
 * npm run eval:chat: runs the built-in chat assistant over its two evaluation sets and
 * prints their scores and the reply time:
 * - the tuned set (server/chat/eval/cases.ts), with its misses, to work on;
 * - the second development set (server/chat/eval/dev-2.ts), with its misses and its score per
 *   kind, to work on in new words;
 * - the held-out set (server/chat/eval/held-out.ts), written by others before the
 *   assistant was changed: only its score, its invented count and its score per kind, never
 *   its misses, so nobody tunes the assistant on it.
 * With --json (bench/run.mjs) it prints one JSON line of benchmark rows last; they report
 * the held-out score.
 */
import { HELD_OUT_CASES } from '../server/chat/eval/held-out.ts';
import { EVAL_CASES } from '../server/chat/eval/cases.ts';
import { DEV_2_CASES } from '../server/chat/eval/dev-2.ts';
import { EVAL_GOAL, HELD_OUT_GOAL, evaluate, scoresByKind } from '../server/chat/eval/run.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const json = process.argv.includes('--json');

// Warm-up: module initialisation, the search index and the JIT.
evaluate(EVAL_CASES, 2);
const tuned = evaluate(EVAL_CASES, ROUNDS);
const dev2 = evaluate(DEV_2_CASES, 1);
const heldOut = evaluate(HELD_OUT_CASES, 1);

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const tunedMet = tuned.score >= EVAL_GOAL.score && tuned.invented === EVAL_GOAL.invented;
const heldOutMet =
  heldOut.score >= HELD_OUT_GOAL.score && heldOut.invented === HELD_OUT_GOAL.invented;
const timeMet = tuned.p95Ms <= EVAL_GOAL.p95Ms;

for (const miss of [...tuned.misses, ...dev2.misses]) {
  const c = miss.case;
  const said = miss.out.text.replace(/\s+/g, ' ');
  console.log(
    `MISS${'kind' in c ? ' dev-2' : ''} [${c.tag}${c.profile ? `, ${c.profile}` : ''}] ${c.before?.length ? `${c.before.map((b) => `"${b}"`).join(' -> ')} -> ` : ''}"${c.message}"`,
  );
  console.log(`  ${miss.problems.join('; ')}`);
  console.log(
    `  answered (${miss.out.intent}, confidence ${miss.out.confidence.toFixed(2)}): ${said.slice(0, 240)}${said.length > 240 ? '...' : ''}`,
  );
}
console.log(
  `\ntuned set: ${tuned.passed}/${tuned.cases} answered well (${pct(tuned.score)}), ${tuned.invented} with an invented service or price (goal ≥ ${pct(EVAL_GOAL.score)}, 0: ${tunedMet ? 'met' : 'NOT met'})`,
);
console.log(
  `second development set: ${dev2.passed}/${dev2.cases} answered well (${pct(dev2.score)}), ${dev2.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_2_CASES, dev2)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `held-out set: ${heldOut.passed}/${heldOut.cases} answered well (${pct(heldOut.score)}), ${heldOut.invented} with an invented service or price (goal ≥ ${pct(HELD_OUT_GOAL.score)}, 0: ${heldOutMet ? 'met' : 'NOT met'}); its misses are not shown`,
);
const kinds = [...scoresByKind(HELD_OUT_CASES, heldOut)]
  .map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`)
  .join(', ');
console.log(`  by kind: ${kinds}`);
console.log(
  `built-in reply time over ${ROUNDS} rounds of the tuned set: p50 ${tuned.p50Ms.toFixed(3)} ms, p95 ${tuned.p95Ms.toFixed(3)} ms, max ${tuned.maxMs.toFixed(3)} ms (goal p95 ≤ ${EVAL_GOAL.p95Ms} ms: ${timeMet ? 'met' : 'NOT met'})`,
);

if (json) {
  const rows = [
    {
      group: 'chat-eval',
      name: `built-in assistant over ${heldOut.cases} held-out visitor messages (never tuned on)`,
      figure: `${pct(heldOut.score)} answered well, ${heldOut.invented} invented services or prices`,
      budget: `≥ ${pct(HELD_OUT_GOAL.score)} answered well, 0 invented services or prices`,
      met: heldOutMet,
    },
    {
      group: 'chat-eval',
      name: `built-in assistant over its ${tuned.cases} tuned messages`,
      figure: `${pct(tuned.score)} answered well, ${tuned.invented} invented services or prices`,
      budget: `≥ ${pct(EVAL_GOAL.score)} answered well, 0 invented services or prices`,
      met: tunedMet,
    },
    {
      group: 'chat-eval',
      name: 'built-in reply time',
      figure: `p95 ${tuned.p95Ms.toFixed(2)} ms (p50 ${tuned.p50Ms.toFixed(2)} ms)`,
      budget: 'p95 ≤ 50 ms',
      met: timeMet,
    },
  ];
  console.log(JSON.stringify({ rows }));
}
