import sharp from 'sharp';
import { coverArtSvg } from '../../common/cover-art.ts';
import { processImage, type ProcessedImage } from './images.ts';

/** The file name a generated cover is stored under (media.original_name). */
export const GENERATED_COVER_NAME = 'generated-cover.png';

/**
 * A post's generated cover: the SVG of `coverArtSvg` drawn to PNG, then through
 * the same pipeline as an uploaded cover (`processImage`: WebP at every cover width), so it
 * is stored, served and listed in `srcset` like an upload. Same title and tags, same picture.
 */
export async function renderCoverImage(post: {
  title: string;
  tags: readonly string[];
}): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(coverArtSvg(post)))
    .png({ compressionLevel: 2 })
    .toBuffer();
  return processImage(png);
}
