import type { ReactNode } from 'react';

/** Items with an obvious key: their id, or their title when they have no id. */
type ObviouslyKeyed = { id: string } | { title: string };

const obviousKey = (item: ObviouslyKeyed) => ('id' in item ? item.id : item.title);

/** Each item's React key: needed only where the items have no obvious one (ObviouslyKeyed). */
export type ItemKeyProp<T> = { itemKey?: (item: T) => string } & ([T] extends [ObviouslyKeyed]
  ? unknown
  : { itemKey: (item: T) => string });

/** What a list draws: its items, each item's classes and what it shows. */
export interface ListItemsProps<T> {
  items: readonly T[];
  /** Each item's classes, the same for all or chosen by the item. */
  itemClass?: string | ((item: T) => string);
  /** An ordered list (ol), for steps; a ul otherwise. */
  ordered?: boolean;
  /** What an item shows inside its li. */
  children: (item: T, index: number) => ReactNode;
}

/** The props of an ItemList: its items, how each is keyed and drawn, and the list's classes. */
type ItemListProps<T> = ItemKeyProp<T> & ListItemsProps<T> & { className: string };

/** A list whose items are drawn one way: each in an li with its key and classes. */
export function ItemList<T>({
  items,
  itemKey,
  className,
  itemClass,
  ordered = false,
  children,
}: ItemListProps<T>) {
  const keyOf = itemKey ?? (obviousKey as (item: T) => string);
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          className={typeof itemClass === 'function' ? itemClass(item) : itemClass}
        >
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}
