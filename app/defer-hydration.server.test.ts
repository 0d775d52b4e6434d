import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  createDeferHydrationStream,
  deferHydration,
  deferModuleScript,
  safeCut,
} from './defer-hydration.server.ts';
import { FALLBACK_MS } from './islands/loader.ts';

// The shape React Router 7's <Scripts> writes (module preloads hoisted into the head, the
// inline module script at the end of the body).
const MODULE_BODY = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/react-dom-D.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n1"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '</head><body><main><h1>Brightwave</h1><p>Text &lt;link rel="modulepreload"&gt;</p></main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  `<script nonce="n1" type="module" async="">${MODULE_BODY}</script>`,
  '</body></html>',
].join('');

/** Runs a rewritten module script body with a fake page and records the script it adds. */
function runDeferred(body: string, readyState: 'loading' | 'complete') {
  const added: { type?: string; nonce?: string; textContent?: string }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const document = {
    readyState,
    scripts: [{ type: '' }, { type: 'module', nonce: 'n1' }],
    createElement: () => ({}),
    body: { append: (script: (typeof added)[number]) => added.push(script) },
  };
  const run = new Function(
    'document',
    'addEventListener',
    'setTimeout',
    'requestAnimationFrame',
    body,
  ) as (...args: unknown[]) => void;
  const later = (callback: () => void) => timers.push(callback);
  run(
    document,
    (event: string, listener: () => void) => (listeners[event] = listener),
    later,
    later,
  );
  return { added, listeners, timers };
}

describe('deferHydration', () => {
  it('makes the module preloads inert, keeping them for hydration, and changes nothing else', () => {
    const out = deferHydration(DOCUMENT);
    const preloads = out.match(/<link rel="modulepreload"[^>]*>/g);
    expect(preloads).toEqual([
      '<link rel="modulepreload" media="not all" href="/assets/entry.client-C.js" nonce="n1"/>',
      '<link rel="modulepreload" media="not all" href="/assets/react-dom-D.js" nonce="n1"/>',
      '<link rel="modulepreload" media="not all" href="/assets/root-A.js" nonce="n1"/>',
    ]);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('<p>Text &lt;link rel="modulepreload"&gt;</p>');
    expect(out).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<script nonce="n1" type="module" async="">');
  });

  it('leaves no static import in the module script', () => {
    const out = deferHydration(DOCUMENT);
    const body = out.slice(out.indexOf('async="">') + 9, out.lastIndexOf('</script>'));
    expect(body).not.toMatch(/^[\t ]*import\s/m);
  });

  it('adds nothing before the load event, then the original script led by the preloaded chunks', () => {
    const out = deferHydration(DOCUMENT);
    const body = out.slice(out.indexOf('async="">') + 9, out.lastIndexOf('</script>'));
    const page = runDeferred(body, 'loading');
    expect(page.added).toEqual([]);

    page.listeners.load!();
    page.timers.pop()!(); // the load listener's next frame
    page.timers.pop()!(); // and its setTimeout(start, 0)
    expect(page.added).toHaveLength(1);
    const [script] = page.added;
    expect(script!.type).toBe('module');
    expect(script!.nonce).toBe('n1');
    // The chunk that only a preload named comes first; the routes and the entry are the
    // original script's own, the entry still last.
    expect(script!.textContent).toBe(`import "/assets/react-dom-D.js";\n${MODULE_BODY}`);

    // The fallback timer and a first touch later add nothing a second time.
    for (const timer of page.timers) timer();
    page.listeners.pointerdown!();
    expect(page.added).toHaveLength(1);
  });

  it(`starts after ${FALLBACK_MS} ms when the load event is late, on a first touch, and at once when the page has loaded`, () => {
    const late = runDeferred(deferModuleScript(MODULE_BODY)!, 'loading');
    expect(late.timers).toHaveLength(1);
    late.timers[0]!();
    expect(late.added).toHaveLength(1);

    const touched = runDeferred(deferModuleScript(MODULE_BODY)!, 'loading');
    touched.listeners.touchstart!();
    expect(touched.added).toHaveLength(1);

    const loaded = runDeferred(deferModuleScript(MODULE_BODY)!, 'complete');
    expect(loaded.added[0]!.textContent).toBe(`\n${MODULE_BODY}`);
  });

  it('cannot be closed early by the script it carries', () => {
    const body = MODULE_BODY.replace(
      '{"entry"',
      '{"note":"</script><script>alert(1)</script>","entry"',
    );
    const deferred = deferModuleScript(body)!;
    expect(deferred).not.toContain('</script>');
    expect(runDeferred(deferred, 'complete').added[0]!.textContent).toContain('</script><script>');
  });

  it('leaves a module script of an unknown shape as it is', () => {
    expect(deferModuleScript('import "/assets/manifest.js";\nimport("/e.js");')).toBeNull();
    expect(deferModuleScript('console.log(1)')).toBeNull();
    const unknown = '<script type="module">import { a } from "/x.js"; a();</script>';
    expect(deferHydration(unknown)).toBe(unknown);
  });
});

describe('safeCut', () => {
  it('never cuts inside a tag or an unfinished module script', () => {
    expect(safeCut('<p>one</p><link rel="module')).toBe('<p>one</p>'.length);
    expect(safeCut('<p>one</p><script type="module" async="">import')).toBe('<p>one</p>'.length);
    expect(safeCut('<p>one</p>')).toBe('<p>one</p>'.length);
  });
});

describe('createDeferHydrationStream', () => {
  it('gives the same result whatever the chunk boundaries', async () => {
    const expected = deferHydration(DOCUMENT);
    const bytes = Buffer.from(DOCUMENT);
    for (const size of [1, 7, 64, 333, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(createDeferHydrationStream()));
      expect(out, `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it('keeps multi-byte characters split across chunks', async () => {
    const html = '<p>Karachi — café ☕</p>';
    const bytes = Buffer.from(html);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await text(Readable.from(chunks).pipe(createDeferHydrationStream()))).toBe(html);
  });
});
