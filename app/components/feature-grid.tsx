import type { ReactNode } from 'react';

interface Feature {
  title: string;
  description: string;
}

interface FeatureGridProps<T extends Feature> {
  items: readonly T[];
  /** Each card's icon, above its heading. */
  icon: (item: T) => ReactNode;
  /** The list's grid classes. */
  className: string;
  /** Each card's classes. */
  itemClass: string;
  /** The heading's and the text's classes; by default a landing page card's. */
  titleClass?: string;
  textClass?: string;
  /** What a card shows under its text, such as a link. */
  after?: (item: T) => ReactNode;
}

/** A grid of feature cards: icon, heading and text each. */
export function FeatureGrid<T extends Feature>({
  items,
  icon,
  className,
  itemClass,
  titleClass = 'mt-4 text-lg font-bold text-ink',
  textClass = 'mt-2 text-slate-700',
  after,
}: FeatureGridProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClass}>
          {icon(item)}
          <h3 className={titleClass}>{item.title}</h3>
          <p className={textClass}>{item.description}</p>
          {after?.(item)}
        </li>
      ))}
    </ul>
  );
}
