import { buttonSecondary } from './admin-shell.tsx';

export interface PagerProps {
  page: number;
  totalPages: number;
  label: string;
  onPage(page: number): void;
}

/** Previous / Next through server-side pages; hidden when there is one page. */
export function Pager({ page, totalPages, label, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4">
      <button
        type="button"
        className={buttonSecondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        className={buttonSecondary}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
