import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../server/http/errors.ts';
import { registerShareImages } from '../../server/http/share-images.ts';
import { renderShareImage } from '../../server/media/share-image.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * The share-image routes as server/app.ts mounts them beside the pages (which API tests do
 * not build), on the test app's own blog service and database.
 */
describe(`share images on ${testDbKind()}`, () => {
  let t: TestApp;
  let og: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    og = Fastify();
    og.decorate('deps', t.app.deps);
    registerErrorHandling(og);
    registerShareImages(og, { blog: t.app.deps.services.blog });
    await og.ready();
  });
  afterAll(async () => {
    await og.close();
    await t.app.close();
  });

  it('answers an unknown name with a 404 shaped like every other error, message included', async () => {
    const apiMiss = (await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).json();
    for (const url of [
      '/og/page/nope.png',
      '/og/page/home.jpg',
      '/og/blog/00000000-0000-4000-8000-000000000000.png',
      '/og/blog/00000000-0000-4000-8000-000000000000.jpg',
    ]) {
      const response = await og.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      const body = response.json();
      expect(Object.keys(body).sort(), url).toEqual(Object.keys(apiMiss).sort());
      expect(body, url).toEqual({
        success: false,
        error: 'No such share image.',
        message: 'No such share image.',
      });
    }
  });

  it("draws a post's Urdu title", async () => {
    const { token } = await signInAdmin(t);
    const title = 'چھوٹے کاروبار کے لیے ویب سائٹ کیسے بنائیں';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: {
        blog_title: title,
        content: '<p>متن</p>',
        tags: 'ویب,کاروبار',
        status: 'published',
      },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data as { _id: string };
    const response = await og.inject({ method: 'GET', url: `/og/blog/${post._id}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The title and tags as the renderer draws them (its fonts: server/media/share-image.test.ts).
    expect(
      response.rawPayload.equals(await renderShareImage({ title, eyebrow: 'ویب · کاروبار' })),
    ).toBe(true);
  });
});
