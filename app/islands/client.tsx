import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { openChatbot, type ChatbotOpenDetail } from '../../common/chatbot-event.ts';
import {
  inWaitingIsland,
  replayEarlyClick,
  replayEarlyTyping,
} from '../components/early-events.ts';
import { LOADING_SCREEN_GONE_MS } from '../components/loading-screen.tsx';
import { sendPageView } from '../components/page-view.ts';
import { whenNear, type IslandName } from './island.tsx';
import { ISLANDS } from './registry.tsx';

/**
 * The runtime of a page built as islands (ADR 018), in place of React Router's client: the
 * page is the server's HTML, and React hydrates only the subtrees marked `<Island>`, each
 * as a root of its own. It also does the little the page's other parts need: the page
 * view, the end of the loading screen, and the buttons that open the chatbot.
 */

/** Effects of an island's first commit: what was done in it before React had it. */
function Hydrated({
  island,
  onCommit,
  children,
}: {
  island: Element;
  onCommit: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(() => replayEarlyTyping(island), [island]);
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island; resolves once its first commit's effects have run. An island whose
 * code cannot be fetched stays server HTML, and the others go on.
 */
async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.dataset.island as IslandName;
  const load = ISLANDS[name];
  if (!load) return;
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => (commit = resolve));
  let element: ReactNode;
  try {
    element = await load(
      (content) => (
        <Hydrated island={island} onCommit={commit}>
          {content}
        </Hydrated>
      ),
      island.dataset.param ?? '',
    );
  } catch (error) {
    console.error(`The ${name} island could not be loaded`, error);
    return;
  }
  // From here on what happens in the island is React's (early-events.ts).
  island.dataset.hydrated = 'true';
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser
  // answer input in between, instead of one long task per island (as entry.client.tsx).
  startTransition(() => {
    hydrateRoot(island, element);
  });
  await committed;
}

/** Buttons outside the islands that open the chatbot (components/chatbot-button.tsx). */
function openChatbotFrom(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  const detail = button?.dataset.chatbotOpen;
  if (!button || detail === undefined || button.closest('[data-island]')) return;
  openChatbot(JSON.parse(detail) as ChatbotOpenDetail);
}

/** Calls `then` once, on the visitor's first press or key from now on. */
function whenUsed(then: () => void) {
  const types = ['pointerdown', 'keydown'] as const;
  const used = () => {
    for (const type of types) removeEventListener(type, used, { capture: true });
    then();
  };
  for (const type of types) addEventListener(type, used, { capture: true, passive: true });
}

/**
 * Resolves in a task of its own. The runtime's start-up steps each go in one, so that none
 * holds the main thread long enough to delay a tap (each island's start inserts its
 * chunks' preload links, which the browser begins to fetch there and then).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Begins hydrating each island a task after the one before, and waits for them all. */
async function hydrateInTurn(islands: HTMLElement[]): Promise<void> {
  const started: Promise<void>[] = [];
  for (const island of islands) {
    await nextTask();
    started.push(hydrate(island));
  }
  await Promise.all(started);
}

function start() {
  const path = `${location.pathname}${location.search}`;
  const referrer = document.referrer;
  void nextTask().then(() => sendPageView(path, referrer));
  // The overlay has faded by CSS (app.css); it leaves the document as React would take it.
  const loading = document.querySelector('.loading-screen');
  if (loading) {
    setTimeout(() => loading.remove(), Math.max(0, LOADING_SCREEN_GONE_MS - performance.now()));
  }

  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const later = islands.filter((island) => island.dataset.when === 'visible');
  const onInput = islands.filter((island) => island.dataset.when === 'input');

  const now = islands.filter((island) => !later.includes(island) && !onInput.includes(island));
  void hydrateInTurn(now).then(() => {
    document.addEventListener('click', openChatbotFrom);
    window.__islands = true;
    if (onInput.length > 0) whenUsed(() => onInput.forEach((island) => void hydrate(island)));
    for (const island of later) {
      void whenNear(island)
        .then(() => hydrate(island))
        .then(() => setTimeout(() => replayEarlyClick(island), 0));
    }
    // Marks the page interactive, as RouteEffects does on the other pages.
    document.documentElement.dataset.hydrated = 'true';
    performance.mark?.('hydrated');
    // Islands still to hydrate hold their own early clicks.
    setTimeout(() => replayEarlyClick(undefined, inWaitingIsland), 0);
  });
}

// The server's HTML is complete: let the browser paint it before hydration takes the main
// thread, as entry.client.tsx does on the other pages (ADR 021).
requestAnimationFrame(() => setTimeout(start, 0));
