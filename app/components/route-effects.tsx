import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { inWaitingIsland, replayEarlyClick, replayEarlyTyping } from './early-events.ts';
import { sendPageView } from './page-view.ts';

/**
 * Spec §2.1: every route change scrolls to the top and records a page view. The referrer
 * of an in-app navigation is the previous page of this site.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  // Typing done before hydration reaches the forms' state in the same commit.
  useLayoutEffect(() => replayEarlyTyping(), []);
  useEffect(() => {
    // Marks the page interactive: the server's HTML works without React, its buttons do not.
    document.documentElement.dataset.hydrated = 'true';
    // For field measurements and the Lighthouse bench: when the page became interactive.
    performance.mark?.('hydrated');
    // After every component's effects of this first commit have run; a click in an island
    // still waiting is its own to replay (islands/deferred.tsx).
    const replay = setTimeout(() => replayEarlyClick(undefined, inWaitingIsland), 0);
    return () => clearTimeout(replay);
  }, []);
  useEffect(() => {
    const url = `${pathname}${search}`;
    if (previous.current !== null) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const referrer =
      previous.current === null
        ? document.referrer
        : `${window.location.origin}${previous.current}`;
    // A task of its own: not part of the long one that ends hydration.
    setTimeout(() => sendPageView(url, referrer), 0);
    previous.current = url;
  }, [pathname, search]);
  return null;
}
