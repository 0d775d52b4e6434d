/** The longest a page's scripts wait for the load event, from when the document is read. */
export const FALLBACK_MS = 3000;

/**
 * The inline script of a page built as islands (ADR 018): as React Router's deferred script
 * does on the other pages (defer-hydration.server.ts), it adds the islands runtime once the
 * page has loaded, on a first touch or key, or after FALLBACK_MS, with its own nonce.
 */
export function islandsLoaderScript(entry: string): string {
  return [
    ';(() => {',
    'const nonce = document.currentScript ? document.currentScript.nonce : "";',
    'let started = false;',
    'const start = () => {',
    'if (started) return;',
    'started = true;',
    "const script = document.createElement('script');",
    "script.type = 'module';",
    'script.nonce = nonce;',
    `script.src = ${JSON.stringify(entry).replaceAll('<', '\\u003c')};`,
    'document.body.append(script);',
    '};',
    "if (document.readyState === 'complete') start();",
    'else {',
    "addEventListener('load', () => setTimeout(start, 0), { once: true });",
    `setTimeout(start, ${FALLBACK_MS});`,
    "for (const type of ['pointerdown', 'keydown', 'touchstart']) {",
    'addEventListener(type, start, { once: true, capture: true, passive: true });',
    '}',
    '}',
    '})();',
  ].join('\n');
}
