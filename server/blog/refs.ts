import { invalid } from '../errors.ts';
import { isUuid } from '../uuid.ts';

/** Throws 400 for an id that is neither a uuid nor slug-shaped, so junk never reaches SQL. */
export function assertBlogRef(idOrSlug: string, options: { uuidOnly?: boolean } = {}): void {
  const ok =
    isUuid(idOrSlug) ||
    (!options.uuidOnly && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(idOrSlug) && idOrSlug.length <= 120);
  if (!ok) throw invalid('That is not a valid blog id.');
}
