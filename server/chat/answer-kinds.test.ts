import { describe, expect, it } from 'vitest';
import { askedKind, withoutAsking } from './answer-kinds.ts';
import { normalize } from './normalize.ts';

const kindOf = (message: string) => askedKind(normalize(message))?.words;

describe('the kind of answer a question asks for', () => {
  it('reads a frequency, a span of time, an age and a count from how the question is asked', () => {
    expect(kindOf('How often do you post on our Instagram?')).toMatch(/weekly/);
    expect(kindOf('how many days until my site is live')).toMatch(/days/);
    expect(kindOf('How soon can you start?')).toMatch(/days/);
    expect(kindOf("I'm 16, am I allowed to sign up?")).toMatch(/age/);
    expect(kindOf('my daughter is 15, can she use the trial?')).toMatch(/age/);
    expect(kindOf('how many platforms does it cover')).toBe('');
    expect(kindOf('what do you do')).toBeUndefined();
  });

  it('states an answer of the kind only when the fact says one', () => {
    const often = askedKind(normalize('how often do you report'))!;
    expect(often.holds.test('Weekly tuning and a monthly performance review')).toBe(true);
    expect(often.holds.test('Every campaign is tracked end to end')).toBe(false);
    const long = askedKind(normalize('how long does setup take'))!;
    expect(long.holds.test('Setup takes under 15 minutes.')).toBe(true);
    expect(long.holds.test('We answer within one month')).toBe(true);
    expect(long.holds.test('Setup is simple.')).toBe(false);
    const many = askedKind(normalize('how many platforms'))!;
    expect(many.holds.test('Up to 3 platforms')).toBe(true);
    expect(many.holds.test('Two to three distinct creative directions')).toBe(true);
    expect(many.holds.test('Files your team can use from day one.')).toBe(false);
  });

  it('leaves the topic when the asking words are taken away', () => {
    const text = normalize('how long does deleting my data take');
    expect(withoutAsking(text, askedKind(text)!).trim()).toBe('does deleting my data take');
  });
});
