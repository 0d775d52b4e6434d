import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { site } from '../../common/site.ts';

/** Where the browsable document lives; its pages have their own CSP (security-headers.ts). */
export const DOCS_PREFIX = '/api/docs';

/** The shape every failure answers with (server/http/errors.ts). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Admin-only operations: the bearer token from POST /api/admin/login, or 401. */
export const adminSecurity = [{ bearerAuth: [] }];

/**
 * Bodies whose service parses the raw input itself with the same shared schema (a booking
 * also against the clock, a contact also against its form's stricter variant). The route
 * declares the schema for the document; the validator lets the body through untouched, so
 * it is parsed once, by the service, and the handler sees it as `unknown`.
 */
const parsedByService = new WeakSet<z.ZodType>();
export function serviceParsed(schema: z.ZodType): z.ZodType<unknown> {
  const declared = schema.meta({});
  parsedByService.add(declared);
  return declared as z.ZodType<unknown>;
}

const routeValidator: typeof validatorCompiler = (route) => {
  if (parsedByService.has(route.schema as z.ZodType)) return (data) => ({ value: data });
  return validatorCompiler(route);
};

/**
 * A route sent no body where its schema expects one: validate `{}`, so the answer names
 * each missing field (as the forms' own checks do) rather than "expected object".
 */
function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  if (request.body === undefined) request.body = {};
  done();
}

/**
 * Adds emptyBodyAsObject to the routes whose schema has a body, before their own
 * preValidation hooks; a route without a body (every read) runs no such hook at all.
 */
function withEmptyBodyAsObject(route: RouteOptions) {
  if (!route.schema?.body) return;
  route.preValidation = [emptyBodyAsObject, ...[route.preValidation ?? []].flat()];
}

/** `get /api/blogs/:id` -> `getApiBlogsId`: stable names for clients and the docs' links. */
const operationIdOf = (method: string, url: string) =>
  method +
  url.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) =>
    (next ?? '').toUpperCase(),
  );

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/**
 * Documents the API and /media only (pages are not operations), and adds the answers every
 * operation can give: 400 and 500 always, 401 for admin ones.
 */
const documentTransform: typeof zodTransform = (input) => {
  const { url } = input;
  const documented =
    (url.startsWith('/api/') || url.startsWith('/media/')) &&
    !url.startsWith(DOCS_PREFIX) &&
    url !== '/api/*';
  if (!documented || !input.schema) return { schema: { hide: true }, url };
  const response: Record<string, unknown> = {
    400: errorResponseSchema.describe('Invalid input; `error` says what to fix.'),
    ...(input.schema.security
      ? { 401: errorResponseSchema.describe('No valid bearer token.') }
      : {}),
    500: errorResponseSchema.describe('Unexpected failure.'),
    ...(input.schema.response as Record<string, unknown> | undefined),
  };
  const method = [input.route.method].flat()[0]!.toLowerCase();
  const operationId = input.schema.operationId ?? operationIdOf(method, url);
  return zodTransform({ ...input, schema: { ...input.schema, operationId, response } });
};

/**
 * One contract per route: each route's zod schemas (from common/) validate its input,
 * serialise its answer and make the OpenAPI document at /api/openapi.json, browsable at
 * /api/docs. Registered before any route, so every route is seen.
 */
export async function registerApiContract(app: FastifyInstance) {
  app.setValidatorCompiler(routeValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', withEmptyBodyAsObject);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${site.name} API`,
        version: '1.0.0',
        description:
          'JSON API of the website. Failures answer `{ success: false, error, message, fields? }`. Admin operations need `Authorization: Bearer <token>` from POST /api/admin/login.',
      },
      servers: [{ url: app.deps.config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

export async function openApiRoutes(api: FastifyInstance) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI document',
        tags: ['meta'],
        response: { 200: z.record(z.string(), z.unknown()).describe('OpenAPI 3.1 document.') },
      },
    },
    async () => api.swagger() as unknown as Record<string, unknown>,
  );
}
