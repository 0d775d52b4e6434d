import { z } from '../zod.ts';
import { paginationSchema } from './pagination.ts';

/**
 * The admin read of stored chat conversations (GET /api/admin/conversations and /:id); apart
 * from common/chat.ts so the visitor's chat loads none of it.
 */

/** A stored conversation as the admin screens list it. */
const conversationSchema = z.object({
  id: z.string(),
  businessProfile: z.string().nullable(),
  sourcePage: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  leadId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  /** The hand-off to a person (ADR 033): asked for, a team member in, or none. */
  handoff: z.enum(['requested', 'joined']).nullable(),
  handoffRequestedAt: z.string().nullable(),
  /** Visitor messages the team has not read (0 outside a hand-off). */
  unread: z.number(),
  messageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const chatSender = z.enum(['user', 'bot', 'team']);

/** GET /api/admin/conversations: one page, latest activity first. */
export const conversationPageSchema = z.object({
  conversations: z.array(
    conversationSchema.extend({
      lastMessage: z.object({ sender: chatSender, text: z.string() }).nullable(),
    }),
  ),
  pagination: paginationSchema,
});
export type ConversationSummaryDto = z.infer<
  typeof conversationPageSchema
>['conversations'][number];

/** GET /api/admin/conversations/:id: the conversation and its messages as a thread. */
export const conversationThreadSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(
    z.object({
      id: z.number(),
      sender: chatSender,
      text: z.string(),
      intent: z.string().nullable(),
      provider: z.string().nullable(),
      /** A team message that marks the hand-off: a team member joined or left. */
      marker: z.enum(['joined', 'ended']).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ConversationThreadDto = z.infer<typeof conversationThreadSchema>;

/** The longest reply a team member may send in one message. */
const TEAM_REPLY_MAX_CHARS = 2000;
const TEAM_REPLY_EMPTY = 'Please type a reply.';
const TEAM_REPLY_TOO_LONG = `Your reply is too long. Please keep it under ${TEAM_REPLY_MAX_CHARS.toLocaleString('en-US')} characters.`;

/** POST /api/admin/conversations/:id/replies: the admin's reply box and the route. */
export const teamReplySchema = z.object({
  text: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\0/g, '').trim() : v),
    z
      .string({ message: TEAM_REPLY_EMPTY })
      .min(1, { message: TEAM_REPLY_EMPTY })
      .max(TEAM_REPLY_MAX_CHARS, { message: TEAM_REPLY_TOO_LONG }),
  ),
  /** The team member's first name, shown to the visitor in the chat's header and replies. */
  author: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\0/g, '').trim() || undefined : v),
    z
      .string({ message: 'Your name must be text.' })
      .max(40, { message: 'Your name must be at most 40 characters.' })
      .optional(),
  ),
});

/** How a team reply reached the visitor: the open chat, an e-mail, or only the thread. */
export const teamReplyResultSchema = z.object({
  message: conversationThreadSchema.shape.messages.element,
  delivery: z.enum(['live', 'email', 'stored']),
});
export type TeamReplyResult = z.infer<typeof teamReplyResultSchema>;

/** GET /api/admin/conversations/unread: the admin nav's count. */
export const unreadTotalsSchema = z.object({
  /** Visitor messages the team has not read in conversations with a hand-off. */
  unread: z.number(),
  /** Conversations waiting for or with a person. */
  waiting: z.number(),
});
export type UnreadTotals = z.infer<typeof unreadTotalsSchema>;

/** Admin list of stored conversations (`GET /api/admin/conversations?page&limit`). */
const CONVERSATIONS_PAGE_SIZE = 20;
const CONVERSATIONS_MAX_PAGE_SIZE = 100;
const wholeNumber = (fallback: number, max: number, what: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: `${what} must be a whole number` })
      .int({ message: `${what} must be a whole number` })
      .min(1, { message: `${what} must be at least 1` })
      .max(max, { message: `${what} must be at most ${max}` }),
  );
export const conversationListQuerySchema = z.object({
  page: wholeNumber(1, 1_000_000, 'page'),
  limit: wholeNumber(CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_MAX_PAGE_SIZE, 'limit'),
});
