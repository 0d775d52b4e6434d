import { z } from '../zod.ts';
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { PICTURE_GROUPS, REPLACEABLE_PICTURES } from '../pictures.ts';
import { BLOG_IMAGE_ACCEPT } from './blog.ts';

/**
 * Replacing the site's pictures from the admin area (ADR 037): one schema names
 * the picture for the admin screen and the API (POST and DELETE /api/admin/pictures);
 * the file itself is checked by its bytes on the server and by its type and size in the
 * browser, with the same messages.
 */

/** The types the blog's cover upload accepts: the image pipeline is the same. */
export const PICTURE_ACCEPT = BLOG_IMAGE_ACCEPT;
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

export const PICTURE_MESSAGES = {
  unknownPath: "Choose one of the site's replaceable pictures.",
  fileMissing: 'Choose an image file to upload.',
  notImage: 'The picture must be an image file (JPEG, PNG, WebP, GIF or AVIF).',
  tooLarge: `The picture must be at most ${MAX_MB} MB.`,
  tooManyPixels: 'The picture has too many pixels; please upload a smaller image.',
  oneFile: 'Send one picture at a time.',
  malformed: 'The form data is malformed. Please send it again.',
  replaced: 'Picture replaced. Visitors see it within a minute.',
  restored: 'Original picture restored. Visitors see it within a minute.',
} as const;

/** What the file input states: the accepted types and the size limit. */
export const PICTURE_FILE_HINT = `JPEG, PNG, WebP, GIF or AVIF, at most ${MAX_MB} MB. It is cropped to fill the original's frame.`;

const PATHS = REPLACEABLE_PICTURES.map((p) => p.path) as [string, ...string[]];

/** Which picture a replacement or a restore is for. */
export const pictureTargetSchema = z.object({
  path: z.enum(PATHS, { message: PICTURE_MESSAGES.unknownPath }),
});

const pictureDtoSchema = z.object({
  path: z.string(),
  group: z.enum(PICTURE_GROUPS),
  label: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** True while an uploaded replacement is served instead of the committed file. */
  replaced: z.boolean(),
  /** When the replacement was uploaded; null for the original. */
  updatedAt: z.string().nullable(),
  /** Where the admin screen shows the current picture (a new URL after every change). */
  src: z.string(),
});
export type PictureDto = z.infer<typeof pictureDtoSchema>;

export const pictureListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(pictureDtoSchema),
});

export const pictureSavedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: pictureDtoSchema,
});
