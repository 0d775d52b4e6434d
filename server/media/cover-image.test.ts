import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_WIDTHS } from '../../common/blog.ts';
import { COVER_ART, coverArtSvg, coverCategory } from '../../common/cover-art.ts';
import { seedPosts } from '../db/seed-content.ts';
import { renderCoverImage } from './cover-image.ts';

describe('renderCoverImage', () => {
  it('renders the cover art through the image pipeline: WebP at every cover width', async () => {
    const image = await renderCoverImage({ title: 'Hello', tags: ['Web Development'] });
    expect(image).toMatchObject({ width: 1600, height: 900 });
    expect(image.variants.map((v) => v.width)).toEqual([...COVER_WIDTHS]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.height).toBe(Math.round((variant.width * 9) / 16));
    }
  });

  it('renders a post whose tags hold control characters, markup and lone surrogates', async () => {
    const image = await renderCoverImage({
      title: '<svg onload=alert(1)>',
      tags: ['\u0001\u0008x', '</text><script>', '\uD800', 'اردو'],
    });
    expect(image.variants).toHaveLength(3);
  });

  it('is reproducible: the same post gives the same bytes', async () => {
    const post = { title: 'Same', tags: ['AI'] };
    const [a, b] = await Promise.all([renderCoverImage(post), renderCoverImage(post)]);
    expect(a.variants.map((v) => v.bytes.toString('base64'))).toEqual(
      b.variants.map((v) => v.bytes.toString('base64')),
    );
  });

  it('gives every seeded post a category of its own and a distinct 16:9 picture', () => {
    const svgs = new Set(seedPosts.map((post) => coverArtSvg(post)));
    expect(svgs.size).toBe(seedPosts.length);
    for (const post of seedPosts) {
      expect(coverCategory(post.tags), post.title).not.toBe('general');
      expect(coverArtSvg(post)).toContain(`viewBox="0 0 ${COVER_ART.width} ${COVER_ART.height}"`);
    }
  });
});
