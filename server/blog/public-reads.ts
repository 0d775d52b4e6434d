import { isbot } from 'isbot';
import type { BlogDto, BlogPage } from '../../common/blog.ts';
import { BLOG_MESSAGES } from '../../common/schemas/blog.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { pageOf, toBlogDto } from './dto.ts';
import type { LiveRead, ReadCache } from './read-cache.ts';
import { assertBlogRef } from './refs.ts';
import * as repo from './repository.ts';
import type { ViewCounter } from './views.ts';

/** A public post and its live view count. */
export interface PublicPost {
  post: BlogDto;
  views: number;
}

const listKey = (page: number, limit: number) => `list ${page} ${limit}`;
const postKey = (idOrSlug: string) => `post ${idOrSlug}`;

/**
 * What visitors read of the blog: list pages and posts, from the kept reads, with live view
 * counts, and the post page's view beacon.
 */
export function createPublicReads({
  db,
  cache,
  views,
}: {
  db: Db;
  cache: ReadCache;
  views: ViewCounter;
}) {
  /**
   * A list page with its live counts: the same answer object while nothing changed, so
   * callers may keep work done on it (the API keeps its JSON bytes).
   */
  function listAnswer({ value, views: live, entry }: LiveRead<BlogPage>): BlogPage {
    const shown = value.data.map((post) => live(post._id, post.views));
    if (entry.shown && entry.shown.views.every((n, i) => n === shown[i])) {
      return entry.shown.answer as BlogPage;
    }
    const answer: BlogPage = {
      ...value,
      data: value.data.map((post, i) => ({ ...post, views: shown[i]! })),
    };
    entry.shown = { views: shown, answer };
    return answer;
  }

  /** A post with its live count: the same object while the count is unchanged. */
  function postAnswer({ value: post, views: live, entry }: LiveRead<BlogDto | null>) {
    if (!post) return null;
    const count = live(post._id, post.views);
    if (entry.shown && entry.shown.views[0] === count) return entry.shown.answer as PublicPost;
    const answer: PublicPost = { post, views: count };
    entry.shown = { views: [count], answer };
    return answer;
  }

  /** `fresh`: read from the database, not from what this process keeps (a page to keep). */
  async function readPublic(
    idOrSlug: string,
    options: { countView?: boolean; fresh?: boolean } = {},
  ): Promise<PublicPost | null> {
    if (options.countView && views.writesAtOnce) {
      const row = await repo.incrementViews(db, idOrSlug, { publicOnly: true });
      if (!row) return null;
      views.noteWritten(row.id);
      const post = toBlogDto(row);
      return { post, views: post.views };
    }
    const read = await cache.read(
      postKey(idOrSlug),
      (found: BlogDto | null) => (found ? [found._id] : []),
      async () => {
        const row = await repo.findOne(db, idOrSlug, { publicOnly: true });
        return row ? toBlogDto(row) : null;
      },
      options.fresh,
    );
    if (!read.value) return null;
    if (options.countView) await views.count(read.value._id);
    return postAnswer(read);
  }

  return {
    async listPublic(
      { page, limit }: { page: number; limit: number },
      options: { fresh?: boolean } = {},
    ): Promise<BlogPage> {
      const read = await cache.read(
        listKey(page, limit),
        (result: BlogPage) => result.data.map((post) => post._id),
        async () => {
          const { rows, total } = await repo.findPublicPage(db, {
            limit,
            offset: (page - 1) * limit,
          });
          return pageOf(rows, total, page, limit);
        },
        options.fresh,
      );
      return listAnswer(read);
    },

    /** The list page `listPublic` would answer, if it is kept and current; no read. */
    keptList(page: number, limit: number): BlogPage | undefined {
      const read = cache.peek<BlogPage>(listKey(page, limit));
      return read && listAnswer(read);
    },

    readPublic,

    /** The post `readPublic` would answer, if it is kept and current; no read. */
    keptPost(idOrSlug: string): PublicPost | null | undefined {
      const read = cache.peek<BlogDto | null>(postKey(idOrSlug));
      return read && postAnswer(read);
    },

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
      if (isbot(visitor.userAgent) || !(await views.firstToday(found.post._id, visitor))) {
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

    /** The next scheduled post's time: when the public lists change without a write. */
    nextPublishAt(): Promise<Date | null> {
      return repo.findNextPublishAt(db);
    },

    async listPublicFeed(limit: number): Promise<BlogDto[]> {
      return (await repo.findPublicFeed(db, limit)).map(toBlogDto);
    },
  };
}
