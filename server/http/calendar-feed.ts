import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarAnswerSchema,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
} from '../../common/schemas/calendar.ts';
import { notFound } from '../errors.ts';
import { errorResponseSchema } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { adminOnly } from './require-admin.ts';

/** Calendar apps poll a feed every few minutes at most; this stops guessing, not them. */
const FEED_RATE_LIMIT = { name: 'calendar-feed-ip', max: 120, windowMs: 15 * 60_000 };
const UNKNOWN_FEED_MESSAGE = 'This calendar feed does not exist. Ask for the new URL.';

/**
 * The team's calendar: the secret iCalendar feed, its URL made from the admin
 * area, and the admin calendar's slots and bookings.
 */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { calendar } = api.deps.services;

  api.get(
    '/calendar/:file',
    {
      schema: {
        summary:
          "The team's consultations (pending and confirmed) as an iCalendar feed, for Google Calendar, Outlook or Apple Calendar; the file name is the feed's secret followed by .ics",
        tags: ['booking'],
        params: z.object({ file: z.string() }),
        response: {
          200: {
            description: 'The calendar (text/calendar).',
            content: { 'text/calendar': { schema: z.string() } },
          },
          404: errorResponseSchema.describe('Unknown or replaced feed URL.'),
        },
      },
      preValidation: rateLimit(FEED_RATE_LIMIT),
    },
    async (request, reply) => {
      const { file } = request.params;
      const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const ics = await calendar.feed(secret);
      if (ics === null) throw notFound(UNKNOWN_FEED_MESSAGE);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="consultations.ics"')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );

  api.get(
    '/admin/calendar-feed',
    adminOnly({
      summary: 'Whether the calendar feed URL exists (the URL itself is shown only when made)',
      tags: ['admin'],
      response: { 200: calendarFeedStatusSchema.describe('The feed.') },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await calendar.feedStatus()) };
    },
  );

  api.post(
    '/admin/calendar-feed',
    adminOnly({
      summary: 'Make a new calendar feed URL; the previous one stops working',
      tags: ['admin'],
      response: { 201: calendarFeedCreatedSchema.describe('The new URL, shown this once.') },
    }),
    async (_request, reply) => {
      const created = await calendar.regenerateFeed();
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ success: true as const, ...created });
    },
  );

  api.get(
    '/admin/calendar',
    adminOnly({
      summary: "The admin calendar: each slot's fill and the bookings from one date to another",
      tags: ['admin'],
      querystring: calendarQuerySchema,
      response: {
        200: calendarAnswerSchema.describe('Slots and bookings.'),
        400: errorResponseSchema.describe('Not dates, or more than 42 days.'),
      },
    }),
    async (request) => ({
      success: true as const,
      ...(await calendar.calendar(request.query.from, request.query.to)),
    }),
  );
}
