import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from './openapi.ts';

/** `<id>.webp` (widest) or `<id>-<width>.webp`. */
const FILE = /^([0-9a-f-]{36})(?:-(\d{1,4}))?\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves blog images from the database, outside /api: their paths are stable and their
 * bytes never change (a new upload is a new id), so browsers and CDNs keep them a year.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:file',
    {
      schema: {
        summary:
          'A stored image: {id}.webp (widest) or {id}-{width}.webp (narrowest at least that wide)',
        tags: ['media'],
        params: z.object({ file: z.string() }),
        response: {
          200: {
            description: 'The WebP image.',
            content: {
              'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
            },
          },
          304: z.undefined().describe('Not modified (same ETag).'),
          404: errorResponseSchema.describe('No such image.'),
        },
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const variant = match
        ? await app.deps.services.media.findWebp(match[1]!, match[2] ? Number(match[2]) : undefined)
        : null;
      if (!variant) {
        const message = 'No such image.';
        return reply.status(404).send({ success: false, error: message, message });
      }
      const etag = `"${match![1]}-${variant.width}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(variant.contentType).send(variant.bytes);
    },
  );
}
