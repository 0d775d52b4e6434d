import type { BlogReadService } from '../../common/blog.ts';
import type { Config } from '../config.ts';
import type { Changes } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import { createAdminPosts } from './admin-posts.ts';
import { createBlogDrafts } from './drafts.ts';
import { createPublicReads } from './public-reads.ts';
import { createReadCache } from './read-cache.ts';
import { createViewCounter } from './views.ts';

/**
 * The blog as the rest of the server sees it: one object over the visitors' reads
 * (public-reads.ts), the administrator's posts (admin-posts.ts) and the drafts (drafts.ts),
 * sharing one view counter (views.ts) and one set of kept reads (read-cache.ts).
 */
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
  const views = createViewCounter({ config, db });
  const cache = createReadCache({ config, db, views, changes });
  return {
    /** Posts being written, kept as they are typed (ADR 057). */
    drafts: createBlogDrafts({ db, publicUrl: config.publicUrl }),
    ...createPublicReads({ db, cache, views }),
    ...createAdminPosts({ db, publicUrl: config.publicUrl, changes, views, written: cache.forget }),
    /** Called after every write of a post (create, edit, delete), by any process. */
    onChange: cache.onChange,
    /** Writes every view counted in memory now (shutdown, tests). */
    flushViews: views.flush,
  } satisfies BlogReadService & Record<string, unknown>;
}

export type BlogService = ReturnType<typeof createBlogService>;
