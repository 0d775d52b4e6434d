import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogAnswerSchema,
  dataErasedSchema,
  dataEraseSchema,
  dataRequestAnswerSchema,
  dataRequestQuerySchema,
  describeHoldings,
  parseDataSubject,
  type DataSubject,
} from '../../common/schemas/data-requests.ts';
import { errorResponseSchema } from './openapi.ts';
import { adminOnly } from './require-admin.ts';

/** The subject of a query the schema has already accepted. */
const subjectOf = (query: string) => parseDataSubject(query) as DataSubject;

/** A visitor's data on request: find, export, erase, and the audit log (docs/decisions/056). */
export async function dataRequestRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { dataRequests } = api.deps.services;

  api.get(
    '/admin/data-requests',
    adminOnly({
      summary: 'What is held about one person, found by e-mail address or phone number',
      tags: ['admin'],
      querystring: dataRequestQuerySchema,
      response: { 200: dataRequestAnswerSchema.describe('How many records of each kind.') },
    }),
    async (request, reply) => {
      const subject = subjectOf(request.query.query);
      reply.header('cache-control', 'no-store');
      return { success: true as const, subject, holdings: await dataRequests.holdings(subject) };
    },
  );

  // A POST: the export is written to the audit log.
  api.post(
    '/admin/data-requests/export',
    adminOnly({
      summary:
        'Everything held about one person (appointments, leads, conversations, subscriptions, mails) as one JSON file; logged',
      tags: ['admin'],
      body: dataRequestQuerySchema,
      response: {
        200: {
          description: 'The JSON document, as a download.',
          content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
        },
      },
    }),
    async (request, reply) => {
      const subject = subjectOf(request.body.query);
      const document = await dataRequests.export(subject, request.admin!.email);
      const name = `data-${subject.value.replace(/[^a-z0-9]+/gi, '-')}-${new Date().toISOString().slice(0, 10)}.json`;
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(document);
    },
  );

  api.post(
    '/admin/data-requests/erase',
    adminOnly({
      summary:
        'Delete or anonymise everything held about one person, cancelling mails queued to them; refused with 409 when it changed since the admin confirmed; logged',
      tags: ['admin'],
      body: dataEraseSchema,
      response: {
        200: dataErasedSchema.describe('What was erased.'),
        409: errorResponseSchema.describe('The holdings changed since they were confirmed.'),
      },
    }),
    async (request) => {
      const { query, mode, expected } = request.body;
      const erased = await dataRequests.erase(
        subjectOf(query),
        mode,
        expected,
        request.admin!.email,
      );
      const what = describeHoldings(erased) || 'nothing';
      return {
        success: true as const,
        message: `${mode === 'delete' ? 'Deleted' : 'Anonymised'}: ${what}.`,
        erased,
      };
    },
  );

  api.get(
    '/admin/data-requests/log',
    adminOnly({
      summary: 'The audit log of data requests: who exported or erased whose data, and when',
      tags: ['admin'],
      response: { 200: auditLogAnswerSchema.describe('The newest entries first.') },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, entries: await dataRequests.log() };
    },
  );
}
