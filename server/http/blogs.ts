import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../common/constants.ts';
import {
  BLOG_MESSAGES,
  blogFormFieldsSchema,
  blogFormSchema,
  blogListQuerySchema,
} from '../../common/schemas/blog.ts';
import type { BlogDto } from '../../common/blog.ts';
import { assertBlogRef, type CoverUpload } from '../blog/service.ts';
import { DomainError, invalid, notFound, unauthorized } from '../errors.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { errorResponseSchema, registerOperation } from './openapi.ts';
import { readAdmin, requireAdmin } from './require-admin.ts';

/** Room for the longest allowed content (4 bytes a character at worst) in a text part. */
const FIELD_BYTES = 1024 * 1024;

interface BlogSubmission {
  fields: Record<string, unknown>;
  cover?: CoverUpload;
}

/** Reads the multipart form (or a JSON body, for API clients without a cover). */
async function readSubmission(request: FastifyRequest): Promise<BlogSubmission> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw invalid('Send the blog as multipart form data or a JSON object.');
    }
    return { fields: body as Record<string, unknown> };
  }
  const fields: Record<string, unknown> = {};
  let cover: CoverUpload | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: FIELD_BYTES },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) {
          cover = { bytes, filename: part.filename };
        }
      } else {
        if (part.valueTruncated) throw invalid(`The field ${part.fieldname} is too long.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('payload_too_large', BLOG_MESSAGES.imageTooLarge, {
        image: BLOG_MESSAGES.imageTooLarge,
      });
    }
    if (code === 'FST_FILES_LIMIT') throw invalid('Send at most one cover image.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid('The form has too many fields.');
    }
    if (error instanceof DomainError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    // The parser's own errors (no boundary, body cut short) mean a malformed form, not a fault.
    throw invalid('The form data is malformed. Please send it again.');
  }
  return { fields, cover };
}

/**
 * A bearer token, when sent, must be valid; without one the caller is a visitor. An
 * admin whose token lapsed thus sees a 401, not a silently shorter list.
 */
async function optionalAdmin(request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  const admin = await readAdmin(request);
  if (!admin) throw unauthorized('Your session has expired. Please sign in again.');
  return admin;
}

const blogSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  blog_title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  status: z.enum(['published', 'draft', 'scheduled']),
  scheduledDate: z.string().nullable(),
  views: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const listSchema = z.object({
  success: z.literal(true),
  data: z.array(blogSchema.omit({ content: true }).extend({ preview: z.string() })),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalBlogs: z.number(),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    blogsPerPage: z.number(),
  }),
  counts: z
    .object({ all: z.number(), published: z.number(), draft: z.number(), scheduled: z.number() })
    .optional(),
});
const savedSchema = z.object({ success: z.literal(true), message: z.string(), data: blogSchema });
const formBody = {
  multipart: blogFormFieldsSchema.safeExtend({
    image: z
      .any()
      .meta({ type: 'string', format: 'binary', description: 'Cover image, at most 5 MB' }),
  }),
};
const notFoundResponse = { description: 'No such blog.', schema: errorResponseSchema };

registerOperation({
  method: 'get',
  path: '/api/blogs',
  summary: 'List blogs: public posts, or every status with includeAll=true and the admin token',
  tags: ['blog'],
  query: blogListQuerySchema,
  responses: { 200: { description: 'One page of posts.', schema: listSchema } },
});
registerOperation({
  method: 'get',
  path: '/api/blogs/{id}',
  summary: 'One post by _id or slug; counts a view',
  tags: ['blog'],
  responses: {
    200: {
      description: 'The post.',
      schema: z.object({ success: z.literal(true), data: blogSchema }),
    },
    404: notFoundResponse,
  },
});
registerOperation({
  method: 'post',
  path: '/api/blogs',
  summary: 'Create a post',
  tags: ['blog'],
  admin: true,
  body: formBody,
  responses: {
    201: { description: 'Created.', schema: savedSchema },
    413: { description: 'Cover image too large.', schema: errorResponseSchema },
  },
});
registerOperation({
  method: 'put',
  path: '/api/blogs/{id}',
  summary: 'Update a post',
  tags: ['blog'],
  admin: true,
  body: formBody,
  responses: {
    200: { description: 'Updated.', schema: savedSchema },
    404: notFoundResponse,
    413: { description: 'Cover image too large.', schema: errorResponseSchema },
  },
});
registerOperation({
  method: 'delete',
  path: '/api/blogs/{id}',
  summary: 'Delete a post and its cover',
  tags: ['blog'],
  admin: true,
  responses: {
    200: {
      description: 'Deleted.',
      schema: z.object({ success: z.literal(true), message: z.string() }),
    },
    404: notFoundResponse,
  },
});

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The JSON text of `{ success: true, data: post }` for public post reads. Every read
 * counts a view, so answers of one kept post differ only in `views`: its text is made
 * once per post object, cut where the count goes, and each answer joins the two halves
 * around its own count.
 */
function publicPostAnswers(): (post: BlogDto, views: number) => string {
  // No view count is a fraction; as JSON, `"views":0.5` can only be that key (a quote
  // inside a string value is always escaped).
  const MARK = '"views":0.5';
  const halves = new WeakMap<BlogDto, readonly [string, string]>();
  return (post, views) => {
    let cut = halves.get(post);
    if (!cut) {
      const text = JSON.stringify({ success: true, data: { ...post, views: 0.5 } });
      const at = text.indexOf(MARK);
      cut = [text.slice(0, at + MARK.length - 3), text.slice(at + MARK.length)];
      halves.set(post, cut);
    }
    return cut[0] + views + cut[1];
  };
}

export async function blogRoutes(api: FastifyInstance) {
  await api.register(multipart);
  const { blog } = api.deps.services;

  // JSON bytes of public list pages, per answer object: the service hands out the same
  // object while a page and its view counts are unchanged.
  const listBodies = new WeakMap<object, Buffer>();
  const postAnswer = publicPostAnswers();
  api.get('/blogs', async (request, reply) => {
    const query = blogListQuerySchema.parse(request.query ?? {});
    if (query.includeAll && (await optionalAdmin(request))) {
      return { success: true, ...(await blog.listAll(query)) };
    }
    const page = await blog.listPublic(query);
    let body = listBodies.get(page);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify({ success: true, ...page }));
      listBodies.set(page, body);
    }
    return reply.type(JSON_TYPE).send(body);
  });

  api.get<{ Params: { id: string } }>('/blogs/:id', async (request, reply) => {
    const { id } = request.params;
    assertBlogRef(id);
    // Admin reads are previews and edits, not readership.
    if (await optionalAdmin(request)) {
      const post = await blog.findAny(id);
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      return { success: true, data: post };
    }
    const found = await blog.readPublic(id, { countView: true });
    if (!found) throw notFound(BLOG_MESSAGES.notFound);
    return reply.type(JSON_TYPE).send(postAnswer(found.post, found.views));
  });

  api.post(
    '/blogs',
    { preHandler: requireAdmin, bodyLimit: ADMIN_CONTENT_BODY_LIMIT },
    async (request, reply) => {
      const { fields, cover } = await readSubmission(request);
      const form = blogFormSchema.parse(fields);
      const data = await blog.create(form, cover);
      return reply.status(201).send({ success: true, message: BLOG_MESSAGES.created, data });
    },
  );

  api.put<{ Params: { id: string } }>(
    '/blogs/:id',
    { preHandler: requireAdmin, bodyLimit: ADMIN_CONTENT_BODY_LIMIT },
    async (request) => {
      assertBlogRef(request.params.id, { uuidOnly: true });
      const { fields, cover } = await readSubmission(request);
      const form = blogFormSchema.parse(fields);
      const data = await blog.update(request.params.id, form, cover);
      return { success: true, message: BLOG_MESSAGES.updated, data };
    },
  );

  api.delete<{ Params: { id: string } }>(
    '/blogs/:id',
    { preHandler: requireAdmin },
    async (request) => {
      await blog.remove(request.params.id);
      return { success: true, message: BLOG_MESSAGES.deleted };
    },
  );
}
