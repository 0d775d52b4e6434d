import { Transform } from 'node:stream';
import { deferredModuleScript } from './islands/loader.ts';

/**
 * Hydration after the page has loaded (ADR 021). React Router's `<Scripts>` writes a module
 * preload for every chunk the page hydrates with (about 40 on the home page) and an inline
 * module script whose static imports fetch them at once, while the browser is still reading
 * the document. On a phone those downloads and their evaluation come before the first paint.
 * Here the preloads are made inert (`media="not all"`: a link for no medium fetches nothing)
 * and the module script only waits: when the page has loaded
 * (or on a first touch or key, or after `FALLBACK_MS` if a large image holds the load event
 * back) it adds the original script, so the server's HTML paints with nothing but its
 * stylesheet in the way. Meanwhile links navigate as HTML, and what a visitor clicks or
 * types is handed to React once it has hydrated (components/early-events.ts).
 *
 * The inert preloads stay in the head because `<Scripts>` renders them again while React
 * hydrates: React takes a matching link in the head as it is, and creates and inserts a
 * missing one, about 40 elements in the one commit that ends hydration (ADR 045).
 */

const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*?\bhref="([^"]+)"[^>]*)>/g;
const MODULE_SCRIPT_OPEN = /<script\b[^>]*\btype="module"[^>]*>/;
const MODULE_SCRIPT_OPEN_ALL = new RegExp(MODULE_SCRIPT_OPEN.source, 'g');
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");\n?/gm;
/** Any static import left after the route imports means a shape this code does not know. */
const OTHER_STATIC_IMPORT = /^[\t ]*import(?![\t ]*\()/m;

/**
 * Rewrites the body of React Router's inline module script so its imports start after the
 * load event: the script only waits, then adds a module script holding the original body,
 * led by an import of every chunk the dropped preloads named (so the browser fetches the
 * whole graph side by side, in one step, as the preloads had it do). Returns null for a
 * script of any other shape, which is then left as it is.
 */
export function deferModuleScript(body: string, preloads: readonly string[] = []): string | null {
  const urls = [...body.matchAll(STATIC_IMPORT)].map((match) => match[2]!);
  const rest = body.replace(STATIC_IMPORT, '');
  if (urls.length === 0 || OTHER_STATIC_IMPORT.test(rest)) return null;
  // The entry hydrates as it is evaluated: it stays last, imported by the body's own end.
  const entry = /import\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
  if (entry === undefined) return null;
  const chunks = preloads
    .map((href) => JSON.stringify(href))
    .filter((href) => href !== entry && !urls.includes(href));
  const deferred = `${chunks.map((href) => `import ${href};`).join('\n')}\n${body}`;
  return deferredModuleScript(deferred);
}

/**
 * The rewrite over a document given piece by piece, each holding whole tags and whole module
 * scripts: it keeps the preloads it makes inert for the module script that comes after them.
 */
function createDeferrer() {
  const preloads: string[] = [];
  return (html: string): string => {
    let out = html.replace(MODULE_PRELOAD, (_, rest: string, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return `<link rel="modulepreload" media="not all"${rest}>`;
    });
    let from = 0;
    for (;;) {
      const open = MODULE_SCRIPT_OPEN.exec(out.slice(from));
      if (!open) return out;
      const bodyStart = from + open.index + open[0].length;
      const bodyEnd = out.indexOf('</script>', bodyStart);
      if (bodyEnd < 0) return out;
      const deferred = deferModuleScript(out.slice(bodyStart, bodyEnd), preloads);
      if (deferred !== null) out = out.slice(0, bodyStart) + deferred + out.slice(bodyEnd);
      from = out.indexOf('</script>', bodyStart) + '</script>'.length;
    }
  };
}

/** The whole rewrite on a complete document. */
export const deferHydration = (html: string) => createDeferrer()(html);

/**
 * Where a streamed piece of HTML may be cut so that no tag and no module script is split:
 * before an unfinished module script, else before a tag that has not closed yet.
 */
export function safeCut(html: string): number {
  for (const open of html.matchAll(MODULE_SCRIPT_OPEN_ALL)) {
    if (html.indexOf('</script>', open.index + open[0].length) < 0) return open.index;
  }
  const lastOpen = html.lastIndexOf('<');
  return lastOpen >= 0 && html.indexOf('>', lastOpen) < 0 ? lastOpen : html.length;
}

/** The rewrite as a stream over React's HTML output (bytes in, bytes out). */
export function createDeferHydrationStream(): Transform {
  let pending = '';
  const defer = createDeferrer();
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.decode(chunk, { stream: true });
      const cut = safeCut(pending);
      if (cut > 0) {
        this.push(defer(pending.slice(0, cut)), 'utf8');
        pending = pending.slice(cut);
      }
      callback();
    },
    flush(callback) {
      pending += decoder.decode();
      if (pending) this.push(defer(pending), 'utf8');
      callback();
    },
  });
}
