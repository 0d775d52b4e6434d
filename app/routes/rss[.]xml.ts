import type { BlogDto } from '../../common/blog.ts';
import { site } from '../../common/site.ts';
import { htmlToText, previewWords } from '../../common/text.ts';
import { blogPath } from '../features/blog/format.ts';
import { escapeXml } from '../features/blog/xml.ts';
import type { Route } from './+types/rss[.]xml';

/** The feed carries the newest posts; older ones stay reachable through the blog list. */
export const RSS_ITEMS = 20;

const item = (origin: string, post: BlogDto) => {
  const url = `${origin}${blogPath(post)}`;
  const published =
    post.status === 'scheduled' && post.scheduledDate ? post.scheduledDate : post.createdAt;
  return [
    '    <item>',
    `      <title>${escapeXml(post.blog_title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="false">${escapeXml(post._id)}</guid>`,
    `      <pubDate>${new Date(published).toUTCString()}</pubDate>`,
    `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
    ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    `      <description>${escapeXml(previewWords(htmlToText(post.content), 60))}</description>`,
    `      <content:encoded>${escapeXml(post.content)}</content:encoded>`,
    '    </item>',
  ].join('\n');
};

/** /rss.xml: RSS 2.0 of the newest public posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  let posts: BlogDto[];
  try {
    posts = await context.services.blog.listPublicFeed(RSS_ITEMS);
  } catch (error) {
    console.error('RSS feed could not list the blog posts', { error });
    return new Response('The feed is unavailable right now. Please try again later.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  const newest = posts[0];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml('Discover insights, tips, and stories from our team')}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest
      ? [`    <lastBuildDate>${new Date(newest.updatedAt).toUTCString()}</lastBuildDate>`]
      : []),
    ...posts.map((post) => item(origin, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
