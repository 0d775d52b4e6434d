import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UNSUBSCRIBED_MESSAGE,
  newsletterSendStatusSchema,
  newsletterTokenSchema,
  saveNewsletterSchema,
} from '../../common/schemas/newsletter.ts';
import { invalid } from '../errors.ts';
import { errorResponseSchema } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { adminOnly } from './require-admin.ts';

/** Tests are for checking an issue before the send, not for mailing: a few an hour. */
const TEST_RATE_LIMIT = { name: 'newsletter-test-admin', max: 10, windowMs: 60 * 60_000 };

const ONE_CLICK_RATE_LIMIT = { name: 'newsletter-one-click-ip', max: 60, windowMs: 15 * 60_000 };
/** RFC 8058 §3.1: the body a mail provider POSTs. */
const ONE_CLICK_BODY_MESSAGE = "The body must be 'List-Unsubscribe=One-Click'.";

const sendStatus = newsletterSendStatusSchema.extend({ success: z.literal(true) });

function isOneClickBody(body: unknown): boolean {
  if (typeof body === 'string')
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  if (body && typeof body === 'object') {
    return (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click';
  }
  return false;
}

export async function newsletterSendRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
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

  api.get(
    '/admin/newsletter/recipients',
    adminOnly({
      summary: "How many confirmed subscribers 'Send now' would reach",
      tags: ['newsletter'],
      response: {
        200: z.object({ success: z.literal(true), count: z.number() }).describe('The count.'),
      },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, count: await newsletter.recipientCount() };
    },
  );

  api.post(
    '/admin/newsletter/send',
    adminOnly({
      summary: 'Send the latest saved newsletter to every confirmed subscriber, in batches',
      tags: ['newsletter'],
      response: {
        202: sendStatus.describe('Accepted; mails are queued and delivered in the background.'),
        404: errorResponseSchema.describe('No newsletter saved yet.'),
        409: errorResponseSchema.describe('Already sending, or already sent.'),
        503: errorResponseSchema.describe('Mail delivery is not running.'),
      },
    }),
    async (_request, reply) => {
      const status = await newsletter.startSend();
      return reply.status(202).send({ success: true, ...status });
    },
  );

  const testOptions = adminOnly({
    summary: 'Mail the newsletter as typed to the signed-in administrator alone, as a test',
    tags: ['newsletter'],
    body: saveNewsletterSchema,
    response: {
      202: z
        .object({ success: z.literal(true), message: z.string() })
        .describe('Queued for the administrator’s own address.'),
      400: errorResponseSchema.describe('No subject or no content.'),
      429: errorResponseSchema.describe('Too many tests this hour.'),
    },
  });
  api.post(
    '/admin/newsletter/test',
    {
      ...testOptions,
      // After the token check, so the limit counts per administrator.
      preValidation: [
        testOptions.preValidation,
        rateLimit({ ...TEST_RATE_LIMIT, key: (request) => request.admin?.id }),
      ],
      bodyLimit: ADMIN_CONTENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const to = request.admin!.email;
      await newsletter.sendTest(request.body, to);
      return reply
        .status(202)
        .send({ success: true as const, message: `A test was sent to ${to}.` });
    },
  );

  api.get(
    '/admin/newsletter/send-status',
    adminOnly({
      summary: 'Progress of the latest newsletter send: recipients, sent, failed, status',
      tags: ['newsletter'],
      response: { 200: sendStatus.describe('Progress.') },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await newsletter.sendStatus()) };
    },
  );

  api.post(
    '/newsletter/unsubscribe/one-click/:token',
    {
      schema: {
        summary: "RFC 8058 one-click unsubscribe (form body 'List-Unsubscribe=One-Click')",
        tags: ['newsletter'],
        params: newsletterTokenSchema,
        response: {
          200: z
            .object({ success: z.literal(true), message: z.string() })
            .describe('Unsubscribed.'),
          404: errorResponseSchema.describe('Unknown link.'),
        },
      },
      preValidation: rateLimit(ONE_CLICK_RATE_LIMIT),
    },
    async (request) => {
      if (!isOneClickBody(request.body)) {
        throw invalid(ONE_CLICK_BODY_MESSAGE, { 'List-Unsubscribe': ONE_CLICK_BODY_MESSAGE });
      }
      await newsletter.unsubscribe(request.params.token);
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    },
  );

  // Someone who opens the header's address in a browser lands on the unsubscribe page.
  api.get(
    '/newsletter/unsubscribe/one-click/:token',
    {
      schema: {
        summary: 'A browser opening the one-click address is sent to the unsubscribe page',
        tags: ['newsletter'],
        params: newsletterTokenSchema,
        response: { 303: z.undefined().describe('To /newsletter/unsubscribe/{token}.') },
      },
    },
    async (request, reply) =>
      reply.redirect(`/newsletter/unsubscribe/${request.params.token}`, 303),
  );
}
