import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscribeSchema } from '../../common/schemas/leads.ts';
import {
  NEWSLETTER_SAVED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  SUBSCRIPTION_CONFIRMED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  latestNewsletterSchema,
  newsletterStatsSchema,
  newsletterTokenSchema,
  saveNewsletterSchema,
} from '../../common/schemas/newsletter.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { errorResponseSchema } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { readAdmin, adminOnly } from './require-admin.ts';

const SUBSCRIBE_RATE_LIMIT = { name: 'subscribe-ip', max: 10, windowMs: 15 * 60_000 };
const TOKEN_RATE_LIMIT = { name: 'newsletter-token-ip', max: 30, windowMs: 15 * 60_000 };

const done = z.object({ success: z.literal(true), message: z.string() });
const unknownLink = errorResponseSchema.describe('Unknown link.');

export async function newsletterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { newsletter, analytics } = api.deps.services;

  api.post(
    '/subscribe',
    {
      schema: {
        summary: 'Subscribe to the newsletter (double opt-in: a confirmation link is e-mailed)',
        tags: ['newsletter'],
        body: subscribeSchema,
        response: { 200: done.describe("Always 'Subscribed!' for a well-formed address.") },
      },
      preValidation: rateLimit(SUBSCRIBE_RATE_LIMIT),
    },
    async (request) => {
      await newsletter.subscribe(request.body);
      return { success: true as const, message: SUBSCRIBED_MESSAGE };
    },
  );

  api.post(
    '/newsletter/confirm',
    {
      schema: {
        summary: 'Confirm a subscription with the token of the e-mailed link',
        tags: ['newsletter'],
        body: newsletterTokenSchema,
        response: { 200: done.describe('Confirmed.'), 404: unknownLink },
      },
      preValidation: rateLimit(TOKEN_RATE_LIMIT),
    },
    async (request) => {
      await newsletter.confirm(request.body.token);
      return { success: true as const, message: SUBSCRIPTION_CONFIRMED_MESSAGE };
    },
  );

  api.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe with the token of a newsletter link',
        tags: ['newsletter'],
        body: newsletterTokenSchema,
        response: { 200: done.describe('Unsubscribed.'), 404: unknownLink },
      },
      preValidation: rateLimit(TOKEN_RATE_LIMIT),
    },
    async (request) => {
      await newsletter.unsubscribe(request.body.token);
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    },
  );

  api.post(
    '/save-newsletter',
    {
      ...adminOnly({
        summary: 'Save a newsletter for the next send (HTML sanitised)',
        tags: ['newsletter'],
        body: saveNewsletterSchema,
        response: { 201: done.extend({ newsletter: latestNewsletterSchema }).describe('Saved.') },
      }),
      bodyLimit: ADMIN_CONTENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const saved = await newsletter.save(request.body);
      return reply
        .status(201)
        .send({ success: true, message: NEWSLETTER_SAVED_MESSAGE, newsletter: saved });
    },
  );

  api.get(
    '/latest-newsletter',
    {
      schema: {
        summary:
          'The latest newsletter. Optional admin bearer token: with a valid one, the newsletter ' +
          'saved last (an unsent draft included); without one, or with an invalid or expired ' +
          'one, the issue sent to subscribers last, never a draft. Every field null when none',
        tags: ['newsletter'],
        response: {
          200: latestNewsletterSchema
            .extend({ success: z.literal(true) })
            .describe(
              'The latest newsletter: the saved draft for an administrator, the latest sent ' +
                'issue for anyone else; subject, content and createdAt all null when there is none.',
            ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('vary', 'authorization');
      // An invalid or expired token reads as no token: the public answer, never a 401.
      const admin = await readAdmin(request);
      return {
        success: true as const,
        ...(await newsletter.latest({ includeDrafts: admin !== null })),
      };
    },
  );

  api.get(
    '/newsletter-stats',
    {
      schema: {
        summary: 'Distinct visitors and confirmed subscribers',
        tags: ['newsletter'],
        response: {
          200: newsletterStatsSchema.extend({ success: z.literal(true) }).describe('Counters.'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [visitorCount, newsletterCount] = await Promise.all([
        analytics.visitorCount(),
        newsletter.confirmedCount(),
      ]);
      return { success: true as const, visitorCount, newsletterCount };
    },
  );
}
