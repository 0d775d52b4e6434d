import { Fragment, type ReactNode } from 'react';
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

/**
 * The table of an admin list, scrolling sideways inside its own box on narrow screens with
 * its first column held in place. The box is positioned so that what is taken out of the
 * flow inside it (the screen-reader-only "Actions" heading) stays within it instead of
 * widening the page.
 */
function AdminTable({
  caption,
  columns,
  actions = false,
  minWidth,
  className = '',
  children,
}: AdminTableProps & { className?: string }) {
  return (
    <div className={`relative overflow-x-auto rounded-xl bg-white shadow-sm ${className}`}>
      <table
        className={`w-full ${minWidth} text-left text-sm [&_tbody_tr>*:first-child]:sticky [&_tbody_tr>*:first-child]:left-0 [&_tbody_tr>*:first-child]:z-10 [&_tbody_tr>*:first-child]:bg-white [&_thead_tr>*:first-child]:sticky [&_thead_tr>*:first-child]:left-0 [&_thead_tr>*:first-child]:z-10 [&_thead_tr>*:first-child]:bg-slate-50`}
      >
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

interface AdminCardProps {
  /** The card's heading: whom or what the row is about. */
  title: ReactNode;
  /** The row's cells as label and value, in the table's order. */
  fields: readonly (readonly [label: string, value: ReactNode])[];
  /** The row's actions (its select, its buttons): every one the table row has. */
  actions?: ReactNode;
}

/**
 * One row of an admin list as a card, for phones: the same fields and actions
 * as the table row, stacked, wrapping long words instead of widening the page.
 */
export function AdminCard({ title, fields, actions }: AdminCardProps) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold wrap-anywhere text-ink">{title}</h2>
      <dl className="mt-2 grid grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-900">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {actions ? <div className="mt-3 flex flex-wrap items-center gap-3">{actions}</div> : null}
    </li>
  );
}

interface AdminListViewProps extends AdminListProps, Omit<AdminTableProps, 'children'> {
  /** The page's load error, shown above the list. */
  error: string | null | undefined;
  /** Shown above the table when there are rows (e.g. their count). */
  summary?: ReactNode;
  /** The pages below the list. */
  pager: PagerProps;
  /**
   * The same rows as AdminCard items: shown instead of the table below the md breakpoint
   * (phones), where a wide table would need sideways scrolling.
   */
  cards?: ReactNode;
}

/**
 * An admin page's list: its load error, then its loading line, empty line or table of
 * rows (or, on phones, its cards), then its pages.
 */
export function AdminListView({
  error,
  summary,
  pager,
  cards,
  children,
  ...props
}: AdminListViewProps) {
  const { loading, loadingText, empty, emptyText, ...table } = props;
  return (
    <>
      <LoadError message={error} />
      <AdminList loading={loading} loadingText={loadingText} empty={empty} emptyText={emptyText}>
        {summary}
        {cards ? (
          <ul aria-label={table.caption} className="space-y-3 md:hidden">
            {cards}
          </ul>
        ) : null}
        <AdminTable {...table} className={cards ? 'hidden md:block' : ''}>
          {children}
        </AdminTable>
      </AdminList>
      <Pager {...pager} />
    </>
  );
}
