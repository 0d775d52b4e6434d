/** Where one page of a list stands: every paged list of the API answers this. */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  /** Items in the whole list (all its pages). */
  total: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Items per page. */
  limit: number;
}

export function paginationOf(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    currentPage: page,
    totalPages,
    total,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
    limit,
  };
}

/** One button of a page bar: a page number, or a gap shown as '...'. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * Spec §2.3 blog list: the page buttons show the first and last page, the current page and
 * its neighbours, with '...' for each gap. A gap of exactly one page shows that page
 * instead, since a '...' would hide nothing shorter than itself.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/**
 * The page number a visitor asked for in `?page=`: a whole number from 1 up, else null.
 * Whether it lies within 1..totalPages is known only after the first query.
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}
