import type { FastifyInstance } from 'fastify';
import { SHARE_PAGES, sharePageName } from '../../common/share-image.ts';
import { site } from '../../common/site.ts';
import type { BlogService } from '../blog/service.ts';
import { notFound } from '../errors.ts';
import { renderShareImage } from '../media/share-image.ts';

/** A name without a share image: a 404 shaped as every other failure (errors.ts). */
const NO_SUCH_IMAGE = 'No such share image.';

/** Images kept at most; the oldest is dropped first. */
const MAX_KEPT = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

/**
 * Share images: `/og/page/{name}.png` for each public page and
 * `/og/blog/{id}.png` for each published post, drawn from the title and the brand
 * (server/media/share-image.ts) on first request and kept in memory; a post's image is
 * drawn again after it is edited. Only known pages and public posts have one (404 else),
 * so no request can make the server draw arbitrary text.
 */
export function registerShareImages(app: FastifyInstance, options: { blog: BlogService }) {
  const pages = new Map(SHARE_PAGES.map((path) => [sharePageName(path), path]));
  const kept = new Map<string, Buffer>();

  const keep = async (key: string, draw: () => Promise<Buffer>) => {
    const hit = kept.get(key);
    if (hit) return hit;
    const image = await draw();
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, image);
    return image;
  };

  /** The page's own title, as its HTML says it (without the site's name). */
  const pageTitle = async (path: string) => {
    const page = await app.inject({ method: 'GET', url: path });
    const title = decode(page.body.match(/<title>([^<]*)<\/title>/)?.[1] ?? site.name);
    // The site's name is on the picture already: 'X | Brightwave' and 'Brightwave | X' show X.
    return title
      .replace(new RegExp(` \\| ${site.name}$`), '')
      .replace(new RegExp(`^${site.name} \\| `), '');
  };

  app.get<{ Params: { name: string } }>('/og/page/:name', async (request, reply) => {
    const path = pages.get(request.params.name.replace(/\.png$/, ''));
    if (!path || !request.params.name.endsWith('.png')) throw notFound(NO_SUCH_IMAGE);
    const image = await keep(`page ${path}`, async () =>
      renderShareImage({ title: await pageTitle(path), eyebrow: site.tagline }),
    );
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(image);
  });

  app.get<{ Params: { id: string } }>('/og/blog/:id', async (request, reply) => {
    const id = request.params.id.replace(/\.png$/, '');
    const post = request.params.id.endsWith('.png') ? await options.blog.findPublic(id) : null;
    if (!post) throw notFound(NO_SUCH_IMAGE);
    const image = await keep(`post ${post._id} ${post.updatedAt}`, () =>
      renderShareImage({
        title: post.blog_title,
        eyebrow: post.tags.length ? post.tags.slice(0, 3).join(' · ') : `${site.name} blog`,
      }),
    );
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(image);
  });
}
