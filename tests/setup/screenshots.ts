import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the committed baselines live and where a failure leaves its pictures. */
const BASELINE_DIR = path.join(root, 'tests', 'e2e', '__screenshots__');
const RESULTS_DIR = path.join(root, 'test-results', 'screenshots');

/** The command that writes the baselines (package.json), named in every message about them. */
const UPDATE_COMMAND = 'npm run test:screenshots:update';

/**
 * How far a screenshot may stray from its baseline (ADR 036): a pixel differs when its
 * colour is further than `threshold` (pixelmatch's perceptual distance, 0 to 1) and it is
 * not anti-aliasing. The screenshot fails when more than `maxDiffRatio` of its pixels
 * differ, or more than `maxWindowDiff` in any `window`×`window` square: a long page's
 * ratio would let one recoloured button or changed word through, scattered noise is not
 * gathered in one place.
 */
export const DEFAULT_TOLERANCE = {
  threshold: 0.1,
  maxDiffRatio: 0.005,
  window: 32,
  maxWindowDiff: 16,
} as const;

export interface ScreenshotComparison {
  /** Pixels that differ from the baseline (0 when the baseline was just written). */
  diffPixels: number;
  totalPixels: number;
  /** True when UPDATE_SCREENSHOTS=1 wrote the baseline instead of comparing. */
  updated: boolean;
}

const relative = (file: string) => path.relative(root, file);

/** The image placed on a canvas of the given size, the rest transparent. */
function padded(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < image.height; y++) {
    out.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  }
  return out;
}

/**
 * Compares a PNG screenshot with tests/e2e/__screenshots__/<name>.png and throws a message
 * naming the pictures to look at when it differs too much; with UPDATE_SCREENSHOTS=1 it
 * writes the baseline instead. A missing baseline fails (it never passes silently).
 */
export function compareWithBaseline(
  name: string,
  screenshot: Buffer,
  options: Partial<typeof DEFAULT_TOLERANCE> & {
    /** Write the baseline instead of comparing; by default when UPDATE_SCREENSHOTS=1. */
    update?: boolean;
  } = {},
): ScreenshotComparison {
  const { threshold, maxDiffRatio, window, maxWindowDiff } = { ...DEFAULT_TOLERANCE, ...options };
  const update = options.update ?? process.env.UPDATE_SCREENSHOTS === '1';
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  const actual = PNG.sync.read(screenshot);
  const totalPixels = actual.width * actual.height;
  if (update) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselineFile, screenshot);
    return { diffPixels: 0, totalPixels, updated: true };
  }
  if (!existsSync(baselineFile)) {
    throw new Error(
      `No baseline screenshot ${relative(baselineFile)}. Create it with \`${UPDATE_COMMAND}\` ` +
        '(after `npm run build`), look at it, and commit it.',
    );
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const before = padded(expected, width, height);
  const after = padded(actual, width, height);
  const diffPixels = pixelmatch(before, after, diff.data, width, height, { threshold });
  // The most differing pixels in one square (pixelmatch counts per window when given one).
  const windowDiff = diffPixels
    ? pixelmatch(before, after, null, width, height, { threshold, windowSize: window })
    : 0;
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  if (sameSize && diffPixels <= maxDiffRatio * totalPixels && windowDiff <= maxWindowDiff) {
    return { diffPixels, totalPixels, updated: false };
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const actualFile = path.join(RESULTS_DIR, `${name}-actual.png`);
  const diffFile = path.join(RESULTS_DIR, `${name}-diff.png`);
  writeFileSync(actualFile, screenshot);
  writeFileSync(diffFile, PNG.sync.write(diff));
  const size = sameSize
    ? ''
    : ` The size changed from ${expected.width}×${expected.height} to ${actual.width}×${actual.height} px.`;
  const ratio = ((diffPixels / (width * height)) * 100).toFixed(2);
  throw new Error(
    `Screenshot ${name} differs from its baseline ${relative(baselineFile)}: ` +
      `${diffPixels} pixels (${ratio}%, at most ${(maxDiffRatio * 100).toFixed(2)}% allowed), ` +
      `${windowDiff} in one ${window}×${window} square (at most ${maxWindowDiff}).${size} ` +
      `See ${relative(actualFile)} and ${relative(diffFile)} (differences in red). ` +
      `If the change is intended, run \`${UPDATE_COMMAND}\` and commit the new baseline.`,
  );
}
