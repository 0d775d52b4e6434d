import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogDraftAnswerSchema,
  blogDraftKeySchema,
  blogDraftListSchema,
  blogDraftSchema,
} from '../../common/schemas/blog-draft.ts';
import { ADMIN_CONTENT_BODY_LIMIT } from './limits.ts';
import { adminOnly } from './require-admin.ts';

const done = z.object({ success: z.literal(true) });

/**
 * The blog editor's drafts (ADR 057): the signed-in administrator's posts being written,
 * written as they are typed, read back when the editor opens, removed when the post is saved
 * or the draft discarded. Each administrator sees only their own.
 */
export async function blogDraftRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { drafts } = api.deps.services.blog;

  api.get(
    '/admin/blog-drafts',
    adminOnly({
      summary: "The signed-in administrator's kept blog drafts: post id (or 'new'), title, time",
      tags: ['blog'],
      response: { 200: blogDraftListSchema.describe('The drafts, newest first.') },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, drafts: await drafts.list(request.admin!.id) };
    },
  );

  api.get(
    '/admin/blog-drafts/:key',
    adminOnly({
      summary: "One kept blog draft (the post's id, or 'new'); null when there is none",
      tags: ['blog'],
      params: blogDraftKeySchema,
      response: { 200: blogDraftAnswerSchema.describe('The draft, or null.') },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        draft: await drafts.get(request.admin!.id, request.params.key),
      };
    },
  );

  api.put(
    '/admin/blog-drafts/:key',
    {
      ...adminOnly({
        summary: 'Keep a blog draft as typed (content sanitised as a post is)',
        tags: ['blog'],
        params: blogDraftKeySchema,
        body: blogDraftSchema,
        response: { 200: blogDraftAnswerSchema.describe('The draft as kept.') },
      }),
      bodyLimit: ADMIN_CONTENT_BODY_LIMIT,
    },
    async (request) => ({
      success: true as const,
      draft: await drafts.save(request.admin!.id, request.params.key, request.body),
    }),
  );

  api.delete(
    '/admin/blog-drafts/:key',
    adminOnly({
      summary: 'Discard a blog draft (also done when its post is saved)',
      tags: ['blog'],
      params: blogDraftKeySchema,
      response: { 200: done.describe('Gone (or there was none).') },
    }),
    async (request) => {
      await drafts.remove(request.admin!.id, request.params.key);
      return { success: true as const };
    },
  );
}
