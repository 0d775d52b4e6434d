import { describe, expect, it } from 'vitest';
import { editDistance, normalize } from './normalize.ts';

describe('normalize', () => {
  it.each([
    ['pricng?', ' pricing '],
    ['Whre are you LOCATED', ' where are you located '],
    ['bok a call', ' book a call '],
    ['apointment', ' appointment '],
    ['consultaion', ' consultation '],
    ["what's ur adress", ' whats your address '],
  ])('%j -> %j', (input, output) => {
    expect(normalize(input)).toBe(output);
  });

  it('leaves real words that merely look like keywords alone', () => {
    expect(normalize('my house is quite big and I think')).toBe(
      ' my house is quite big and i think ',
    );
    expect(normalize('personal trainer')).toBe(' personal trainer ');
  });

  it('keeps prices, 24/7 and e-mail addresses', () => {
    expect(normalize('$499 setup, 24/7, sara@example.com')).toBe(
      ' $499 setup 24/7 sara@example.com ',
    );
  });

  it('measures edits and adjacent swaps', () => {
    expect(editDistance('pricing', 'pricng', 2)).toBe(1);
    expect(editDistance('price', 'pirce', 2)).toBe(1);
    expect(editDistance('book', 'cloud', 1)).toBe(2);
  });
});
