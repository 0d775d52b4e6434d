import sharp from 'sharp';
import {
  replaceablePicture,
  REPLACEABLE_PICTURES,
  type ReplaceablePicture,
} from '../../common/pictures.ts';
import { PICTURE_MESSAGES, type PictureDto } from '../../common/schemas/pictures.ts';
import type { Changes } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import { DomainError, invalid } from '../errors.ts';
import { processImage, type ProcessedImage } from './images.ts';
import {
  listOverrides,
  removeOverride,
  setOverride,
  type OverrideRow,
} from './overrides-repository.ts';
import { deleteMedia, findVariant, insertMedia } from './repository.ts';

/**
 * Replacements of the site's static pictures (ADR 037). An upload goes through
 * the media pipeline of blog covers (`processImage`: checked by its bytes, re-encoded),
 * is then cropped to fill the original's size and stored as a media item; the public path
 * answers it until the original is restored.
 */

/** An upload that is not an image we decode: HTTP answers 415. */
export class UnsupportedPictureError extends DomainError {
  constructor() {
    super('invalid', PICTURE_MESSAGES.notImage, { image: PICTURE_MESSAGES.notImage });
  }
}

export interface PictureUpload {
  bytes: Buffer;
  filename?: string;
}

/** A replacement as the public path serves it. */
export interface ReplacementFile {
  bytes: Buffer;
  contentType: 'image/webp';
  /** Changes with every replacement (a new media id). */
  etag: string;
}

/** `processImage` speaks of a cover; the pictures screen names its own failures. */
async function processPicture(bytes: Buffer): Promise<ProcessedImage> {
  try {
    return await processImage(bytes);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'payload_too_large') {
      throw new DomainError('payload_too_large', PICTURE_MESSAGES.tooLarge, {
        image: PICTURE_MESSAGES.tooLarge,
      });
    }
    if (/too many pixels/.test(error.message)) {
      throw invalid(PICTURE_MESSAGES.tooManyPixels, { image: PICTURE_MESSAGES.tooManyPixels });
    }
    throw new UnsupportedPictureError();
  }
}

/**
 * The upload cropped to fill the original's frame (the most salient part kept), at the
 * original's size: pages keep their `<img>` width and height, so nothing moves.
 */
export async function fitPicture(
  bytes: Buffer,
  picture: Pick<ReplaceablePicture, 'width' | 'height'>,
): Promise<Buffer> {
  const processed = await processPicture(bytes);
  const widest = processed.variants.reduce((a, b) => (b.width > a.width ? b : a));
  return sharp(widest.bytes)
    .resize(picture.width, picture.height, { fit: 'cover', position: sharp.strategy.attention })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}

const pictureAt = (path: string): ReplaceablePicture => {
  const picture = replaceablePicture(path);
  if (!picture) throw invalid(PICTURE_MESSAGES.unknownPath, { path: PICTURE_MESSAGES.unknownPath });
  return picture;
};

const dtoOf = (picture: ReplaceablePicture, row: OverrideRow | undefined): PictureDto => ({
  ...picture,
  replaced: Boolean(row),
  updatedAt: row ? row.updatedAt.toISOString() : null,
  src: `${picture.path}?v=${row ? row.mediaId : 'original'}`,
});

export function createPictureService({
  database,
  changes,
}: {
  database: Database;
  changes: Changes;
}) {
  const { db } = database;
  /**
   * The (tiny) table of replacements, read once and kept until any process replaces or
   * restores a picture: the change's notice drops it, so the next request reads it afresh.
   */
  let table: Promise<Map<string, OverrideRow>> | null = null;
  changes.subscribe('pictures', () => (table = null));
  /** Bytes of replacements by media id (a media item's bytes never change). */
  const bytesOf = new Map<string, Buffer>();

  const overrides = () => {
    if (!table) {
      const reading = listOverrides(db).then((rows) => {
        const byPath = new Map(rows.map((row) => [row.path, row]));
        const live = new Set(rows.map((row) => row.mediaId));
        for (const id of bytesOf.keys()) if (!live.has(id)) bytesOf.delete(id);
        return byPath;
      });
      table = reading;
      // A failed read is tried again by the next request.
      reading.catch(() => {
        if (table === reading) table = null;
      });
    }
    return table;
  };

  const dtoAt = async (path: string) => {
    table = null;
    return dtoOf(pictureAt(path), (await overrides()).get(path));
  };

  return {
    /** Every replaceable picture with its state, in the order of common/pictures.ts. */
    async list(): Promise<PictureDto[]> {
      table = null;
      const rows = await overrides();
      return REPLACEABLE_PICTURES.map((picture) => dtoOf(picture, rows.get(picture.path)));
    },

    /** The replacement served at `path`, or null when the committed file is. */
    async replacement(path: string): Promise<ReplacementFile | null> {
      const row = (await overrides()).get(path);
      if (!row) return null;
      let bytes = bytesOf.get(row.mediaId);
      if (!bytes) {
        const variant = await findVariant(db, row.mediaId, 'webp');
        // Restored meanwhile by another process: the original again.
        if (!variant) return null;
        bytes = variant.bytes;
        bytesOf.set(row.mediaId, bytes);
      }
      return { bytes, contentType: 'image/webp', etag: `"picture-${row.mediaId}"` };
    },

    /** Serves `upload`, fitted to the original's frame, at `path` from now on. */
    async replace(path: string, upload: PictureUpload | undefined): Promise<PictureDto> {
      const picture = pictureAt(path);
      if (!upload)
        throw invalid(PICTURE_MESSAGES.fileMissing, { image: PICTURE_MESSAGES.fileMissing });
      // Decoding and encoding before the transaction: CPU work holds no locks.
      const bytes = await fitPicture(upload.bytes, picture);
      const image: ProcessedImage = {
        width: picture.width,
        height: picture.height,
        variants: [{ width: picture.width, format: 'webp', contentType: 'image/webp', bytes }],
      };
      const id = await db.transaction(async (tx) => {
        const stored = await insertMedia(tx, image, upload.filename);
        const previous = await setOverride(tx, path, stored);
        if (previous) await deleteMedia(tx, previous);
        await changes.publish(tx, 'pictures');
        return stored;
      });
      bytesOf.set(id, bytes);
      return dtoAt(path);
    },

    /** Serves the committed file at `path` again and deletes the replacement. */
    async restore(path: string): Promise<PictureDto> {
      pictureAt(path);
      await db.transaction(async (tx) => {
        const removed = await removeOverride(tx, path);
        if (removed) await deleteMedia(tx, removed);
        await changes.publish(tx, 'pictures');
      });
      return dtoAt(path);
    },
  };
}
