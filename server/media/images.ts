import sharp, { type Metadata } from 'sharp';
import { COVER_WIDTHS } from '../../common/blog.ts';
import { MAX_IMAGE_BYTES } from '../../common/constants.ts';
import { BLOG_MESSAGES } from '../../common/schemas/blog.ts';
import { DomainError, invalid } from '../errors.ts';

/** Refuses decompression bombs: a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
/** What we decode; SVG (script-capable) and camera RAW are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { width: number; format: 'webp'; contentType: 'image/webp'; bytes: Buffer }[];
}

/**
 * Checks that the bytes are a raster image we accept and re-encodes them as WebP at the
 * widths of `COVER_WIDTHS`. The upload itself is never stored or served, so nothing it
 * carries (metadata, polyglot payloads) reaches a visitor.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new DomainError('payload_too_large', BLOG_MESSAGES.imageTooLarge);
  }
  let meta: Metadata;
  try {
    // Headers only: the pixel count is checked below, before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(BLOG_MESSAGES.imageNotImage, { image: BLOG_MESSAGES.imageNotImage });
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw invalid(BLOG_MESSAGES.imageNotImage, { image: BLOG_MESSAGES.imageNotImage });
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    const message = 'The cover image has too many pixels; please upload a smaller picture.';
    throw invalid(message, { image: message });
  }
  // EXIF orientation swaps the sides of portrait photos.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const widths = [...new Set(COVER_WIDTHS.map((w) => Math.min(w, width)))];
  try {
    const variants = await Promise.all(
      widths.map(async (w) => ({
        width: w,
        format: 'webp' as const,
        contentType: 'image/webp' as const,
        bytes: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch {
    throw invalid(BLOG_MESSAGES.imageNotImage, { image: BLOG_MESSAGES.imageNotImage });
  }
}
