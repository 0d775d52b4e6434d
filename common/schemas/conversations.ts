import { z } from '../zod.ts';

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
  messageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const chatSender = z.enum(['user', 'bot']);

/** GET /api/admin/conversations: one page, latest activity first. */
export const conversationPageSchema = z.object({
  conversations: z.array(
    conversationSchema.extend({
      lastMessage: z.object({ sender: chatSender, text: z.string() }).nullable(),
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
      createdAt: z.string(),
    }),
  ),
});
export type ConversationThreadDto = z.infer<typeof conversationThreadSchema>;
