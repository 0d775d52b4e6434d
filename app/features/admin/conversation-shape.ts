/**
 * The stored chat conversations as the admin API sends them. The reading is lenient (ids
 * may come as `_id` or `id`, counts may be missing) so the screen degrades to fewer
 * details rather than to nothing.
 */
interface ConversationMessage {
  id: string;
  sender: 'user' | 'bot' | 'team';
  text: string;
  createdAt: string | null;
  /** A team message that marks the hand-off: a team member joined or left. */
  marker: 'joined' | 'ended' | null;
}

export interface ConversationSummary {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  businessProfile: string | null;
  sourcePage: string | null;
  leadId: string | null;
  appointmentId: string | null;
  messageCount: number | null;
  lastMessage: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** The hand-off to a person: asked for, a team member in, or none. */
  handoff: 'requested' | 'joined' | null;
  /** Visitor messages the team has not read. */
  unread: number;
}

export interface ConversationThread extends ConversationSummary {
  messages: ConversationMessage[];
}

type Raw = Record<string, unknown>;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null;

function readConversation(raw: unknown): ConversationSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Raw;
  const id = str(r._id) ?? str(r.id);
  if (!id) return null;
  const lead = (r.lead ?? null) as Raw | null;
  const appointment = (r.appointment ?? null) as Raw | null;
  const count = r.messageCount ?? r.messagesCount ?? r.message_count;
  return {
    id,
    name: str(r.name),
    email: str(r.email),
    phone: str(r.phone),
    businessProfile: str(r.businessProfile ?? r.business_profile),
    sourcePage: str(r.sourcePage ?? r.source_page),
    leadId: str(r.leadId ?? r.lead_id ?? lead?._id ?? lead?.id),
    appointmentId: str(r.appointmentId ?? r.appointment_id ?? appointment?._id ?? appointment?.id),
    messageCount:
      typeof count === 'number' ? count : Array.isArray(r.messages) ? r.messages.length : null,
    lastMessage:
      str(r.lastMessage ?? r.last_message ?? r.preview) ??
      str((r.lastMessage as Raw | null | undefined)?.text),
    createdAt: str(r.createdAt ?? r.created_at),
    updatedAt: str(r.updatedAt ?? r.updated_at ?? r.createdAt ?? r.created_at),
    handoff: r.handoff === 'requested' || r.handoff === 'joined' ? r.handoff : null,
    unread: typeof r.unread === 'number' && r.unread > 0 ? r.unread : 0,
  };
}

export function readThread(raw: unknown): ConversationThread | null {
  const holder = raw as Raw | null;
  const body = (holder?.conversation ?? holder?.data ?? holder) as Raw | null;
  const summary = readConversation(body);
  if (!summary || !body) return null;
  const list = Array.isArray(body.messages)
    ? body.messages
    : Array.isArray(holder?.messages)
      ? (holder.messages as unknown[])
      : [];
  const messages = list.flatMap((m, index): ConversationMessage[] => {
    const r = m as Raw;
    const text = str(r.text ?? r.message);
    if (!text) return [];
    return [
      {
        id: str(r.id ?? r._id) ?? String(index),
        sender: r.sender === 'user' || r.sender === 'team' ? r.sender : 'bot',
        text,
        createdAt: str(r.createdAt ?? r.created_at ?? r.timestamp),
        marker: r.marker === 'joined' || r.marker === 'ended' ? r.marker : null,
      },
    ];
  });
  return { ...summary, messages, messageCount: summary.messageCount ?? messages.length };
}

/** The list from any of the shapes a list answer may take. */
export function readConversationList(raw: unknown): ConversationSummary[] {
  const holder = raw as Raw | null;
  const list = Array.isArray(holder?.conversations)
    ? holder.conversations
    : Array.isArray(holder?.data)
      ? holder.data
      : [];
  return (list as unknown[])
    .map(readConversation)
    .filter((c): c is ConversationSummary => c !== null);
}
