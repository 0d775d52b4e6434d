import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHAT_INTENTS,
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMIT_PER_ADDRESS,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_RATE_WINDOW_MS,
  chatRequestSchema,
  conversationListQuerySchema,
} from '../../common/chat.ts';
import { DomainError, rateLimited } from '../errors.ts';
import { registerOperation } from './openapi.ts';
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
  chatRequestSchema.parse(request.body ?? {});
  try {
    for (const limit of limits) await limit(request, reply);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate_limited') {
      throw rateLimited(CHAT_RATE_LIMITED_MESSAGE);
    }
    throw error;
  }
}

const chatResponseSchema = z.object({
  response: z.string(),
  show_contact_form: z.boolean(),
  show_appointment_form: z.boolean(),
  action: z.literal('open_form').optional(),
  context: z.object({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
  conversation_id: z.string(),
  intent: z.enum(CHAT_INTENTS),
});

const conversationSchema = z.object({
  id: z.string(),
  businessProfile: z.string().nullable(),
  sourcePage: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  leadId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  messageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

registerOperation({
  method: 'post',
  path: '/api/flask/chat',
  summary: 'Send a chat message; the assistant replies with flags for the widget (spec §7)',
  tags: ['chat'],
  body: chatRequestSchema,
  responses: {
    200: {
      description:
        'The reply. `conversation_id` is issued by the server: send it back with the next ' +
        'message; an id the server never issued (or none) starts a new conversation.',
      schema: chatResponseSchema,
    },
    400: { description: "'Please type a message.' or a message over 2,000 characters." },
    429: { description: 'Too many messages from this conversation or address.' },
  },
});
registerOperation({
  method: 'get',
  path: '/api/admin/conversations',
  summary: 'Stored chat conversations, latest activity first',
  tags: ['chat'],
  admin: true,
  query: conversationListQuerySchema,
  responses: {
    200: {
      description: 'A page of conversations.',
      schema: z.object({
        success: z.literal(true),
        conversations: z.array(
          conversationSchema.extend({
            lastMessage: z.object({ sender: z.enum(['user', 'bot']), text: z.string() }).nullable(),
          }),
        ),
        pagination: z.object({
          currentPage: z.number(),
          totalPages: z.number(),
          totalConversations: z.number(),
          hasNextPage: z.boolean(),
          hasPreviousPage: z.boolean(),
          limit: z.number(),
        }),
      }),
    },
  },
});
registerOperation({
  method: 'get',
  path: '/api/admin/conversations/{id}',
  summary: 'One conversation with its messages as a thread',
  tags: ['chat'],
  admin: true,
  responses: {
    200: {
      description: 'The conversation.',
      schema: z.object({
        success: z.literal(true),
        conversation: conversationSchema,
        messages: z.array(
          z.object({
            id: z.number(),
            sender: z.enum(['user', 'bot']),
            text: z.string(),
            intent: z.string().nullable(),
            provider: z.string().nullable(),
            createdAt: z.string(),
          }),
        ),
      }),
    },
    404: { description: 'No such conversation.' },
  },
});

export async function chatRoutes(api: FastifyInstance) {
  const chat = () => api.deps.services.chat;

  api.post('/flask/chat', { preHandler: chatRateLimit }, async (request) => {
    const input = chatRequestSchema.parse(request.body ?? {});
    return chat().reply(input, request.log);
  });

  api.get('/admin/conversations', { preHandler: requireAdmin }, async (request) => {
    const query = conversationListQuerySchema.parse(request.query ?? {});
    return { success: true, ...(await chat().listConversations(query)) };
  });

  api.get<{ Params: { id: string } }>(
    '/admin/conversations/:id',
    { preHandler: requireAdmin },
    async (request) => ({ success: true, ...(await chat().getConversation(request.params.id)) }),
  );
}
