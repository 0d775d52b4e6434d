import { describe, expect, it } from 'vitest';
import { COVER_WIDTHS } from '../../../common/blog.ts';
import { coverSrcSet } from './blog-cover.tsx';
import { blogPath, formatBlogDate } from './format.ts';
import { escapeXml } from './xml.ts';

describe('coverSrcSet', () => {
  it('lists each WebP width of a media cover', () => {
    const id = '0b8e2f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(coverSrcSet(`/media/${id}.webp`)).toBe(
      COVER_WIDTHS.map((w) => `/media/${id}-${w}.webp ${w}w`).join(', '),
    );
  });
  it('gives none for other images', () => {
    expect(coverSrcSet('/uploads/old-cover.jpg')).toBeUndefined();
    expect(coverSrcSet('https://example.com/media/x.webp')).toBeUndefined();
  });
});

describe('blogPath', () => {
  it('prefers the slug and falls back to the id', () => {
    expect(blogPath({ _id: 'abc', slug: 'hello-world' })).toBe('/blog/hello-world');
    expect(blogPath({ _id: 'abc', slug: '' })).toBe('/blog/abc');
  });
});

describe('formatBlogDate', () => {
  it('formats in the business time zone, so server and browser agree', () => {
    // 20:30 UTC on 31 January is already 1 February in Karachi (UTC+5).
    expect(formatBlogDate('2026-01-31T20:30:00.000Z')).toBe('February 1, 2026');
  });
  it('shows nothing for an invalid date', () => {
    expect(formatBlogDate('not a date')).toBe('');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML entities', () => {
    expect(escapeXml(`Tom & "Jerry" <'b'>`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;&apos;b&apos;&gt;',
    );
  });
});
