import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { blogs, media } from '../../server/db/schema/blog.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { SAMPLE_TAG } from '../../common/content/sample.ts';
import { seedPosts } from '../../server/db/seed-content.ts';
import { mediaIdOf } from '../../server/media/paths.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';
import { suiteTestApp } from '../setup/test-app.ts';
import { sendBlog, signInAdmin } from '../setup/admin.ts';

/** A post saved without a cover gets one drawn from it; seeded posts have theirs. */
describe(`generated blog covers on ${testDbKind()}`, () => {
  const t = suiteTestApp({ BLOG_READ_CACHE: '0' });
  let token: string;
  beforeEach(async () => {
    await resetDatabase(t.database);
    ({ token } = await signInAdmin(t));
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const save = async (
    fields: Parameters<typeof sendBlog>[2],
    options?: Parameters<typeof sendBlog>[3],
  ) => {
    const response = await sendBlog(t, token, fields, options);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as { _id: string; image: string | null };
  };
  const served = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return { bytes: response.rawPayload, meta: await sharp(response.rawPayload).metadata() };
  };

  it('draws a 16:9 WebP cover at every srcset width for a post saved without one', async () => {
    const post = await save({
      blog_title: 'Chatbots for clinics',
      content: '<p>x</p>',
      tags: 'AI, Health',
    });
    expect(post.image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const widest = await served(post.image!);
    expect(widest.meta).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    for (const width of [480, 960]) {
      const variant = await served(post.image!.replace('.webp', `-${width}.webp`));
      expect(variant.meta.width).toBe(width);
    }
    const [row] = await t.database.db
      .select({ name: media.originalName })
      .from(media)
      .where(eq(media.id, mediaIdOf(post.image)!));
    expect(row!.name).toBe('generated-cover.png');
  });

  it('draws the same picture for the same post and another for another post', async () => {
    const fields = { blog_title: 'Same words', content: '<p>x</p>', tags: 'Branding' };
    const a = await save(fields);
    const b = await save(fields);
    const c = await save({ ...fields, blog_title: 'Other words', tags: 'Cloud' });
    expect(a.image).not.toBe(b.image);
    const [bytesA, bytesB, bytesC] = await Promise.all(
      [a, b, c].map(async (p) => (await served(p.image!)).bytes),
    );
    expect(bytesA!.equals(bytesB!)).toBe(true);
    expect(bytesA!.equals(bytesC!)).toBe(false);
  });

  it('an uploaded cover replaces the drawn one; removing it draws one again', async () => {
    const post = await save({ blog_title: 'Replace me', content: '<p>x</p>', tags: 'Web' });
    const drawn = post.image!;
    const upload = await sharp({
      create: { width: 800, height: 450, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const uploaded = await save(
      {
        blog_title: 'Replace me',
        content: '<p>x</p>',
        image: { filename: 'mine.png', contentType: 'image/png', bytes: upload },
      },
      { method: 'PUT', id: post._id },
    );
    expect(uploaded.image).not.toBe(drawn);
    expect((await get(drawn)).statusCode).toBe(404);
    expect((await served(uploaded.image!)).meta.width).toBe(800);

    const kept = await save(
      { blog_title: 'Replace me', content: '<p>y</p>' },
      { method: 'PUT', id: post._id },
    );
    expect(kept.image).toBe(uploaded.image);

    const removed = await save(
      { blog_title: 'Replace me', content: '<p>y</p>', removeImage: 'true' },
      { method: 'PUT', id: post._id },
    );
    expect(removed.image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    expect(removed.image).not.toBe(uploaded.image);
    expect((await get(uploaded.image!)).statusCode).toBe(404);
    expect((await served(removed.image!)).meta.width).toBe(1600);
  });

  it('gives a post saved before covers were drawn a cover on its next save', async () => {
    const post = await save({ blog_title: 'Old post', content: '<p>x</p>' });
    await t.database.db.update(blogs).set({ image: null }).where(eq(blogs.id, post._id));
    const saved = await save(
      { blog_title: 'Old post', content: '<p>x</p>' },
      { method: 'PUT', id: post._id },
    );
    expect(saved.image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    await served(saved.image!);
  });

  it('seeds every demo post with its own served cover, tagged as sample content', async () => {
    expect(await seedDemoContent(t.database.db)).toBe(seedPosts.length);
    const rows = await t.database.db.select().from(blogs);
    expect(rows).toHaveLength(seedPosts.length);
    const images = new Set<string>();
    for (const row of rows) {
      expect(row.tags, row.title).toContain(SAMPLE_TAG);
      expect(row.image, row.title).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      images.add(row.image!);
      expect((await served(row.image!.replace('.webp', '-480.webp'))).meta.width).toBe(480);
    }
    expect(images.size).toBe(rows.length);
    const list = await get('/api/blogs?limit=20');
    const listed = (list.json().data as { image: string | null }[]).map((p) => p.image);
    expect(listed.every((image) => image && images.has(image))).toBe(true);
  });
});
