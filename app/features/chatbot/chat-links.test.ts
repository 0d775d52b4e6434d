import { describe, expect, it } from 'vitest';
import { splitLinks } from './chat-links.ts';

const SITE = ['https://brightwave.agency', 'http://127.0.0.1:4000'];

describe('links in chat replies', () => {
  it("links this site's addresses, keeping the sentence's punctuation as text", () => {
    expect(
      splitLinks(
        'Read it here: https://brightwave.agency/blog/local-seo. Would you like to book?',
        SITE,
      ),
    ).toEqual([
      { kind: 'text', text: 'Read it here: ' },
      {
        kind: 'link',
        text: 'https://brightwave.agency/blog/local-seo',
        href: 'https://brightwave.agency/blog/local-seo',
      },
      { kind: 'text', text: '. Would you like to book?' },
    ]);
  });

  it('links each address of the site, including a second origin and one in brackets', () => {
    const parts = splitLinks(
      'Our blog (http://127.0.0.1:4000/blog) and https://brightwave.agency/Services?x=1#top',
      SITE,
    );
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual([
      'http://127.0.0.1:4000/blog',
      'https://brightwave.agency/Services?x=1#top',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(
      'Our blog (http://127.0.0.1:4000/blog) and https://brightwave.agency/Services?x=1#top',
    );
  });

  it.each([
    ['another site', 'see https://evil.example/blog'],
    ['a look-alike host', 'see https://brightwave.agency.evil.example/x'],
    ['credentials in the address', 'see https://user:pw@brightwave.agency/blog'],
    ['another port', 'see http://127.0.0.1:4001/blog'],
    ['another scheme', 'data:text/html,<script>alert(1)</script>'],
    ['a script address', 'javascript:alert(1)'],
  ])('leaves %s as text', (_label, text) => {
    expect(splitLinks(text, SITE)).toEqual([{ kind: 'text', text }]);
  });

  it.each([
    ['a script address around one', 'javascript:alert(1)//https://brightwave.agency/x'],
    ['markup around one', '<a href="https://brightwave.agency/x" onclick="x()">x</a>'],
  ])('links only the http(s) address of the site in %s', (_label, text) => {
    const parts = splitLinks(text, SITE);
    expect(parts.filter((p) => p.kind === 'link')).toEqual([
      {
        kind: 'link',
        text: 'https://brightwave.agency/x',
        href: 'https://brightwave.agency/x',
      },
    ]);
    // Everything else is text (rendered as React text nodes, never as markup).
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('keeps text without addresses whole, and an empty text empty', () => {
    expect(splitLinks('We reply within 24 hours.', SITE)).toEqual([
      { kind: 'text', text: 'We reply within 24 hours.' },
    ]);
    expect(splitLinks('', SITE)).toEqual([]);
    expect(splitLinks('https://brightwave.agency', [])).toEqual([
      { kind: 'text', text: 'https://brightwave.agency' },
    ]);
  });
});
