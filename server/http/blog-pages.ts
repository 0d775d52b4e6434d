import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { BlogReadService } from '../../common/blog.ts';
import type { AppContext } from '../../common/load-context.ts';
import { createPageCache, isPage, type CachedPage } from '../blog/page-cache.ts';
import type { BlogService } from '../blog/service.ts';
import { crawlerCheck } from './crawlers.ts';
import { keepPage, readyPage, sendKeptPage, type ReadyPage } from './kept-page.ts';
import type { Asked } from './ready-answers.ts';

/** Headers that describe one encoding of one body, set per answer. */
const PER_BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** A post page by `_id` or slug, or the list (`?page=N` only), with nothing else in the URL. */
const POST_PATH = /^\/blog\/([A-Za-z0-9-]{1,120})$/;
const LIST_PATH = /^\/blog(?:\?page=[1-9][0-9]{0,8})?$/;

/** A page that is not kept (a 404, a failed read): sent as rendered, with this answer's nonce. */
interface Uncached {
  status: number;
  headers: [string, string][];
  html: string;
}

export interface BlogPagesOptions {
  buildDirectory: string;
  blog: BlogService;
  loadContext: (request: Pick<FastifyRequest, 'cspNonce'>) => AppContext & Record<string, unknown>;
}

/** A kept blog page and its answers as a hit, made when it is kept. */
type KeptBlogPage = CachedPage & { ready: ReadyPage };

const HIT: [string, string][] = [['x-page-cache', 'hit']];

/**
 * Serves `/blog`, `/blog?page=N` and `/blog/:id` from finished pages kept in memory
 * (server/blog/page-cache.ts, docs/decisions/023). A page's bytes are the same for every
 * reader: it is rendered without a nonce, its inline scripts run by their hashes, and the
 * view count it shows is brought up to date by the page's beacon after hydration. Other
 * URL forms (other queries, `.data`) and other methods go on to the page router. Must be
 * registered after the security headers and before the page router.
 */
export async function registerBlogPages(app: FastifyInstance, options: BlogPagesOptions) {
  const build = (await import(
    pathToFileURL(path.join(options.buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const cache = createPageCache<Uncached, KeptBlogPage>();
  const isCrawler = crawlerCheck();
  // Any write of a post in this process drops every page: the lists show posts too.
  options.blog.onChange(() => cache.clear());
  /** Stands for a nonce in a render and is removed: a kept page carries none. */
  const renderNonce = `render${randomBytes(16).toString('hex')}`;

  async function render(request: FastifyRequest): Promise<KeptBlogPage | Uncached> {
    const base = options.loadContext(request);
    const service = options.blog;
    // Read from the database as it renders: a page is kept until the next write, so it must
    // not start from a kept read. A page that showed no post, or failed to read, is not kept.
    let reads = 0;
    let missing = false;
    let failed = false;
    const noting = <T>(read: Promise<T>) =>
      read.catch((error: unknown) => {
        failed = true;
        throw error;
      });
    const blog: BlogReadService = {
      ...base.services.blog,
      async findPublic(ref) {
        const post = await noting(service.findPublic(ref, { fresh: true }));
        reads += 1;
        if (!post) missing = true;
        return post;
      },
      async listPublic(input) {
        const page = await noting(service.listPublic(input, { fresh: true }));
        reads += 1;
        return page;
      },
    };
    // Only the URL and whether the reader is a crawler shape the page: the render sees
    // nothing else of the request, so its bytes fit every reader of that variant.
    const url = new URL(request.url, base.publicUrl);
    const headers = new Headers({ 'user-agent': request.headers['user-agent'] ?? '' });
    // Read before the render: a post scheduled after it began is still in time to show.
    const next = service.nextPublishAt();
    const response = await handle(new Request(url, { headers }), {
      ...base,
      cspNonce: renderNonce,
      services: { ...base.services, blog },
    });
    const rendered = await response.text();
    const kept: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!PER_BODY_HEADERS.has(name)) kept.push([name, value]);
    }
    const cacheable =
      response.status === 200 &&
      response.headers.get('content-type')?.includes('text/html') &&
      !failed &&
      reads > 0 &&
      !missing &&
      !rendered.replaceAll(` nonce="${renderNonce}"`, '').includes(renderNonce);
    if (!cacheable) return { status: response.status, headers: kept, html: rendered };
    const [page, nextAt] = await Promise.all([keepPage(rendered, renderNonce, kept), next]);
    return { ...page, expiresAt: nextAt?.getTime() ?? Infinity, ready: readyPage(page, HIT) };
  }

  const isServed = (request: Asked) =>
    request.method === 'GET' && (POST_PATH.test(request.url) || LIST_PATH.test(request.url));
  const keyOf = (request: Asked) =>
    `${isCrawler(request.headers['user-agent']) ? 'bot' : 'person'} ${request.url}`;

  // A hit is answered whole by the first hook (kept-page.ts); the hook below renders misses.
  app.readyAnswers.add((request, coding) =>
    isServed(request) ? cache.get(keyOf(request))?.ready.codings[coding] : undefined,
  );

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    const hit = cache.get(key);
    if (hit) return sendKeptPage(request, reply.header('x-page-cache', 'hit'), hit);
    const result = await cache.fill(key, () => render(request));
    if (isPage<KeptBlogPage>(result))
      return sendKeptPage(request, reply.header('x-page-cache', 'miss'), result);
    // Not kept: as rendered, with this answer's own nonce (its policy names it).
    reply.status(result.status);
    for (const [name, value] of result.headers) reply.header(name, value);
    reply.header('x-page-cache', 'miss');
    return reply.send(result.html.replaceAll(renderNonce, request.cspNonce));
  }

  // Callback-style with a synchronous way out: this hook sees every request and most pass.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isServed(request)) {
      done();
      return;
    }
    serve(request, reply).catch(done);
  });
}
