/**
 * npm run eval:chat: runs the built-in chat assistant over its evaluation set
 * (server/chat/eval/cases.ts) and prints the score, the misses and the reply time.
 * With --json (bench/run.mjs) it prints one JSON line of benchmark rows last.
 */
import { EVAL_GOAL, evaluate } from '../server/chat/eval/run.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const json = process.argv.includes('--json');

// Warm-up: module initialisation, the search index and the JIT.
evaluate(undefined, 2);
const report = evaluate(undefined, ROUNDS);

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const scoreMet = report.score >= EVAL_GOAL.score && report.invented === EVAL_GOAL.invented;
const timeMet = report.p95Ms <= EVAL_GOAL.p95Ms;

for (const miss of report.misses) {
  const c = miss.case;
  const said = miss.out.text.replace(/\s+/g, ' ');
  console.log(
    `MISS [${c.tag}${c.profile ? `, ${c.profile}` : ''}] ${c.before?.length ? `${c.before.map((b) => `"${b}"`).join(' -> ')} -> ` : ''}"${c.message}"`,
  );
  console.log(`  ${miss.problems.join('; ')}`);
  console.log(
    `  answered (${miss.out.intent}, confidence ${miss.out.confidence.toFixed(2)}): ${said.slice(0, 240)}${said.length > 240 ? '...' : ''}`,
  );
}
console.log(
  `\nchat eval: ${report.passed}/${report.cases} answered well (${pct(report.score)}), ${report.invented} with an invented service or price (goal ≥ ${pct(EVAL_GOAL.score)}, 0: ${scoreMet ? 'met' : 'NOT met'})`,
);
console.log(
  `built-in reply time over ${ROUNDS} rounds: p50 ${report.p50Ms.toFixed(3)} ms, p95 ${report.p95Ms.toFixed(3)} ms, max ${report.maxMs.toFixed(3)} ms (goal p95 ≤ ${EVAL_GOAL.p95Ms} ms: ${timeMet ? 'met' : 'NOT met'})`,
);

if (json) {
  const rows = [
    {
      group: 'chat-eval',
      name: `built-in assistant over ${report.cases} visitor messages`,
      figure: `${pct(report.score)} answered well, ${report.invented} invented services or prices`,
      budget: '≥ 95% answered well, 0 invented services or prices',
      met: scoreMet,
    },
    {
      group: 'chat-eval',
      name: 'built-in reply time',
      figure: `p95 ${report.p95Ms.toFixed(2)} ms (p50 ${report.p50Ms.toFixed(2)} ms)`,
      budget: 'p95 ≤ 50 ms',
      met: timeMet,
    },
  ];
  console.log(JSON.stringify({ rows }));
}
