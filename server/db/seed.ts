import { count } from 'drizzle-orm';
import { htmlToText, slugify } from '../../common/text.ts';
import { renderCoverImage } from '../media/cover-image.ts';
import { storeImage } from '../media/service.ts';
import type { Db } from './client.ts';
import { blogs } from './schema/blog.ts';
import { SAMPLE_TAG } from '../../common/content/sample.ts';
import { seedPosts } from './seed-content.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Seeds the demo blog posts when there are none; returns how many were added. Each gets a
 * cover drawn from its title and tags and the tag `SAMPLE_TAG`, so an owner sees
 * in the admin what to replace.
 */
export async function seedDemoContent(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogs);
  if ((row?.n ?? 0) > 0) return 0;
  // Drawn before the transaction: CPU work holds no locks.
  const covers = await Promise.all(seedPosts.map((post) => renderCoverImage(post)));
  return db.transaction(async (tx) => {
    const values = [];
    for (const [i, post] of seedPosts.entries()) {
      const content = post.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
      const createdAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
      const slug = slugify(post.title);
      values.push({
        slug,
        title: post.title,
        content,
        plainText: htmlToText(content),
        image: await storeImage(tx, covers[i]!, `sample-cover-${slug}.png`),
        author: post.author,
        tags: [...post.tags, SAMPLE_TAG],
        status: 'published' as const,
        publishAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await tx.insert(blogs).values(values);
    return values.length;
  });
}
