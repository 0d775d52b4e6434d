import { count } from 'drizzle-orm';
import { htmlToText, slugify } from '../../common/text.ts';
import type { Db } from './client.ts';
import { blogs } from './schema/blog.ts';
import { seedPosts } from './seed-content.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Seeds the demo blog posts when there are none; returns how many were added. */
export async function seedDemoContent(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogs);
  if ((row?.n ?? 0) > 0) return 0;
  const values = seedPosts.map((post) => {
    const content = post.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
    const createdAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
    return {
      slug: slugify(post.title),
      title: post.title,
      content,
      plainText: htmlToText(content),
      author: post.author,
      tags: post.tags,
      status: 'published' as const,
      publishAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(blogs).values(values);
  return values.length;
}
