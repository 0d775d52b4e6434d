import { ContentIcon } from './content-icons.tsx';

interface Feature {
  icon: string;
  title: string;
  description: string;
}

interface FeatureGridProps {
  items: readonly Feature[];
  /** The list's grid classes. */
  className: string;
  /** Each card's classes. */
  itemClass: string;
  iconClass: string;
  titleClass: string;
}

/** A landing page's grid of feature cards: icon, heading and text each. */
export function FeatureGrid({
  items,
  className,
  itemClass,
  iconClass,
  titleClass,
}: FeatureGridProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClass}>
          <ContentIcon name={item.icon} className={iconClass} />
          <h3 className={titleClass}>{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
