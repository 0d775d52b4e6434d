import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  // From here on React replays what is clicked (components/early-events.ts).
  window.__hydrating = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete: let the browser paint it before hydration takes the main
// thread, so the first and largest paints do not wait for React (ADR 021).
if (typeof requestAnimationFrame === 'function') {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  setTimeout(hydrate, 0);
}
