import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leadsQuerySchema } from '../../common/schemas/admin.ts';
import { businessInquirySchema, contactInfoSchema } from '../../common/schemas/leads.ts';
import { BUSINESS_SUCCESS_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '../leads/service.ts';
import { registerOperation } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';

/** Public forms per client address. */
const LEAD_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

const saved = z.object({ success: z.literal(true), message: z.string(), _id: z.string() });

registerOperation({
  method: 'post',
  path: '/api/contact-info',
  summary:
    'Save a contact: panel/footer form (name, email, phone, message), chatbot (name, email, phone) or Get Started (source get_started, service, message)',
  tags: ['leads'],
  body: contactInfoSchema,
  responses: {
    201: { description: 'Stored; the team is notified by e-mail.', schema: saved },
    429: { description: 'Too many submissions from this address.' },
  },
});
registerOperation({
  method: 'post',
  path: '/api/business-inquiry',
  summary: 'The business form (name, email, businessType)',
  tags: ['leads'],
  body: businessInquirySchema,
  responses: {
    201: { description: "Stored; answers 'Message sent successfully!'.", schema: saved },
    429: { description: 'Too many submissions from this address.' },
  },
});
registerOperation({
  method: 'get',
  path: '/api/admin/leads',
  summary: 'Every lead and subscriber, newest first; format=csv downloads them',
  tags: ['admin'],
  admin: true,
  query: leadsQuerySchema,
  responses: {
    200: { description: 'A page of leads (JSON), or every matching lead as CSV.' },
  },
});

export async function leadRoutes(api: FastifyInstance) {
  const { leads } = api.deps.services;

  api.post(
    '/contact-info',
    { preHandler: rateLimit({ name: 'contact-ip', ...LEAD_RATE_LIMIT }) },
    async (request, reply) => {
      const { id } = await leads.saveContact(request.body, { referer: request.headers.referer });
      return reply.status(201).send({ success: true, message: CONTACT_SUCCESS_MESSAGE, _id: id });
    },
  );

  api.post(
    '/business-inquiry',
    { preHandler: rateLimit({ name: 'business-ip', ...LEAD_RATE_LIMIT }) },
    async (request, reply) => {
      const { id } = await leads.saveBusinessInquiry(request.body, {
        referer: request.headers.referer,
      });
      return reply.status(201).send({ success: true, message: BUSINESS_SUCCESS_MESSAGE, _id: id });
    },
  );

  api.get('/admin/leads', { preHandler: requireAdmin }, async (request, reply) => {
    const query = leadsQuerySchema.parse(request.query ?? {});
    if (query.format === 'csv') {
      const csv = await leads.exportCsv(query);
      const name = `leads-${query.kind ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    }
    return { success: true, ...(await leads.list(query)) };
  });
}
