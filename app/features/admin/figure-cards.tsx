import { Link } from 'react-router';
import { cardClass } from './admin-shell.tsx';

export interface Figure {
  label: string;
  value: number;
  /** The admin page behind the figure, linked as "View"; none when null or absent. */
  to?: string | null;
}

/** One column per figure on wide screens (whole class names, for Tailwind's scanner). */
const WIDE_COLUMNS: Record<number, string> = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' };

/** A row of figure cards, each a label over its number: the dashboard's and a list's summary. */
export function FigureCards({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <section
      aria-label={label}
      className={`mb-6 grid grid-cols-2 gap-4 ${WIDE_COLUMNS[figures.length] ?? ''}`}
    >
      {figures.map((figure) => (
        <div key={figure.label} className={cardClass}>
          <p className="text-sm text-slate-700">{figure.label}</p>
          <p className="mt-1 text-3xl font-bold text-ink">{figure.value}</p>
          {figure.to ? (
            <Link to={figure.to} className="mt-1 inline-block text-xs text-brand-700 underline">
              View<span className="sr-only"> {figure.label.toLowerCase()}</span>
            </Link>
          ) : null}
        </div>
      ))}
    </section>
  );
}
