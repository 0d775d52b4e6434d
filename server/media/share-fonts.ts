import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

/**
 * The typefaces of the share images, from pinned packages, never the host's: the brand's
 * Plus Jakarta Sans for Latin text and Noto Naskh Arabic for Urdu and Arabic script
 * (docs/decisions/060). Pango picks per character along a weight's family list, in that
 * order. The packages' files name each weight a family of its own.
 */
const FONT_FILES = [
  import.meta
    .resolve('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff'),
  import.meta
    .resolve('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-600-normal.woff'),
  import.meta
    .resolve('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-800-normal.woff'),
  import.meta
    .resolve('@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-600-normal.woff'),
  import.meta
    .resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff'),
];
const FAMILIES = {
  600: 'Plus Jakarta Sans SemiBold, Noto Naskh Arabic',
  800: 'Plus Jakarta Sans ExtraBold, Noto Naskh Arabic',
} as const;

export type ShareFontWeight = keyof typeof FAMILIES;

export interface ShareFonts {
  /** The font list Pango is given for each weight, before the size. */
  families: typeof FAMILIES;
  /** TrueType files of those families, each registered with the text renderer. */
  files: readonly string[];
}

/**
 * A WOFF 1.0 file as the TrueType/OpenType font it wraps (each table inflated, the table
 * directory rebuilt): the text renderer's FreeType reads neither WOFF nor WOFF2, and the
 * font packages ship WOFF and WOFF2 only.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const selector = Math.floor(Math.log2(count));
  const searchRange = 2 ** selector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const start = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(start, start + compressed);
    const table = compressed < length ? inflateSync(stored) : stored;
    if (table.length !== length) throw new Error('A WOFF table does not have its stated length.');
    const row = 12 + i * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), row); // tag
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), row + 4); // checksum
    header.writeUInt32BE(offset, row + 8);
    header.writeUInt32BE(length, row + 12);
    const padded = Buffer.alloc((length + 3) & ~3);
    table.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}

/**
 * Where the TrueType files are kept: a directory of this user's alone under the system's
 * temporary directory, shared by the app processes of one user (each file is named by its
 * source's hash, so a new package version writes new files beside the old).
 */
function fontDirectory(): string {
  const uid = process.getuid?.();
  const directory = path.join(tmpdir(), `share-image-fonts-${uid ?? 'user'}`);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const stat = lstatSync(directory);
  if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid) || stat.mode & 0o022) {
    throw new Error(`${directory} is not a private directory of this user.`);
  }
  return directory;
}

/**
 * The share images' fonts as TrueType files, written when missing (again if a cleaner of
 * the temporary directory removed them). Each is written beside its name and renamed, so
 * another process never reads half a font.
 */
export function shareFonts(): ShareFonts {
  const directory = fontDirectory();
  const files = FONT_FILES.map((url) => {
    const name = fileURLToPath(url);
    const woff = readFileSync(name);
    const hash = createHash('sha256').update(woff).digest('hex').slice(0, 16);
    const file = path.join(directory, `${path.basename(name, '.woff')}-${hash}.ttf`);
    if (!existsSync(file)) {
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, woffToSfnt(woff), { mode: 0o600 });
      renameSync(partial, file);
    }
    return file;
  });
  return { families: FAMILIES, files };
}
