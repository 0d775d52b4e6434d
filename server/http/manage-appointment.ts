import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../../common/constants.ts';
import {
  MANAGE_CANCELLED_MESSAGE,
  MANAGE_RESCHEDULED_MESSAGE,
  rescheduleSchema,
} from '../../common/schemas/manage-appointment.ts';
import { registerOperation } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';

/** Guessing a link is hopeless (256-bit secret); this keeps scanners from hammering the lookup. */
const MANAGE_RATE_LIMIT = { name: 'manage-appointment-ip', max: 60, windowMs: 15 * 60_000 };

const managed = z.object({
  name: z.string(),
  services: z.array(z.string()),
  preferred_date: z.string(),
  preferred_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  user_timezone: z.string().nullable(),
  slot_start: z.string(),
  changeable: z.boolean(),
});
const answer = z.object({ success: z.literal(true), appointment: managed });

registerOperation({
  method: 'get',
  path: '/api/appointments/manage/{token}',
  summary: "The visitor's appointment behind the secret of their e-mailed link",
  tags: ['booking'],
  responses: {
    200: { description: 'The appointment.', schema: answer },
    404: { description: 'Unknown link.' },
  },
});
registerOperation({
  method: 'post',
  path: '/api/appointments/manage/{token}/cancel',
  summary: 'The visitor cancels their appointment (the team is told by e-mail)',
  tags: ['booking'],
  responses: {
    200: { description: 'Cancelled.', schema: answer.extend({ message: z.string() }) },
    404: { description: 'Unknown link.' },
    409: { description: 'Completed appointments cannot be changed.' },
  },
});
registerOperation({
  method: 'post',
  path: '/api/appointments/manage/{token}/reschedule',
  summary: 'The visitor asks for another date and slot (the booking rules are checked again)',
  tags: ['booking'],
  body: rescheduleSchema,
  responses: {
    200: { description: 'Moved; pending again.', schema: answer.extend({ message: z.string() }) },
    400: { description: "Invalid; 'business hours' for a slot outside them, past, same slot." },
    404: { description: 'Unknown link.' },
    409: { description: 'Slot fully booked, or the appointment can no longer change.' },
  },
});

export async function manageAppointmentRoutes(api: FastifyInstance) {
  const { booking } = api.deps.services;
  const preHandler = rateLimit(MANAGE_RATE_LIMIT);
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  api.get<{ Params: { token: string } }>(
    '/appointments/manage/:token',
    { preHandler },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true, appointment: await booking.findForVisitor(request.params.token) };
    },
  );

  api.post<{ Params: { token: string } }>(
    '/appointments/manage/:token/cancel',
    { preHandler },
    async (request, reply) => {
      reply.headers(noStore);
      const appointment = await booking.cancelByVisitor(request.params.token);
      return { success: true, message: MANAGE_CANCELLED_MESSAGE, appointment };
    },
  );

  api.post<{ Params: { token: string } }>(
    '/appointments/manage/:token/reschedule',
    { preHandler },
    async (request, reply) => {
      reply.headers(noStore);
      const appointment = await booking.rescheduleByVisitor(request.params.token, request.body);
      return { success: true, message: MANAGE_RESCHEDULED_MESSAGE, appointment };
    },
  );
}
