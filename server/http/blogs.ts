import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
import { codingFor, readyAnswer, type Coding, type ReadyAnswer } from './ready-answers.ts';
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

/** One kept answer as sent to a client taking `coding` (identity where a coding saves nothing). */
interface CodedAnswer {
  coding: 'br' | 'gzip' | null;
  ready: ReadyAnswer;
}

/**
 * Brotli's quality for kept JSON: past it, each step costs several times more for a few
 * bytes, and the answers are made again on the request that finds their counts changed.
 */
const JSON_BROTLI_QUALITY = 5;

/**
 * A public read's JSON kept as it is and compressed, gzip and brotli, made together once.
 * An answer object is made again whenever a listed view count changes, so each coding is
 * made at a level that costs little on the event loop, not the best quality kept pages
 * take. A coding that would not be smaller is not kept: identity is sent instead, as any
 * client takes it. Every variant says `Vary: accept-encoding`, the one it is sent without
 * included, so no cache hands one client's coding to another.
 */
function keptJson(security: [string, string][], text: string): Record<Coding, CodedAnswer> {
  const body = Buffer.from(text);
  const own: [string, string][] = [
    ['content-type', JSON_TYPE],
    ['vary', 'accept-encoding'],
  ];
  const identity: CodedAnswer = { coding: null, ready: readyAnswer(security, own, body) };
  const coded = (coding: 'br' | 'gzip', bytes: Buffer): CodedAnswer =>
    bytes.length < body.length
      ? { coding, ready: readyAnswer(security, own, bytes, { coding }) }
      : identity;
  return {
    identity,
    gzip: coded('gzip', gzipSync(body, { level: constants.Z_BEST_COMPRESSION })),
    br: coded(
      'br',
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ),
  };
}

/**
 * The public reads' JSON made once per answer, in each coding, and sent whole by the first
 * hook (ready-answers.ts) while the service's kept answer is the same object: the service
 * hands out one object per kept read and view counts (and a new one when either changes),
 * so the bytes, compressed ones included, are keyed on the data's version, and a write in
 * any process (heard through the database) drops them with the kept reads. A URL is
 * answered so only after the route itself has answered it, so it was checked by its
 * schema; other URL spellings and admin requests go through the route, as does a client
 * asking only for a coding kept answers are not kept in (the compression plugin's).
 */
function publicReadAnswers(app: FastifyInstance) {
  const { blog } = app.deps.services;
  const bodies = new WeakMap<object, Record<Coding, CodedAnswer>>();
  const urls = new Map<string, PublicRead>();
  const security = Object.entries(API_HEADERS);

  app.readyAnswers.add((request, coding) => {
    const read = urls.get(request.url);
    if (!read) return;
    let answer: object | null | undefined;
    if ('list' in read) answer = blog.keptList(read.list.page, read.list.limit);
    // A bearer token makes it an admin read (no view counts, drafts too).
    else if (request.headers.authorization) return;
    else answer = blog.keptPost(read.post);
    return answer ? bodies.get(answer)?.[coding].ready : undefined;
  });

  /**
   * Answers `answer` from its kept bytes in the coding the client takes (made once per
   * answer object), noting the request's URL as the read it was.
   */
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    read: PublicRead,
    answer: object,
    json: () => string,
  ) => {
    let kept = bodies.get(answer);
    if (!kept) {
      kept = keptJson(security, json());
      bodies.set(answer, kept);
    }
    if (!urls.has(request.url)) {
      if (urls.size >= MAX_READY_URLS) urls.delete(urls.keys().next().value!);
      urls.set(request.url, read);
    }
    // As the ready answer would say it (the security hook has set its headers already).
    const { coding, ready } = kept[codingFor(request.headers['accept-encoding']) ?? 'identity'];
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    if (coding) reply.header('content-encoding', coding);
    return reply.send(ready.body);
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
      return publicJson(request, reply, read, page, json);
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
      return publicJson(request, reply, { post: id }, found, json);
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
