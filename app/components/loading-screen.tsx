import { useEffect, useState } from 'react';
import { LOADING_SCREEN_MS } from '../../common/constants.ts';
import { Logo } from './logo.tsx';

/** When the faded overlay leaves the document: its fade, and a margin. */
export const LOADING_SCREEN_GONE_MS = LOADING_SCREEN_MS + 400;

/**
 * Spec §2.1 loading image for 1.5 s at start, drawn as an overlay over a page that is
 * already rendered underneath (ADR 010). It is decorative (aria-hidden), lets
 * pointer events through, fades out by CSS alone (so it also ends if scripts fail),
 * is hidden under reduced motion and without JavaScript (app.css), and the root skips it
 * for crawlers. After the time it leaves the DOM.
 */
export function LoadingScreen() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), LOADING_SCREEN_GONE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div
      aria-hidden="true"
      className="loading-screen pointer-events-none fixed inset-0 z-[100] flex items-center justify-center bg-ink"
      style={{ ['--loading-ms' as string]: `${LOADING_SCREEN_MS}ms` }}
    >
      <div className="loading-screen-mark">
        <Logo tone="light" className="h-12 w-auto" />
      </div>
    </div>
  );
}
