import type { blogDtoSchema, blogPageSchema } from './schemas/blog.ts';
import type { z } from './zod.ts';

/**
 * Widths a blog cover is re-encoded at (never wider than the upload), served beside the
 * full-size cover as `/media/<id>-<width>.webp`; the pages' `srcset` lists the same.
 */
export const COVER_WIDTHS = [480, 960, 1600] as const;

/**
 * Spec §3 blog and pagination, as the API sends them and loaders receive them; the
 * schemas (common/schemas/blog.ts) are the contract, imported here as types only so the
 * pages that read these types load no zod.
 */
export type BlogDto = z.infer<typeof blogDtoSchema>;
/** A list entry: everything but the HTML, plus the plain-text preview (spec §2.3, 30 words). */
export type BlogSummaryDto = BlogPage['data'][number];
export type BlogPage = z.infer<typeof blogPageSchema>;
export type BlogPagination = BlogPage['pagination'];

/** What page loaders may read of the blog (public posts only). */
export interface BlogReadService {
  /** Published posts and scheduled posts whose date has passed, newest first. */
  listPublic(input: { page: number; limit: number }): Promise<BlogPage>;
  /**
   * One public post by `_id` or slug, null when not public. Reading counts no view: the
   * page's beacon does (`POST /api/blogs/:id/views`), so a page is the same for every reader.
   */
  findPublic(idOrSlug: string): Promise<BlogDto | null>;
  /** The newest public posts with content, for the sitemap and the RSS feed. */
  listPublicFeed(limit: number): Promise<BlogDto[]>;
}
