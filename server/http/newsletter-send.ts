import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UNSUBSCRIBED_MESSAGE, newsletterTokenSchema } from '../../common/schemas/newsletter.ts';
import { invalid } from '../errors.ts';
import { registerOperation } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';

const ONE_CLICK_RATE_LIMIT = { name: 'newsletter-one-click-ip', max: 60, windowMs: 15 * 60_000 };
/** RFC 8058 §3.1: the body a mail provider POSTs. */
const ONE_CLICK_BODY_MESSAGE = "The body must be 'List-Unsubscribe=One-Click'.";

const sendStatus = z.object({
  status: z.enum(['none', 'draft', 'sending', 'sent']),
  subject: z.string().nullable(),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  sentAt: z.string().nullable(),
});

registerOperation({
  method: 'get',
  path: '/api/admin/newsletter/recipients',
  summary: "How many confirmed subscribers 'Send now' would reach",
  tags: ['newsletter'],
  admin: true,
  responses: {
    200: {
      description: 'The count.',
      schema: z.object({ success: z.literal(true), count: z.number() }),
    },
  },
});
registerOperation({
  method: 'post',
  path: '/api/admin/newsletter/send',
  summary: 'Send the latest saved newsletter to every confirmed subscriber, in batches',
  tags: ['newsletter'],
  admin: true,
  responses: {
    202: {
      description: 'Accepted; mails are queued and delivered in the background.',
      schema: sendStatus.extend({ success: z.literal(true) }),
    },
    400: { description: 'No confirmed subscribers.' },
    404: { description: 'No newsletter saved yet.' },
    409: { description: 'Already sending, or already sent.' },
    503: { description: 'Mail delivery is not running.' },
  },
});
registerOperation({
  method: 'get',
  path: '/api/admin/newsletter/send-status',
  summary: 'Progress of the latest newsletter send: recipients, sent, failed, status',
  tags: ['newsletter'],
  admin: true,
  responses: {
    200: { description: 'Progress.', schema: sendStatus.extend({ success: z.literal(true) }) },
  },
});
registerOperation({
  method: 'post',
  path: '/api/newsletter/unsubscribe/one-click/{token}',
  summary: "RFC 8058 one-click unsubscribe (form body 'List-Unsubscribe=One-Click')",
  tags: ['newsletter'],
  responses: {
    200: { description: 'Unsubscribed.' },
    400: { description: 'Not a one-click body.' },
    404: { description: 'Unknown link.' },
  },
});

function isOneClickBody(body: unknown): boolean {
  if (typeof body === 'string')
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  if (body && typeof body === 'object') {
    return (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click';
  }
  return false;
}

export async function newsletterSendRoutes(api: FastifyInstance) {
  const { newsletter } = api.deps.services;

  // Mail providers post a form (RFC 8058); only this plugin's routes accept one.
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  api.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      // A one-part form: the field's value is all that matters here.
      const text = String(body);
      const match = /name="List-Unsubscribe"\r?\n\r?\n([^\r\n]*)/.exec(text);
      done(null, match ? `List-Unsubscribe=${encodeURIComponent(match[1]!)}` : '');
    },
  );

  api.get('/admin/newsletter/recipients', { preHandler: requireAdmin }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, count: await newsletter.recipientCount() };
  });

  api.post('/admin/newsletter/send', { preHandler: requireAdmin }, async (_request, reply) => {
    const status = await newsletter.startSend();
    return reply.status(202).send({ success: true, ...status });
  });

  api.get(
    '/admin/newsletter/send-status',
    { preHandler: requireAdmin },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await newsletter.sendStatus()) };
    },
  );

  api.post<{ Params: { token: string } }>(
    '/newsletter/unsubscribe/one-click/:token',
    { preHandler: rateLimit(ONE_CLICK_RATE_LIMIT) },
    async (request) => {
      if (!isOneClickBody(request.body)) {
        throw invalid(ONE_CLICK_BODY_MESSAGE, { 'List-Unsubscribe': ONE_CLICK_BODY_MESSAGE });
      }
      const { token } = newsletterTokenSchema.parse({ token: request.params.token });
      await newsletter.unsubscribe(token);
      return { success: true, message: UNSUBSCRIBED_MESSAGE };
    },
  );

  // Someone who opens the header's address in a browser lands on the unsubscribe page.
  api.get<{ Params: { token: string } }>(
    '/newsletter/unsubscribe/one-click/:token',
    async (request, reply) => {
      const { token } = newsletterTokenSchema.parse({ token: request.params.token });
      return reply.redirect(`/newsletter/unsubscribe/${token}`, 303);
    },
  );
}
