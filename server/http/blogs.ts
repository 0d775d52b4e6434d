import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_STATUSES, MAX_IMAGE_BYTES } from '../../common/constants.ts';
import {
  BLOG_MESSAGES,
  blogFormFieldsSchema,
  blogFormSchema,
  blogDtoSchema,
  blogListQuerySchema,
  blogPageSchema,
  blogViewAnswerSchema,
} from '../../common/schemas/blog.ts';
import type { CoverUpload } from '../blog/covers.ts';
import { assertBlogRef } from '../blog/refs.ts';
import { DomainError, invalid, notFound, unauthorized } from '../errors.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { errorResponseSchema, serviceParsed } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { readyAnswer, type ReadyAnswer } from './ready-answers.ts';
import { readAdmin, adminOnly } from './require-admin.ts';
import { API_HEADERS } from './security-headers.ts';

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

const blogAnswer = z.object({ success: z.literal(true), data: blogDtoSchema });
const savedSchema = blogAnswer.extend({ message: z.string() });
/** The blog form; the handler parses it once its parts are read (no body before that). */
const formBody = serviceParsed(
  blogFormFieldsSchema.safeExtend({
    image: z
      .any()
      .optional()
      .meta({ type: 'string', format: 'binary', description: 'Cover image, at most 5 MB' }),
  }),
);
const FORM_TYPES = ['multipart/form-data', 'application/json'];
const noSuchBlog = errorResponseSchema.describe('No such blog.');
const tooLarge = errorResponseSchema.describe('Cover image too large.');
const idParams = z.object({ id: z.string() });

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Views one client address may add per minute, counted in the shared rate-limit table so
 * the limit holds across app processes; beyond that the beacon answers 429.
 */
const VIEW_BEACONS_PER_MINUTE = 60;
const viewBeaconLimit = rateLimit({
  name: 'blog-view-ip',
  max: VIEW_BEACONS_PER_MINUTE,
  windowMs: 60_000,
});

/** Answers JSON text made beforehand, as it is: Fastify serialises objects only. */
function sendJsonText(reply: FastifyReply, text: Buffer | string) {
  return reply.type(JSON_TYPE).send(text);
}

/** The public reads whose URLs a ready answer may stand for, at most (oldest go first). */
const MAX_READY_URLS = 1000;

/** What a public read's URL asked, once the route has checked it. */
type PublicRead = { list: { page: number; limit: number } } | { post: string };

/**
 * The public reads' JSON made once per answer and sent whole by the first hook
 * (ready-answers.ts) while the service's kept answer is the same object: the service hands
 * out one object per kept read and view counts (and a new one when either changes), so the
 * bytes are keyed on the data's version, and a write in any process (heard through the
 * database) drops them with the kept reads. A URL is answered so only after the route
 * itself has answered it, so it was checked by its schema; other URL spellings, admin
 * requests and requests asking for a coding go through the route.
 */
function publicReadAnswers(app: FastifyInstance) {
  const { blog } = app.deps.services;
  const bodies = new WeakMap<object, ReadyAnswer>();
  const urls = new Map<string, PublicRead>();
  const security = Object.entries(API_HEADERS);

  app.readyAnswers.add((request, coding) => {
    // The compression plugin codes an answer for a client that asks, per request.
    if (coding !== 'identity' || request.headers['accept-encoding'] !== undefined) return;
    const read = urls.get(request.url);
    if (!read) return;
    if ('list' in read) {
      const page = blog.keptList(read.list.page, read.list.limit);
      return page && bodies.get(page);
    }
    // A bearer token makes it an admin read (no view counts, drafts too).
    if (request.headers.authorization) return;
    const found = blog.keptPost(read.post);
    return found ? bodies.get(found) : undefined;
  });

  /** The bytes of `answer` (made once per answer object), noting `url` as the read it was. */
  return (url: string, read: PublicRead, answer: object, json: () => string): Buffer => {
    let ready = bodies.get(answer);
    if (!ready) {
      ready = readyAnswer(security, [['content-type', JSON_TYPE]], Buffer.from(json()));
      bodies.set(answer, ready);
    }
    if (!urls.has(url)) {
      if (urls.size >= MAX_READY_URLS) urls.delete(urls.keys().next().value!);
      urls.set(url, read);
    }
    return ready.body;
  };
}

