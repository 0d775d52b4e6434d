import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { BlogDto, BlogPage, BlogReadService, BlogSummaryDto } from '../../common/blog.ts';
import type { BlogStatus } from '../../common/constants.ts';
import { BLOG_MESSAGES, type BlogForm } from '../../common/schemas/blog.ts';
import { htmlToText, previewWords, slugify } from '../../common/text.ts';
import type { Config } from '../config.ts';
import type { Changes } from '../db/changes.ts';
import type { Database, Db } from '../db/client.ts';
import { hitRateLimit, rateLimitKey } from '../db/rate-limits.ts';
import { invalid, notFound } from '../errors.ts';
import { GENERATED_COVER_NAME, renderCoverImage } from '../media/cover-image.ts';
import { processImage } from '../media/images.ts';
import { deleteImage, storeImage } from '../media/service.ts';
import { createBlogDrafts } from './drafts.ts';
import * as repo from './repository.ts';
import { sanitizeBlogHtml } from './sanitize.ts';
import { isUuid } from '../uuid.ts';
import { paginationOf } from '../../common/pagination.ts';

export interface CoverUpload {
  bytes: Buffer;
  filename?: string;
}

/** Throws 400 for an id that is neither a uuid nor slug-shaped, so junk never reaches SQL. */
export function assertBlogRef(idOrSlug: string, options: { uuidOnly?: boolean } = {}): void {
  const ok =
    isUuid(idOrSlug) ||
    (!options.uuidOnly && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(idOrSlug) && idOrSlug.length <= 120);
  if (!ok) throw invalid('That is not a valid blog id.');
}

/** The next free slug among `base`, `base-2`, `base-3`, ... */
async function uniqueSlug(db: Db, title: string, ownId?: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(await repo.findSlugsLike(db, base));
  if (ownId) {
    const own = await repo.findById(db, ownId);
    if (own) taken.delete(own.slug);
  }
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Two posts with one title saved at once may pick the same free slug; the loser retries. */
async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
      const pgError = (cause ?? error) as { code?: string; constraint?: string };
      const slugClash = pgError.code === '23505' && pgError.constraint === 'blogs_slug_key';
      if (!slugClash || attempt >= 10) throw error;
    }
  }
}

/** When a post becomes public: ARCHITECTURE.md, scheduled posts need no job. */
function publishAtOf(
  form: Pick<BlogForm, 'status' | 'scheduledDate'>,
  createdAt: Date,
): Date | null {
  if (form.status === 'published') return createdAt;
  if (form.status === 'scheduled') return form.scheduledDate;
  return null;
}

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

function toBlogDto(row: repo.BlogRow): BlogDto {
  const { preview: _preview, ...summary } = toSummary(row);
  return { ...summary, content: row.content };
}

function pageOf(rows: repo.BlogSummaryRow[], total: number, page: number, limit: number): BlogPage {
  const { total: totalBlogs, limit: blogsPerPage, ...where } = paginationOf(page, limit, total);
  // Spec §2.3 names the blog's totals its own way.
  return {
    data: rows.map(toSummary),
    pagination: { ...where, totalBlogs, blogsPerPage },
  };
}

/** A visitor's views of one post count once in this long. */
const DAY_MS = 24 * 60 * 60_000;

