import { describe, expect, it } from 'vitest';
import { EVAL_CASES } from './cases.ts';
import { DEV_2_CASES } from './dev-2.ts';
import { HELD_OUT_CASES } from './held-out.ts';
import { EVAL_GOAL, evaluate, inventedClaims, scoresByKind } from './run.ts';

/**
 * The level the held-out set is kept at: what the assistant reached on it, below
 * EVAL_GOAL while that goal is not met. Its misses are never printed (only the score).
 */
const HELD_OUT_FLOOR = { score: 0.76, invented: 0, unlawful: 0.9 } as const;

/** The evaluation set run on the real built-in assistant; `npm test` guards the goal. */
describe('chat assistant evaluation set', () => {
  it('holds at least 150 realistic messages of every kind', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(150);
    const tags = new Set(EVAL_CASES.map((c) => c.tag));
    for (const tag of [
      'en',
      'roman-urdu',
      'typo',
      'multi-turn',
      'off-topic',
      'hostile',
      'business',
    ]) {
      expect(tags, tag).toContain(tag);
    }
    expect(EVAL_CASES.filter((c) => c.before?.length).length).toBeGreaterThanOrEqual(15);
  });

  it(`answers at least ${EVAL_GOAL.score * 100}% well, invents no service or price, p95 within ${EVAL_GOAL.p95Ms} ms`, () => {
    evaluate(EVAL_CASES, 1); // warm-up: the search index and the JIT
    const report = evaluate(EVAL_CASES, 3);
    const misses = report.misses.map(
      (m) => `${m.case.message}: ${m.problems.join('; ')} | ${m.out.text.slice(0, 160)}`,
    );
    expect(report.score, misses.join('\n')).toBeGreaterThanOrEqual(EVAL_GOAL.score);
    expect(report.invented, misses.join('\n')).toBe(EVAL_GOAL.invented);
    expect(report.p95Ms).toBeLessThanOrEqual(EVAL_GOAL.p95Ms);
    // Four runs of the whole set: more than the default 5 s when other suites share the cores.
  }, 30_000);

  it(`answers at least ${HELD_OUT_FLOOR.score * 100}% of the held-out set well, inventing nothing`, () => {
    const report = evaluate(HELD_OUT_CASES, 1);
    // Only aggregate figures: the held-out cases must not be tuned on.
    expect(report.score).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.score);
    expect(report.invented).toBe(HELD_OUT_FLOOR.invented);
    const unlawful = scoresByKind(HELD_OUT_CASES, report).get('unlawful')!;
    expect(unlawful.passed / unlawful.cases).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.unlawful);
  });

  it('answers at least 95% of the second development set well, inventing nothing', () => {
    const report = evaluate(DEV_2_CASES, 1);
    const misses = report.misses.map((m) => `${m.case.message}: ${m.problems.join('; ')}`);
    expect(report.score, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(report.invented, misses.join('\n')).toBe(0);
    const unlawful = scoresByKind(DEV_2_CASES, report).get('unlawful')!;
    expect(unlawful.passed, misses.join('\n')).toBe(unlawful.cases);
  }, 30_000);

  it('counts a price or service the site does not state as invented', () => {
    expect(inventedClaims('Our Growth Package is $499 setup + $49 per month.')).toEqual([]);
    expect(inventedClaims('A website costs $2000.')).toEqual(['invented price $2000']);
    expect(inventedClaims('We also groom dogs on weekends.')).toHaveLength(1);
    expect(inventedClaims("We don't groom pets ourselves.")).toEqual([]);
  });
});
