import type { BlogDto, BlogPage } from '../../common/blog.ts';
import type { BlogStatus } from '../../common/constants.ts';
import { BLOG_MESSAGES, type BlogForm } from '../../common/schemas/blog.ts';
import { htmlToText } from '../../common/text.ts';
import type { Changes } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { invalid, notFound } from '../errors.ts';
import { deleteImage, storeImage } from '../media/service.ts';
import { generatedCover, processCover, type CoverUpload } from './covers.ts';
import { pageOf, toBlogDto } from './dto.ts';
import { assertBlogRef } from './refs.ts';
import * as repo from './repository.ts';
import { sanitizeBlogHtml } from './sanitize.ts';
import { retryOnSlugClash, uniqueSlug } from './slugs.ts';
import type { ViewCounter } from './views.ts';

/** When a post becomes public: ARCHITECTURE.md, scheduled posts need no job. */
function publishAtOf(
  form: Pick<BlogForm, 'status' | 'scheduledDate'>,
  createdAt: Date,
): Date | null {
  if (form.status === 'published') return createdAt;
  if (form.status === 'scheduled') return form.scheduledDate;
  return null;
}

/**
 * The administrator's posts: every status, and their writes. Each write tells every
 * process through the database (`changes`), and `written` drops this process's kept reads.
 */
export function createAdminPosts({
  db,
  publicUrl,
  changes,
  views,
  written,
}: {
  db: Db;
  publicUrl: string;
  changes: Changes;
  views: ViewCounter;
  written: () => void;
}) {
  const contentOf = (form: BlogForm) => {
    const content = sanitizeBlogHtml(form.content, publicUrl);
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
      return {
        ...result,
        data: result.data.map(views.withUnwritten),
        counts: { all, ...byStatus },
      };
    },

    /** Any post, drafts included (admin): previews and edits count no view. */
    async findAny(idOrSlug: string): Promise<BlogDto | null> {
      const row = await repo.findOne(db, idOrSlug, { publicOnly: false });
      return row ? views.withUnwritten(toBlogDto(row)) : null;
    },

    async create(form: BlogForm, cover?: CoverUpload): Promise<BlogDto> {
      const text = contentOf(form);
      const processed = (await processCover(cover)) ?? (await generatedCover(form));
      const insert = () =>
        db.transaction(async (tx) => {
          const image = await storeImage(tx, processed.image, processed.filename);
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
      written();
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
      written();
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
      written();
    },
  };
}
