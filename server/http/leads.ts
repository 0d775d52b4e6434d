import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadPageSchema, leadsQuerySchema } from '../../common/schemas/admin.ts';
import { businessInquirySchema, contactInfoSchema } from '../../common/schemas/leads.ts';
import { BUSINESS_SUCCESS_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '../leads/service.ts';
import { errorResponseSchema, serviceParsed } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { adminOnly } from './require-admin.ts';

/** Public forms per client address. */
const LEAD_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

const saved = z.object({ success: z.literal(true), message: z.string(), _id: z.string() });
const throttled = errorResponseSchema.describe('Too many submissions from this address.');

export async function leadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { leads } = api.deps.services;

  api.post(
    '/contact-info',
    {
      schema: {
        summary:
          'Save a contact: panel/footer form (name, email, phone, message), chatbot (name, email, phone) or Get Started (source get_started, service, message)',
        tags: ['leads'],
        // The service checks the footer and Get Started variants against the raw fields too.
        body: serviceParsed(contactInfoSchema),
        response: {
          201: saved.describe('Stored; the team is notified by e-mail.'),
          429: throttled,
        },
      },
      preValidation: rateLimit({ name: 'contact-ip', ...LEAD_RATE_LIMIT }),
    },
    async (request, reply) => {
      const { id } = await leads.saveContact(request.body, { referer: request.headers.referer });
      return reply.status(201).send({ success: true, message: CONTACT_SUCCESS_MESSAGE, _id: id });
    },
  );

  api.post(
    '/business-inquiry',
    {
      schema: {
        summary: 'The business form (name, email, businessType)',
        tags: ['leads'],
        body: businessInquirySchema,
        response: {
          201: saved.describe("Stored; answers 'Message sent successfully!'."),
          429: throttled,
        },
      },
      preValidation: rateLimit({ name: 'business-ip', ...LEAD_RATE_LIMIT }),
    },
    async (request, reply) => {
      const { id } = await leads.saveBusinessInquiry(request.body, {
        referer: request.headers.referer,
      });
      return reply.status(201).send({ success: true, message: BUSINESS_SUCCESS_MESSAGE, _id: id });
    },
  );

  api.get(
    '/admin/leads',
    adminOnly({
      summary: 'Every lead and subscriber, newest first; format=csv downloads them',
      tags: ['admin'],
      querystring: leadsQuerySchema,
      response: {
        200: {
          description: 'A page of leads (JSON), or every matching lead as CSV.',
          content: {
            'application/json': { schema: leadPageSchema.extend({ success: z.literal(true) }) },
            'text/csv': { schema: z.string() },
          },
        },
      },
    }),
    async (request, reply) => {
      const query = request.query;
      if (query.format === 'csv') {
        const csv = await leads.exportCsv(query);
        const name = `leads-${query.kind ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      }
      return { success: true as const, ...(await leads.list(query)) };
    },
  );
}
