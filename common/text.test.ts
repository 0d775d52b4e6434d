import { describe, expect, it } from 'vitest';
import { andList, htmlToText, previewChars, previewWords, slugify } from './text.ts';

describe('text helpers', () => {
  it('says a list as a sentence does', () => {
    expect(andList([])).toBe('');
    expect(andList(['Sunday'])).toBe('Sunday');
    expect(andList(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(andList(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('slugifies titles to ASCII words', () => {
    expect(slugify('Why Every Small Business Needs an AI Chatbot in 2026')).toBe(
      'why-every-small-business-needs-an-ai-chatbot-in-2026',
    );
    expect(slugify('Café & Crème!')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('post');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p><p>A &amp; B &#39;C&#39;</p>')).toBe(
      "Hello world A & B 'C'",
    );
    expect(htmlToText('<script>alert(1)</script>safe')).toBe('safe');
  });

  it('cuts previews at 30 words with an ellipsis (spec 2.3)', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const preview = previewWords(words);
    expect(preview.split(' ')).toHaveLength(30);
    expect(preview.endsWith('w29...')).toBe(true);
    expect(previewWords('short text')).toBe('short text');
  });

  it('cuts the admin preview at 100 characters (spec 9)', () => {
    expect(previewChars('x'.repeat(150), 100)).toBe('x'.repeat(100) + '...');
  });
});
