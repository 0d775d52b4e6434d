import type { BlogDto } from '../../common/blog.ts';
import { blogPath } from '../features/blog/format.ts';
import { PUBLIC_PAGES } from '../features/blog/public-pages.ts';
import { escapeXml } from '../features/blog/xml.ts';
import type { Route } from './+types/sitemap[.]xml';

/** The sitemap protocol's limit of URLs in one file. */
const MAX_POSTS = 45_000;

/** /sitemap.xml: every public screen and every public post (ARCHITECTURE.md "Shape"). */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  let posts: BlogDto[] = [];
  try {
    posts = await context.services.blog.listPublicFeed(MAX_POSTS);
  } catch (error) {
    // The pages are still worth listing; the posts come back on the next crawl.
    console.error('Sitemap could not list the blog posts', { error });
  }
  const entry = (path: string, extra: string) =>
    `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>\n${extra}  </url>\n`;
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    PUBLIC_PAGES.map((p) =>
      entry(p.path, `    <priority>${p.priority.toFixed(1)}</priority>\n`),
    ).join('') +
    posts
      .map((post) =>
        entry(
          blogPath(post),
          `    <lastmod>${escapeXml(new Date(post.updatedAt).toISOString())}</lastmod>\n    <priority>0.6</priority>\n`,
        ),
      )
      .join('') +
    '</urlset>\n';
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
