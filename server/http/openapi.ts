import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { site } from '../../common/site.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface OperationResponse {
  description: string;
  /** The JSON body; a zod schema (preferred) or a JSON Schema object. */
  schema?: z.ZodType | Record<string, unknown>;
  /** Content type when not JSON, e.g. 'text/csv' or 'image/webp'. */
  contentType?: string;
}

export interface OperationSpec {
  method: Method;
  /** Full path in OpenAPI form, e.g. '/api/blogs/{id}'. */
  path: string;
  summary: string;
  tags?: string[];
  /** JSON request body, or `{ multipart }` for form uploads. */
  body?: z.ZodType | { multipart: z.ZodType };
  /** Query string; an object schema whose keys become parameters. */
  query?: z.ZodType;
  /** Admin-only: needs the bearer token (401 without it). */
  admin?: boolean;
  responses: Record<number, OperationResponse>;
}

/**
 * Every documented operation, keyed by method and path. Route modules register theirs next
 * to the route (a second registration of the same operation replaces the first, so building
 * several apps in one process is harmless).
 */
const operations = new Map<string, OperationSpec>();

export function registerOperation(operation: OperationSpec): void {
  operations.set(`${operation.method.toUpperCase()} ${operation.path}`, operation);
}

function registeredOperations(): OperationSpec[] {
  return [...operations.values()];
}

function jsonSchema(schema: z.ZodType | Record<string, unknown>): Record<string, unknown> {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

/** The shape every failure answers with (server/http/errors.ts). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(errorResponseSchema) } },
});

function queryParameters(query: z.ZodType) {
  const schema = jsonSchema(query) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function operationObject(op: OperationSpec) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(op.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? {
            content: {
              [response.contentType ?? 'application/json']: { schema: jsonSchema(response.schema) },
            },
          }
        : {}),
    };
  }
  responses['400'] ??= errorResponse('Invalid input; `error` says what to fix.');
  if (op.admin) responses['401'] ??= errorResponse('Missing, invalid or revoked bearer token.');
  responses['500'] ??= errorResponse('Unexpected failure.');

  let requestBody: Record<string, unknown> | undefined;
  if (op.body && 'multipart' in op.body && !(op.body instanceof z.ZodType)) {
    requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: jsonSchema(op.body.multipart) } },
    };
  } else if (op.body) {
    requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(op.body as z.ZodType) } },
    };
  }

  const parameters = [...pathParameters(op.path), ...(op.query ? queryParameters(op.query) : [])];
  return {
    summary: op.summary,
    operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(op.tags ? { tags: op.tags } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(op.admin ? { security: [{ bearerAuth: [] }] } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every registered operation. */
function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = registeredOperations().sort((a, b) => a.path.localeCompare(b.path));
  for (const op of sorted) {
    (paths[op.path] ??= {})[op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      description:
        'JSON API of the website. Failures answer `{ success: false, error, message, fields? }`. Admin operations need `Authorization: Bearer <token>` from POST /api/admin/login.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}

registerOperation({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This OpenAPI document',
  tags: ['meta'],
  responses: { 200: { description: 'OpenAPI 3.1 document.' } },
});

export async function openApiRoutes(api: FastifyInstance) {
  api.get('/openapi.json', async () => buildOpenApiDocument(api.deps.config.publicUrl));
}
