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
import { PUBLIC_BODY_LIMIT } from './limits.ts';
import { rateLimitOf, type RateLimitOptions } from './rate-limit.ts';

/** Where the browsable document lives; its pages have their own CSP (security-headers.ts). */
export const DOCS_PREFIX = '/api/docs';

/** The shape every failure answers with (server/http/errors.ts). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The groups of operations, each route naming one or more in its `tags`. */
const API_TAGS = [
  { name: 'meta', description: 'Health and this document.' },
  { name: 'auth', description: 'Administrator sign-in, sign-out and password reset.' },
  {
    name: 'booking',
    description: 'Consultations: free slots, booking, managing and the team calendar feed.',
  },
  { name: 'leads', description: 'Contact and business forms.' },
  { name: 'newsletter', description: 'Subscriptions, confirmations, issues and sending.' },
  { name: 'analytics', description: 'Cookie-free page views.' },
  { name: 'blog', description: 'Posts, their covers and view counts.' },
  { name: 'chat', description: 'The assistant, hand-off to a person and the team inbox.' },
  { name: 'media', description: 'Stored images and the replaceable pictures of the site.' },
  {
    name: 'admin',
    description: 'The administrator area: dashboard, leads, availability, calendar, backups.',
  },
];

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

/** Methods whose requests Fastify reads a body of (and so may refuse with 413 or 415). */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const sizeText = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

const windowText = (ms: number) => {
  const minutes = ms / 60_000;
  if (minutes % 60 === 0) return minutes === 60 ? 'per hour' : `per ${minutes / 60} hours`;
  return minutes === 1 ? 'per minute' : `per ${minutes} minutes`;
};

/** The `rateLimit` hooks a route runs, wherever it runs them. */
function routeLimits(route: RouteOptions): RateLimitOptions[] {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler];
  return hooks
    .flatMap((hook) => [hook ?? []].flat().map(rateLimitOf))
    .filter((l) => l !== undefined);
}

/**
 * What a caller must know beyond the summary, said from the route itself so it cannot
 * drift from what the route does: who may call it, its body limit and its rate limits.
 */
function describeOperation(input: {
  description: string | undefined;
  admin: boolean;
  bodyLimit: number | undefined;
  limits: RateLimitOptions[];
  answersTooMany: boolean;
}) {
  const lines = [input.description];
  lines.push(
    input.admin
      ? 'Administrators only: send `Authorization: Bearer <token>` from POST /api/admin/login (401 without a valid one).'
      : 'Open to anyone; no sign-in.',
  );
  if (input.bodyLimit !== undefined) {
    lines.push(
      `A body over ${sizeText(input.bodyLimit)} is refused with 413 before it is read, and a content type the operation does not read with 415.`,
    );
  }
  if (input.limits.length) {
    const each = input.limits
      .map((l) => `\`${l.name}\`: ${l.max} ${windowText(l.windowMs)}`)
      .join('; ');
    lines.push(`Rate-limited (${each}); beyond a limit it answers 429 with \`retry-after\`.`);
  } else if (input.answersTooMany) {
    lines.push('Rate-limited; beyond its limit it answers 429 with `retry-after`.');
  }
  return lines.filter(Boolean).join('\n\n');
}

/**
 * Documents the API and /media only (pages are not operations), and adds the answers every
 * operation can give: 400 and 500 always, 401 for admin ones, 413 and 415 where a body is
 * read, 429 where a rate-limit hook counts; a route's own declaration of a status wins.
 */
const documentTransform: typeof zodTransform = (input) => {
  const { url, route } = input;
  const documented =
    (url.startsWith('/api/') || url.startsWith('/media/')) &&
    !url.startsWith(DOCS_PREFIX) &&
    url !== '/api/*';
  if (!documented || !input.schema) return { schema: { hide: true }, url };
  const method = [route.method].flat()[0]!.toLowerCase();
  const bodyLimit = BODY_METHODS.has(method) ? (route.bodyLimit ?? PUBLIC_BODY_LIMIT) : undefined;
  const limits = routeLimits(route);
  const declared = (input.schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {
    400: errorResponseSchema.describe('Invalid input; `error` says what to fix.'),
    ...(input.schema.security
      ? { 401: errorResponseSchema.describe('No valid bearer token.') }
      : {}),
    ...(bodyLimit !== undefined
      ? {
          413: errorResponseSchema.describe(`Body over ${sizeText(bodyLimit)}.`),
          415: errorResponseSchema.describe('A content type this operation does not read.'),
        }
      : {}),
    ...(limits.length
      ? {
          429: errorResponseSchema.describe(
            'Too many requests; `retry-after` says when to try again.',
          ),
        }
      : {}),
    500: errorResponseSchema.describe('Unexpected failure.'),
    ...declared,
  };
  const operationId = input.schema.operationId ?? operationIdOf(method, url);
  const description = describeOperation({
    description: input.schema.description,
    admin: Boolean(input.schema.security),
    bodyLimit,
    limits,
    answersTooMany: '429' in response,
  });
  return zodTransform({
    ...input,
    schema: { ...input.schema, operationId, description, response },
  });
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
        contact: { name: site.name, email: site.email, url: app.deps.config.publicUrl },
      },
      tags: API_TAGS,
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
