import { lazy, useLayoutEffect, type ComponentType } from 'react';
import { replayEarlyClick, replayEarlyTyping } from '../components/early-events.ts';
import { whenNear, type IslandName } from './island.tsx';

const islandNamed = (name: IslandName) => document.querySelector(`[data-island="${name}"]`);

/** Marks the island React's and hands it what was typed and clicked there before. */
function TakenOver({ name }: { name: IslandName }) {
  useLayoutEffect(() => {
    const island = islandNamed(name);
    if (!island || island.hasAttribute('data-hydrated')) return;
    island.setAttribute('data-hydrated', 'true');
    replayEarlyTyping(island);
    // After the effects of the content's first commit.
    setTimeout(() => replayEarlyClick(island), 0);
  }, [name]);
  return null;
}

/**
 * A `visible` island's content on a page React Router hydrates (ADR 045), as the islands
 * runtime treats it on a page of islands: its code is fetched when the island comes near
 * the viewport, not while the page hydrates. Until then the lazy component keeps its
 * Suspense boundary dehydrated, so the server's HTML stays as it is, and what a visitor
 * types or clicks there is kept (early-events.ts) and replayed when React takes it over.
 * Rendered on the client alone (a client-side visit, in development), it loads at once.
 * Render it inside its `<Island>` and a Suspense boundary.
 */
export function lazyIsland(name: IslandName, load: () => Promise<ComponentType>) {
  return lazy(async () => {
    // The server's HTML is there until React has the island; a client-side render finds the
    // mark empty. (React hydrates a Suspense boundary after the rest of the page, so the
    // page may already be marked hydrated when this runs.)
    const island = typeof document === 'undefined' ? null : islandNamed(name);
    if (island && island.children.length > 0 && !island.hasAttribute('data-hydrated')) {
      await whenNear(island);
    }
    const Content = await load();
    return {
      default: function IslandContent() {
        return (
          <>
            <Content />
            <TakenOver name={name} />
          </>
        );
      },
    };
  });
}
