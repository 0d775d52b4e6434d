import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMIT_PER_ADDRESS,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_RATE_WINDOW_MS,
  chatContactSaveSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatSettingsSchema,
} from '../../common/chat.ts';
import {
  CHAT_EVENTS_HEARTBEAT_MS,
  CHAT_KEY_HEADER,
  type HandoffStateEvent,
} from '../../common/chat-events.ts';
import {
  conversationListQuerySchema,
  conversationPageSchema,
  conversationThreadSchema,
  teamReplyResultSchema,
  teamReplySchema,
  unreadTotalsSchema,
} from '../../common/schemas/conversations.ts';
import type { HandoffEvent } from '../chat/handoff-hub.ts';
import { DomainError } from '../errors.ts';
import { sayWhenToRetry } from './errors.ts';
import { EVENT_STREAMS } from './limits.ts';
import { errorResponseSchema } from './openapi.ts';
import { CHAT_MAX_BOT_REPLIES } from '../../common/constants.ts';
import { rateLimit } from './rate-limit.ts';
import { adminOnly } from './require-admin.ts';

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

/** 429 answers of the chat: `reason` tells the widget to lock (spec §4 limit). */
const chatRefusalSchema = errorResponseSchema.extend({
  reason: z.enum(['reply_limit', 'rate_limit']),
  /** Reply limit: the conversation the refused message was stored in (send it back). */
  conversation_id: z.string().optional(),
});

/**
 * The contact bubble, per address, as the site's other contact forms: a save without a
 * conversation starts one, each with its lead and team notice.
 */
const contactLimit = rateLimit({ name: 'chat-contact-ip', max: 10, windowMs: 15 * 60_000 });

/**
 * The per-conversation and per-address request limits, with the chat's own sentence: they
 * bound what one visitor can send, whatever a chat's reply limit says.
 */
async function chatRateLimit(request: FastifyRequest, reply: FastifyReply) {
  return refuseOverLimits(request, reply, limits);
}

async function chatContactLimit(request: FastifyRequest, reply: FastifyReply) {
  return refuseOverLimits(request, reply, [...limits, contactLimit]);
}

async function refuseOverLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  checks: readonly ((request: FastifyRequest) => Promise<void>)[],
) {
  try {
    for (const limit of checks) await limit(request);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate_limited') {
      sayWhenToRetry(reply, error);
      const message = CHAT_RATE_LIMITED_MESSAGE;
      return reply
        .status(429)
        .send({ success: false, error: message, message, reason: 'rate_limit' as const });
    }
    throw error;
  }
}

/**
 * One server-sent event: its id (a team message's), name and JSON data; a state carries
 * when the team usually replies (`replies`).
 */
async function sseEvent(event: HandoffEvent, replies: () => Promise<string>): Promise<string> {
  if (event.type === 'state') {
    const data: HandoffStateEvent = { handoff: event.handoff, replies: await replies() };
    return `event: state\ndata: ${JSON.stringify(data)}\n\n`;
  }
  return `id: ${event.message.id}\nevent: message\ndata: ${JSON.stringify(event.message)}\n\n`;
}

/** How soon a browser reconnects after a dropped stream (the SSE `retry` field). */
const SSE_RETRY_MS = 2000;

/** The issued conversation id, as the chat API takes it (a bearer secret, in a header). */
const chatKey = z
  .string({ message: `The ${CHAT_KEY_HEADER} header must hold the chat's conversation id.` })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, {
    message: `The ${CHAT_KEY_HEADER} header must hold the chat's conversation id.`,
  });

/** Opening streams, per address: a browser reconnects after a drop, not in a loop. */
const streamLimit = rateLimit({ name: 'chat-events-ip', max: 120, windowMs: CHAT_RATE_WINDOW_MS });

const conversationParams = z.object({ id: z.string() });

