import type { ReactNode } from 'react';
import { LoadError, StatusLine } from './admin-shell.tsx';
import { Pager, type PagerProps } from './pager.tsx';

interface AdminListProps {
  /** The first page is still on its way (nothing to show yet). */
  loading: boolean;
  loadingText: string;
  /** No rows to show. */
  empty: boolean;
  /** What an empty list says, or null to say nothing (not answered yet, or failed). */
  emptyText: string | null;
  /** The rows, shown when there are some. */
  children: ReactNode;
}

/** An admin list: its loading line, its empty line, or its rows. */
function AdminList({ loading, loadingText, empty, emptyText, children }: AdminListProps) {
  if (loading) return <StatusLine>{loadingText}</StatusLine>;
  if (empty) return emptyText === null ? null : <StatusLine>{emptyText}</StatusLine>;
  return children;
}

interface AdminTableProps {
  /** The table's name for screen readers. */
  caption: string;
  /** Column headings, left to right. */
  columns: readonly string[];
  /** Adds a last column of row buttons, headed "Actions" for screen readers only. */
  actions?: boolean;
  /** The table's least width (a Tailwind min-w-* class): it scrolls sideways below that. */
  minWidth: string;
  /** The body rows. */
  children: ReactNode;
}

/** The table of an admin list, scrolling sideways on narrow screens. */
function AdminTable({ caption, columns, actions = false, minWidth, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A body row of an admin table. */
export const adminRowClass = 'border-t border-slate-200 align-top';

interface AdminListViewProps extends AdminListProps, Omit<AdminTableProps, 'children'> {
  /** The page's load error, shown above the list. */
  error: string | null | undefined;
  /** Shown above the table when there are rows (e.g. their count). */
  summary?: ReactNode;
  /** The pages below the list. */
  pager: PagerProps;
}

/**
 * An admin page's list: its load error, then its loading line, empty line or table of
 * rows, then its pages.
 */
export function AdminListView({ error, summary, pager, children, ...props }: AdminListViewProps) {
  const { loading, loadingText, empty, emptyText, ...table } = props;
  return (
    <>
      <LoadError message={error} />
      <AdminList loading={loading} loadingText={loadingText} empty={empty} emptyText={emptyText}>
        {summary}
        <AdminTable {...table}>{children}</AdminTable>
      </AdminList>
      <Pager {...pager} />
    </>
  );
}
