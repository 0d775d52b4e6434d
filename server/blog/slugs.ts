import { slugify } from '../../common/text.ts';
import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';

/** The next free slug for `title` among `base`, `base-2`, `base-3`, ... */
export async function uniqueSlug(db: Db, title: string, ownId?: string): Promise<string> {
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
export async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
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
