import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MANAGE_CANCELLED_MESSAGE,
  MANAGE_RESCHEDULED_MESSAGE,
  managedAppointmentSchema,
  rescheduleSchema,
} from '../../common/schemas/manage-appointment.ts';
import { errorResponseSchema, serviceParsed } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';

/** Guessing a link is hopeless (256-bit secret); this keeps scanners from hammering the lookup. */
const MANAGE_RATE_LIMIT = { name: 'manage-appointment-ip', max: 60, windowMs: 15 * 60_000 };

const answer = z.object({ success: z.literal(true), appointment: managedAppointmentSchema });
const changed = answer.extend({ message: z.string() });
const unknownLink = errorResponseSchema.describe('Unknown link.');
/** The service checks the link's secret: an ill-formed one is as unknown as a wrong one. */
const linkParams = z.object({ token: z.string() });

export async function manageAppointmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { booking } = api.deps.services;
  const preValidation = rateLimit(MANAGE_RATE_LIMIT);
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  api.get(
    '/appointments/manage/:token',
    {
      schema: {
        summary: "The visitor's appointment behind the secret of their e-mailed link",
        tags: ['booking'],
        params: linkParams,
        response: { 200: answer.describe('The appointment.'), 404: unknownLink },
      },
      preValidation,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        appointment: await booking.findForVisitor(request.params.token),
      };
    },
  );

  api.post(
    '/appointments/manage/:token/cancel',
    {
      schema: {
        summary: 'The visitor cancels their appointment (the team is told by e-mail)',
        tags: ['booking'],
        params: linkParams,
        response: {
          200: changed.describe('Cancelled.'),
          404: unknownLink,
          409: errorResponseSchema.describe('Completed appointments cannot be changed.'),
        },
      },
      preValidation,
    },
    async (request, reply) => {
      reply.headers(noStore);
      const appointment = await booking.cancelByVisitor(request.params.token);
      return { success: true as const, message: MANAGE_CANCELLED_MESSAGE, appointment };
    },
  );

  api.post(
    '/appointments/manage/:token/reschedule',
    {
      schema: {
        summary: 'The visitor asks for another date and slot (the booking rules are checked again)',
        tags: ['booking'],
        params: linkParams,
        // Its rules need the clock: the booking service checks it.
        body: serviceParsed(rescheduleSchema),
        response: {
          200: changed.describe('Moved; pending again.'),
          400: errorResponseSchema.describe(
            "Invalid; 'business hours' for a slot outside them, past, same slot.",
          ),
          404: unknownLink,
          409: errorResponseSchema.describe(
            'Slot fully booked, or the appointment can no longer change.',
          ),
        },
      },
      preValidation,
    },
    async (request, reply) => {
      reply.headers(noStore);
      const appointment = await booking.rescheduleByVisitor(request.params.token, request.body);
      return { success: true as const, message: MANAGE_RESCHEDULED_MESSAGE, appointment };
    },
  );
}
