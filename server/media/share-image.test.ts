import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE } from '../../common/share-image.ts';
import { renderShareImage } from './share-image.ts';
import { woffToSfnt } from './share-fonts.ts';

const URDU = 'ویب سائٹ کی رفتار کیسے بڑھائیں اور گاہک کیسے پائیں';
const ARABIC = 'كيف تجعل موقعك أسرع على الهاتف';
const EYEBROW = 'ویب · تصميم';

/**
 * The text with each Arabic-script letter moved to the private-use area that no font draws
 * (U+06CC to U+E6CC) and laid right to left: where no font draws the letters either, both
 * are the same row of missing-glyph boxes, whose printed codes differ in one digit.
 */
const tofu = (text: string) =>
  `\u202e${text.replace(/[\u0600-\u06ff]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xe000))}\u202c`;

/**
 * Share images drawn in another process whose text renderer sees no font of this machine
 * (fontconfig given a configuration without font directories), so only the fonts the
 * packages ship can draw anything.
 */
function drawWithoutHostFonts(titles: string[]): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-image-test-'));
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>\n`,
  );
  const module = path.resolve('server/media/share-image.ts');
  const script = `
    import { writeFileSync } from 'node:fs';
    import { renderShareImage } from ${JSON.stringify(module)};
    const titles = ${JSON.stringify(titles)};
    for (const [i, title] of titles.entries()) {
      const png = await renderShareImage({ title, eyebrow: ${JSON.stringify(EYEBROW)} });
      writeFileSync(${JSON.stringify(dir)} + '/' + i + '.png', png);
    }`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, FONTCONFIG_FILE: config },
    stdio: 'pipe',
  });
  return titles.map((_, i) => readFileSync(path.join(dir, `${i}.png`)));
}

/** Pixels that differ between two share images (antialiasing differences not counted). */
async function differingPixels(a: Buffer, b: Buffer) {
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()),
  );
  const { width, height } = SHARE_IMAGE;
  return pixelmatch(one!, two!, undefined, width, height, { threshold: 0.1, includeAA: false });
}

describe('share images in Urdu and Arabic script', () => {
  it('draws the letters with the fonts the packages ship, not tofu', async () => {
    const [urdu, urduTofu, arabic, arabicTofu] = drawWithoutHostFonts([
      URDU,
      tofu(URDU),
      ARABIC,
      tofu(ARABIC),
    ]);
    const meta = await sharp(urdu!).metadata();
    expect([meta.width, meta.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    // Letters differ from missing-glyph boxes over much of the title's area; with no font
    // for the script both are rows of boxes, a few thousand pixels apart.
    expect(await differingPixels(urdu!, urduTofu!)).toBeGreaterThan(8000);
    expect(await differingPixels(arabic!, arabicTofu!)).toBeGreaterThan(8000);
  }, 60_000);

  it("draws the same picture with or without this machine's fonts", async () => {
    const [alone] = drawWithoutHostFonts([URDU]);
    const here = await renderShareImage({ title: URDU, eyebrow: EYEBROW });
    // Only hinting may differ between the two font configurations; a host font drawing
    // a letter changes thousands of pixels.
    expect(await differingPixels(here, alone!)).toBeLessThan(1500);
  }, 60_000);

  it('unwraps a WOFF font into the TrueType font it holds', () => {
    const woff = readFileSync(
      path.resolve(
        'node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
      ),
    );
    const font = woffToSfnt(woff);
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    const tables = font.readUInt16BE(4);
    expect(tables).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: tables }, (_, i) =>
      font.subarray(12 + i * 16, 16 + i * 16).toString('latin1'),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'name']));
    expect(() => woffToSfnt(Buffer.from('wOF2rest of a WOFF2 file'))).toThrow(/WOFF 1.0/);
  });
});
