import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(app.deps.database);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', db: 'down' });
    }
  });
}
