import type { ReactNode } from 'react';

/** The props of an ItemList: its items, how each is keyed and drawn, and the classes. */
export interface ItemListProps<T> {
  items: readonly T[];
  /** Each item's React key. */
  itemKey: (item: T) => string;
  /** The list's classes. */
  className: string;
  /** Each item's classes, the same for all or chosen by the item. */
  itemClass?: string | ((item: T) => string);
  /** An ordered list (ol), for steps; a ul otherwise. */
  ordered?: boolean;
  /** What an item shows inside its li. */
  children: (item: T, index: number) => ReactNode;
}

/** A list whose items are drawn one way: each in an li with its key and classes. */
export function ItemList<T>({
  items,
  itemKey,
  className,
  itemClass,
  ordered = false,
  children,
}: ItemListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          className={typeof itemClass === 'function' ? itemClass(item) : itemClass}
        >
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}
