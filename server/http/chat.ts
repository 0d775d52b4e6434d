import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMIT_PER_ADDRESS,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_RATE_WINDOW_MS,
  CHAT_REPLY_LIMIT_REACHED_MESSAGE,
  CHAT_REPLY_LIMIT_WINDOW_MS,
  chatRequestSchema,
  normalizeBusinessProfile,
  chatResponseSchema,
  conversationListQuerySchema,
} from '../../common/chat.ts';
import {
  conversationPageSchema,
  conversationThreadSchema,
} from '../../common/schemas/conversations.ts';
import { DomainError } from '../errors.ts';
import { adminSecurity, errorResponseSchema } from './openapi.ts';
import { hitRateLimit, rateLimitKey } from '../db/rate-limits.ts';
import { rateLimit } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';

/**
 * The chat API (spec §7 `POST /api/flask/chat`) and the admin read of stored conversations. HTTP only: the rules live in server/chat/.
 */

const conversationIdOf = (request: FastifyRequest) => {
  const id = (request.body as { conversation_id?: unknown } | undefined)?.conversation_id;
  return typeof id === 'string' && id.length <= 100 ? id : null;
};

/** Per conversation (CHAT_RATE_LIMIT), and per address so new ids do not reset the count. */
const limits = [
  rateLimit({
    name: 'chat-conversation',
    max: CHAT_RATE_LIMIT,
    windowMs: CHAT_RATE_WINDOW_MS,
    key: conversationIdOf,
  }),
  rateLimit({ name: 'chat-ip', max: CHAT_RATE_LIMIT_PER_ADDRESS, windowMs: CHAT_RATE_WINDOW_MS }),
];

/**
 * A visitor as the reply limit knows them when the conversation id is gone (cleared
 * storage): the client address and the browser's user agent, hashed.
 */
const visitorOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url')
    .slice(0, 32);

/** 429 answers of the chat: `reason` tells the widget to lock (spec §4 limit). */
const chatRefusalSchema = errorResponseSchema.extend({
  reason: z.enum(['reply_limit', 'rate_limit']),
  /** Reply limit: the conversation the refused message was stored in (send it back). */
  conversation_id: z.string().optional(),
});

/**
 * Spec §4 reply limit, kept by the server too (issue 18): a chat that sends `reply_limit`
 * gets that many replies per conversation and per visitor within the window, whatever the
 * browser's storage says. Counted per widget (floating chatbot, each landing chat).
 */
async function replyLimit(
  request: FastifyRequest,
  max: number | undefined,
  profile: string | undefined,
  conversationId: string | undefined,
): Promise<boolean> {
  if (!max) return true;
  const { database, services } = request.server.deps;
  // The conversation: the replies stored in it (an unknown id has none).
  if (conversationId && (await services.chat.repliesSoFar(conversationId)) >= max) return false;
  // The visitor, across conversations: cleared storage starts a new one.
  const hit = await hitRateLimit(
    database.db,
    rateLimitKey(
      'chat-replies',
      `${normalizeBusinessProfile(profile)}:${max}:${visitorOf(request)}`,
    ),
    CHAT_REPLY_LIMIT_WINDOW_MS,
  );
  return hit.count <= max;
}

/** The shared limiter's 429, with the chat's own sentence; then the reply limit. */
async function chatRateLimit(request: FastifyRequest, reply: FastifyReply) {
  // Refuse blank and over-long messages first: they must not count against the visitor.
  const body = chatRequestSchema.parse(request.body);
  try {
    for (const limit of limits) await limit(request, reply);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate_limited') {
      const message = CHAT_RATE_LIMITED_MESSAGE;
      return reply
        .status(429)
        .send({ success: false, error: message, message, reason: 'rate_limit' as const });
    }
    throw error;
  }
  const within = await replyLimit(
    request,
    body.reply_limit,
    body.user_context.business_profile,
    body.conversation_id,
  );
  if (!within) {
    // Nothing typed is lost at the limit: the message and any details in it are stored.
    const refused = await request.server.deps.services.chat.refuseAtLimit(
      body,
      CHAT_REPLY_LIMIT_REACHED_MESSAGE,
      request.log,
    );
    return reply.status(429).send({
      success: false,
      error: refused.text,
      message: refused.text,
      reason: 'reply_limit' as const,
      conversation_id: refused.conversationId,
    });
  }
}

export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const chat = () => api.deps.services.chat;

  api.post(
    '/flask/chat',
    {
      schema: {
        summary: 'Send a chat message; the assistant replies with flags for the widget (spec §7)',
        tags: ['chat'],
        body: chatRequestSchema,
        response: {
          200: chatResponseSchema.describe(
            'The reply. `conversation_id` is issued by the server: send it back with the next ' +
              'message; an id the server never issued (or none) starts a new conversation.',
          ),
          400: errorResponseSchema.describe(
            "'Please type a message.' or a message over 2,000 characters.",
          ),
          429: chatRefusalSchema.describe(
            "Too many messages from this conversation or address (reason 'rate_limit'), or " +
              "the chat's reply limit reached for this visitor (reason 'reply_limit').",
          ),
        },
      },
      preValidation: chatRateLimit,
    },
    async (request) => chat().reply(request.body, request.log),
  );

  api.get(
    '/admin/conversations',
    {
      schema: {
        summary: 'Stored chat conversations, latest activity first',
        tags: ['chat'],
        security: adminSecurity,
        querystring: conversationListQuerySchema,
        response: {
          200: conversationPageSchema
            .extend({ success: z.literal(true) })
            .describe('A page of conversations.'),
        },
      },
      preValidation: requireAdmin,
    },
    async (request) => ({
      success: true as const,
      ...(await chat().listConversations(request.query)),
    }),
  );

  api.get(
    '/admin/conversations/:id',
    {
      schema: {
        summary: 'One conversation with its messages as a thread',
        tags: ['chat'],
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          200: conversationThreadSchema
            .extend({ success: z.literal(true) })
            .describe('The conversation.'),
          404: errorResponseSchema.describe('No such conversation.'),
        },
      },
      preValidation: requireAdmin,
    },
    async (request) => ({
      success: true as const,
      ...(await chat().getConversation(request.params.id)),
    }),
  );
}
