import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { blogs, media, mediaVariants } from '../../server/db/schema/blog.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';
import { createAppBeside, createTestApp, type TestApp } from '../setup/test-app.ts';
import { bearer, passScheduledTime, sendBlog, signInAdmin } from '../setup/admin.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`blog API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Several tests write posts with SQL, as another app process would: nothing kept.
    t = await createTestApp({ BLOG_READ_CACHE: '0' });
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    ({ token } = await signInAdmin(t));
  });

  const create = async (fields: Record<string, string>) => {
    const response = await sendBlog(t, token, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string; slug: string; [key: string]: unknown };
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/blogs/${id}`, headers: bearer(token) });

  it('creates a post with the spec defaults, trimmed tags, slug and answer', async () => {
    const response = await sendBlog(t, token, {
      blog_title: '  Hello World  ',
      content: '<p>First post with <strong>bold</strong> words.</p>',
      tags: ' seo , marketing,, ai ,seo',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Blog created successfully!' });
    expect(body.data).toMatchObject({
      blog_title: 'Hello World',
      slug: 'hello-world',
      author: 'Admin',
      status: 'published',
      tags: ['seo', 'marketing', 'ai'],
      // Saved without a cover: one is drawn from the post (tests/api/blog-covers.test.ts).
      image: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/),
      views: 0,
      scheduledDate: null,
    });
    const again = await create({ blog_title: 'Hello world!', content: '<p>x</p>' });
    expect(again.slug).toBe('hello-world-2');
  });

  it('also takes a JSON body from API clients without a cover', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: { blog_title: 'From JSON', content: '<p>json</p>', tags: 'a,b' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ blog_title: 'From JSON', tags: ['a', 'b'] });
    const array = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: [1, 2],
    });
    expect(array.statusCode).toBe(400);
  });

  it('gives posts saved at once with one title distinct slugs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendBlog(t, token, { blog_title: 'Same Title', content: '<p>x</p>' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = responses.map((r) => r.json().data.slug).sort();
    expect(slugs).toEqual([
      'same-title',
      'same-title-2',
      'same-title-3',
      'same-title-4',
      'same-title-5',
      'same-title-6',
    ]);
  });

  it('validates the form: title, content, status and the scheduled date', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ content: '<p>x</p>' }, 'Blog title is required'],
      [{ blog_title: 'T', content: '<p> </p>' }, 'Content is required'],
      [{ blog_title: 'T', content: '<script>alert(1)</script>' }, 'Content is required'],
      [
        { blog_title: 'T', content: 'x', status: 'secret' },
        'Status must be one of published, draft, scheduled',
      ],
      [
        { blog_title: 'T', content: 'x', status: 'scheduled' },
        'Please choose a date and time for a scheduled post',
      ],
      [
        { blog_title: 'T', content: 'x', status: 'scheduled', scheduledDate: 'soon' },
        'Please enter a valid date and time',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await sendBlog(t, token, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
    }
    const [row] = await t.database.db.select({ n: count() }).from(blogs);
    expect(row!.n).toBe(0);
  });

  it('drops NUL characters and refuses dates the database cannot hold, never a 500', async () => {
    const post = await create({
      blog_title: 'Nul\u0000 title',
      content: '<p>a\u0000b</p>',
      tags: 'x\u0000y',
    });
    expect(post).toMatchObject({ blog_title: 'Nul title', tags: ['xy'] });
    const farPast = await sendBlog(t, token, {
      blog_title: 'T',
      content: 'x',
      status: 'scheduled',
      scheduledDate: '-271821-04-20T00:00:00Z',
    });
    expect(farPast.statusCode).toBe(400);
    expect(farPast.json().error).toBe('Please enter a valid date and time');
    expect((await get('/api/blogs/abc%00def')).statusCode).toBe(400);
  });

  it('strips scripts, event handlers and javascript: URLs, and marks external links', async () => {
    const post = await create({
      blog_title: 'XSS',
      content: [
        '<p onclick="steal()">Hi<script>alert(1)</script></p>',
        '<img src="x" onerror="alert(2)"><img src="javascript:alert(3)">',
        '<a href="javascript:alert(4)">bad</a>',
        '<a href="https://elsewhere.example/x">out</a>',
        '<a href="http://localhost:3000/blog">in</a>',
        '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg>',
        '<style>body{}</style><p style="color:red">styled</p>',
      ].join(''),
    });
    const detail = (await get(`/api/blogs/${post._id}`)).json().data;
    const html: string = detail.content;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      '<svg',
      'onload',
      '<style',
      'style=',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain(
      '<a href="https://elsewhere.example/x" rel="noopener noreferrer nofollow">out</a>',
    );
    expect(html).toContain('<a href="http://localhost:3000/blog">in</a>');
    expect(html).toContain('<p>Hi</p>');
  });

  it('answers 401 on every admin write without a token, and with a bad one', async () => {
    const post = await create({ blog_title: 'Keep', content: '<p>x</p>' });
    const attempts = [
      () => sendBlog(t, null, { blog_title: 'New', content: 'x' }),
      () => sendBlog(t, null, { blog_title: 'New', content: 'x' }, { method: 'PUT', id: post._id }),
      () => t.app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}` }),
      () => sendBlog(t, 'not.a.token', { blog_title: 'New', content: 'x' }),
      () =>
        t.app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}`, headers: bearer('x.y.z') }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
    const [row] = await t.database.db.select({ n: count() }).from(blogs);
    expect(row!.n).toBe(1);
    expect((await get(`/api/blogs/${post._id}`)).json().data.blog_title).toBe('Keep');
  });

  it('updates and deletes, with 404 for unknown ids and 400 for malformed ones', async () => {
    const post = await create({ blog_title: 'Before', content: '<p>one</p>', tags: 'a' });
    const updated = await sendBlog(
      t,
      token,
      { blog_title: 'After', content: '<p>two</p>', tags: 'b, c', author: 'Sam' },
      { method: 'PUT', id: post._id },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Blog updated successfully!',
      data: {
        blog_title: 'After',
        content: '<p>two</p>',
        tags: ['b', 'c'],
        author: 'Sam',
        slug: post.slug,
      },
    });

    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await sendBlog(
      t,
      token,
      { blog_title: 'X', content: 'x' },
      { method: 'PUT', id: unknown },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'Blog not found' });
    const malformed = await remove('not%20an%20id');
    expect(malformed.statusCode).toBe(400);

    const removed = await remove(post._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Blog deleted successfully!' });
    const gone = await get(`/api/blogs/${post._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, error: 'Blog not found' });
    const twice = await remove(post._id);
    expect(twice.statusCode).toBe(404);
  });

  const storedViews = async (id: string) =>
    (await t.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!.views;

  // Views are counted by the post page's beacon, once per visitor a day; a JSON read of a
  // post counts none, so a script reading the API cannot inflate them.
  it('reads by _id or slug without counting a view', async () => {
    const post = await create({ blog_title: 'Counted', content: '<p>x</p>' });
    const reads = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        get(i % 2 ? `/api/blogs/${post._id}` : `/api/blogs/${post.slug}`),
      ),
    );
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    expect(reads.map((r) => r.json().data.views)).toEqual([0, 0, 0, 0, 0]);
    await t.app.deps.services.blog.flushViews();
    expect(await storedViews(post._id)).toBe(0);
    expect((await get('/api/blogs/no-such-post')).statusCode).toBe(404);
  });

  describe('the post page beacon, POST /api/blogs/:id/views', () => {
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const beacon = (ref: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/blogs/${ref}/views`,
        headers: { 'user-agent': browser, ...headers },
        remoteAddress,
      });

    it('counts one view per visitor and post a day, answers the count and stores it', async () => {
      const post = await create({ blog_title: 'Beacon', content: '<p>b</p>' });
      const first = await beacon(post._id, {}, '198.51.100.1');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, views: 1, counted: true });
      // The same visitor again, by id or slug: answered the count, not counted.
      expect((await beacon(post.slug, {}, '198.51.100.1')).json()).toEqual({
        success: true,
        views: 1,
        counted: false,
      });
      // Another address, or another browser at the same address, is another visitor.
      expect((await beacon(post.slug, {}, '198.51.100.2')).json().views).toBe(2);
      const firefox = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' };
      expect((await beacon(post._id, firefox, '198.51.100.1')).json().views).toBe(3);
      // The API's read shows the same count and adds none.
      expect((await get(`/api/blogs/${post._id}`)).json().data.views).toBe(3);
      await t.app.deps.services.blog.flushViews();
      expect(await storedViews(post._id)).toBe(3);
    });

    it('does not count crawlers, but tells them the count', async () => {
      const post = await create({ blog_title: 'Crawled', content: '<p>c</p>' });
      await beacon(post._id);
      const bot = await beacon(post._id, {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      expect(bot.statusCode).toBe(200);
      expect(bot.json()).toEqual({ success: true, views: 1, counted: false });
      await t.app.deps.services.blog.flushViews();
      expect(await storedViews(post._id)).toBe(1);
    });

    it('answers 404 for a draft or unknown post and 400 for a malformed id, counting nothing', async () => {
      const draft = await create({ blog_title: 'Hidden', content: '<p>h</p>', status: 'draft' });
      const hidden = await beacon(draft._id);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toBe('Blog not found');
      expect((await beacon('no-such-post')).statusCode).toBe(404);
      const junk = await beacon('not%20an%20id');
      expect(junk.statusCode).toBe(400);
      expect(junk.json().error).toBe('That is not a valid blog id.');
      await t.app.deps.services.blog.flushViews();
      expect(await storedViews(draft._id)).toBe(0);
    });

    it('takes 60 beacons a minute from one address, then answers 429, across app processes', async () => {
      const post = await create({ blog_title: 'Hammered', content: '<p>x</p>' });
      // Another app on the same database, as a second process behind a load balancer.
      const other = await createAppBeside({ BLOG_READ_CACHE: '0' });
      const answers = [];
      try {
        for (let i = 0; i < 62; i += 1) {
          answers.push(
            i % 2
              ? await other.app.inject({
                  method: 'POST',
                  url: `/api/blogs/${post._id}/views`,
                  headers: { 'user-agent': browser },
                  remoteAddress: '203.0.113.9',
                })
              : await beacon(post._id, {}, '203.0.113.9'),
          );
        }
      } finally {
        await other.app.close();
      }
      expect(answers.slice(0, 60).every((a) => a.statusCode === 200)).toBe(true);
      const refused = answers[61]!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Too many requests/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await t.app.deps.services.blog.flushViews();
      // One visitor, one view.
      expect(await storedViews(post._id)).toBe(1);
      // Another address is counted as before.
      expect((await beacon(post._id, {}, '203.0.113.10')).json().views).toBe(2);
    });
  });

  it('hides drafts and future scheduled posts from visitors, shows them to the admin, and publishes on time', async () => {
    await create({ blog_title: 'Public', content: '<p>p</p>' });
    const draft = await create({ blog_title: 'Draft', content: '<p>d</p>', status: 'draft' });
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await create({
      blog_title: 'Later',
      content: '<p>s</p>',
      status: 'scheduled',
      scheduledDate: future,
    });
    expect(scheduled.scheduledDate).toBe(future);

    const titles = async (url: string, headers?: Record<string, string>) =>
      ((await get(url, headers)).json().data as { blog_title: string }[]).map((b) => b.blog_title);

    expect(await titles('/api/blogs')).toEqual(['Public']);
    expect(await titles('/api/blogs?includeAll=true')).toEqual(['Public']);
    expect((await get(`/api/blogs/${draft._id}`)).statusCode).toBe(404);
    expect((await get(`/api/blogs/${scheduled.slug}`)).statusCode).toBe(404);

    const admin = await get('/api/blogs?includeAll=true', bearer(token));
    expect(
      admin
        .json()
        .data.map((b: { blog_title: string }) => b.blog_title)
        .sort(),
    ).toEqual(['Draft', 'Later', 'Public']);
    expect(admin.json().counts).toEqual({ all: 3, published: 1, draft: 1, scheduled: 1 });
    expect(await titles('/api/blogs?includeAll=true&status=draft', bearer(token))).toEqual([
      'Draft',
    ]);
    const adminRead = await get(`/api/blogs/${draft._id}`, bearer(token));
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.json().data.status).toBe('draft');

    // Its time passes: nothing runs, the list simply includes it.
    await passScheduledTime(t, scheduled._id);
    expect(await titles('/api/blogs')).toEqual(['Public', 'Later']);
    expect((await get(`/api/blogs/${scheduled._id}`)).statusCode).toBe(200);
  });

  it('publishes a scheduled post created with a near-future date by itself', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    await create({
      blog_title: 'Soon',
      content: '<p>s</p>',
      status: 'scheduled',
      scheduledDate: soon,
    });
    expect((await get('/api/blogs')).json().data).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(
      (await get('/api/blogs')).json().data.map((b: { blog_title: string }) => b.blog_title),
    ).toEqual(['Soon']);
  });

  it('paginates newest first with correct fields across two pages', async () => {
    const base = Date.now() - 100 * 60_000;
    await t.database.db.insert(blogs).values(
      Array.from({ length: 13 }, (_, i) => {
        const at = new Date(base + i * 60_000);
        return {
          slug: `post-${i}`,
          title: `Post ${i}`,
          content: `<p>${'word '.repeat(40)}</p>`,
          plainText: 'word '.repeat(40).trim(),
          status: 'published' as const,
          publishAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    const first = (await get('/api/blogs?page=1&limit=10')).json();
    expect(first.success).toBe(true);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].blog_title).toBe('Post 12');
    expect(first.data[0].preview.split(' ')).toHaveLength(30);
    expect(first.data[0].preview.endsWith('...')).toBe(true);
    expect(first.data[0].content).toBeUndefined();
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalBlogs: 13,
      hasNextPage: true,
      hasPreviousPage: false,
      blogsPerPage: 10,
    });
    const second = (await get('/api/blogs?page=2&limit=10')).json();
    expect(second.data.map((b: { blog_title: string }) => b.blog_title)).toEqual([
      'Post 2',
      'Post 1',
      'Post 0',
    ]);
    expect(second.pagination).toMatchObject({
      currentPage: 2,
      hasNextPage: false,
      hasPreviousPage: true,
    });

    const defaults = (await get('/api/blogs')).json();
    expect(defaults.pagination.blogsPerPage).toBe(10);
    const capped = (await get('/api/blogs?limit=1000')).json();
    expect(capped.pagination.blogsPerPage).toBe(100);
    expect(capped.data).toHaveLength(13);
    const past = await get('/api/blogs?page=9');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
  });

  it('answers nonsense paging with 400 and a sentence', async () => {
    for (const query of [
      'page=abc',
      'page=-1',
      'page=0',
      'page=1.5',
      'limit=-5',
      'limit=0',
      'limit=ten',
      'includeAll=maybe',
    ]) {
      const response = await get(`/api/blogs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().error).toMatch(/\w+ \w+/);
    }
  });

  it('answers 401 for includeAll with an expired or revoked token', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    const response = await get('/api/blogs?includeAll=true', bearer(token));
    expect(response.statusCode).toBe(401);
  });

  describe('cover images', () => {
    it('stores a real image as WebP widths and serves it with long cache headers', async () => {
      const bytes = await png(2000, 1000);
      const response = await sendBlog(t, token, {
        blog_title: 'With cover',
        content: '<p>x</p>',
        image: { filename: 'cover.png', contentType: 'image/png', bytes },
      });
      expect(response.statusCode, response.body).toBe(201);
      const image: string = response.json().data.image;
      expect(image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);

      const variants = await t.database.db
        .select({ width: mediaVariants.width })
        .from(mediaVariants);
      expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([480, 960, 1600]);

      const served = await t.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1600);

      const small = await t.app.inject({ method: 'GET', url: image.replace('.webp', '-480.webp') });
      expect((await sharp(small.rawPayload).metadata()).width).toBe(480);

      const etag = String(served.headers.etag);
      const cached = await t.app.inject({
        method: 'GET',
        url: image,
        headers: { 'if-none-match': etag },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('never upscales a small image', async () => {
      const response = await sendBlog(t, token, {
        blog_title: 'Small cover',
        content: '<p>x</p>',
        image: { filename: 'small.png', contentType: 'image/png', bytes: await png(300, 200) },
      });
      expect(response.statusCode).toBe(201);
      const variants = await t.database.db
        .select({ width: mediaVariants.width })
        .from(mediaVariants);
      expect(variants.map((v) => v.width)).toEqual([300]);
      const served = await t.app.inject({
        method: 'GET',
        url: response.json().data.image.replace('.webp', '-960.webp'),
      });
      expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    });

    it('refuses a text file renamed .png, an SVG and an oversized file, storing nothing', async () => {
      const fakes = [
        {
          filename: 'evil.png',
          contentType: 'image/png',
          bytes: Buffer.from('this is just text, not an image'),
        },
        {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
          ),
        },
      ];
      for (const image of fakes) {
        const response = await sendBlog(t, token, {
          blog_title: 'Nope',
          content: '<p>x</p>',
          image,
        });
        expect(response.statusCode, image.filename).toBe(400);
        expect(response.json().error).toBe(
          'The cover must be an image file (JPEG, PNG, WebP, GIF or AVIF).',
        );
      }
      const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await sendBlog(t, token, {
        blog_title: 'Nope',
        content: '<p>x</p>',
        image: { filename: 'huge.png', contentType: 'image/png', bytes: huge },
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().error).toBe('The cover image must be at most 5 MB.');

      for (const table of [blogs, media, mediaVariants]) {
        const [row] = await t.database.db.select({ n: count() }).from(table);
        expect(row!.n).toBe(0);
      }
    });

    it('refuses a decompression bomb by its pixel count', async () => {
      // A valid PNG header announcing 30000 x 30000 pixels: tiny on the wire, 2.7 GB decoded.
      const bomb = pngHeaderOnly(30000, 30000);
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const response = await sendBlog(t, token, {
        blog_title: 'Bomb',
        content: '<p>x</p>',
        image: { filename: 'bomb.png', contentType: 'image/png', bytes: bomb },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'The cover image has too many pixels; please upload a smaller picture.',
      );
      const [row] = await t.database.db.select({ n: count() }).from(media);
      expect(row!.n).toBe(0);
    });

    it('replacing or deleting a cover removes the old media', async () => {
      const created = await sendBlog(t, token, {
        blog_title: 'Covered',
        content: '<p>x</p>',
        image: { filename: 'a.png', contentType: 'image/png', bytes: await png(600, 400) },
      });
      const post = created.json().data;
      const replaced = await sendBlog(
        t,
        token,
        {
          blog_title: 'Covered',
          content: '<p>x</p>',
          image: { filename: 'b.png', contentType: 'image/png', bytes: await png(700, 400) },
        },
        { method: 'PUT', id: post._id },
      );
      expect(replaced.statusCode).toBe(200);
      const newImage: string = replaced.json().data.image;
      expect(newImage).not.toBe(post.image);
      expect((await t.app.inject({ method: 'GET', url: post.image })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: newImage })).statusCode).toBe(200);

      const kept = await sendBlog(
        t,
        token,
        { blog_title: 'Covered', content: '<p>y</p>' },
        { method: 'PUT', id: post._id },
      );
      expect(kept.json().data.image).toBe(newImage);

      await remove(post._id);
      expect((await t.app.inject({ method: 'GET', url: newImage })).statusCode).toBe(404);
      const [row] = await t.database.db.select({ n: count() }).from(media);
      expect(row!.n).toBe(0);
    });

    it('answers 404 for unknown media paths', async () => {
      for (const url of [
        '/media/00000000-0000-4000-8000-000000000000.webp',
        '/media/nothing.webp',
        '/media/x.png',
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });
  });
});
