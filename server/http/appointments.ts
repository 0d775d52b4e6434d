import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../../common/constants.ts';
import {
  APPOINTMENT_SUCCESS_MESSAGE,
  appointmentFieldsSchema,
  appointmentListQuerySchema,
  appointmentStatusSchema,
} from '../../common/schemas/appointment.ts';
import { registerOperation } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';

/** Bookings per client address; a person books a handful at most. */
export const APPOINTMENT_RATE_LIMIT = { name: 'appointment-ip', max: 10, windowMs: 15 * 60_000 };

const appointmentDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  services: z.array(z.string()),
  preferred_date: z.string(),
  preferred_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  source: z.string().nullable(),
  user_timezone: z.string().nullable(),
  slot_start: z.string(),
  updated_at: z.string(),
});
const oneAppointment = z.object({ success: z.literal(true), appointment: appointmentDtoSchema });

registerOperation({
  method: 'post',
  path: '/api/appointments',
  summary: 'Request a consultation (spec §3 payload); the server sets status Pending',
  tags: ['booking'],
  body: appointmentFieldsSchema,
  responses: {
    200: {
      description: 'The same request was already pending; nothing new was created.',
      schema: oneAppointment.extend({ message: z.string() }),
    },
    201: { description: 'Created.', schema: oneAppointment.extend({ message: z.string() }) },
    400: {
      description:
        "Invalid; `error` contains 'business hours' for a time outside them, else 'required' or 'valid'.",
    },
    409: { description: 'The slot is fully booked.' },
    429: { description: 'Too many bookings from this address.' },
  },
});
registerOperation({
  method: 'get',
  path: '/api/appointments',
  summary: 'List appointments, newest first, with counts per status',
  tags: ['booking'],
  admin: true,
  query: appointmentListQuerySchema,
  responses: {
    200: {
      description: 'A page of appointments.',
      schema: z.object({
        success: z.literal(true),
        appointments: z.array(appointmentDtoSchema),
        pagination: z.object({
          currentPage: z.number(),
          totalPages: z.number(),
          totalAppointments: z.number(),
          hasNextPage: z.boolean(),
          hasPreviousPage: z.boolean(),
          limit: z.number(),
        }),
        counts: z.record(z.string(), z.number()),
      }),
    },
  },
});
registerOperation({
  method: 'get',
  path: '/api/appointments/{id}',
  summary: 'One appointment',
  tags: ['booking'],
  admin: true,
  responses: {
    200: { description: 'The appointment.', schema: oneAppointment },
    404: { description: 'Unknown id.' },
  },
});
registerOperation({
  method: 'put',
  path: '/api/appointments/{id}',
  summary: 'Change the status (Pending, Confirmed, Completed, Cancelled)',
  tags: ['booking'],
  admin: true,
  body: appointmentStatusSchema,
  responses: {
    200: { description: 'Updated.', schema: oneAppointment },
    404: { description: 'Unknown id.' },
  },
});

export async function appointmentRoutes(api: FastifyInstance) {
  const { booking } = api.deps.services;

  api.post(
    '/appointments',
    { preHandler: rateLimit(APPOINTMENT_RATE_LIMIT) },
    async (request, reply) => {
      const { appointment, created } = await booking.book(request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: APPOINTMENT_SUCCESS_MESSAGE, appointment });
    },
  );

  api.get('/appointments', { preHandler: requireAdmin }, async (request) => {
    const query = appointmentListQuerySchema.parse(request.query ?? {});
    return { success: true, ...(await booking.list(query)) };
  });

  api.get<{ Params: { id: string } }>(
    '/appointments/:id',
    { preHandler: requireAdmin },
    async (request) => ({ success: true, appointment: await booking.get(request.params.id) }),
  );

  api.put<{ Params: { id: string } }>(
    '/appointments/:id',
    { preHandler: requireAdmin },
    async (request) => {
      const { status } = appointmentStatusSchema.parse(request.body ?? {});
      return { success: true, appointment: await booking.setStatus(request.params.id, status) };
    },
  );
}
