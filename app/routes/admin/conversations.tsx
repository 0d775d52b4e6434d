import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chatProfileLabel, chatSourceLabel } from '../../../common/labels.ts';
import { formatDateTime } from '../../features/admin/admin-format.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { Modal } from '../../features/admin/admin-dialogs.tsx';
import { PageHeader, buttonSecondary } from '../../features/admin/admin-shell.tsx';
import { AdminListView, adminRowClass } from '../../features/admin/admin-list.tsx';
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

/** The stored chat conversations, each readable as a thread (issue 7). */
export default function Conversations() {
  const api = useAdminApi();
  const [page, setPage] = useState(1);
  const [thread, setThread] = useState<ConversationThread | null>(null);
  const [threadError, setThreadError] = useState('');
  const { result, loading } = useAdminResource<{ pagination?: { totalPages?: number } }>(
    `/api/admin/conversations?page=${page}&limit=${PAGE_SIZE}`,
  );
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
      if (read) setThread(read);
      else if (result.status !== 401) {
        setThread({ ...(conversation as ConversationSummary), messages: [] });
        setThreadError('Failed to load this conversation. Please try again.');
      }
    },
    [api],
  );

  // A lead links here with ?id=: that conversation opens as its thread (issue 18).
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
      >
        {rows.map((c) => (
          <tr key={c.id} className={adminRowClass}>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(c.updatedAt)}</td>
            <th scope="row" className="px-4 py-3 font-semibold text-ink">
              {c.name || 'Anonymous visitor'}
              {c.email ? <span className="block font-normal">{c.email}</span> : null}
            </th>
            <td className="px-4 py-3">
              {[
                c.businessProfile ? chatProfileLabel(c.businessProfile) : null,
                c.sourcePage ? chatSourceLabel(c.sourcePage) : null,
              ]
                .filter(Boolean)
                .join(' · ') || 'Website'}
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
        returnFocus={() =>
          lastOpened.current
            ? document.querySelector<HTMLElement>(
                `button[data-conversation-id="${CSS.escape(lastOpened.current)}"]`,
              )
            : null
        }
      >
        {thread ? (
          <div>
            <p className="mb-3 text-sm text-slate-700">
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
            <ol className="space-y-3" aria-label="Messages">
              {thread.messages.map((m) => (
                <li
                  key={m.id}
                  className={`flex ${m.sender === 'user' ? 'justify-end' : 'justify-start'}`}
                >
                  <div
                    className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap ${m.sender === 'user' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink'}`}
                  >
                    <span className="sr-only">
                      {m.sender === 'user' ? 'Visitor' : 'Assistant'}:{' '}
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
              ))}
            </ol>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
