import type { BlogStatus } from './constants.ts';

/**
 * Widths a blog cover is re-encoded at (never wider than the upload), served beside the
 * full-size cover as `/media/<id>-<width>.webp`; the pages' `srcset` lists the same.
 */
export const COVER_WIDTHS = [480, 960, 1600] as const;

/**
 * Spec §3 blog and pagination, as the API sends them and loaders receive them. Field
 * names are the spec's contract (`_id`, `blog_title`, ...); dates are ISO strings.
 */
export interface BlogDto {
  _id: string;
  slug: string;
  blog_title: string;
  /** Sanitised HTML. */
  content: string;
  /** Path of the cover under the API base (the site's origin), or null. */
  image: string | null;
  author: string;
  tags: string[];
  status: BlogStatus;
  scheduledDate: string | null;
  views: number;
  createdAt: string;
  updatedAt: string;
}

/** A list entry: everything but the HTML, plus the plain-text preview (spec §2.3, 30 words). */
export interface BlogSummaryDto extends Omit<BlogDto, 'content'> {
  preview: string;
}

export interface BlogPagination {
  currentPage: number;
  totalPages: number;
  totalBlogs: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  blogsPerPage: number;
}

export interface BlogPage {
  data: BlogSummaryDto[];
  pagination: BlogPagination;
}

/** What page loaders may read of the blog (public posts only). */
export interface BlogReadService {
  /** Published posts and scheduled posts whose date has passed, newest first. */
  listPublic(input: { page: number; limit: number }): Promise<BlogPage>;
  /** One public post by `_id` or slug; counts a view when asked. Null when not public. */
  findPublic(idOrSlug: string, options?: { countView?: boolean }): Promise<BlogDto | null>;
  /** The newest public posts with content, for the sitemap and the RSS feed. */
  listPublicFeed(limit: number): Promise<BlogDto[]>;
}
