import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { BlogReadService } from '../../common/blog.ts';
import type { AppContext } from '../../common/load-context.ts';
import {
  BLOG_PAGE_TTL_MS,
  VIEWS_PLACEHOLDER,
  createBlogPageCache,
  type CachedPage,
} from '../blog/page-cache.ts';
import type { BlogService } from '../blog/service.ts';
import { acceptsGzip, gzipJoin, prepareGzipParts, type GzipPart } from './gzip-join.ts';

/** Headers that describe one encoding of one body, recomputed per response. */
const PER_BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** A kept page with its parts compressed once (gzip-join.ts). */
type Page = CachedPage<GzipPart[]>;

export interface BlogPageCacheOptions {
  buildDirectory: string;
  blog: BlogService;
  loadContext: (request: Pick<FastifyRequest, 'cspNonce'>) => AppContext & Record<string, unknown>;
}

/**
 * Serves `/blog/:id` from rendered HTML kept in memory (server/blog/page-cache.ts). Each
 * hit asks the database for the post's id and `updated_at` and counts a view, as a render
 * does.
 */
export async function registerBlogPageCache(app: FastifyInstance, options: BlogPageCacheOptions) {
  const build = (await import(
    pathToFileURL(path.join(options.buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const cache = createBlogPageCache<GzipPart[]>();

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    views: number,
    state: 'hit' | 'miss',
  ) => {
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('x-page-cache', state);
    const values = cache.gapValues(page, request.cspNonce, views);
    if (acceptsGzip(request.headers['accept-encoding'])) {
      // Compressed once per page; each response only stores its nonce and count.
      reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      return reply.send(gzipJoin(page.encoded, values));
    }
    return reply.send(cache.joined(page, values));
  };

  app.get<{ Params: { id: string } }>('/blog/:id', async (request, reply) => {
    const crawler = isbot(request.headers['user-agent'] ?? '');
    const cacheable = !request.url.includes('?');
    const key = `${crawler ? 'bot' : 'person'} ${request.host} ${request.url}`;
    const id = request.params.id;
    const stamp = cacheable ? await options.blog.publicStamp(id).catch(() => null) : null;

    const cached = cache.fresh(key, stamp);
    if (cached && stamp) {
      await options.blog.countView(stamp.id);
      return send(request, reply, cached, stamp.views + 1, 'hit');
    }

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
    const context = { ...base, cspNonce: cache.placeholder, services };
    const response = await handle(new Request(url, { method: 'GET', headers }), context);
    const html = await response.text();
    const kept: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!PER_BODY_HEADERS.has(name)) kept.push([name, value]);
    }
    const keep =
      stamp && response.status === 200 && response.headers.get('content-type')?.includes('html');
    const { parts, gaps } = cache.template(html);
    const page: Page = {
      postId: stamp?.id ?? '',
      updatedAt: stamp?.updatedAt.getTime() ?? 0,
      expiresAt: Date.now() + BLOG_PAGE_TTL_MS,
      parts,
      gaps,
      // Only a page that is kept is worth compressing ahead.
      encoded: keep ? prepareGzipParts(parts) : [],
      headers: kept,
    };
    if (keep) cache.keep(key, page);
    reply.status(response.status);
    if (!keep) {
      // Answered as rendered; the compression plugin compresses it (or not).
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.header('x-page-cache', 'miss');
      return reply.send(cache.joined(page, cache.gapValues(page, request.cspNonce, views)));
    }
    return send(request, reply, page, views, 'miss');
  });
}
