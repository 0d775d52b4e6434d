import { describe, expect, it } from 'vitest';
import { answer } from './assistant.ts';
import { detailsOf } from './details.ts';
import { FACT_QUESTIONS } from './fact-questions.ts';
import { createIntentModel } from './intent-model.ts';
import { PASSAGES } from './knowledge.ts';
import { SITE_PASSAGES } from './site-facts.ts';

const passages = new Map([...PASSAGES, ...SITE_PASSAGES].map((p) => [p.id, p]));

describe('the example questions of the facts the pages state', () => {
  it.each(FACT_QUESTIONS.map((f) => [f.passage, f.fact] as const))(
    '%s: "%s" is one fact of its passage',
    (id, words) => {
      const passage = passages.get(id);
      expect(passage, `no passage ${id}`).toBeDefined();
      expect(detailsOf(passage!).filter((d) => d.text.includes(words))).toHaveLength(1);
    },
  );
});

describe('a fact asked in words the page does not use', () => {
  const model = createIntentModel();
  const ask = (message: string) =>
    answer({
      message,
      profile: 'general',
      knownContact: {},
      userTurn: 1,
      lastBotOfferedBooking: false,
      model,
    });

  it.each([
    ['which court handles a disagreement with you', 'courts of Karachi'],
    ['do you sell my number to marketers?', 'do not sell your personal data'],
  ])('"%s" is answered by the page\'s "%s"', (message, fact) => {
    expect(ask(message).text).toContain(fact);
  });

  it('keeps thanking only for details given', () => {
    expect(ask('do you sell my number to marketers?').text).not.toMatch(/^Thanks/);
  });

  it('answers a request we do not take with the doubt, not with a fact near its words', () => {
    const out = ask('do you rent out co-working desks at your office?');
    expect(out.text).toMatch(/don't/);
    expect(out.text).not.toContain('Ocean Tower');
  });
});
