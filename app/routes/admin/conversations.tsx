import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chatProfileLabel, chatSourceLabel } from '../../../common/labels.ts';
import { formatDateTime } from '../../features/admin/admin-format.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { Modal } from '../../features/admin/admin-dialogs.tsx';
import { PageHeader, buttonSecondary } from '../../features/admin/admin-shell.tsx';
import { AdminCard, AdminListView, adminRowClass } from '../../features/admin/admin-list.tsx';
import { ChatSettings } from '../../features/admin/chat-settings.tsx';
import { ConversationReply } from '../../features/admin/conversation-reply.tsx';
import { announceUnreadChanged } from '../../features/admin/use-unread-count.ts';
import {
  readConversationList,
  readThread,
  type ConversationSummary,
  type ConversationThread,
} from '../../features/admin/conversation-shape.ts';
import { useAdminApi } from '../../features/admin/session.tsx';
import { useAdminResource } from '../../features/admin/use-admin-resource.ts';

export function meta() {
  return adminMeta('Conversations');
}

const PAGE_SIZE = 25;
/** How often the list and an open thread are read again (visitor messages in hand-offs). */
const LIST_POLL_MS = 10_000;
const THREAD_POLL_MS = 3_000;

/** Where a conversation's hand-off stands, as text on its colour (never colour alone). */
function HandoffBadge({ conversation }: { conversation: ConversationSummary }) {
  if (!conversation.handoff && !conversation.unread) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5 font-normal">
      {conversation.handoff ? (
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${
            conversation.handoff === 'requested'
              ? 'border-amber-400 bg-amber-50 text-amber-900'
              : 'border-emerald-400 bg-emerald-50 text-emerald-900'
          }`}
        >
          {conversation.handoff === 'requested' ? 'Asks for a person' : 'Team in chat'}
        </span>
      ) : null}
      {conversation.unread ? (
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-ink">
          {conversation.unread} unread
        </span>
      ) : null}
    </span>
  );
}

const senderLabel = { user: 'Visitor', bot: 'Assistant', team: 'Team' } as const;
const bubbleClass = {
  user: 'bg-brand-700 text-white',
  bot: 'bg-slate-100 text-ink',
  team: 'border border-emerald-300 bg-emerald-50 text-ink',
} as const;

function Produced({ conversation }: { conversation: ConversationSummary }) {
  const links = [];
  if (conversation.leadId) {
    links.push(
      <Link key="lead" to="/admin/leads" className="text-brand-700 underline">
        Lead
      </Link>,
    );
  }
  if (conversation.appointmentId) {
    links.push(
      <Link key="appointment" to="/admin/appointments" className="text-brand-700 underline">
        Appointment
      </Link>,
    );
  }
  if (links.length === 0) return <span className="text-slate-600">None</span>;
  return <span className="flex gap-3">{links}</span>;
}

/** Where a conversation came from: the business profile and page, else the website. */
const chatOrigin = (c: ConversationSummary) =>
  [
    c.businessProfile ? chatProfileLabel(c.businessProfile) : null,
    c.sourcePage ? chatSourceLabel(c.sourcePage) : null,
  ]
    .filter(Boolean)
    .join(' · ') || 'Website';

/** The stored chat conversations, each readable as a thread. */
export default function Conversations() {
  const api = useAdminApi();
  const [page, setPage] = useState(1);
  const [thread, setThread] = useState<ConversationThread | null>(null);
  const [threadError, setThreadError] = useState('');
  const { result, loading, reload } = useAdminResource<{ pagination?: { totalPages?: number } }>(
    `/api/admin/conversations?page=${page}&limit=${PAGE_SIZE}`,
  );
  // New visitor messages and requests for a person show without a reload.
  useEffect(() => {
    const timer = window.setInterval(reload, LIST_POLL_MS);
    return () => window.clearInterval(timer);
  }, [reload]);
  const rows = result?.ok ? readConversationList(result.data) : [];
  const totalPages = Math.max(1, (result?.ok && result.data?.pagination?.totalPages) || 1);
  const error =
    result && !result.ok && result.status !== 401
      ? 'Failed to load conversations. Please try again.'
      : '';

  // The conversation last opened: on close, focus goes back to its Read button when the
  // dialog was opened from the address (?id=), not from that button.
  const lastOpened = useRef<string | null>(null);
  const open = useCallback(
    async (conversation: Pick<ConversationSummary, 'id'> & Partial<ConversationSummary>) => {
      lastOpened.current = conversation.id;
      setThreadError('');
      const result = await api.get(
        `/api/admin/conversations/${encodeURIComponent(conversation.id)}`,
      );
      const read = result.ok ? readThread(result.data) : null;
      if (read) {
        setThread(read);
        // Opened is read: its unread count goes, here and in the nav.
        if (read.unread > 0) {
          void api
            .send('POST', `/api/admin/conversations/${encodeURIComponent(read.id)}/read`)
            .then((marked) => {
              if (!marked.ok) return;
              announceUnreadChanged();
              reload();
            });
        }
      } else if (result.status !== 401) {
        setThread({ ...(conversation as ConversationSummary), messages: [] });
        setThreadError('Failed to load this conversation. Please try again.');
      }
    },
    [api, reload],
  );

  // The open thread follows the visitor's new messages while the team answers; a failed
  // read keeps what is shown.
  const openId = thread && !threadError ? thread.id : null;
  useEffect(() => {
    if (!openId) return;
    const path = `/api/admin/conversations/${encodeURIComponent(openId)}`;
    const timer = window.setInterval(() => {
      void api.get(path).then((result) => {
        const read = result.ok ? readThread(result.data) : null;
        if (!read) return;
        setThread((shown) => (shown?.id === read.id ? read : shown));
        if (read.unread > 0) {
          void api.send('POST', `${path}/read`).then(() => announceUnreadChanged());
        }
      });
    }, THREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [openId, api]);

  // A lead links here with ?id=: that conversation opens as its thread.
  const [search, setSearch] = useSearchParams();
  const linked = search.get('id');
  const openedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || openedLink.current === linked) return;
    openedLink.current = linked;
    void open({ id: linked });
  }, [linked, open]);

  return (
    <>
      <PageHeader title="Conversations" />
      <ChatSettings />
      <AdminListView
        error={error}
        loading={loading && rows.length === 0}
        loadingText="Loading conversations..."
        empty={rows.length === 0}
        emptyText={error ? null : 'No conversations yet.'}
        caption="Chat conversations"
        columns={['Last activity', 'Visitor', 'Chat', 'Messages', 'Produced']}
        actions
        minWidth="min-w-[48rem]"
        pager={{ page, totalPages, label: 'Conversation pages', onPage: setPage }}
        cards={rows.map((c) => (
          <AdminCard
            key={c.id}
            title={
              <>
                {c.name || 'Anonymous visitor'}
                <HandoffBadge conversation={c} />
              </>
            }
            fields={[
              ['Last activity', formatDateTime(c.updatedAt)],
              ...(c.email ? ([['E-mail', c.email]] as const) : []),
              ['Chat', chatOrigin(c)],
              ...(c.lastMessage ? ([['Last message', c.lastMessage]] as const) : []),
              ['Messages', c.messageCount ?? '—'],
              ['Produced', <Produced key="produced" conversation={c} />],
            ]}
            actions={
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => void open(c)}
                data-conversation-id={c.id}
                aria-label={`Read conversation with ${c.name || 'anonymous visitor'}`}
              >
                Read
              </button>
            }
          />
        ))}
      >
        {rows.map((c) => (
          <tr key={c.id} className={adminRowClass}>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(c.updatedAt)}</td>
            <th scope="row" className="px-4 py-3 font-semibold text-ink">
              {c.name || 'Anonymous visitor'}
              {c.email ? <span className="block font-normal">{c.email}</span> : null}
              <HandoffBadge conversation={c} />
            </th>
            <td className="px-4 py-3">
              {chatOrigin(c)}
              {c.lastMessage ? (
                <span className="block max-w-xs truncate text-slate-600">{c.lastMessage}</span>
              ) : null}
            </td>
            <td className="px-4 py-3">{c.messageCount ?? '—'}</td>
            <td className="px-4 py-3">
              <Produced conversation={c} />
            </td>
            <td className="px-4 py-3">
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => void open(c)}
                data-conversation-id={c.id}
                aria-label={`Read conversation with ${c.name || 'anonymous visitor'}`}
              >
                Read
              </button>
            </td>
          </tr>
        ))}
      </AdminListView>

      <Modal
        open={thread !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setThread(null);
          if (linked) {
            openedLink.current = null;
            setSearch({}, { replace: true });
          }
        }}
        title={thread ? `Conversation with ${thread.name || 'anonymous visitor'}` : 'Conversation'}
        wide
        fullOnPhone
        returnFocus={() =>
          lastOpened.current
            ? (Array.from(
                document.querySelectorAll<HTMLElement>(
                  `button[data-conversation-id="${CSS.escape(lastOpened.current)}"]`,
                ),
              ).find((button) => button.getClientRects().length > 0) ?? null)
            : null
        }
      >
        {thread ? (
          <div className="flex min-h-0 flex-1 flex-col">
            <p className="mb-3 text-sm wrap-anywhere text-slate-700">
              Started {formatDateTime(thread.createdAt)}
              {thread.email ? ` · ${thread.email}` : ''}
              {thread.phone ? ` · ${thread.phone}` : ''}
            </p>
            <p className="mb-3 text-sm">
              Produced: <Produced conversation={thread} />
            </p>
            {threadError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
                {threadError}
              </p>
            ) : null}
            <ol
              className="min-h-32 flex-1 space-y-3 overflow-y-auto sm:min-h-0"
              aria-label="Messages"
              tabIndex={0}
            >
              {thread.messages.map((m) =>
                m.marker ? (
                  <li key={m.id} className="flex justify-center">
                    <p className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900">
                      {m.text}
                    </p>
                  </li>
                ) : (
                  <li
                    key={m.id}
                    className={`flex ${m.sender === 'user' ? 'justify-end' : 'justify-start'}`}
                  >
                    <div
                      className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm wrap-anywhere whitespace-pre-wrap ${bubbleClass[m.sender]}`}
                    >
                      <span
                        className={
                          m.sender === 'team'
                            ? 'block text-xs font-semibold text-emerald-900'
                            : 'sr-only'
                        }
                      >
                        {senderLabel[m.sender]}:{' '}
                      </span>
                      {m.text}
                      {m.createdAt ? (
                        <span
                          className={`mt-1 block text-xs ${m.sender === 'user' ? 'text-brand-100' : 'text-slate-600'}`}
                        >
                          {formatDateTime(m.createdAt)}
                        </span>
                      ) : null}
                    </div>
                  </li>
                ),
              )}
            </ol>
            {threadError ? null : (
              <ConversationReply
                conversationId={thread.id}
                email={thread.email}
                handoff={thread.handoff}
                onChanged={() => {
                  void open({ id: thread.id });
                  reload();
                }}
              />
            )}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
