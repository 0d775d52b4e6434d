import type { BlogForm } from '../../common/schemas/blog.ts';
import { GENERATED_COVER_NAME, renderCoverImage } from '../media/cover-image.ts';
import { processImage, type ProcessedImage } from '../media/images.ts';

export interface CoverUpload {
  bytes: Buffer;
  filename?: string;
}

/** A cover ready to store. */
export interface Cover {
  image: ProcessedImage;
  filename: string | undefined;
}

/** An uploaded cover, decoded and encoded again before any transaction: CPU work holds no locks. */
export const processCover = async (cover: CoverUpload | undefined): Promise<Cover | null> =>
  cover ? { image: await processImage(cover.bytes), filename: cover.filename } : null;

/** The cover of a post saved without one: drawn from its title and tags. */
export const generatedCover = async (form: BlogForm): Promise<Cover> => ({
  image: await renderCoverImage({ title: form.blog_title, tags: form.tags }),
  filename: GENERATED_COVER_NAME,
});
