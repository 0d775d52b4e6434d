import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hashConversationKey } from './service.ts';

/**
 * Links between a chat conversation and the lead or appointment it produced, so the admin
 * reads a thread next to its outcome. Called inside the transaction that stores the lead
 * or appointment; a conversation that is not found is simply left alone.
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
  await tx.execute(sql`
    update chat_conversations
       set lead_id = coalesce(lead_id, ${lead.id}::uuid),
           name = coalesce(name, ${lead.name}),
           email = coalesce(email, ${lead.email}),
           phone = coalesce(phone, ${lead.phone}),
           updated_at = now()
     where client_key_hash = ${hashConversationKey(conversationKey)}`);
}

/**
 * The booking form posts the spec §3 payload, which names no conversation: the booking
 * belongs to the visitor's most recent conversation of the last day that knows their
 * e-mail and has no appointment yet.
 */
export async function linkAppointmentToConversation(
  tx: Db,
  appointment: { id: string; email: string },
): Promise<void> {
  await tx.execute(sql`
    update chat_conversations
       set appointment_id = ${appointment.id}::uuid, updated_at = now()
     where id = (
       select id from chat_conversations
        where lower(email) = lower(${appointment.email})
          and appointment_id is null
          and updated_at > now() - interval '1 day'
        order by updated_at desc
        limit 1)`);
}
