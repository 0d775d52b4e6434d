import { Check } from 'lucide-react';

interface CheckListProps {
  items: readonly string[];
  className: string;
  /** Each line's classes. */
  itemClass?: string;
  /** The check mark's classes. */
  checkClass?: string;
}

/** Short lines (what a package or service includes), each behind a check mark. */
export function CheckList({
  items,
  className,
  itemClass = 'flex gap-3 text-slate-700',
  checkClass = 'mt-0.5 size-5 shrink-0 text-brand-600',
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          <Check aria-hidden="true" className={checkClass} />
          {item}
        </li>
      ))}
    </ul>
  );
}
