import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityAnswerSchema,
  availabilitySettingsSchema,
  teamScheduleSchema,
} from '../../common/schemas/availability.ts';
import { errorResponseSchema, serviceParsed } from './openapi.ts';
import { adminOnly } from './require-admin.ts';

/** The team's availability: weekly hours, closures, capacity. Admin only. */
export async function availabilityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { availability } = api.deps.services;

  api.get(
    '/availability',
    {
      schema: {
        summary:
          "The team's weekly hours (Pakistan time, Sunday first) and the closures still to come",
        tags: ['booking'],
        response: { 200: teamScheduleSchema.describe('What the booking rules follow.') },
      },
    },
    async () => ({ success: true as const, ...(await availability.publicSchedule()) }),
  );

  api.get(
    '/admin/availability',
    adminOnly({
      summary:
        "The team's weekly hours, closures and slot capacity, with Pakistan's public holidays and the bookings they no longer allow",
      tags: ['admin'],
      response: { 200: availabilityAnswerSchema.describe('The settings in force.') },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await availability.adminView()) };
    },
  );

  api.put(
    '/admin/availability',
    adminOnly({
      summary:
        'Save the weekly hours, closures and slot capacity; answers the pending and confirmed bookings they no longer allow (none is cancelled)',
      tags: ['admin'],
      body: serviceParsed(availabilitySettingsSchema),
      response: {
        200: availabilityAnswerSchema.describe('Saved; `affected` lists the bookings to review.'),
        400: errorResponseSchema.describe('Invalid settings, per field in `fields`.'),
      },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await availability.save(request.body)) };
    },
  );
}
