import { Link } from 'react-router';
import { pageItems } from '../../../common/pagination.ts';

interface PaginationNavProps {
  currentPage: number;
  totalPages: number;
  /** The list's canonical path; page 1 is the path itself, others add `?page=n`. */
  basePath: string;
}

export const pageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}?page=${page}`;

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium';
const enabled = `${item} border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700`;
const disabled = `${item} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`;
const current = `${item} border-brand-700 bg-brand-700 text-white`;

/**
 * Spec §2.3 page bar as real links, so every page can be linked and crawled. Previous and
 * Next at the ends are disabled buttons: there is nowhere to go.
 */
export function PaginationNav({ currentPage, totalPages, basePath }: PaginationNavProps) {
  if (totalPages <= 1) return null;
  const edge = (label: 'Previous' | 'Next', target: number, available: boolean) =>
    available ? (
      <Link
        to={pageHref(basePath, target)}
        className={enabled}
        rel={label === 'Next' ? 'next' : 'prev'}
      >
        {label}
      </Link>
    ) : (
      <button type="button" disabled className={disabled}>
        {label}
      </button>
    );
  return (
    <nav aria-label="Blog pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge('Previous', currentPage - 1, currentPage > 1)}</li>
        {pageItems(currentPage, totalPages).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} className="px-1 text-slate-600" aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={pageHref(basePath, entry.page)}
                aria-label={`Page ${entry.page}`}
                aria-current={entry.page === currentPage ? 'page' : undefined}
                className={entry.page === currentPage ? current : enabled}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>{edge('Next', currentPage + 1, currentPage < totalPages)}</li>
      </ul>
    </nav>
  );
}
