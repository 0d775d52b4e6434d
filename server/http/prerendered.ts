import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { crawlerCheck } from './crawlers.ts';
import { keepPage, readyPage, sendKeptPage, type KeptPage, type ReadyPage } from './kept-page.ts';
import type { AppContext } from '../../common/load-context.ts';
import { PRERENDER_NONCE, PRERENDER_ORIGIN, PRERENDERED_PATHS } from '../../common/prerender.ts';

export interface PrerenderedOptions {
  /** Where `react-router build` wrote its output (client/ holds the prerendered files). */
  buildDirectory: string;
  /** PUBLIC_URL, put where the build wrote its placeholder origin. */
  publicUrl: string;
  /** The page router's load context, for the crawlers' server render. */
  loadContext: (request: FastifyRequest) => AppContext & Record<string, unknown>;
}

/** Where React Router's prerenderer writes the HTML of one path. */
function builtHtml(clientDirectory: string, urlPath: string) {
  return path.join(clientDirectory, ...urlPath.split('/').filter(Boolean), 'index.html');
}

/**
 * Serves the marketing pages prerendered at build time (ADR 021) from memory, the same bytes
 * to every reader (ADR 059). The build has no request, so it wrote a placeholder nonce and a
 * placeholder origin: at start-up the origin becomes PUBLIC_URL, the nonce goes and the
 * policy names the page's inline scripts by hash, as for a kept blog page. Crawlers are
 * rendered on the server; query strings, other spellings (/contact, /work), HEAD and
 * everything else fall through to the page router. Must be registered after the security
 * headers (its policy replaces theirs) and before the page router.
 */
export async function registerPrerenderedPages(app: FastifyInstance, options: PrerenderedOptions) {
  const clientDirectory = path.join(options.buildDirectory, 'client');
  const pages = new Map<string, KeptPage>();
  const isCrawler = crawlerCheck();
  const ready = new Map<string, ReadyPage>();
  const withOrigin = (text: string) => text.replaceAll(PRERENDER_ORIGIN, options.publicUrl);

  // Compressed side by side: brotli at its best quality is the slow part of start-up.
  await Promise.all(
    PRERENDERED_PATHS.map(async (urlPath) => {
      const file = builtHtml(clientDirectory, urlPath);
      // A build made before prerendering existed (or without it) is served by SSR alone.
      if (!existsSync(file)) return;
      const html = withOrigin(readFileSync(file, 'utf8'));
      const page = await keepPage(html, PRERENDER_NONCE, [
        ['content-type', 'text/html; charset=utf-8'],
        ['cache-control', 'public, max-age=0, must-revalidate'],
      ]);
      // The file server would also answer /Services/ and /Services/index.html with the raw
      // file, placeholders and all; those spellings get the page too.
      const base = urlPath === '/' ? '' : urlPath;
      const answers = readyPage(page);
      for (const alias of [urlPath, `${base}/`, `${base}/index.html`]) {
        pages.set(alias, page);
        ready.set(alias, answers);
      }
    }),
  );
  if (pages.size === 0) return;
  // A person's GET of a page by its exact path is answered whole by the first hook; the
  // hook below serves what that leaves (crawlers, other spellings).
  app.readyAnswers.add((request, coding) => {
    const page = ready.get(request.url);
    return page && !isCrawler(request.headers['user-agent']) ? page.codings[coding] : undefined;
  });
  // The file server answers / and /Services/ with the raw build files; crawlers, who get
  // a server render without the loading screen, are rendered here instead.
  const build = (await import(
    pathToFileURL(path.join(options.buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const render = createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: options.loadContext,
  });

  /** The path of a prerendered page this request asks for, if any. */
  const servedPath = (request: FastifyRequest): string | undefined => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.includes('?')) {
      return undefined;
    }
    let urlPath: string;
    try {
      urlPath = decodeURI(request.url);
    } catch {
      return undefined;
    }
    return pages.has(urlPath) ? urlPath : undefined;
  };

  const serve = async (urlPath: string, request: FastifyRequest, reply: FastifyReply) => {
    const page = pages.get(urlPath)!;
    // Crawlers get the server render, which leaves out the decorative loading screen.
    if (isCrawler(request.headers['user-agent'])) {
      await render(request, reply);
      return reply;
    }
    return sendKeptPage(request, reply, page);
  };

  // Callback-style with a synchronous way out: this hook sees every request, the API's
  // included, and most pass it by (an async hook would cost each of them a promise).
  app.addHook('onRequest', (request, reply, done) => {
    const urlPath = servedPath(request);
    if (urlPath === undefined) {
      done();
      return;
    }
    // Answered here: the request goes no further, so `done` is only for a failure.
    serve(urlPath, request, reply).catch(done);
  });
}
