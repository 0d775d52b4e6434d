import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a page that differs per response only in a short separator (the CSP nonce):
 * its fixed parts are compressed once, at start-up, and a response costs no compression.
 * Each part is a raw deflate stream ended by a sync flush (byte-aligned, not final), so
 * streams can follow one another in one gzip member; the separator goes in between as a
 * stored block. The checksum of the whole is combined from the parts' own CRC-32s
 * (zlib's crc32_combine), so no byte of the page is read per response either.
 */
export interface GzipPart {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** ID1 ID2, deflate, no flags, no time, no extra flags, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty block with fixed codes: BFINAL 1, BTYPE 01, end-of-block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export function prepareGzipParts(parts: string[]): GzipPart[] {
  return parts.map((part) => {
    const text = Buffer.from(part, 'utf8');
    zeroBytesOperator(text.length); // built now rather than on the first request
    return {
      deflated: deflateRawSync(text, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
      }),
      crc: crcOf(text),
      length: text.length,
    };
  });
}

/**
 * The gzip of the parts' texts joined with `separator`, or with `separator[i]` between
 * part i and part i + 1.
 */
export function gzipJoin(parts: GzipPart[], separator: string | readonly string[]): Buffer {
  const stored = new Map<string, { block: Buffer; crc: number; length: number }>();
  // A stored block: BFINAL 0 and BTYPE 00 padded to a byte, LEN, NLEN, the bytes.
  const storedBlock = (text: string) => {
    let entry = stored.get(text);
    if (!entry) {
      const bytes = Buffer.from(text, 'utf8');
      if (bytes.length > 0xffff) throw new RangeError('A separator is too long.');
      const block = Buffer.alloc(5 + bytes.length);
      block.writeUInt16LE(bytes.length, 1);
      block.writeUInt16LE(~bytes.length & 0xffff, 3);
      bytes.copy(block, 5);
      entry = { block, crc: crcOf(bytes), length: bytes.length };
      stored.set(text, entry);
    }
    return entry;
  };

  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      const between = storedBlock(typeof separator === 'string' ? separator : separator[i - 1]!);
      chunks.push(between.block);
      crc = crc32Combine(crc, between.crc, between.length);
      size += between.length;
    }
    chunks.push(part.deflated);
    crc = crc32Combine(crc, part.crc, part.length);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

// Node's crc32 answers 0 for some empty buffers whatever the running value.
const crcOf = (bytes: Buffer) => (bytes.length ? crc32(bytes) : 0);

/*
 * CRC-32 of A followed by B from crc(A), crc(B) and B's length (zlib's crc32_combine): crc(A)
 * is advanced over B's length in zero bytes by a 32 x 32 bit matrix, built once per length.
 */
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) {
    if (vector & 1) sum ^= matrix[i]!;
  }
  return sum >>> 0;
}

/** The operator that applies `b`, then `a`. */
function gf2Multiply(a: Uint32Array, b: Uint32Array): Uint32Array {
  const product = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) product[n] = gf2Times(a, b[n]!);
  return product;
}

const ONE_ZERO_BYTE = (() => {
  let bit: Uint32Array = new Uint32Array(32);
  bit[0] = 0xedb88320;
  for (let n = 1; n < 32; n += 1) bit[n] = (1 << (n - 1)) >>> 0;
  for (let i = 0; i < 3; i += 1) bit = gf2Multiply(bit, bit);
  return bit;
})();

const operators = new Map<number, Uint32Array>();
function zeroBytesOperator(length: number): Uint32Array {
  let operator = operators.get(length);
  if (operator) return operator;
  operator = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) operator[n] = (1 << n) >>> 0;
  let power: Uint32Array = ONE_ZERO_BYTE;
  for (let left = length; left > 0; left = Math.floor(left / 2)) {
    if (left % 2) operator = gf2Multiply(power, operator);
    power = gf2Multiply(power, power);
  }
  if (operators.size < 1000) operators.set(length, operator);
  return operator;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  if (length2 <= 0) return crc1 >>> 0;
  return (gf2Times(zeroBytesOperator(length2), crc1 >>> 0) ^ crc2) >>> 0;
}

/** Whether the client takes gzip (`accept-encoding`, a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const entry of header.toLowerCase().split(',')) {
    const [coding, ...params] = entry.trim().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