export async function blogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { blog } = api.deps.services;
  // Prebuilt bytes skip the serialiser (Fastify sends a Buffer as it is); the response
  // schemas still document them.
  const publicJson = publicReadAnswers(app);
  api.get(
    '/blogs',
    {
      schema: {
        summary:
          'List blogs: public posts, or every status with includeAll=true and the admin token',
        tags: ['blog'],
        querystring: blogListQuerySchema,
        response: {
          200: blogPageSchema
            .extend({
              success: z.literal(true),
              counts: z.record(z.enum(['all', ...BLOG_STATUSES]), z.number()).optional(),
            })
            .describe('One page of posts (`counts` in the admin list only).'),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.includeAll && (await optionalAdmin(request))) {
        return { success: true as const, ...(await blog.listAll(query)) };
      }
      const page = await blog.listPublic(query);
      // Only the plain public list: with includeAll, a token decides what it shows.
      const read = { list: { page: query.page, limit: query.limit } };
      const json = () => JSON.stringify({ success: true, ...page });
      if (query.includeAll) return sendJsonText(reply, json());
      return sendJsonText(reply, publicJson(request.url, read, page, json));
    },
  );

  api.get(
    '/blogs/:id',
    {
      schema: {
        summary: 'One post by _id or slug (a read counts no view: the post page beacon does)',
        tags: ['blog'],
        params: idParams,
        response: { 200: blogAnswer.describe('The post.'), 404: noSuchBlog },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      assertBlogRef(id);
      // Admin reads are previews and edits, not readership.
      if (await optionalAdmin(request)) {
        const post = await blog.findAny(id);
        if (!post) throw notFound(BLOG_MESSAGES.notFound);
        return { success: true as const, data: post };
      }
      const found = await blog.readPublic(id);
      if (!found) throw notFound(BLOG_MESSAGES.notFound);
      // Kept per answer: the service hands out a new one when the view count changes.
      const json = () =>
        JSON.stringify({ success: true, data: { ...found.post, views: found.views } });
      return sendJsonText(reply, publicJson(request.url, { post: id }, found, json));
    },
  );

  api.post(
    '/blogs/:id/views',
    {
      schema: {
        summary:
          "Count one view of a public post (the post page's beacon); answers the current count",
        description:
          'One view per visitor (address and browser) and post a day; crawlers (by user ' +
          'agent) and repeats are answered the count without being counted. At most ' +
          `${VIEW_BEACONS_PER_MINUTE} views per client address a minute; beyond that 429.`,
        tags: ['blog'],
        params: idParams,
        response: {
          200: blogViewAnswerSchema.describe('The view count, this view included.'),
          404: noSuchBlog,
          429: errorResponseSchema.describe('Too many views from this address.'),
        },
      },
      preValidation: viewBeaconLimit,
    },
    async (request) => {
      const answer = await blog.viewBeacon(request.params.id, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { success: true as const, ...answer };
    },
  );

  api.delete(
    '/blogs/:id',
    adminOnly({
      summary: 'Delete a post and its cover',
      tags: ['blog'],
      params: idParams,
      response: {
        200: z.object({ success: z.literal(true), message: z.string() }).describe('Deleted.'),
        404: noSuchBlog,
      },
    }),
    async (request) => {
      await blog.remove(request.params.id);
      return { success: true as const, message: BLOG_MESSAGES.deleted };
    },
  );

  // The forms, in a scope of their own (below).
  await app.register(blogFormRoutes);
}

/**
 * Creating and updating a post: the only blog routes that read multipart forms (a cover).
 * The multipart plugin hooks every route of the scope it is registered in (an async
 * onRequest and onResponse per request), so it stays here, off the public read path.
 */
async function blogFormRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { blog } = api.deps.services;

  api.post(
    '/blogs',
    {
      ...adminOnly({
        summary: 'Create a post',
        tags: ['blog'],
        consumes: FORM_TYPES,
        body: formBody,
        response: { 201: savedSchema.describe('Created.'), 413: tooLarge },
      }),
      bodyLimit: ADMIN_CONTENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const { fields, cover } = await readSubmission(request);
      const form = blogFormSchema.parse(fields);
      const data = await blog.create(form, cover);
      return reply.status(201).send({ success: true, message: BLOG_MESSAGES.created, data });
    },
  );

  api.put(
    '/blogs/:id',
    {
      ...adminOnly({
        summary: 'Update a post',
        tags: ['blog'],
        params: idParams,
        consumes: FORM_TYPES,
        body: formBody,
        response: { 200: savedSchema.describe('Updated.'), 404: noSuchBlog, 413: tooLarge },
      }),
      bodyLimit: ADMIN_CONTENT_BODY_LIMIT,
    },
    async (request) => {
      assertBlogRef(request.params.id, { uuidOnly: true });
      const { fields, cover } = await readSubmission(request);
      const form = blogFormSchema.parse(fields);
      const data = await blog.update(request.params.id, form, cover);
      return { success: true as const, message: BLOG_MESSAGES.updated, data };
    },
  );
}
