import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CASE_STUDIES } from '../../common/content/case-studies.ts';
import { TEAM } from '../../common/content/team.ts';
import { REPLACEABLE_PICTURES, replaceablePicture } from '../../common/pictures.ts';
import { fitPicture } from './overrides.ts';

/** The list of replaceable pictures and how a replacement is fitted (ADR 037). */
describe('replaceable pictures', () => {
  it('lists every committed picture once, each with the size its file declares', () => {
    expect(REPLACEABLE_PICTURES).toHaveLength(CASE_STUDIES.length * 2 + TEAM.length);
    expect(new Set(REPLACEABLE_PICTURES.map((p) => p.path)).size).toBe(REPLACEABLE_PICTURES.length);
    for (const picture of REPLACEABLE_PICTURES) {
      const svg = readFileSync(path.join('public', picture.path), 'utf8');
      const root = /^<svg[^>]*>/.exec(svg)![0];
      expect(root, picture.path).toContain(`width="${picture.width}"`);
      expect(root, picture.path).toContain(`height="${picture.height}"`);
      expect(replaceablePicture(picture.path)).toBe(picture);
    }
    expect(replaceablePicture('/images/work/../clients/kinship.svg')).toBeUndefined();
  });

  it('crops an upload to fill the frame at the original size, whatever its shape', async () => {
    for (const [width, height] of [
      [2000, 300],
      [200, 1500],
      [50, 40],
    ] as const) {
      const upload = await sharp({ create: { width, height, channels: 4, background: '#123456' } })
        .png()
        .toBuffer();
      const fitted = await sharp(await fitPicture(upload, { width: 640, height: 400 })).metadata();
      expect(fitted).toMatchObject({ format: 'webp', width: 640, height: 400 });
    }
  });
});
