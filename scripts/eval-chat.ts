/**
 * npm run eval:chat: runs the built-in chat assistant over its evaluation sets and
 * prints their scores and the reply time:
 * - the tuned set (server/chat/eval/cases.ts), with its misses, to work on;
 * - the second to nineteenth development sets (server/chat/eval/dev-2.ts to dev-19.ts), with their
 *   misses and their scores per kind, to work on in new words;
 * - the seven held-out sets (server/chat/eval/held-out.ts and held-out-2.ts to held-out-7.ts),
 *   each written by someone who had not read the assistant: only their scores,
 *   invented counts and scores per kind, never their misses, so nobody tunes the assistant
 *   on them.
 * With --json (bench/run.mjs) it prints one JSON line of benchmark rows last; they report
 * the held-out score.
 */
import { HELD_OUT_CASES } from '../server/chat/eval/held-out.ts';
import { HELD_OUT_2_CASES } from '../server/chat/eval/held-out-2.ts';
import { HELD_OUT_3_CASES } from '../server/chat/eval/held-out-3.ts';
import { HELD_OUT_4_CASES } from '../server/chat/eval/held-out-4.ts';
import { HELD_OUT_5_CASES } from '../server/chat/eval/held-out-5.ts';
import { HELD_OUT_6_CASES } from '../server/chat/eval/held-out-6.ts';
import { HELD_OUT_7_CASES } from '../server/chat/eval/held-out-7.ts';
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
import { DEV_11_CASES } from '../server/chat/eval/dev-11.ts';
import { DEV_12_CASES } from '../server/chat/eval/dev-12.ts';
import { DEV_13_CASES } from '../server/chat/eval/dev-13.ts';
import { DEV_14_CASES } from '../server/chat/eval/dev-14.ts';
import { DEV_15_CASES } from '../server/chat/eval/dev-15.ts';
import { DEV_16_CASES } from '../server/chat/eval/dev-16.ts';
import { DEV_17_CASES } from '../server/chat/eval/dev-17.ts';
import { DEV_18_CASES } from '../server/chat/eval/dev-18.ts';
import { DEV_19_CASES } from '../server/chat/eval/dev-19.ts';
import type { DevCase } from '../server/chat/eval/dev-2.ts';
import { EVAL_GOAL, HELD_OUT_GOAL, evaluate, scoresByKind } from '../server/chat/eval/run.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const json = process.argv.includes('--json');

// Warm-up: module initialisation, the search index and the JIT.
evaluate(EVAL_CASES, 2);
const tuned = evaluate(EVAL_CASES, ROUNDS);
const ordinals = [
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const devSets = [
  DEV_2_CASES,
  DEV_3_CASES,
  DEV_4_CASES,
  DEV_5_CASES,
  DEV_6_CASES,
  DEV_7_CASES,
  DEV_8_CASES,
  DEV_9_CASES,
  DEV_10_CASES,
  DEV_11_CASES,
  DEV_12_CASES,
  DEV_13_CASES,
  DEV_14_CASES,
  DEV_15_CASES,
  DEV_16_CASES,
  DEV_17_CASES,
  DEV_18_CASES,
  DEV_19_CASES,
].map((cases: readonly DevCase[], i) => ({
  name: `${ordinals[i]} development set`,
  label: `dev-${i + 2}`,
  cases,
  report: evaluate(cases, 1),
}));
const heldOutSets = [
  { name: 'held-out set', cases: HELD_OUT_CASES },
  { name: 'second held-out set', cases: HELD_OUT_2_CASES },
  { name: 'third held-out set', cases: HELD_OUT_3_CASES },
  { name: 'fourth held-out set', cases: HELD_OUT_4_CASES },
  { name: 'fifth held-out set', cases: HELD_OUT_5_CASES },
  { name: 'sixth held-out set', cases: HELD_OUT_6_CASES },
  { name: 'seventh held-out set', cases: HELD_OUT_7_CASES },
].map((set) => {
  const report = evaluate(set.cases, 1);
  const met =
    report.score >= HELD_OUT_GOAL.score &&
    report.invented === HELD_OUT_GOAL.invented &&
    report.pitched === HELD_OUT_GOAL.pitched;
  return { ...set, report, met };
});

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const tunedMet = tuned.score >= EVAL_GOAL.score && tuned.invented === EVAL_GOAL.invented;
const timeMet = tuned.p95Ms <= EVAL_GOAL.p95Ms;

const misses = [
  ...tuned.misses.map((miss) => ({ miss, label: '' })),
  ...devSets.flatMap(({ label, report }) =>
    report.misses.map((miss) => ({ miss, label: ` ${label}` })),
  ),
];
for (const { miss, label } of misses) {
  const c = miss.case;
  const said = miss.out.text.replace(/\s+/g, ' ');
  console.log(
    `MISS${label} [${c.tag}${c.profile ? `, ${c.profile}` : ''}] ${c.before?.length ? `${c.before.map((b) => `"${b}"`).join(' -> ')} -> ` : ''}"${c.message}"`,
  );
  console.log(`  ${miss.problems.join('; ')}`);
  console.log(
    `  answered (${miss.out.intent}, confidence ${miss.out.confidence.toFixed(2)}): ${said.slice(0, 240)}${said.length > 240 ? '...' : ''}`,
  );
}
console.log(
  `\ntuned set: ${tuned.passed}/${tuned.cases} answered well (${pct(tuned.score)}), ${tuned.invented} with an invented service or price (goal ≥ ${pct(EVAL_GOAL.score)}, 0: ${tunedMet ? 'met' : 'NOT met'})`,
);
for (const { name, cases, report } of devSets) {
  console.log(
    `${name}: ${report.passed}/${report.cases} answered well (${pct(report.score)}), ${report.invented} with an invented service or price, ${report.pitched} unlawful pitched`,
  );
  console.log(
    `  by kind: ${[...scoresByKind(cases, report)].map(([kind, k]) => `${kind} ${k.passed}/${k.cases}`).join(', ')}`,
  );
}
for (const { name, cases, report, met } of heldOutSets) {
  console.log(
    `${name}: ${report.passed}/${report.cases} answered well (${pct(report.score)}), ${report.invented} with an invented service or price, ${report.pitched} unlawful pitched (goal ≥ ${pct(HELD_OUT_GOAL.score)}, 0, 0: ${met ? 'met' : 'NOT met'}); its misses are not shown`,
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
      figure: `${pct(report.score)} answered well, ${report.invented} invented services or prices, ${report.pitched} unlawful requests pitched`,
      budget: `≥ ${pct(HELD_OUT_GOAL.score)} answered well, 0 invented services or prices, 0 unlawful requests pitched`,
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
