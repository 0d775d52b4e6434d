import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBlog, signInAdmin, type FilePart } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Hostile cover uploads: whatever is not a raster image we accept is refused with a 4xx
 * and leaves no row behind; a polyglot that is also a real image is re-encoded, so the
 * served WebP carries none of its foreign bytes.
 */

let t: TestApp;
let token: string;
let refusedUploads = 0;
const PAYLOAD = '<script>window.__xss=1</script>';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that declare a width x height 8-bit grey PNG (first rows only). */
function declaredHugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * 4); // four zero rows, filter 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rowCounts() {
  const { rows } = await t.database.execute(
    'select (select count(*) from media) as media, (select count(*) from media_variants) as variants, (select count(*) from blogs) as blogs',
  );
  return rows[0];
}

const upload = (image: FilePart, title = 'Upload check') =>
  sendBlog(t, token, {
    blog_title: title,
    content: '<p>Body</p>',
    status: 'draft',
    author: 'Uploader',
    image,
  });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAdmin(t)).token;
});
afterAll(async () => {
  console.log(`[uploads] hostile uploads refused: ${refusedUploads}`);
  await t?.app.close();
});

describe('hostile cover uploads', () => {
  const refusals: [string, () => Promise<FilePart>, number][] = [
    [
      'a text file renamed .png',
      async () => ({
        filename: 'notes.png',
        contentType: 'image/png',
        bytes: Buffer.from('just some text, not an image\n'),
      }),
      400,
    ],
    [
      'an HTML page renamed .jpg',
      async () => ({
        filename: 'page.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from(`<!doctype html><html><body>${PAYLOAD}</body></html>`),
      }),
      400,
    ],
    [
      'a PDF renamed .png',
      async () => ({
        filename: 'doc.png',
        contentType: 'image/png',
        bytes: Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      }),
      400,
    ],
    [
      'an ELF binary renamed .jpg',
      async () => ({
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2000)]),
      }),
      400,
    ],
    [
      'a ZIP renamed .png',
      async () => ({
        filename: 'a.png',
        contentType: 'image/png',
        bytes: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(500)]),
      }),
      400,
    ],
    [
      'a GIF header followed by script',
      async () => ({
        filename: 'x.gif',
        contentType: 'image/gif',
        bytes: Buffer.from(`GIF89a${PAYLOAD}`),
      }),
      400,
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await sharp({
          create: { width: 64, height: 64, channels: 3, background: '#c00' },
        })
          .jpeg()
          .toBuffer();
        return { filename: 'cut.jpg', contentType: 'image/jpeg', bytes: jpeg.subarray(0, 200) };
      },
      400,
    ],
    [
      'an SVG with a script',
      async () => ({
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss=1"><script>window.__xss=1</script><rect width="10" height="10"/></svg>`,
        ),
      }),
      400,
    ],
    [
      'an SVG with a script renamed .png',
      async () => ({
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from(
          `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
        ),
      }),
      400,
    ],
    [
      'a PNG declaring 30000 x 30000 pixels',
      async () => ({
        filename: 'bomb.png',
        contentType: 'image/png',
        bytes: declaredHugePng(30_000, 30_000),
      }),
      400,
    ],
    [
      'a PNG declaring 65535 x 65535 pixels',
      async () => ({
        filename: 'wide.png',
        contentType: 'image/png',
        bytes: declaredHugePng(65_535, 65_535),
      }),
      400,
    ],
    [
      'a real 8000 x 8000 decompression bomb',
      async () => ({
        filename: 'real-bomb.png',
        contentType: 'image/png',
        bytes: await sharp({
          create: { width: 8000, height: 8000, channels: 3, background: '#000' },
        })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      }),
      400,
    ],
    [
      'an image over 5 MB',
      async () => {
        const noise = Buffer.alloc(1400 * 1400 * 3);
        for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
        const png = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
        return { filename: 'huge.png', contentType: 'image/png', bytes: png };
      },
      413,
    ],
  ];

  for (const [label, make, status] of refusals) {
    it(`refuses ${label} with ${status} and stores nothing`, async () => {
      const image = await make();
      const before = await rowCounts();
      const response = await upload(image);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toMatch(/\w+ \w+/);
      expect(await rowCounts()).toEqual(before);
      refusedUploads++;
    });
  }

  const polyglots: [string, () => Promise<Buffer>, string][] = [
    [
      'a GIF with a script after its trailer (GIF/JS)',
      async () => {
        const gif = await sharp({
          create: { width: 40, height: 30, channels: 3, background: '#0a0' },
        })
          .gif()
          .toBuffer();
        return Buffer.concat([gif, Buffer.from(`*/=1;${PAYLOAD}//`)]);
      },
      'x.gif',
    ],
    [
      'a JPEG with HTML after its EOI marker',
      async () => {
        const jpeg = await sharp({
          create: { width: 40, height: 30, channels: 3, background: '#00a' },
        })
          .jpeg()
          .toBuffer();
        return Buffer.concat([jpeg, Buffer.from(`<html><body>${PAYLOAD}</body></html>`)]);
      },
      'x.jpg',
    ],
    [
      'a PNG carrying HTML in a text chunk',
      async () => {
        const png = await sharp({
          create: { width: 40, height: 30, channels: 3, background: '#a0a' },
        })
          .png()
          .toBuffer();
        const iend = png.length - 12;
        return Buffer.concat([
          png.subarray(0, iend),
          pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`)),
          png.subarray(iend),
        ]);
      },
      'x.png',
    ],
  ];

  for (const [label, make, filename] of polyglots) {
    it(`neutralises ${label}: the served image is a clean WebP`, async () => {
      const bytes = await make();
      expect(bytes.includes(PAYLOAD)).toBe(true);
      const before = await rowCounts();
      const response = await upload(
        { filename, contentType: 'image/png', bytes },
        `Polyglot ${filename}`,
      );
      if (response.statusCode >= 400) {
        // Refusing is fine too, as long as nothing is kept.
        expect(response.statusCode).toBeLessThan(500);
        expect(await rowCounts()).toEqual(before);
        refusedUploads++;
        return;
      }
      expect(response.statusCode).toBe(201);
      const image = String(response.json().data.image);
      expect(image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      const served = await t.app.inject({ url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const body = served.rawPayload;
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(body).metadata()).format).toBe('webp');
      expect(body.includes('<script')).toBe(false);
      expect(body.includes(PAYLOAD)).toBe(false);
      expect(body.includes('<html')).toBe(false);
    });
  }
});
