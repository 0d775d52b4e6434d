import {
  and,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { BlogStatus } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { blogs } from '../db/schema/blog.ts';
import { rowCounts } from '../db/schema/system.ts';
import { isUuid } from '../uuid.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogSummaryRow = Omit<BlogRow, 'content'>;

/** Public means published, or scheduled with its date passed: `publish_at` says both. */
const isPublic = (): SQL => and(isNotNull(blogs.publishAt), lte(blogs.publishAt, sql`now()`))!;

/**
 * Newest first, in the order of the indexes (blogs_public_idx, blogs_created_idx: DESC NULLS
 * LAST). A bare `desc` means NULLS FIRST in PostgreSQL, which no index of these columns
 * can give, so the planner read the table and sorted it. Same rows in the same order:
 * `id` and `created_at` are never null, and public posts have a publish_at.
 */
const newest = (column: AnyColumn) => sql`${column} desc nulls last`;
const publicOrder = [newest(blogs.publishAt), newest(blogs.id)];

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

/**
 * One page of public posts and how many there are. The page's ids are found first from
 * blogs_public_idx alone (publish_at, id), so a deep page walks index entries, not rows,
 * and only its own rows are read. The total comes from the counts the database keeps
 * (row_counts): the posts that have a publish_at, less those whose publish_at is still
 * ahead (scheduled posts, a short indexed read), in one statement and so one snapshot.
 * That is `isPublic()` whatever a row's status says.
 */
export async function findPublicPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const pageIds = db
    .select({ id: blogs.id })
    .from(blogs)
    .where(isPublic())
    .orderBy(...publicOrder)
    .limit(page.limit)
    .offset(page.offset);
  const ahead = db
    .select({ n: count() })
    .from(blogs)
    .where(gt(blogs.publishAt, sql`now()`));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .where(inArray(blogs.id, pageIds))
      .orderBy(...publicOrder),
    db
      .select({ n: sql<string>`coalesce(sum(${rowCounts.n}), 0) - (${ahead})` })
      .from(rowCounts)
      .where(and(eq(rowCounts.tableName, 'blogs'), eq(rowCounts.dated, true))),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every post whatever its status (admin list), newest first, optionally one status. */
export async function findAnyPage(
  db: Db,
  page: { limit: number; offset: number; status?: BlogStatus },
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const where = page.status ? eq(blogs.status, page.status) : undefined;
  const [rows, counts] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .where(where)
      .orderBy(newest(blogs.createdAt), newest(blogs.id))
      .limit(page.limit)
      .offset(page.offset),
    countByStatus(db),
  ]);
  const total = page.status
    ? counts[page.status]
    : counts.published + counts.draft + counts.scheduled;
  return { rows, total };
}

/** Posts per status, from the counts the database keeps (row_counts, migration 0004). */
export async function countByStatus(db: Db): Promise<Record<BlogStatus, number>> {
  const rows = await db
    .select({ status: rowCounts.status, n: sql<string>`sum(${rowCounts.n})` })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, 'blogs'))
    .groupBy(rowCounts.status);
  const counts: Record<BlogStatus, number> = { published: 0, draft: 0, scheduled: 0 };
  for (const row of rows) counts[row.status as BlogStatus] = Number(row.n);
  return counts;
}

export async function findPublicFeed(db: Db, limit: number): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(isPublic())
    .orderBy(...publicOrder)
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

/** The next moment a scheduled post becomes public, or null: when a kept list goes stale. */
export async function findNextPublishAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: blogs.publishAt })
    .from(blogs)
    .where(sql`${blogs.publishAt} > now()`)
    // NULLS FIRST: blogs_public_idx read backwards (nulls are filtered out anyway).
    .orderBy(sql`${blogs.publishAt} asc nulls first`)
    .limit(1);
  return row?.at ?? null;
}
