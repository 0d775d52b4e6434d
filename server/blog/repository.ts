import { and, count, desc, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BlogStatus } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { blogs } from '../db/schema/blog.ts';
import { isUuid } from '../auth/repository.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogSummaryRow = Omit<BlogRow, 'content'>;

/** Public means published, or scheduled with its date passed: `publish_at` says both. */
export const isPublic = (): SQL =>
  and(isNotNull(blogs.publishAt), lte(blogs.publishAt, sql`now()`))!;

const summaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  plainText: blogs.plainText,
  image: blogs.image,
  author: blogs.author,
  tags: blogs.tags,
  status: blogs.status,
  scheduledDate: blogs.scheduledDate,
  publishAt: blogs.publishAt,
  views: blogs.views,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
};

/** `_id` when it is a uuid, else the slug. */
function byIdOrSlug(idOrSlug: string): SQL {
  return isUuid(idOrSlug)
    ? or(eq(blogs.id, idOrSlug), eq(blogs.slug, idOrSlug.toLowerCase()))!
    : eq(blogs.slug, idOrSlug);
}

export async function findPublicPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .where(isPublic())
      .orderBy(desc(blogs.publishAt), desc(blogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogs).where(isPublic()),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every post whatever its status (admin list), newest first, optionally one status. */
export async function findAnyPage(
  db: Db,
  page: { limit: number; offset: number; status?: BlogStatus },
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const where = page.status ? eq(blogs.status, page.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countByStatus(db: Db): Promise<Record<BlogStatus, number>> {
  const rows = await db
    .select({ status: blogs.status, n: count() })
    .from(blogs)
    .groupBy(blogs.status);
  const counts: Record<BlogStatus, number> = { published: 0, draft: 0, scheduled: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function findPublicFeed(db: Db, limit: number): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(isPublic())
    .orderBy(desc(blogs.publishAt), desc(blogs.id))
    .limit(limit);
}

/** One post by id or slug; `publicOnly` hides drafts and future scheduled posts. */
export async function findOne(
  db: Db,
  idOrSlug: string,
  options: { publicOnly: boolean },
): Promise<BlogRow | null> {
  const where = options.publicOnly ? and(byIdOrSlug(idOrSlug), isPublic()) : byIdOrSlug(idOrSlug);
  const [row] = await db.select().from(blogs).where(where).limit(1);
  return row ?? null;
}

/** Counts one view and returns the post as it is after it, in one atomic statement. */
export async function incrementViews(
  db: Db,
  idOrSlug: string,
  options: { publicOnly: boolean },
): Promise<BlogRow | null> {
  const where = options.publicOnly ? and(byIdOrSlug(idOrSlug), isPublic()) : byIdOrSlug(idOrSlug);
  const [row] = await db
    .update(blogs)
    .set({ views: sql`${blogs.views} + 1` })
    .where(where)
    .returning();
  return row ?? null;
}

export async function findById(db: Db, id: string): Promise<BlogRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ?? null;
}

/** Slugs already taken among `base` and `base-N`, to pick a free one. */
export async function findSlugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(
      or(eq(blogs.slug, base), sql`${blogs.slug} like ${base.replace(/[\\%_]/g, '\\$&') + '-%'}`),
    );
  return rows.map((r) => r.slug);
}

export type BlogValues = typeof blogs.$inferInsert;

export async function insertBlog(db: Db, values: BlogValues): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  return row!;
}

export async function updateBlog(
  db: Db,
  id: string,
  values: Partial<BlogValues>,
): Promise<BlogRow | null> {
  const [row] = await db
    .update(blogs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteBlog(db: Db, id: string): Promise<BlogRow | null> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row ?? null;
}

/** Adds `n` views counted in memory (BLOG_VIEW_FLUSH_MS) to a post, if it still exists. */
export async function addViews(db: Db, id: string, n: number): Promise<void> {
  await db
    .update(blogs)
    .set({ views: sql`${blogs.views} + ${n}` })
    .where(eq(blogs.id, id));
}

/** What decides whether a cached page of a public post is still current: id and last edit. */
export async function findPublicStamp(
  db: Db,
  idOrSlug: string,
): Promise<{ id: string; updatedAt: Date; views: number } | null> {
  const [row] = await db
    .select({ id: blogs.id, updatedAt: blogs.updatedAt, views: blogs.views })
    .from(blogs)
    .where(and(byIdOrSlug(idOrSlug), isPublic()))
    .limit(1);
  return row ?? null;
}
