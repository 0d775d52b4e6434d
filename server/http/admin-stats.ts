import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveStatsRange, statsQuerySchema } from '../../common/schemas/admin.ts';
import { invalid } from '../errors.ts';
import { registerOperation } from './openapi.ts';
import { requireAdmin } from './require-admin.ts';

const perDay = z.array(z.object({ day: z.string(), count: z.number() }));

registerOperation({
  method: 'get',
  path: '/api/admin/stats',
  summary: 'Dashboard figures over a range of days (default: the last 30)',
  tags: ['admin'],
  admin: true,
  query: statsQuerySchema,
  responses: {
    200: {
      description: 'Visitors and leads per day, appointments by status, top pages and totals.',
      schema: z.object({
        success: z.literal(true),
        from: z.string(),
        to: z.string(),
        visitorsPerDay: perDay,
        leadsPerDay: perDay,
        appointmentsByStatus: z.record(z.string(), z.number()),
        topPages: z.array(z.object({ path: z.string(), views: z.number() })),
        totals: z.object({
          visitors: z.number(),
          leads: z.number(),
          appointments: z.number(),
          pendingAppointments: z.number(),
          subscribers: z.number(),
        }),
      }),
    },
  },
});

export async function adminStatsRoutes(api: FastifyInstance) {
  const { stats } = api.deps.services;

  api.get('/admin/stats', { preHandler: requireAdmin }, async (request, reply) => {
    const query = statsQuerySchema.parse(request.query ?? {});
    const range = resolveStatsRange(query, new Date());
    if ('error' in range) throw invalid(range.error, { to: range.error });
    reply.header('cache-control', 'no-store');
    return { success: true, ...(await stats.stats(range)) };
  });
}
