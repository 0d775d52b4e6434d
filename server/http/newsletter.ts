import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { subscribeSchema } from '../../common/schemas/leads.ts';
import {
  NEWSLETTER_SAVED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  SUBSCRIPTION_CONFIRMED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  newsletterTokenSchema,
  saveNewsletterSchema,
} from '../../common/schemas/newsletter.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { registerOperation } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { readAdmin, requireAdmin } from './require-admin.ts';

const SUBSCRIBE_RATE_LIMIT = { name: 'subscribe-ip', max: 10, windowMs: 15 * 60_000 };
const TOKEN_RATE_LIMIT = { name: 'newsletter-token-ip', max: 30, windowMs: 15 * 60_000 };

const done = z.object({ success: z.literal(true), message: z.string() });
const latest = z.object({
  subject: z.string().nullable(),
  content: z.string().nullable(),
  createdAt: z.string().nullable(),
});

registerOperation({
  method: 'post',
  path: '/api/subscribe',
  summary: 'Subscribe to the newsletter (double opt-in: a confirmation link is e-mailed)',
  tags: ['newsletter'],
  body: subscribeSchema,
  responses: {
    200: { description: "Always 'Subscribed!' for a well-formed address.", schema: done },
  },
});
registerOperation({
  method: 'post',
  path: '/api/newsletter/confirm',
  summary: 'Confirm a subscription with the token of the e-mailed link',
  tags: ['newsletter'],
  body: newsletterTokenSchema,
  responses: {
    200: { description: 'Confirmed.', schema: done },
    404: { description: 'Unknown link.' },
  },
});
registerOperation({
  method: 'post',
  path: '/api/newsletter/unsubscribe',
  summary: 'Unsubscribe with the token of a newsletter link',
  tags: ['newsletter'],
  body: newsletterTokenSchema,
  responses: {
    200: { description: 'Unsubscribed.', schema: done },
    404: { description: 'Unknown link.' },
  },
});
registerOperation({
  method: 'post',
  path: '/api/save-newsletter',
  summary: 'Save a newsletter for the next send (HTML sanitised)',
  tags: ['newsletter'],
  admin: true,
  body: saveNewsletterSchema,
  responses: { 201: { description: 'Saved.', schema: done.extend({ newsletter: latest }) } },
});
registerOperation({
  method: 'get',
  path: '/api/latest-newsletter',
  summary:
    'The latest newsletter. Optional admin bearer token: with a valid one, the newsletter ' +
    'saved last (an unsent draft included); without one, or with an invalid or expired ' +
    'one, the issue sent to subscribers last, never a draft. Every field null when none',
  tags: ['newsletter'],
  responses: {
    200: {
      description:
        'The latest newsletter: the saved draft for an administrator, the latest sent ' +
        'issue for anyone else; subject, content and createdAt all null when there is none.',
      schema: latest.extend({ success: z.literal(true) }),
    },
  },
});
registerOperation({
  method: 'get',
  path: '/api/newsletter-stats',
  summary: 'Distinct visitors and confirmed subscribers',
  tags: ['newsletter'],
  responses: {
    200: {
      description: 'Counters.',
      schema: z.object({
        success: z.literal(true),
        visitorCount: z.number(),
        newsletterCount: z.number(),
      }),
    },
  },
});

export async function newsletterRoutes(api: FastifyInstance) {
  const { newsletter, analytics } = api.deps.services;

  api.post('/subscribe', { preHandler: rateLimit(SUBSCRIBE_RATE_LIMIT) }, async (request) => {
    await newsletter.subscribe(request.body);
    return { success: true, message: SUBSCRIBED_MESSAGE };
  });

  api.post('/newsletter/confirm', { preHandler: rateLimit(TOKEN_RATE_LIMIT) }, async (request) => {
    const { token } = newsletterTokenSchema.parse(request.body ?? {});
    await newsletter.confirm(token);
    return { success: true, message: SUBSCRIPTION_CONFIRMED_MESSAGE };
  });

  api.post(
    '/newsletter/unsubscribe',
    { preHandler: rateLimit(TOKEN_RATE_LIMIT) },
    async (request) => {
      const { token } = newsletterTokenSchema.parse(request.body ?? {});
      await newsletter.unsubscribe(token);
      return { success: true, message: UNSUBSCRIBED_MESSAGE };
    },
  );

  api.post(
    '/save-newsletter',
    { preHandler: requireAdmin, bodyLimit: ADMIN_CONTENT_BODY_LIMIT },
    async (request, reply) => {
      const saved = await newsletter.save(request.body);
      return reply
        .status(201)
        .send({ success: true, message: NEWSLETTER_SAVED_MESSAGE, newsletter: saved });
    },
  );

  api.get('/latest-newsletter', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('vary', 'authorization');
    // An invalid or expired token reads as no token: the public answer, never a 401.
    const admin = await readAdmin(request);
    return { success: true, ...(await newsletter.latest({ includeDrafts: admin !== null })) };
  });

  api.get('/newsletter-stats', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [visitorCount, newsletterCount] = await Promise.all([
      analytics.visitorCount(),
      newsletter.confirmedCount(),
    ]);
    return { success: true, visitorCount, newsletterCount };
  });
}
