import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPLACEABLE_PICTURES } from '../../common/pictures.ts';
import { PICTURE_MESSAGES, type PictureDto } from '../../common/schemas/pictures.ts';
import { media } from '../../server/db/schema/blog.ts';
import { bearer, multipart, signInAdmin, type FilePart } from '../setup/admin.ts';
import { resetDatabase, testDbKind } from '../setup/test-db.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** The admin replaces the site's static pictures and restores them (ADR 037). */
const WORK = '/images/work/luma-living.svg';
const AVATAR = '/images/team/ayesha-rahman.svg';
const committed = (url: string) => readFileSync(path.join('public', url));

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const file = (bytes: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  filename,
  contentType,
  bytes,
});

describe(`replaceable pictures on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    ({ token } = await signInAdmin(t));
  });

  const replace = (fields: Record<string, string | FilePart>, withToken = true) => {
    const body = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/pictures',
      headers: { ...body.headers, ...(withToken ? bearer(token) : {}) },
      payload: body.payload,
    });
  };
  const restore = (url: string, withToken = true) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/pictures?path=${encodeURIComponent(url)}`,
      headers: withToken ? bearer(token) : {},
    });
  const list = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pictures',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as PictureDto[];
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('refuses every operation without an admin token (401)', async () => {
    const anonymousList = await t.app.inject({ method: 'GET', url: '/api/admin/pictures' });
    expect(anonymousList.statusCode).toBe(401);
    const bytes = await png(50, 50, '#ff0000');
    expect((await replace({ path: WORK, image: file(bytes) }, false)).statusCode).toBe(401);
    expect((await restore(WORK, false)).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pictures',
      headers: bearer('not-a-token'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lists every replaceable picture, grouped, with its size and the original served', async () => {
    const pictures = await list();
    expect(pictures.map((p) => p.path)).toEqual(REPLACEABLE_PICTURES.map((p) => p.path));
    expect(new Set(pictures.map((p) => p.group))).toEqual(new Set(['work', 'team', 'clients']));
    expect(pictures.find((p) => p.path === WORK)).toMatchObject({
      group: 'work',
      label: 'Luma Living',
      width: 640,
      height: 400,
      replaced: false,
      updatedAt: null,
    });
    expect(pictures.find((p) => p.path === AVATAR)).toMatchObject({ width: 128, height: 128 });
  });

  it('refuses paths that are not replaceable pictures (400), reading and writing nothing', async () => {
    const bytes = await png(50, 50, '#ff0000');
    for (const target of ['/images/../server/config.ts', '/etc/passwd', '/images/work/x.svg', '']) {
      const response = await replace({ path: target, image: file(bytes) });
      expect(response.statusCode, target).toBe(400);
      expect(response.json().fields.path).toBe(PICTURE_MESSAGES.unknownPath);
      expect((await restore(target)).statusCode, target).toBe(400);
    }
    expect((await replace({ image: file(bytes) })).statusCode).toBe(400);
    expect(await t.database.db.select().from(media)).toEqual([]);
    // Files that are not in the list have no route here.
    expect((await get('/images/work/../../package.json')).statusCode).toBe(404);
    expect((await get('/images/work/unknown.svg')).statusCode).toBe(404);
  });

  it('refuses a missing file (400), a non-image (415), a huge one (413) and a non-form (415)', async () => {
    const missing = await replace({ path: WORK });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PICTURE_MESSAGES.fileMissing);

    const text = await replace({
      path: WORK,
      image: file(Buffer.from('<svg onload="alert(1)"/>'), 'evil.png'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(PICTURE_MESSAGES.notImage);

    const svg = await replace({
      path: WORK,
      image: file(committed(WORK), 'logo.svg', 'image/svg+xml'),
    });
    expect(svg.statusCode).toBe(415);

    const huge = await replace({
      path: WORK,
      image: file(Buffer.alloc(5 * 1024 * 1024 + 10, 1)),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(PICTURE_MESSAGES.tooLarge);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pictures',
      headers: bearer(token),
      payload: { path: WORK },
    });
    expect(json.statusCode).toBe(415);

    expect(await t.database.db.select().from(media)).toEqual([]);
    expect((await get(WORK)).rawPayload.equals(committed(WORK))).toBe(true);
  });

  it('serves a replacement at the same path, cropped to the original size, until restored', async () => {
    const original = await get(WORK);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(original.rawPayload.equals(committed(WORK))).toBe(true);
    expect(original.headers['cache-control']).toBe('public, max-age=60');
    const originalTag = original.headers.etag as string;
    expect((await get(WORK, { 'if-none-match': originalTag })).statusCode).toBe(304);
    expect((await get(WORK, { 'if-none-match': `"x", W/${originalTag}` })).statusCode).toBe(304);

    // A tall red photo: cropped to fill the 640 × 400 frame, not stretched or letterboxed.
    const saved = await replace({ path: WORK, image: file(await png(300, 900, '#ff0000')) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: PICTURE_MESSAGES.replaced,
      data: { path: WORK, replaced: true },
    });
    const replaced = await get(WORK);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers['content-type']).toBe('image/webp');
    expect(replaced.headers['cache-control']).toBe('public, max-age=60');
    expect(replaced.headers.etag).not.toBe(originalTag);
    const { data, info } = await sharp(replaced.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 640, height: 400 });
    const corner = [data[0], data[1], data[2]];
    expect(corner[0]).toBeGreaterThan(230);
    expect(corner[1]).toBeLessThan(30);
    expect((await get(WORK, { 'if-none-match': replaced.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect((await get(WORK, { 'if-none-match': originalTag })).statusCode).toBe(200);
    // The admin's list points at a new URL, so its screen shows the new picture at once.
    const listed = (await list()).find((p) => p.path === WORK)!;
    expect(listed.replaced).toBe(true);
    expect(listed.src).not.toBe(`${WORK}?v=original`);
    // Other pictures are untouched.
    expect((await get(AVATAR)).rawPayload.equals(committed(AVATAR))).toBe(true);

    // A second replacement takes the first one's place (its image is deleted).
    const again = await replace({ path: WORK, image: file(await png(800, 500, '#0000ff')) });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select({ id: media.id }).from(media)).toHaveLength(1);
    const blue = await sharp((await get(WORK)).rawPayload)
      .raw()
      .toBuffer();
    expect(blue[2]).toBeGreaterThan(230);

    const restored = await restore(WORK);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: PICTURE_MESSAGES.restored,
      data: { path: WORK, replaced: false, updatedAt: null, src: `${WORK}?v=original` },
    });
    const back = await get(WORK);
    expect(back.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(back.rawPayload.equals(committed(WORK))).toBe(true);
    expect(back.headers.etag).toBe(originalTag);
    expect(await t.database.db.select().from(media)).toEqual([]);
    // Restoring an original again changes nothing.
    expect((await restore(WORK)).statusCode).toBe(200);
  });

  it('takes a photo of several megabytes, under the limit', async () => {
    const noise = Buffer.alloc(1100 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1100, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const saved = await replace({ path: WORK, image: file(big) });
    expect(saved.statusCode, saved.body).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: WORK });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('fits a team avatar to its square', async () => {
    const saved = await replace({
      path: AVATAR,
      image: file(await png(1000, 400, '#00aa00'), 'me.jpg', 'image/jpeg'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const meta = await sharp((await get(AVATAR)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });
});
