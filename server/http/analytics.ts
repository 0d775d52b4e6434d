import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageviewSchema } from '../../common/schemas/analytics.ts';
import { rateLimit } from './rate-limit.ts';

/** Page views per client address: generous, a visitor clicks through many pages. */
const PAGEVIEW_RATE_LIMIT = { name: 'pageview-ip', max: 120, windowMs: 60_000 };

export async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { analytics } = api.deps.services;

  // navigator.sendBeacon posts its JSON as text/plain; accept that here only.
  api.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }));
      }
    },
  );

  api.post(
    '/analytics/pageview',
    {
      schema: {
        summary: 'Record a cookie-free page view (bots and /admin paths are not counted)',
        tags: ['analytics'],
        body: pageviewSchema,
        response: { 204: z.undefined().describe('Recorded (or deliberately not counted).') },
      },
      preValidation: rateLimit(PAGEVIEW_RATE_LIMIT),
    },
    async (request, reply) => {
      await analytics.recordPageView(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send();
    },
  );
}
