import type { ReactNode } from 'react';

/**
 * The islands of a page built as islands (ADR 018), by name: what the islands runtime
 * (client.tsx) hydrates. `registry.tsx` gives each name the element it hydrates with,
 * which must be the very element rendered inside `<Island>` on the server.
 */
export type IslandName =
  'header' | 'chatbot' | 'hero-title' | 'home-chat' | 'clients' | 'footer-contact' | 'newsletter';

/** How near the viewport a `visible` island's content is when it is taken over. */
export const ISLAND_NEAR_MARGIN = '300px';

/**
 * Marks a subtree that keeps working when the rest of the page is plain HTML. `when` says
 * when the runtime hydrates it: as soon as it starts (`load`), or when the island comes
 * near the viewport (`visible`). Anywhere else (pages hydrated by React Router) the mark
 * is a box-less element; there a `visible` island's content waits for the same moment when
 * it is made with `lazyIsland` (deferred.tsx).
 */
export function Island({
  name,
  when = 'load',
  as: Tag = 'div',
  children,
}: {
  name: IslandName;
  when?: 'load' | 'visible';
  as?: 'div' | 'span';
  children: ReactNode;
}) {
  return (
    <Tag data-island={name} data-when={when} className="contents">
      {children}
    </Tag>
  );
}
