/**
 * npm run eval:chat: runs the built-in chat assistant over its two evaluation sets and
 * prints their scores and the reply time:
 * - the tuned set (server/chat/eval/cases.ts), with its misses, to work on;
 * - the second to tenth development sets (server/chat/eval/dev-2.ts to dev-10.ts), with their
 *   misses and their scores per kind, to work on in new words;
 * - the three held-out sets (server/chat/eval/held-out.ts, held-out-2.ts and held-out-3.ts),
 *   each written by someone who had not read the assistant: only their scores,
 *   invented counts and scores per kind, never their misses, so nobody tunes the assistant
 *   on them.
 * With --json (bench/run.mjs) it prints one JSON line of benchmark rows last; they report
 * the held-out score.
 */
import { HELD_OUT_CASES } from '../server/chat/eval/held-out.ts';
import { HELD_OUT_2_CASES } from '../server/chat/eval/held-out-2.ts';
import { HELD_OUT_3_CASES } from '../server/chat/eval/held-out-3.ts';
import { EVAL_CASES } from '../server/chat/eval/cases.ts';
import { DEV_2_CASES } from '../server/chat/eval/dev-2.ts';
import { DEV_3_CASES } from '../server/chat/eval/dev-3.ts';
import { DEV_4_CASES } from '../server/chat/eval/dev-4.ts';
import { DEV_5_CASES } from '../server/chat/eval/dev-5.ts';
import { DEV_6_CASES } from '../server/chat/eval/dev-6.ts';
import { DEV_7_CASES } from '../server/chat/eval/dev-7.ts';
import { DEV_8_CASES } from '../server/chat/eval/dev-8.ts';
import { DEV_9_CASES } from '../server/chat/eval/dev-9.ts';
import { DEV_10_CASES } from '../server/chat/eval/dev-10.ts';
import { EVAL_GOAL, HELD_OUT_GOAL, evaluate, scoresByKind } from '../server/chat/eval/run.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const json = process.argv.includes('--json');

// Warm-up: module initialisation, the search index and the JIT.
evaluate(EVAL_CASES, 2);
const tuned = evaluate(EVAL_CASES, ROUNDS);
const dev2 = evaluate(DEV_2_CASES, 1);
const dev3 = evaluate(DEV_3_CASES, 1);
const dev4 = evaluate(DEV_4_CASES, 1);
const dev5 = evaluate(DEV_5_CASES, 1);
const dev6 = evaluate(DEV_6_CASES, 1);
const dev7 = evaluate(DEV_7_CASES, 1);
const dev8 = evaluate(DEV_8_CASES, 1);
const dev9 = evaluate(DEV_9_CASES, 1);
const dev10 = evaluate(DEV_10_CASES, 1);
const heldOutSets = [
  { name: 'held-out set', cases: HELD_OUT_CASES },
  { name: 'second held-out set', cases: HELD_OUT_2_CASES },
  { name: 'third held-out set', cases: HELD_OUT_3_CASES },
].map((set) => {
  const report = evaluate(set.cases, 1);
  const met = report.score >= HELD_OUT_GOAL.score && report.invented === HELD_OUT_GOAL.invented;
  return { ...set, report, met };
});

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const tunedMet = tuned.score >= EVAL_GOAL.score && tuned.invented === EVAL_GOAL.invented;
const timeMet = tuned.p95Ms <= EVAL_GOAL.p95Ms;

for (const miss of [
  ...tuned.misses,
  ...dev2.misses,
  ...dev3.misses,
  ...dev4.misses,
  ...dev5.misses,
  ...dev6.misses,
  ...dev7.misses,
  ...dev8.misses,
  ...dev9.misses,
  ...dev10.misses,
]) {
  const c = miss.case;
  const said = miss.out.text.replace(/\s+/g, ' ');
  console.log(
    `MISS${DEV_10_CASES.includes(c as never) ? ' dev-10' : DEV_9_CASES.includes(c as never) ? ' dev-9' : DEV_8_CASES.includes(c as never) ? ' dev-8' : DEV_7_CASES.includes(c as never) ? ' dev-7' : DEV_6_CASES.includes(c as never) ? ' dev-6' : DEV_5_CASES.includes(c as never) ? ' dev-5' : DEV_4_CASES.includes(c as never) ? ' dev-4' : DEV_3_CASES.includes(c as never) ? ' dev-3' : 'kind' in c ? ' dev-2' : ''} [${c.tag}${c.profile ? `, ${c.profile}` : ''}] ${c.before?.length ? `${c.before.map((b) => `"${b}"`).join(' -> ')} -> ` : ''}"${c.message}"`,
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
  `third development set: ${dev3.passed}/${dev3.cases} answered well (${pct(dev3.score)}), ${dev3.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_3_CASES, dev3)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `fourth development set: ${dev4.passed}/${dev4.cases} answered well (${pct(dev4.score)}), ${dev4.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_4_CASES, dev4)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `fifth development set: ${dev5.passed}/${dev5.cases} answered well (${pct(dev5.score)}), ${dev5.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_5_CASES, dev5)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `sixth development set: ${dev6.passed}/${dev6.cases} answered well (${pct(dev6.score)}), ${dev6.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_6_CASES, dev6)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `seventh development set: ${dev7.passed}/${dev7.cases} answered well (${pct(dev7.score)}), ${dev7.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_7_CASES, dev7)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `eighth development set: ${dev8.passed}/${dev8.cases} answered well (${pct(dev8.score)}), ${dev8.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_8_CASES, dev8)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `ninth development set: ${dev9.passed}/${dev9.cases} answered well (${pct(dev9.score)}), ${dev9.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_9_CASES, dev9)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
console.log(
  `tenth development set: ${dev10.passed}/${dev10.cases} answered well (${pct(dev10.score)}), ${dev10.invented} with an invented service or price`,
);
console.log(
  `  by kind: ${[...scoresByKind(DEV_10_CASES, dev10)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
);
for (const { name, cases, report, met } of heldOutSets) {
  console.log(
    `${name}: ${report.passed}/${report.cases} answered well (${pct(report.score)}), ${report.invented} with an invented service or price (goal ≥ ${pct(HELD_OUT_GOAL.score)}, 0: ${met ? 'met' : 'NOT met'}); its misses are not shown`,
  );
  const kinds = [...scoresByKind(cases, report)]
    .map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`)
    .join(', ');
  console.log(`  by kind: ${kinds}`);
}
console.log(
  `built-in reply time over ${ROUNDS} rounds of the tuned set: p50 ${tuned.p50Ms.toFixed(3)} ms, p95 ${tuned.p95Ms.toFixed(3)} ms, max ${tuned.maxMs.toFixed(3)} ms (goal p95 ≤ ${EVAL_GOAL.p95Ms} ms: ${timeMet ? 'met' : 'NOT met'})`,
);

if (json) {
  const rows = [
    ...heldOutSets.map(({ name, report, met }) => ({
      group: 'chat-eval',
      name: `built-in assistant over the ${report.cases} visitor messages of its ${name} (never tuned on)`,
      figure: `${pct(report.score)} answered well, ${report.invented} invented services or prices`,
      budget: `≥ ${pct(HELD_OUT_GOAL.score)} answered well, 0 invented services or prices`,
      met,
    })),
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
