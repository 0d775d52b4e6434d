import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../common/constants.ts';
import { REPLACEABLE_PICTURES } from '../../common/pictures.ts';
import {
  PICTURE_MESSAGES,
  pictureListAnswerSchema,
  pictureSavedAnswerSchema,
  pictureTargetSchema,
} from '../../common/schemas/pictures.ts';
import { DomainError, invalid } from '../errors.ts';
import { UnsupportedPictureError, type PictureUpload } from '../media/overrides.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { errorResponseSchema, serviceParsed } from './openapi.ts';
import { adminOnly } from './require-admin.ts';

/**
 * The site's replaceable pictures (ADR 037): the admin API that replaces and
 * restores them, and the public paths that serve a replacement or the committed file.
 */

/** Short, then revalidated by ETag: a replacement or a restore shows within a minute. */
const PICTURE_CACHE = 'public, max-age=60';

/** The replaceable files, as @fastify/static's `globIgnore` names them (not served by it). */
export const REPLACEABLE_FILE_GLOBS = REPLACEABLE_PICTURES.map((p) => p.path.slice(1));

/** Whether `If-None-Match` names `etag` (in a list, or weak after a proxy's compression). */
const namesTag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

interface CommittedFile {
  bytes: Buffer;
  etag: string;
}

/**
 * GET (and HEAD) of every replaceable picture's public path: the uploaded replacement
 * when there is one, else the committed file from `directory` (build/client in
 * production, public/ otherwise), each with its ETag. Only the listed paths are routes,
 * so no request reads any other file.
 */
export function registerPictureFiles(app: FastifyInstance, options: { directory: string }) {
  const { pictures } = app.deps.services;
  const committed = new Map<string, Promise<CommittedFile | null>>();
  const readCommitted = (url: string) => {
    let file = committed.get(url);
    if (!file) {
      file = readFile(path.join(options.directory, url)).then(
        (bytes) => ({
          bytes,
          etag: `"file-${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
        }),
        () => null,
      );
      committed.set(url, file);
    }
    return file;
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: { bytes: Buffer; etag: string; type: string },
  ) => {
    reply.header('cache-control', PICTURE_CACHE).header('etag', file.etag);
    if (namesTag(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
    return reply.type(file.type).send(file.bytes);
  };

  for (const picture of REPLACEABLE_PICTURES) {
    app.route({
      method: 'GET',
      url: picture.path,
      handler: async (request, reply) => {
        let replacement = null;
        try {
          replacement = await pictures.replacement(picture.path);
        } catch (error) {
          // The database is out of reach: the committed picture beats a broken one.
          request.log.warn({ err: error }, 'picture replacement unavailable');
        }
        if (replacement) {
          return send(request, reply, { ...replacement, type: replacement.contentType });
        }
        const file = await readCommitted(picture.path);
        if (!file) {
          const message = 'No such image.';
          return reply.status(404).send({ success: false, error: message, message });
        }
        return send(request, reply, { ...file, type: 'image/svg+xml' });
      },
    });
  }
}

/** Reads the multipart form of a replacement: the picture's path and one image file. */
async function readReplacement(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; upload?: PictureUpload }> {
  if (!request.isMultipart()) throw unsupportedForm();
  const fields: Record<string, unknown> = {};
  let upload: PictureUpload | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) {
          upload = { bytes, filename: part.filename };
        }
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('payload_too_large', PICTURE_MESSAGES.tooLarge, {
        image: PICTURE_MESSAGES.tooLarge,
      });
    }
    if (code === 'FST_FILES_LIMIT') throw invalid(PICTURE_MESSAGES.oneFile);
    if (error instanceof DomainError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw invalid(PICTURE_MESSAGES.malformed);
  }
  return { fields, upload };
}

/** 415 through the error handler (it answers a 4xx error's own message). */
const unsupportedForm = () =>
  Object.assign(
    new Error('Send the picture as multipart/form-data with the fields path and image.'),
    {
      statusCode: 415,
    },
  );

const unsupportedImage = errorResponseSchema.describe(
  'Not an image we accept (JPEG, PNG, WebP, GIF or AVIF), or not a multipart form.',
);

export async function pictureAdminRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pictures } = api.deps.services;

  api.get(
    '/admin/pictures',
    adminOnly({
      summary: "The site's replaceable pictures and whether each is replaced",
      tags: ['media'],
      response: { 200: pictureListAnswerSchema.describe('Every replaceable picture.') },
    }),
    async () => ({ success: true as const, data: await pictures.list() }),
  );

  api.post(
    '/admin/pictures',
    {
      ...adminOnly({
        summary: 'Replace a picture of the site (cropped to the original size)',
        tags: ['media'],
        consumes: ['multipart/form-data'],
        body: serviceParsed(
          pictureTargetSchema.extend({
            image: z.any().meta({
              type: 'string',
              format: 'binary',
              description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB',
            }),
          }),
        ),
        response: {
          200: pictureSavedAnswerSchema.describe('Replaced.'),
          413: errorResponseSchema.describe('Image too large.'),
          415: unsupportedImage,
        },
      }),
      bodyLimit: ADMIN_CONTENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const { fields, upload } = await readReplacement(request);
      const { path: target } = pictureTargetSchema.parse(fields);
      try {
        const data = await pictures.replace(target, upload);
        return { success: true as const, message: PICTURE_MESSAGES.replaced, data };
      } catch (error) {
        if (!(error instanceof UnsupportedPictureError)) throw error;
        return reply.status(415).send({
          success: false,
          error: error.message,
          message: error.message,
          fields: error.fields,
        });
      }
    },
  );

  api.delete(
    '/admin/pictures',
    adminOnly({
      summary: 'Restore the original of a picture of the site',
      tags: ['media'],
      querystring: pictureTargetSchema,
      response: { 200: pictureSavedAnswerSchema.describe('The original is served again.') },
    }),
    async (request) => {
      const data = await pictures.restore(request.query.path);
      return { success: true as const, message: PICTURE_MESSAGES.restored, data };
    },
  );
}
