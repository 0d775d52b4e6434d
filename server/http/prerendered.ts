import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ServerBuild } from 'react-router';
import { acceptsGzip, gzipJoin, prepareGzipParts, type GzipPart } from './gzip-join.ts';
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

interface PrerenderedPage {
  /** The page split at its placeholder nonce: joined with each response's own nonce. */
  parts: string[];
  /** The same parts gzip-compressed once (gzip-join.ts): browsers get them joined. */
  gzipParts: GzipPart[];
  /** Identifies the page's content, whatever nonce a response carries. */
  hash: string;
}

const NONCE_ATTRIBUTE = `nonce="${PRERENDER_NONCE}"`;
/** A nonce from security-headers.ts: 16 random bytes in base64. */
const NONCE_SHAPE = /^[A-Za-z0-9+/]{22}==$/;
/** Single fetch's content type for `.data` answers, as React Router sends it. */
const DATA_CONTENT_TYPE = 'text/x-script';

/** Where React Router's prerenderer writes the HTML and the loader data of one path. */
function builtFiles(clientDirectory: string, urlPath: string) {
  const segments = urlPath.split('/').filter(Boolean);
  return {
    html: path.join(clientDirectory, ...segments, 'index.html'),
    data: path.join(clientDirectory, ...(urlPath === '/' ? ['_root.data'] : [`${urlPath}.data`])),
  };
}

/**
 * Serves the marketing pages prerendered at build time (ADR 021) from memory. The build has
 * no request, so it wrote a placeholder nonce and a placeholder origin: the origin becomes
 * PUBLIC_URL once at start-up, the nonce becomes this response's CSP nonce on every answer,
 * so scripts still run only with the nonce of their own response. Crawlers are rendered on
 * the server; query strings, other spellings (/contact, /work), HEAD and everything else
 * fall through to the page router. Must be registered after the security headers (it reads the
 * nonce they chose) and before the page router.
 */
export async function registerPrerenderedPages(app: FastifyInstance, options: PrerenderedOptions) {
  const clientDirectory = path.join(options.buildDirectory, 'client');
  const pages = new Map<string, PrerenderedPage>();
  const data = new Map<string, string>();
  const withOrigin = (text: string) => text.replaceAll(PRERENDER_ORIGIN, options.publicUrl);

  for (const urlPath of PRERENDERED_PATHS) {
    const files = builtFiles(clientDirectory, urlPath);
    // A build made before prerendering existed (or without it) is served by SSR alone.
    if (!existsSync(files.html)) continue;
    const html = withOrigin(readFileSync(files.html, 'utf8'));
    const parts = html.split(NONCE_ATTRIBUTE);
    const page = {
      parts,
      gzipParts: prepareGzipParts(parts),
      hash: createHash('sha256').update(html).digest('base64url').slice(0, 27),
    };
    // The file server would also answer /Services/ and /Services/index.html with the raw
    // file, placeholders and all; those spellings get the page too.
    const base = urlPath === '/' ? '' : urlPath;
    for (const alias of [urlPath, `${base}/`, `${base}/index.html`]) pages.set(alias, page);
    if (existsSync(files.data)) {
      const dataPath = urlPath === '/' ? '/_root.data' : `${urlPath}.data`;
      data.set(dataPath, withOrigin(readFileSync(files.data, 'utf8')));
    }
  }
  if (pages.size === 0) return;
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

  /** The path of a prerendered page or its loader data this request asks for, if any. */
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
    return data.has(urlPath) || pages.has(urlPath) ? urlPath : undefined;
  };

  const serve = async (urlPath: string, request: FastifyRequest, reply: FastifyReply) => {
    const loaderData = data.get(urlPath);
    if (loaderData !== undefined) {
      reply
        .header('content-type', DATA_CONTENT_TYPE)
        .header('cache-control', 'public, max-age=0, must-revalidate');
      return reply.send(loaderData);
    }
    const page = pages.get(urlPath)!;
    // Crawlers get the server render, which leaves out the decorative loading screen.
    if (isbot(request.headers['user-agent'] ?? '')) {
      await render(request, reply);
      return reply;
    }
    // The ETag names the content and the nonce it was sent with. A browser revalidating its
    // copy gets 304 with a CSP for that copy's nonce, so the page it keeps still runs; any
    // other request gets the page with a fresh nonce.
    const cached = revalidated(request.headers['if-none-match'], page.hash);
    const nonce = cached ?? request.cspNonce;
    if (cached) {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        csp.replace(`'nonce-${request.cspNonce}'`, `'nonce-${cached}'`),
      );
    }
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('etag', `"${page.hash}.${nonce}"`)
      .header('vary', 'accept-encoding, user-agent');
    if (cached) return reply.status(304).send();
    if (acceptsGzip(request.headers['accept-encoding'])) {
      // Compressed at start-up; only the nonce is compressed per response.
      reply.header('content-encoding', 'gzip');
      return reply.send(gzipJoin(page.gzipParts, `nonce="${nonce}"`));
    }
    return reply.send(page.parts.join(`nonce="${nonce}"`));
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

/** The nonce of a copy whose ETag matches this page's content, if the request names one. */
function revalidated(ifNoneMatch: string | undefined, hash: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  for (const tag of ifNoneMatch.split(',')) {
    const match = /^\s*(?:W\/)?"([^".]+)\.([^"]+)"\s*$/.exec(tag);
    if (match && match[1] === hash && NONCE_SHAPE.test(match[2]!)) return match[2];
  }
  return undefined;
}
