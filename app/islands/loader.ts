/** The longest a page's scripts wait for the load event, from when the document is read. */
export const FALLBACK_MS = 3000;

/**
 * An inline script that adds one module script once the page has loaded and painted, on a
 * first touch or key, or after FALLBACK_MS (a large image can hold the load event back), so
 * the server's HTML paints with nothing but its stylesheet in the way (ADR 021). On a small
 * page the load event can come before the first paint: the script then waits for it.
 * `nonce` is a JavaScript expression for the nonce the added script carries; `fill` the
 * statement that gives `script` its source.
 */
function moduleAfterLoad(nonce: string, fill: string): string {
  return [
    ';(() => {',
    `const nonce = ${nonce};`,
    'let started = false;',
    'const start = () => {',
    'if (started) return;',
    'started = true;',
    "const script = document.createElement('script');",
    "script.type = 'module';",
    'script.nonce = nonce;',
    fill,
    'document.body.append(script);',
    '};',
    // After the first contentful paint (or, where paint timing is not reported, the frame
    // that follows the load event), so the first paint never waits for the scripts.
    'const painted = (then) => {',
    "if (typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {",
    'requestAnimationFrame(() => setTimeout(then, 0));',
    "} else if (performance.getEntriesByName('first-contentful-paint').length > 0) then();",
    'else {',
    'const observer = new PerformanceObserver((list) => {',
    "if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;",
    'observer.disconnect();',
    'setTimeout(then, 0);',
    '});',
    "observer.observe({ type: 'paint' });",
    '}',
    '};',
    "if (document.readyState === 'complete') start();",
    'else {',
    "addEventListener('load', () => painted(start), { once: true });",
    `setTimeout(start, ${FALLBACK_MS});`,
    // A visitor who reaches for the page before it has loaded gets its scripts at once.
    "for (const type of ['pointerdown', 'keydown', 'touchstart']) {",
    'addEventListener(type, start, { once: true, capture: true, passive: true });',
    '}',
    '}',
    '})();',
  ].join('\n');
}

/** A JavaScript string literal that is safe inside an inline script. */
const scriptString = (text: string) => JSON.stringify(text).replaceAll('<', '\\u003c');

/**
 * The inline script of a page built as islands (ADR 018): it adds the islands runtime as
 * React Router's deferred script adds its client on the other pages (defer-hydration.server.ts).
 */
export function islandsLoaderScript(entry: string): string {
  return moduleAfterLoad(
    'document.currentScript ? document.currentScript.nonce : ""',
    `script.src = ${scriptString(entry)};`,
  );
}

/** The deferred form of React Router's inline module script (defer-hydration.server.ts). */
export function deferredModuleScript(body: string): string {
  return moduleAfterLoad(
    // A module script has no currentScript; this one is the page's only nonced module.
    "(([...document.scripts].find((s) => s.type === 'module' && s.nonce)) || { nonce: '' }).nonce",
    `script.textContent = ${scriptString(body)};`,
  );
}