export function createBlogService({
  config,
  database,
  changes,
}: {
  config: Config;
  database: Database;
  changes: Changes;
}) {
  const { db } = database;

  /*
   * Views counted but not yet written (BLOG_VIEW_FLUSH_MS > 0): one UPDATE per post per
   * interval instead of one per read, so reads of a popular post do not queue on its row.
   */
  const pendingViews = new Map<string, number>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function writePendingViews(): Promise<void> {
    flushTimer = undefined;
    const batch = [...pendingViews];
    for (const [id, n] of batch) {
      try {
        await repo.addViews(db, id, n);
        const left = (pendingViews.get(id) ?? 0) - n;
        if (left > 0) pendingViews.set(id, left);
        else pendingViews.delete(id);
      } catch {
        // Kept in pendingViews: the next flush retries (e.g. the database restarted).
      }
    }
    if (pendingViews.size && !flushTimer) scheduleFlush();
  }

  function scheduleFlush() {
    flushTimer = setTimeout(() => {
      flushing = flushing.then(writePendingViews);
    }, config.BLOG_VIEW_FLUSH_MS);
    // A pending flush must not keep a finished process (or a test run) alive.
    flushTimer.unref();
  }

  /** Views this process has counted per post since it started, written or not. */
  const counted = new Map<string, number>();
  const noteView = (id: string) => counted.set(id, (counted.get(id) ?? 0) + 1);

  async function countView(id: string): Promise<void> {
    noteView(id);
    if (config.BLOG_VIEW_FLUSH_MS === 0) {
      await repo.addViews(db, id, 1);
      return;
    }
    pendingViews.set(id, (pendingViews.get(id) ?? 0) + 1);
    if (!flushTimer) scheduleFlush();
  }

  /** Shown counts include views this process counted and has not written yet. */
  const withPending = <T extends { _id: string; views: number }>(dto: T): T => {
    const n = pendingViews.get(dto._id);
    return n ? { ...dto, views: dto.views + n } : dto;
  };

  /*
   * Public reads kept in memory (BLOG_READ_CACHE): list pages and single posts, as read
   * from the database, until any process writes a post (its notice clears them, and a read
   * that began before it is not kept) or the next scheduled post's time comes. A kept post's
   * views stay live: it remembers what this process had counted when it was read, and adds
   * what was counted since.
   */
  interface Kept<T> {
    value: T;
    /** The next scheduled post's time, when the lists change without a write. */
    expiresAt: number;
    /** Per post: views this process had counted, minus those unwritten, at the read. */
    seen: Map<string, number>;
    /** The last answer made from it and its view counts: reused while they are unchanged. */
    shown?: { views: number[]; answer: unknown };
  }
  const MAX_KEPT = 500;
  const kept = new Map<string, Kept<unknown>>();
  /** Reads under way, shared by every request for the same key meanwhile. */
  const reading = new Map<string, Promise<Kept<unknown>>>();
  let generation = 0;
  const changeListeners: (() => void)[] = [];
  const forgetReads = () => {
    generation += 1;
    for (const listener of changeListeners) listener();
    kept.clear();
    // A request after a write never joins a read that began before it.
    reading.clear();
  };
  changes.subscribe('blog', forgetReads);

  async function readToKeep<T>(
    key: string,
    ids: (value: T) => string[],
    read: () => Promise<T>,
  ): Promise<Kept<T>> {
    // Kept no later than the next scheduled post's time, so it appears on time.
    const nextPublish = async () => (config.BLOG_READ_CACHE ? repo.findNextPublishAt(db) : null);
    const started = generation;
    const seen = new Map<string, number>();
    const [value, next] = await Promise.all([read(), nextPublish()]);
    for (const id of ids(value)) {
      seen.set(id, (counted.get(id) ?? 0) - (pendingViews.get(id) ?? 0));
    }
    const entry: Kept<T> = { value, expiresAt: next?.getTime() ?? Infinity, seen };
    if (config.BLOG_READ_CACHE && started === generation) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, entry);
    }
    return entry;
  }

  async function keptRead<T>(
    key: string,
    ids: (value: T) => string[],
    read: () => Promise<T>,
    fresh = false,
  ): Promise<{ value: T; views: (id: string, stored: number) => number; entry: Kept<T> }> {
    const live = (entry: Kept<T>) => ({
      value: entry.value,
      entry,
      views: (id: string, stored: number) =>
        stored + (counted.get(id) ?? 0) - (entry.seen.get(id) ?? 0),
    });
    const hit = fresh ? undefined : (kept.get(key) as Kept<T> | undefined);
    if (hit && hit.expiresAt > Date.now()) return live(hit);
    if (hit) kept.delete(key);
    // Without keeping (BLOG_READ_CACHE=0), and for a fresh read (which keeps what it read),
    // the request reads for itself.
    if (!config.BLOG_READ_CACHE || fresh) return live(await readToKeep(key, ids, read));
    // When a kept read is dropped under load, one read refills it instead of one per request.
    let pending = reading.get(key) as Promise<Kept<T>> | undefined;
    if (!pending) {
      const mine = readToKeep(key, ids, read);
      const done = () => {
        if (reading.get(key) === mine) reading.delete(key);
      };
      mine.then(done, done);
      reading.set(key, mine);
      pending = mine;
    }
    return live(await pending);
  }

  /** `fresh`: read from the database, not from what this process keeps (a page to keep). */
  async function readPublic(
    idOrSlug: string,
    options: { countView?: boolean; fresh?: boolean } = {},
  ): Promise<{ post: BlogDto; views: number } | null> {
    if (options.countView && config.BLOG_VIEW_FLUSH_MS === 0) {
      const row = await repo.incrementViews(db, idOrSlug, { publicOnly: true });
      if (!row) return null;
      noteView(row.id);
      const post = toBlogDto(row);
      return { post, views: post.views };
    }
    const { value: post, views } = await keptRead(
      `post ${idOrSlug}`,
      (found) => (found ? [found._id] : []),
      async () => {
        const row = await repo.findOne(db, idOrSlug, { publicOnly: true });
        return row ? toBlogDto(row) : null;
      },
      options.fresh,
    );
    if (!post) return null;
    if (options.countView) await countView(post._id);
    return { post, views: views(post._id, post.views) };
  }

  /** Whether this is the visitor's first view of `postId` in a day (and records it). */
  async function firstViewToday(
    postId: string,
    visitor: { address: string; userAgent: string },
  ): Promise<boolean> {
    const who = createHash('sha256')
      .update(`${visitor.address}\n${visitor.userAgent}`)
      .digest('base64url')
      .slice(0, 22);
    const hit = await hitRateLimit(db, rateLimitKey('blog-view', `${postId}:${who}`), DAY_MS);
    return hit.count === 1;
  }

  /** Cover bytes are decoded and re-encoded before the transaction: CPU work holds no locks. */
  const processCover = async (cover: CoverUpload | undefined) =>
    cover ? { image: await processImage(cover.bytes), filename: cover.filename } : null;

  /** A post saved without a cover gets one drawn from its title and tags. */
  const generatedCover = async (form: BlogForm) => ({
    image: await renderCoverImage({ title: form.blog_title, tags: form.tags }),
    filename: GENERATED_COVER_NAME,
  });

  const contentOf = (form: BlogForm) => {
    const content = sanitizeBlogHtml(form.content, config.publicUrl);
    const plainText = htmlToText(content);
    if (!plainText && !/<img\s/i.test(content)) {
      throw invalid(BLOG_MESSAGES.contentRequired, { content: BLOG_MESSAGES.contentRequired });
    }
    return { content, plainText };
  };

  /** The columns a saved form sets, on create and on update alike. */
  const columnsOf = (
    form: BlogForm,
    text: ReturnType<typeof contentOf>,
    image: string | null,
    publishAt: Date | null,
  ) => ({
    title: form.blog_title,
    ...text,
    image,
    author: form.author,
    tags: form.tags,
    status: form.status,
    scheduledDate: form.status === 'scheduled' ? form.scheduledDate : null,
    publishAt,
  });

  return {
    /** Posts being written, kept as they are typed (ADR 057). */
    drafts: createBlogDrafts({ db, publicUrl: config.publicUrl }),

    async listPublic(
      { page, limit }: { page: number; limit: number },
      options: { fresh?: boolean } = {},
    ): Promise<BlogPage> {
      const { value, views, entry } = await keptRead(
        `list ${page} ${limit}`,
        (result) => result.data.map((post) => post._id),
        async () => {
          const { rows, total } = await repo.findPublicPage(db, {
            limit,
            offset: (page - 1) * limit,
          });
          return pageOf(rows, total, page, limit);
        },
        options.fresh,
      );
      const shown = value.data.map((post) => views(post._id, post.views));
      // The same answer object while nothing changed, so callers may keep work done on it
      // (the API keeps its JSON text).
      if (entry.shown && entry.shown.views.every((n, i) => n === shown[i])) {
        return entry.shown.answer as BlogPage;
      }
      const answer: BlogPage = {
        ...value,
        data: value.data.map((post, i) => ({ ...post, views: shown[i]! })),
      };
      entry.shown = { views: shown, answer };
      return answer;
    },

    readPublic,

    /**
     * The post page's beacon: one view per visitor (client address and browser) and post a
     * day, none for a crawler; answers the count, this view included. Kept in the shared
     * rate-limit table, so every app process counts a visitor once.
     */
    async viewBeacon(
      idOrSlug: string,
      visitor: { address: string; userAgent: string },
    ): Promise<{ views: number; counted: boolean }> {
      assertBlogRef(idOrSlug);
      const found = await readPublic(idOrSlug);
      if (!found) throw notFound(BLOG_MESSAGES.notFound);
      if (isbot(visitor.userAgent) || !(await firstViewToday(found.post._id, visitor))) {
        return { views: found.views, counted: false };
      }
      const counted = await readPublic(found.post._id, { countView: true });
      if (!counted) throw notFound(BLOG_MESSAGES.notFound);
      return { views: counted.views, counted: true };
    },

    /** One public post as a page shows it; views are counted by the page's beacon. */
    async findPublic(idOrSlug: string, options: { fresh?: boolean } = {}): Promise<BlogDto | null> {
      const found = await readPublic(idOrSlug, options);
      return found && { ...found.post, views: found.views };
    },

    /** Writes every view counted in memory now (shutdown, tests). */
    async flushViews(): Promise<void> {
      if (flushTimer) clearTimeout(flushTimer);
      flushing = flushing.then(writePendingViews);
      await flushing;
    },

    /** Called after every write of a post (create, edit, delete), by any process. */
    onChange(listener: () => void): void {
      changeListeners.push(listener);
    },

    /** The next scheduled post's time: when the public lists change without a write. */
    nextPublishAt(): Promise<Date | null> {
      return repo.findNextPublishAt(db);
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
      const result = pageOf(rows, total, input.page, input.limit);
      return { ...result, data: result.data.map(withPending), counts: { all, ...byStatus } };
    },

    /** Any post, drafts included (admin): previews and edits count no view. */
    async findAny(idOrSlug: string): Promise<BlogDto | null> {
      const row = await repo.findOne(db, idOrSlug, { publicOnly: false });
      return row ? withPending(toBlogDto(row)) : null;
    },

    async create(form: BlogForm, cover?: CoverUpload): Promise<BlogDto> {
      const text = contentOf(form);
      const processed = (await processCover(cover)) ?? (await generatedCover(form));
      const insert = () =>
        db.transaction(async (tx) => {
          const image = processed
            ? await storeImage(tx, processed.image, processed.filename)
            : null;
          const now = new Date();
          const inserted = await repo.insertBlog(tx, {
            slug: await uniqueSlug(tx, form.blog_title),
            ...columnsOf(form, text, image, publishAtOf(form, now)),
            createdAt: now,
            updatedAt: now,
          });
          await changes.publish(tx, 'blog');
          return inserted;
        });
      const row = await retryOnSlugClash(insert);
      forgetReads();
      return toBlogDto(row);
    },

    /** Replaces the post's fields; a new cover (or `removeImage`) drops the old one. */
    async update(id: string, form: BlogForm, cover?: CoverUpload): Promise<BlogDto> {
      assertBlogRef(id, { uuidOnly: true });
      const text = contentOf(form);
      // A removed cover, or none yet (a post from before covers were drawn), is drawn anew.
      const processed =
        (await processCover(cover)) ??
        (form.removeImage || !(await repo.findById(db, id))?.image
          ? await generatedCover(form)
          : null);
      const row = await retryOnSlugClash(() =>
        db.transaction(async (tx) => {
          const current = await repo.findById(tx, id);
          if (!current) throw notFound(BLOG_MESSAGES.notFound);
          let image = current.image;
          if (processed || form.removeImage) {
            await deleteImage(tx, current.image);
            image = processed ? await storeImage(tx, processed.image, processed.filename) : null;
          }
          const wasPublic = current.publishAt !== null && current.publishAt <= new Date();
          // A public post keeps its address; an unpublished one follows its new title.
          const slug =
            !wasPublic && form.blog_title !== current.title
              ? await uniqueSlug(tx, form.blog_title, id)
              : current.slug;
          const updated = await repo.updateBlog(tx, id, {
            slug,
            ...columnsOf(form, text, image, publishAtOf(form, current.createdAt)),
          });
          await changes.publish(tx, 'blog');
          return updated;
        }),
      );
      forgetReads();
      if (!row) throw notFound(BLOG_MESSAGES.notFound);
      return toBlogDto(row);
    },

    async remove(id: string): Promise<void> {
      assertBlogRef(id, { uuidOnly: true });
      await db.transaction(async (tx) => {
        const row = await repo.deleteBlog(tx, id);
        if (!row) throw notFound(BLOG_MESSAGES.notFound);
        await deleteImage(tx, row.image);
        await changes.publish(tx, 'blog');
      });
      forgetReads();
    },
  } satisfies BlogReadService & Record<string, unknown>;
}

export type BlogService = ReturnType<typeof createBlogService>;
