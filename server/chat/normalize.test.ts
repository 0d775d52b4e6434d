import { describe, expect, it } from 'vitest';
import { editDistance, normalize, stem } from './normalize.ts';

describe('normalize', () => {
  it.each([
    ['pricng?', ' pricing '],
    ['Whre are you LOCATED', ' where are you located '],
    ['bok a call', ' book a call '],
    ['apointment', ' appointment '],
    ['consultaion', ' consultation '],
    ["what's ur adress", ' whats your address '],
    // "ya" between two words is Roman Urdu's "or"; opening a message, English "yes".
    ['website ya app chahiye', ' website or app chahiye '],
    ['ya sure', ' yes sure '],
  ])('%j -> %j', (input, output) => {
    expect(normalize(input)).toBe(output);
  });

  it('leaves real words that merely look like keywords alone', () => {
    expect(normalize('my house is quite big and I think')).toBe(
      ' my house is quite big and i think ',
    );
    expect(normalize('personal trainer')).toBe(' personal trainer ');
    expect(normalize('printing ka kaam')).toBe(' printing ka kaam ');
  });

  it('keeps prices, 24/7 and e-mail addresses', () => {
    expect(normalize('$499 setup, 24/7, sara@example.com')).toBe(
      ' $499 setup 24/7 sara@example.com ',
    );
  });

  it('reads words typed without their vowels as the word they shorten', () => {
    expect(normalize('wt srvcs u provide')).toBe(' what services you provide ');
    expect(normalize('chatbot prce?')).toBe(' chatbot price ');
    expect(normalize('timngs plz')).toBe(' timings please ');
    // Real words keep their meaning: no vocabulary word is spelled with their consonants.
    expect(normalize('the post is here, send me the pdf')).toBe(
      ' the post is here send me the pdf ',
    );
  });

  it('reads an SMS shortening of any word visitors or the pages use, the most used first', () => {
    expect(normalize('pls rply')).toBe(' please reply ');
    expect(normalize('can i cncl')).toBe(' can i cancel ');
    expect(normalize('need a consltn')).toBe(' need a consultation ');
    // A short word with a vowel is its own word, not a shortening of a longer one.
    expect(normalize('open on sat')).toContain(' sat');
    expect(normalize('thanks a ton')).toBe(' thanks a ton ');
  });

  it("reads a refused trade's word spelled as it sounds, and no other word so", () => {
    expect(normalize('fak nike shoes')).toBe(' fake nike shoes ');
    expect(normalize('hak his insta')).toContain(' hack ');
    // Roman Urdu's own short words, and English words, stay themselves.
    expect(normalize('mera hak hai')).toBe(' mera hak hai ');
    expect(normalize('best bet for my shop')).toBe(' best bet for my shop ');
  });

  it('reads "free trail" as the trial and SMS "2" after a verb as "to", not a time', () => {
    expect(normalize('free trail?')).toBe(' free trial ');
    expect(normalize('i wnt 2 tlk 2 sum1')).toBe(' i want to talk to someone ');
    expect(normalize('call me at 2 pm')).toBe(' call me at 2 pm ');
    expect(normalize('r u opn on sat, ur adrs pls')).toBe(
      ' are you open on sat your address please ',
    );
  });

  it('reads an Urdu place name written in two words as one', () => {
    expect(normalize('کیا آپ کی اسلام آباد میں برانچ ہے')).toContain(' islamabad ');
    expect(normalize('حیدر آباد')).toBe(' hyderabad ');
  });

  it('leaves a typo of a word the pages use to the search, unless it is a form of a rules word', () => {
    expect(normalize('contrcts')).toBe(' contrcts ');
    expect(normalize('example')).toBe(' examples ');
    expect(normalize('pricng')).toBe(' pricing ');
  });

  it('stems words so that forms of one word meet', () => {
    expect(['owns', 'own'].map(stem)).toEqual(['own', 'own']);
    expect(['price', 'prices', 'pricing'].map(stem)).toEqual(['pric', 'pric', 'pric']);
    expect(['business', 'status', 'agencies'].map(stem)).toEqual(['business', 'status', 'agency']);
  });

  it('reads "e-mail" and "e mail" as one word', () => {
    expect(normalize('Which e-mail address?')).toBe(' which email address ');
  });

  it('measures edits and adjacent swaps', () => {
    expect(editDistance('pricing', 'pricng', 2)).toBe(1);
    expect(editDistance('price', 'pirce', 2)).toBe(1);
    expect(editDistance('book', 'cloud', 1)).toBe(2);
  });
});
