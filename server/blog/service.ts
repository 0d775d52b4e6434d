import type { BlogDto, BlogPage, BlogReadService, BlogSummaryDto } from '../../common/blog.ts';
import type { BlogStatus } from '../../common/constants.ts';
import { previewWords } from '../../common/text.ts';
import type { Database } from '../db/client.ts';
import * as repo from './repository.ts';

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

function pageOf(rows: repo.BlogSummaryRow[], total: number, page: number, limit: number): BlogPage {
  const totalPages = Math.ceil(total / limit);
  return {
    data: rows.map(toSummary),
    pagination: {
      currentPage: page,
      totalPages,
      totalBlogs: total,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
      blogsPerPage: limit,
    },
  };
}

export function createBlogReadService({ database }: { database: Database }) {
  const { db } = database;
  return {
    async listPublic({ page, limit }: { page: number; limit: number }): Promise<BlogPage> {
      const { rows, total } = await repo.findPublicPage(db, { limit, offset: (page - 1) * limit });
      return pageOf(rows, total, page, limit);
    },

    async findPublic(
      idOrSlug: string,
      options: { countView?: boolean } = {},
    ): Promise<BlogDto | null> {
      const row = options.countView
        ? await repo.incrementViews(db, idOrSlug, { publicOnly: true })
        : await repo.findOne(db, idOrSlug, { publicOnly: true });
      return row ? toBlogDto(row) : null;
    },

    async listPublicFeed(limit: number): Promise<BlogDto[]> {
      return (await repo.findPublicFeed(db, limit)).map(toBlogDto);
    },

    /** Admin list: every status, with the counts of the admin filter tabs. */
    async listAll(input: {
      page: number;
      limit: number;
      status?: BlogStatus;
    }): Promise<BlogPage & { counts: Record<BlogStatus | 'all', number> }> {
      const [{ rows, total }, byStatus] = await Promise.all([
        repo.findAnyPage(db, { ...input, offset: (input.page - 1) * input.limit }),
        repo.countByStatus(db),
      ]);
      const all = byStatus.published + byStatus.draft + byStatus.scheduled;
      return { ...pageOf(rows, total, input.page, input.limit), counts: { all, ...byStatus } };
    },

    /** Any post, drafts included (admin). */
    async findAny(
      idOrSlug: string,
      options: { countView?: boolean } = {},
    ): Promise<BlogDto | null> {
      const row = options.countView
        ? await repo.incrementViews(db, idOrSlug, { publicOnly: false })
        : await repo.findOne(db, idOrSlug, { publicOnly: false });
      return row ? toBlogDto(row) : null;
    },
  } satisfies BlogReadService & Record<string, unknown>;
}
