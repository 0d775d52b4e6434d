import { describe, expect, it } from 'vitest';
import { coverArtSvg, coverCategory } from './cover-art.ts';

describe('blog cover art', () => {
  it('draws the same SVG for the same post, another for another title or tags', () => {
    const post = { title: 'Branding on a Budget', tags: ['Branding', 'Design'] };
    expect(coverArtSvg(post)).toBe(coverArtSvg({ ...post, tags: [...post.tags] }));
    expect(coverArtSvg(post)).not.toBe(coverArtSvg({ ...post, title: 'Branding on a Shoestring' }));
    expect(coverArtSvg(post)).not.toBe(coverArtSvg({ ...post, tags: ['Cloud'] }));
  });

  it('picks the palette from the first tag that names a category', () => {
    expect(coverCategory(['AI', 'Chatbots'])).toBe('ai');
    expect(coverCategory(['Pet Industry', 'Automation'])).toBe('automation');
    expect(coverCategory(['Fitness', 'Marketing'])).toBe('marketing');
    expect(coverCategory(['Knitting'])).toBe('general');
    expect(coverCategory([])).toBe('general');
  });

  it('writes tags as text, never as markup', () => {
    const svg = coverArtSvg({ title: 'x', tags: ['<script>alert(1)</script>', 'a&b'] });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;SCRIPT&gt;');
    expect(svg).toContain('A&amp;B');
  });

  it('drops characters XML cannot hold, so any tag renders', () => {
    const svg = coverArtSvg({ title: 'x', tags: ['bell\u0007', 'half \uD83D', 'ok \u{1F600}'] });
    expect([...svg].filter((c) => c.charCodeAt(0) < 9)).toEqual([]);
    expect(svg).not.toMatch(/\uD83D(?![\uDC00-\uDFFF])/);
    expect(svg).toContain('BELL');
    expect(svg).toContain('\u{1F600}');
  });
});
