import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKUP_MESSAGES,
  backupIdParamsSchema,
  backupStatusSchema,
  backupTakenSchema,
} from '../../common/schemas/backups.ts';
import { notFound } from '../errors.ts';
import { errorResponseSchema } from './openapi.ts';
import { adminOnly } from './require-admin.ts';

/** The admin's backups: the last one, "Back up now", and the download (docs/decisions/056). */
export async function backupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = api.deps;
  const { backups } = api.deps.services;

  api.get(
    '/admin/backups',
    adminOnly({
      summary: "The last finished backup (time, size) and the daily backup's hour and depth",
      tags: ['admin'],
      response: { 200: backupStatusSchema.describe('The latest backup, or null for none yet.') },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        latest: await backups.latest(),
        hour: config.BACKUP_HOUR,
        keep: config.BACKUP_KEEP,
      };
    },
  );

  api.post(
    '/admin/backups',
    adminOnly({
      summary: 'Back up now: a backup of every table into DATA_DIR/backups',
      tags: ['admin'],
      response: { 201: backupTakenSchema.describe('The backup, written whole.') },
    }),
    async (_request, reply) => {
      const { tables: _tables, rows: _rows, schema: _schema, ...backup } = await backups.takeNow();
      return reply
        .status(201)
        .send({ success: true as const, message: BACKUP_MESSAGES.taken, backup });
    },
  );

  api.get(
    '/admin/backups/:id/file',
    adminOnly({
      summary: 'Download one backup file (gzip), when this app process holds it',
      tags: ['admin'],
      params: backupIdParamsSchema,
      response: {
        200: {
          description: 'The backup file.',
          content: { 'application/gzip': { schema: z.string() } },
        },
        404: errorResponseSchema.describe('No such backup on this process.'),
      },
    }),
    async (request, reply) => {
      const file = await backups.fileOf(request.params.id);
      if (!file) throw notFound(BACKUP_MESSAGES.missing);
      return (
        reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          // A stream, not the JSON the schema's other answers are: Fastify sends it as it is.
          .send(createReadStream(file.path) as unknown as string)
      );
    },
  );
}
