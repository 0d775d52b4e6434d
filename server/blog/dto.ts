import type { BlogDto, BlogPage, BlogSummaryDto } from '../../common/blog.ts';
import { paginationOf } from '../../common/pagination.ts';
import { previewWords } from '../../common/text.ts';
import type * as repo from './repository.ts';

/** The API's shape of posts (spec §2.3), from their rows. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSummary(row: repo.BlogSummaryRow): BlogSummaryDto {
  return {
    _id: row.id,
    slug: row.slug,
    blog_title: row.title,
    image: row.image,
    author: row.author,
    tags: row.tags,
    status: row.status,
    scheduledDate: iso(row.scheduledDate),
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    preview: previewWords(row.plainText),
  };
}

export function toBlogDto(row: repo.BlogRow): BlogDto {
  const { preview: _preview, ...summary } = toSummary(row);
  return { ...summary, content: row.content };
}

export function pageOf(
  rows: repo.BlogSummaryRow[],
  total: number,
  page: number,
  limit: number,
): BlogPage {
  const { total: totalBlogs, limit: blogsPerPage, ...where } = paginationOf(page, limit, total);
  // Spec §2.3 names the blog's totals its own way.
  return {
    data: rows.map(toSummary),
    pagination: { ...where, totalBlogs, blogsPerPage },
  };
}
