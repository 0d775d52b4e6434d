import { describe, expect, it } from 'vitest';
import { crc32, gunzipSync } from 'node:zlib';
import { acceptsGzip, crc32Combine, gzipJoin, prepareGzipParts } from './gzip-join.ts';

describe('gzipJoin', () => {
  it('gives a gzip body that any gunzip reads back as the joined text', () => {
    const page = `<html>${'<p>Brightwave – résumé ✓ </p>'.repeat(2000)}<script nonce="X">a()</script>${'<div>tail</div>'.repeat(500)}<script nonce="X">b()</script></html>`;
    const parts = prepareGzipParts(page.split('nonce="X"'));
    for (const nonce of ['nonce="abc+/=="', 'nonce="ÄÖÜ"', '']) {
      const body = gzipJoin(parts, nonce);
      expect(gunzipSync(body).toString('utf8')).toBe(page.split('nonce="X"').join(nonce));
    }
  });

  it('compresses the fixed parts: the body is a fraction of the text', () => {
    const text = '<section class="card">Web design and development</section>'.repeat(1000);
    const body = gzipJoin(prepareGzipParts([text, text]), 'nonce="n"');
    expect(body.length).toBeLessThan(text.length / 20);
  });

  it('takes a separator per gap', () => {
    const parts = prepareGzipParts(['<p>', ' views, nonce ', '</p>']);
    const body = gzipJoin(parts, ['12', 'abc==']);
    expect(gunzipSync(body).toString()).toBe('<p>12 views, nonce abc==</p>');
  });

  it('handles a single part and empty parts', () => {
    expect(gunzipSync(gzipJoin(prepareGzipParts(['only']), 'x')).toString()).toBe('only');
    expect(gunzipSync(gzipJoin(prepareGzipParts(['', '', '']), 'n')).toString()).toBe('nn');
  });
});

describe('crc32Combine', () => {
  it('gives the CRC-32 of two texts one after the other', () => {
    for (const [a, b] of [
      ['abc', 'def'],
      ['', 'x'],
      ['x'.repeat(70_000), 'nonce="y"'],
      ['é✓', 'z'.repeat(12345)],
    ] as const) {
      const whole = crc32(Buffer.from(a + b));
      const parts = crc32Combine(
        crc32(Buffer.from(a)),
        crc32(Buffer.from(b)),
        Buffer.byteLength(b),
      );
      expect(parts).toBe(whole);
    }
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
