/**
 * What a visitor does before hydration (ADR 021). A page's scripts start after it has
 * loaded, so for a moment its buttons and fields are server HTML with nothing behind them.
 * EARLY_EVENTS_SCRIPT, inline and first in the body, keeps the fields typed into and the
 * last button clicked in that moment (and stops a form from being sent natively);
 * `replayEarlyTyping` and `replayEarlyClick` hand both to React once it has taken over:
 * each typed field fires the change React would have seen, then the button is clicked. What
 * happens after `hydrateRoot` has been called is React's own to replay.
 *
 * On a page of islands (ADR 018) React takes over one island at a time: an event is React's
 * once its island is marked `data-hydrated` (set just before that island's `hydrateRoot`),
 * and an event outside every island once the islands runtime has started (`__islands`).
 * Each island replays what was done inside it, so the replays take a scope. A page React
 * Router hydrates is React's once hydration starts (`__hydrating`), except its `visible`
 * islands, which it takes over when they come near (islands/deferred.tsx, ADR 045).
 */
export const EARLY_EVENTS_SCRIPT = `(() => {
  const early = (window.__early = { click: null, typed: new Set() });
  const ready = (target) => {
    const island = target instanceof Element ? target.closest('[data-island]') : null;
    if (island && (island.dataset.when === 'visible' || !window.__hydrating)) {
      return island.hasAttribute('data-hydrated');
    }
    return Boolean(window.__hydrating || window.__islands);
  };
  document.addEventListener('click', (event) => {
    if (ready(event.target)) return;
    const target = event.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button || button.disabled) return;
    if (button.form && button.type === 'submit') event.preventDefault();
    early.click = button;
  }, true);
  document.addEventListener('input', (event) => {
    if (!ready(event.target)) early.typed.add(event.target);
  }, true);
  document.addEventListener('submit', (event) => {
    if (ready(event.target)) return;
    // Enter in a field: the form is sent once React has it, not natively now.
    event.preventDefault();
    const submitter = event.submitter || event.target.querySelector('button[type="submit"]');
    if (submitter instanceof HTMLButtonElement) early.click = submitter;
  }, true);
})();`;

interface EarlyEvents {
  click: HTMLButtonElement | null;
  typed: Set<EventTarget>;
}

declare global {
  interface Window {
    /** Set by entry.client.tsx just before hydration starts. */
    __hydrating?: boolean;
    /** Set by the islands runtime (app/islands/client.tsx) once it handles the static HTML. */
    __islands?: boolean;
    /** Kept by EARLY_EVENTS_SCRIPT until hydration. */
    __early?: EarlyEvents;
  }
}

/** Makes React see a value typed before it was listening, as if typed now. */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  // React watches `value` on the element itself: writing through it records another value,
  // writing through the prototype puts the typed one back unseen, so the input event that
  // follows reads as a change.
  field.value = typed === '' ? ' ' : '';
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * In an island taken over when it comes near (`visible`) that React does not have yet: what
 * was done there waits for it. (Every other island is React's by the time the page's own
 * replays run.)
 */
export const inWaitingIsland = (element: Element): boolean =>
  element.closest('[data-island][data-when="visible"]:not([data-hydrated])') !== null;

/**
 * Hands React the fields typed into before hydration: inside `scope` only when given, else
 * outside the islands still waiting. Called while React commits the hydration (a layout
 * effect), so no click that follows can reach a form whose state has not caught up yet.
 */
export function replayEarlyTyping(scope?: Element): void {
  const early = window.__early;
  if (!early) return;
  for (const target of early.typed) {
    if (!(target instanceof Element) || !target.isConnected) continue;
    if (scope ? !scope.contains(target) : inWaitingIsland(target)) continue;
    early.typed.delete(target);
    if (target instanceof HTMLTextAreaElement) replayTyping(target);
    else if (
      target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'file'].includes(target.type)
    ) {
      replayTyping(target);
    } else if (target instanceof HTMLSelectElement) {
      target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/**
 * Clicks again the button clicked before hydration, once every effect has run; with
 * `scope`, only a button inside it, and with `skip`, never a button `skip` holds.
 */
export function replayEarlyClick(scope?: Element, skip?: (button: Element) => boolean): void {
  const early = window.__early;
  const button = early?.click;
  if (!early || !button) return;
  if ((scope && !scope.contains(button)) || skip?.(button)) return;
  early.click = null;
  if (button.isConnected && !button.disabled) button.click();
}
