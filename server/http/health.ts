import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/client.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the process answers and reaches its database',
        tags: ['meta'],
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }).describe('Healthy.'),
          503: z
            .object({ status: z.literal('error'), db: z.literal('down') })
            .describe('The database is unreachable.'),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.deps.database);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', db: 'down' });
      }
    },
  );
}