export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const chat = () => api.deps.services.chat;
  const handoff = () => api.deps.services.handoff;

  // Open streams end when the app closes, so closing does not wait for their visitors.
  const streams = new Set<PassThrough>();
  /** Open streams per client address, in this process (EVENT_STREAMS). */
  const openByAddress = new Map<string, number>();
  app.addHook('preClose', (done) => {
    for (const stream of streams) stream.end();
    done();
  });

  api.get(
    '/flask/chat/events',
    {
      schema: {
        summary: "The team's messages of a hand-off to a person, as server-sent events (ADR 033)",
        description:
          `Authorised by the conversation id the chat API issued, in the ${CHAT_KEY_HEADER} header. ` +
          "Events: 'message' (a team message; its id is the event id) for each one after " +
          "Last-Event-ID, then 'state' ({ handoff }), then each new one as it happens; a comment line every " +
          `${CHAT_EVENTS_HEARTBEAT_MS / 1000} s keeps the connection open.`,
        tags: ['chat'],
        headers: z.object({
          [CHAT_KEY_HEADER]: chatKey,
          'last-event-id': z
            .string()
            .regex(/^\d{1,15}$/)
            .optional(),
        }),
        response: {
          200: {
            description: 'The event stream (text/event-stream).',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          400: errorResponseSchema.describe('No conversation id in the header.'),
          404: errorResponseSchema.describe('The server never issued this conversation id.'),
          429: errorResponseSchema.describe('Too many streams opened from this address.'),
        },
      },
      // Events are written as they happen: compression would hold them back.
      compress: false,
      preValidation: streamLimit,
    },
    async (request, reply) => {
      const headers = request.headers;
      const after = Number(headers['last-event-id'] ?? 0);
      const conversation = await handoff().conversationOf(headers[CHAT_KEY_HEADER]);
      if (!conversation) {
        const message = 'No such conversation.';
        return reply.status(404).send({ success: false, error: message, message });
      }
      const address = request.ip;
      const open = openByAddress.get(address) ?? 0;
      if (open >= EVENT_STREAMS.openPerAddress) {
        const message = EVENT_STREAMS.tooManyMessage;
        return reply.status(429).send({ success: false, error: message, message });
      }
      const stream = new PassThrough();
      let last = after;
      // Written one after another: a state reads the team's hours first, and must not
      // overtake the messages sent after it.
      let writing = Promise.resolve();
      const send = (event: HandoffEvent) => {
        if (event.type === 'message') {
          if (event.message.id <= last) return;
          last = event.message.id;
        }
        writing = writing
          .then(async () => {
            const text = await sseEvent(event, () => handoff().replyTime());
            if (!stopped) stream.write(text);
          })
          // Hours that cannot be read (the database away): the chat reconnects and is told.
          .catch(() => stop());
      };
      // Listen before reading what was missed, so nothing sent in between is lost.
      const pending: HandoffEvent[] = [];
      let live = false;
      const unsubscribe = await handoff().hub.subscribe(conversation.id, after, (event) =>
        live ? send(event) : pending.push(event),
      );
      streams.add(stream);
      openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), CHAT_EVENTS_HEARTBEAT_MS);
      // Ended after its lifetime: the chat reconnects with its last event id.
      const lifetime = setTimeout(
        () => stop(),
        api.deps.config.CHAT_EVENTS_LIFETIME_SECONDS * 1000,
      );
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left > 0) openByAddress.set(address, left);
        else openByAddress.delete(address);
        clearTimeout(lifetime);
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
        stream.end();
      };
      reply.raw.on('close', stop);
      stream.on('close', stop);
      stream.write(`retry: ${SSE_RETRY_MS}\n\n`);
      try {
        const missed = await handoff().teamMessagesAfter(conversation.id, after);
        for (const message of missed) send({ type: 'message', message });
      } catch (error) {
        stop();
        throw error;
      }
      // The state after what was missed: a chat that learns the hand-off ended has its marker.
      send({ type: 'state', handoff: conversation.handoff });
      for (const event of pending) send(event);
      live = true;
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as never);
    },
  );

  api.get(
    '/flask/chat/whatsapp',
    {
      schema: {
        summary:
          'The WhatsApp click-to-chat link (WHATSAPP_NUMBER), with a short summary of the conversation',
        description:
          `With the chat's conversation id in the ${CHAT_KEY_HEADER} header, the text names the ` +
          "visitor's business and last question; never the whole conversation.",
        tags: ['chat'],
        headers: z.object({ [CHAT_KEY_HEADER]: chatKey.optional() }),
        response: {
          200: z
            .object({ href: z.string().nullable() })
            .describe('The link, or null when no WhatsApp number is configured.'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { href: await handoff().whatsapp(request.headers[CHAT_KEY_HEADER]) };
    },
  );

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
              "the chat's reply limit reached in this conversation (reason 'reply_limit').",
          ),
        },
      },
      // After the body's checks: a blank or over-long message never counts against anyone.
      preHandler: chatRateLimit,
    },
    async (request, reply) => {
      const outcome = await chat().reply(request.body, request.log, { address: request.ip });
      if (outcome.kind === 'reply') return outcome.response;
      return reply.status(429).send({
        success: false,
        error: outcome.text,
        message: outcome.text,
        reason: 'reply_limit' as const,
        conversation_id: outcome.conversationId,
      });
    },
  );

  api.post(
    '/flask/chat/contact',
    {
      schema: {
        summary: "The chat's contact bubble: the visitor's name, e-mail and phone (WhatsApp)",
        description:
          'Every field is optional, but an e-mail or a phone is needed; a phone alone is enough. ' +
          "Stored on the conversation of `conversation_id` and as its lead (the team's notice " +
          'included); without an issued id a new conversation starts and its id is returned.',
        tags: ['chat'],
        body: chatContactSaveSchema,
        response: {
          201: z
            .object({ success: z.literal(true), conversation_id: z.string() })
            .describe('Saved; send `conversation_id` back with the next message.'),
          400: errorResponseSchema.describe('No e-mail or phone, or one of them not valid.'),
          429: chatRefusalSchema.describe(
            'Too many requests from this conversation or address (10 saves per 15 minutes).',
          ),
        },
      },
      preValidation: chatContactLimit,
    },
    async (request, reply) => {
      const saved = await chat().saveContact(request.body);
      return reply
        .status(201)
        .send({ success: true as const, conversation_id: saved.conversationId });
    },
  );

  api.get(
    '/admin/chat-settings',
    adminOnly({
      summary: "The owner's chat settings: whether the floating chatbot's reply limit is on",
      tags: ['chat'],
      response: {
        200: chatSettingsSchema.extend({ success: z.literal(true) }).describe('The settings.'),
      },
    }),
    async () => ({ success: true as const, ...(await chat().settings()) }),
  );

  api.put(
    '/admin/chat-settings',
    adminOnly({
      summary: "Turns the floating chatbot's reply limit on or off (spec §4)",
      description:
        `On: the floating chatbot locks after ${CHAT_MAX_BOT_REPLIES} replies in a conversation ` +
        'without a person in it. Every app process reads it from the database on each message.',
      tags: ['chat'],
      body: chatSettingsSchema,
      response: {
        200: chatSettingsSchema.extend({ success: z.literal(true) }).describe('Saved.'),
        400: errorResponseSchema.describe('replyLimit missing or not a boolean.'),
      },
    }),
    async (request) => ({ success: true as const, ...(await chat().saveSettings(request.body)) }),
  );

  api.get(
    '/admin/conversations',
    adminOnly({
      summary: 'Stored chat conversations, latest activity first',
      tags: ['chat'],
      querystring: conversationListQuerySchema,
      response: {
        200: conversationPageSchema
          .extend({ success: z.literal(true) })
          .describe('A page of conversations.'),
      },
    }),
    async (request) => ({
      success: true as const,
      ...(await chat().listConversations(request.query)),
    }),
  );

  api.get(
    '/admin/conversations/:id',
    adminOnly({
      summary: 'One conversation with its messages as a thread',
      tags: ['chat'],
      params: z.object({ id: z.string() }),
      response: {
        200: conversationThreadSchema
          .extend({ success: z.literal(true) })
          .describe('The conversation.'),
        404: errorResponseSchema.describe('No such conversation.'),
      },
    }),
    async (request) => ({
      success: true as const,
      ...(await chat().getConversation(request.params.id)),
    }),
  );
  api.get(
    '/admin/conversations/unread',
    adminOnly({
      summary: 'Unread visitor messages of the conversations waiting for or with a person',
      tags: ['chat'],
      response: {
        200: unreadTotalsSchema.extend({ success: z.literal(true) }).describe('The totals.'),
      },
    }),
    async () => ({ success: true as const, ...(await handoff().unreadTotals()) }),
  );

  api.post(
    '/admin/conversations/:id/replies',
    adminOnly({
      summary:
        "A team member's reply in the conversation: the visitor's open chat gets it at once, a closed one by e-mail",
      tags: ['chat'],
      params: conversationParams,
      body: teamReplySchema,
      response: {
        201: teamReplyResultSchema
          .extend({ success: z.literal(true) })
          .describe(
            "Stored; `delivery` says how it reached the visitor ('live', 'email', 'stored').",
          ),
        400: errorResponseSchema.describe('An empty or over-long reply.'),
        404: errorResponseSchema.describe('No such conversation.'),
      },
    }),
    async (request, reply) => {
      const { text, author } = request.body;
      const result = await handoff().teamReply(request.params.id, text, author);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  api.post(
    '/admin/conversations/:id/read',
    adminOnly({
      summary: 'The team read the conversation: its unread count goes to 0',
      tags: ['chat'],
      params: conversationParams,
      response: {
        200: z.object({ success: z.literal(true) }).describe('Marked as read.'),
        404: errorResponseSchema.describe('No such conversation.'),
      },
    }),
    async (request) => {
      await handoff().markRead(request.params.id);
      return { success: true as const };
    },
  );

  api.post(
    '/admin/conversations/:id/handoff/end',
    adminOnly({
      summary: 'The team ends the hand-off: the assistant answers the visitor again',
      tags: ['chat'],
      params: conversationParams,
      response: {
        200: z.object({ success: z.literal(true) }).describe('Ended (or there was none).'),
        404: errorResponseSchema.describe('No such conversation.'),
      },
    }),
    async (request) => {
      await handoff().end(request.params.id);
      return { success: true as const };
    },
  );
}
