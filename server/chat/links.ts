import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';
import { hashConversationKey } from './service.ts';

/**
 * Links between a chat conversation and the lead or appointment it produced, so the admin
 * reads a thread next to its outcome: the chat service functions the leads and booking
 * services call inside the transaction that stores the lead or appointment. A conversation
 * that is not found is simply left alone.
 */

/**
 * `conversationKey` is the id the browser sent with the contact form. Only an id the chat
 * issued matches (see hashConversationKey), so an unknown or made-up id links nothing and
 * never attaches a lead to someone else's conversation.
 */
export async function linkLeadToConversation(
  tx: Db,
  conversationKey: string,
  lead: { id: string; name: string; email: string; phone: string | null },
): Promise<void> {
  await repo.linkLead(tx, hashConversationKey(conversationKey), lead);
}

/** The stored id of the conversation the browser's issued id names, or null. */
export async function conversationOfKey(tx: Db, conversationKey: string): Promise<string | null> {
  return repo.findConversationIdByKey(tx, hashConversationKey(conversationKey));
}

/** The conversation's one lead (details typed in the chat or sent with its contact form). */
export async function linkChatLeadToConversation(
  tx: Db,
  conversationId: string,
  lead: { id: string; name: string; email: string; phone: string | null },
): Promise<void> {
  await repo.linkChatLead(tx, conversationId, lead);
}

/**
 * The booking form posts the spec §3 payload, which names no conversation: the booking
 * belongs to the visitor's most recent conversation of the last day that knows their
 * e-mail and has no appointment yet. Linked in the booking's transaction.
 */
export async function linkAppointmentToConversation(
  tx: Db,
  appointment: { id: string; email: string },
): Promise<void> {
  await repo.linkAppointmentToRecent(tx, appointment);
}
