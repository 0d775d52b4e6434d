import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStatsSchema,
  resolveStatsRange,
  statsQuerySchema,
} from '../../common/schemas/admin.ts';
import { invalid } from '../errors.ts';

import { adminOnly } from './require-admin.ts';

export async function adminStatsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { stats } = api.deps.services;

  api.get(
    '/admin/stats',
    adminOnly({
      summary: 'Dashboard figures over a range of days (default: the last 30)',
      tags: ['admin'],
      querystring: statsQuerySchema,
      response: {
        200: adminStatsSchema
          .extend({ success: z.literal(true) })
          .describe('Visitors and leads per day, appointments by status, top pages and totals.'),
      },
    }),
    async (request, reply) => {
      const range = resolveStatsRange(request.query, new Date());
      if ('error' in range) throw invalid(range.error, { to: range.error });
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await stats.stats(range)) };
    },
  );
}
