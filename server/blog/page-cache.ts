import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { BlogReadService } from '../../common/blog.ts';
import type { AppContext } from '../../common/load-context.ts';
import { acceptsGzip, gzipJoin, prepareGzipParts, type GzipPart } from '../http/gzip-join.ts';
import type { BlogService } from './service.ts';

/** A page is rendered afresh at least this often, whatever else may age in it. */
export const BLOG_PAGE_TTL_MS = 60_000;
/**
 * The view count a page is rendered with: each response writes the current count in its
 * place, so a cached page still shows every view (the page's text and its loader data).
 */
const VIEWS_PLACEHOLDER = 7390241583;
/** Pages kept at most; the oldest is dropped first, so odd URLs cannot grow memory. */
const MAX_ENTRIES = 1000;
/** Headers that describe one encoding of one body, recomputed per response. */
const PER_BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** What stands in each gap of a cached page: the nonce, "N views" or the bare count. */
type Gap = 'nonce' | 'views-text' | 'views';

interface CachedPage {
  postId: string;
  updatedAt: number;
  expiresAt: number;
  /** The page cut at its placeholders; gaps[i] says what goes between parts i and i + 1. */
  parts: string[];
  gaps: Gap[];
  /** The same parts compressed once (server/http/gzip-join.ts). */
  gzipParts: GzipPart[];
  headers: [string, string][];
}

export interface BlogPageCacheOptions {
  buildDirectory: string;
  blog: BlogService;
  loadContext: (request: Pick<FastifyRequest, 'cspNonce'>) => AppContext & Record<string, unknown>;
}

/**
 * Serves `/blog/:id` from rendered HTML kept in memory (issue: performance). A page is
 * reused while its post is public and unchanged: each hit asks the database for the post's
 * id and `updated_at` (one indexed row), so an edit, a deletion or an unpublish made by any
 * app process shows at once, and a scheduled post appears when its time passes. The page
 * is rendered with a placeholder nonce that every response replaces with its own, so the
 * CSP keeps a fresh nonce per response, and with a placeholder view count that every
 * response replaces with the post's current count. Each hit counts a view, as a render does.
 */
export async function registerBlogPageCache(app: FastifyInstance, options: BlogPageCacheOptions) {
  const build = (await import(
    pathToFileURL(path.join(options.buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const placeholder = `nonce${randomBytes(16).toString('hex')}`;
  const pages = new Map<string, CachedPage>();

  // Longest token first: "N views" before the bare count.
  const tokens = new RegExp(`(${placeholder}|${VIEWS_PLACEHOLDER} views|${VIEWS_PLACEHOLDER})`);
  const template = (html: string) => {
    const pieces = html.split(tokens);
    const parts = pieces.filter((_, i) => i % 2 === 0);
    const gaps = pieces
      .filter((_, i) => i % 2 === 1)
      .map((token): Gap =>
        token === placeholder ? 'nonce' : token.endsWith(' views') ? 'views-text' : 'views',
      );
    return { parts, gaps };
  };
  const gapValues = (page: Pick<CachedPage, 'gaps'>, nonce: string, views: number) =>
    page.gaps.map((gap) =>
      gap === 'nonce'
        ? nonce
        : gap === 'views-text'
          ? `${views} ${views === 1 ? 'view' : 'views'}`
          : String(views),
    );

  const joined = (page: Pick<CachedPage, 'parts'>, values: string[]) =>
    page.parts.reduce((html, part, i) => html + values[i - 1]! + part);

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    views: number,
    state: 'hit' | 'miss',
  ) => {
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('x-page-cache', state);
    const values = gapValues(page, request.cspNonce, views);
    if (acceptsGzip(request.headers['accept-encoding'])) {
      // Compressed once per page; each response only stores its nonce and count.
      reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      return reply.send(gzipJoin(page.gzipParts, values));
    }
    return reply.send(joined(page, values));
  };

  app.get<{ Params: { id: string } }>('/blog/:id', async (request, reply) => {
    const crawler = isbot(request.headers['user-agent'] ?? '');
    const cacheable = !request.url.includes('?');
    const key = `${crawler ? 'bot' : 'person'} ${request.host} ${request.url}`;
    const id = request.params.id;
    const stamp = cacheable ? await options.blog.publicStamp(id).catch(() => null) : null;

    const cached = pages.get(key);
    if (
      cached &&
      stamp &&
      cached.postId === stamp.id &&
      cached.updatedAt === stamp.updatedAt.getTime() &&
      cached.expiresAt > Date.now()
    ) {
      await options.blog.countView(stamp.id);
      return send(request, reply, cached, stamp.views + 1, 'hit');
    }
    if (cached) pages.delete(key);

    const url = `${request.protocol}://${request.host}${request.url}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const base = options.loadContext(request);
    let views = 0;
    const blog: BlogReadService = {
      ...base.services.blog,
      async findPublic(idOrSlug, findOptions) {
        const post = await base.services.blog.findPublic(idOrSlug, findOptions);
        if (!post) return null;
        views = post.views;
        return { ...post, views: VIEWS_PLACEHOLDER };
      },
    };
    const services = { ...base.services, blog };
    const context = { ...base, cspNonce: placeholder, services };
    const response = await handle(new Request(url, { method: 'GET', headers }), context);
    const html = await response.text();
    const kept: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!PER_BODY_HEADERS.has(name)) kept.push([name, value]);
    }
    const keep =
      stamp && response.status === 200 && response.headers.get('content-type')?.includes('html');
    const { parts, gaps } = template(html);
    const page: CachedPage = {
      postId: stamp?.id ?? '',
      updatedAt: stamp?.updatedAt.getTime() ?? 0,
      expiresAt: Date.now() + BLOG_PAGE_TTL_MS,
      parts,
      gaps,
      // Only a page that is kept is worth compressing ahead.
      gzipParts: keep ? prepareGzipParts(parts) : [],
      headers: kept,
    };
    if (keep) {
      if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    reply.status(response.status);
    if (!keep) {
      // Answered as rendered; the compression plugin compresses it (or not).
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.header('x-page-cache', 'miss');
      return reply.send(joined(page, gapValues(page, request.cspNonce, views)));
    }
    return send(request, reply, page, views, 'miss');
  });
}
