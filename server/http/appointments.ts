import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENT_SUCCESS_MESSAGE,
  appointmentDtoSchema,
  appointmentFieldsSchema,
  appointmentListQuerySchema,
  appointmentRequestEchoSchema,
  appointmentStatusSchema,
  slotAvailabilityQuerySchema,
  slotAvailabilitySchema,
} from '../../common/schemas/appointment.ts';
import {
  bookingDaysQuerySchema,
  bookingDaysSchema,
  nextSlotSchema,
} from '../../common/schemas/booking-days.ts';
import { confirmAppointmentSchema } from '../../common/schemas/confirm.ts';
import { BookingRefusal } from '../booking/refusals.ts';
import { errorResponseSchema, serviceParsed } from './openapi.ts';
import { clientAttemptLimit } from './rate-limit.ts';
import { adminOnly } from './require-admin.ts';
import { paginationSchema } from '../../common/schemas/pagination.ts';

/** Bookings per client address; a person books a handful at most. */
export const APPOINTMENT_RATE_LIMIT = { name: 'appointment-ip', max: 10, windowMs: 15 * 60_000 };

const oneAppointment = z.object({ success: z.literal(true), appointment: appointmentDtoSchema });
const idParams = z.object({ id: z.string() });
const unknownId = errorResponseSchema.describe('Unknown id.');
/** A refused date or slot: the refusal and the next open slots to offer instead. */
const refusalSchema = errorResponseSchema.extend({
  next_slots: z
    .array(nextSlotSchema)
    .optional()
    .describe('The next open slots (at most three), when the date or slot was refused.'),
});

export async function appointmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { booking } = api.deps.services;

  api.post(
    '/appointments',
    {
      schema: {
        summary: 'Request a consultation (spec §3 payload); the server sets status Pending',
        tags: ['booking'],
        // Its timing rules need the clock: the booking service checks it (appointmentSchema(now)).
        body: serviceParsed(appointmentFieldsSchema),
        response: {
          200: z
            .object({
              success: z.literal(true),
              message: z.string(),
              appointment: appointmentRequestEchoSchema,
            })
            .describe('The same request was already pending; nothing new was created.'),
          201: oneAppointment.extend({ message: z.string() }).describe('Created.'),
          400: refusalSchema.describe(
            "Invalid; `error` contains 'business hours' for a closed day or a time outside the hours, else 'required' or 'valid'. A refused date or slot with valid fields is kept as an incomplete request for the team and answers `next_slots`.",
          ),
          409: refusalSchema.describe(
            'The slot is fully booked (kept as an incomplete request; `next_slots` offered), or the address holds its most pending requests.',
          ),
          429: errorResponseSchema.describe('Too many bookings from this address.'),
        },
      },
    },
    async (request, reply) => {
      let answer;
      try {
        answer = await booking.book(
          request.body,
          clientAttemptLimit(APPOINTMENT_RATE_LIMIT, request),
          { referer: request.headers.referer },
        );
      } catch (error) {
        if (!(error instanceof BookingRefusal)) throw error;
        return reply.status(error.code === 'conflict' ? 409 : 400).send({
          success: false,
          error: error.message,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          next_slots: error.nextSlots,
        });
      }
      const { appointment, created } = answer;
      const message = APPOINTMENT_SUCCESS_MESSAGE;
      return created
        ? reply.status(201).send({ success: true, message, appointment })
        : reply.status(200).send({ success: true, message, appointment });
    },
  );

  api.get(
    '/appointments/availability',
    {
      schema: {
        summary:
          "Each slot of a date: open, full (holds its capacity) or past; and the horizon's last date",
        tags: ['booking'],
        querystring: slotAvailabilityQuerySchema,
        response: {
          200: slotAvailabilitySchema.describe('The slots offered that date (none on Sunday).'),
          400: errorResponseSchema.describe(
            'Not a date, before today, or past the booking horizon (`fields.date`).',
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await booking.availability(request.query.date)),
    }),
  );

  api.get(
    '/appointments/days',
    {
      schema: {
        summary:
          'Each date of a range (at most 42 days): open, full, closed, past or beyond the horizon, why not, and its slots',
        tags: ['booking'],
        querystring: bookingDaysQuerySchema,
        response: {
          200: bookingDaysSchema.describe(
            "The dates in order, with today and the horizon's last date.",
          ),
          400: errorResponseSchema.describe('Not dates, out of order, or too long a range.'),
        },
      },
    },
    async (request) => ({ success: true as const, ...(await booking.days(request.query)) }),
  );

  api.get(
    '/appointments',
    adminOnly({
      summary: 'List appointments, newest first, with counts per status',
      tags: ['booking'],
      querystring: appointmentListQuerySchema,
      response: {
        200: z
          .object({
            success: z.literal(true),
            appointments: z.array(appointmentDtoSchema),
            pagination: paginationSchema,
            counts: z.record(z.string(), z.number()),
          })
          .describe('A page of appointments.'),
      },
    }),
    async (request) => ({ success: true as const, ...(await booking.list(request.query)) }),
  );

  api.get(
    '/appointments/:id',
    adminOnly({
      summary: 'One appointment',
      tags: ['booking'],
      params: idParams,
      response: { 200: oneAppointment.describe('The appointment.'), 404: unknownId },
    }),
    async (request) => ({
      success: true as const,
      appointment: await booking.get(request.params.id),
    }),
  );

  api.post(
    '/appointments/:id/confirm',
    adminOnly({
      summary:
        'Confirm with the exact start inside the slot and a meeting link (a generated video room unless one is pasted); mails the visitor',
      tags: ['booking'],
      params: idParams,
      body: serviceParsed(confirmAppointmentSchema),
      response: {
        200: oneAppointment.describe('Confirmed; the visitor is mailed the time and link.'),
        400: errorResponseSchema.describe(
          'Exact start outside the slot or past (`fields.start`), or a meeting link that is not https (`fields.meeting_link`).',
        ),
        404: unknownId,
        409: errorResponseSchema.describe('A completed appointment cannot be confirmed.'),
      },
    }),
    async (request) => ({
      success: true as const,
      appointment: await booking.confirm(request.params.id, request.body),
    }),
  );

  api.put(
    '/appointments/:id',
    adminOnly({
      summary: 'Change the status (Pending, Confirmed, Completed, Cancelled)',
      tags: ['booking'],
      params: idParams,
      body: appointmentStatusSchema,
      response: { 200: oneAppointment.describe('Updated.'), 404: unknownId },
    }),
    async (request) => ({
      success: true as const,
      appointment: await booking.setStatus(request.params.id, request.body.status),
    }),
  );
}
