import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMIT_PER_ADDRESS,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_RATE_WINDOW_MS,
  chatRequestSchema,
  chatResponseSchema,
  conversationListQuerySchema,
} from '../../common/chat.ts';
import {
  conversationPageSchema,
  conversationThreadSchema,
} from '../../common/schemas/conversations.ts';
import { DomainError, rateLimited } from '../errors.ts';
import { adminSecurity, errorResponseSchema } from './openapi.ts';
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

/** The shared limiter's 429, with the chat's own sentence. */
async function chatRateLimit(request: FastifyRequest, reply: FastifyReply) {
  // Refuse blank and over-long messages first: they must not count against the visitor.
  chatRequestSchema.parse(request.body);
  try {
    for (const limit of limits) await limit(request, reply);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate_limited') {
      throw rateLimited(CHAT_RATE_LIMITED_MESSAGE);
    }
    throw error;
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
          429: errorResponseSchema.describe('Too many messages from this conversation or address.'),
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
