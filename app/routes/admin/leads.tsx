import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  LEAD_LIST_KINDS,
  leadsQuerySchema,
  type LeadDto,
  type LeadListKind,
} from '../../../common/schemas/admin.ts';
import {
  LEAD_KIND_LABELS,
  leadKindLabel,
  serviceLabel,
  subscriberStatusLabel,
} from '../../../common/labels.ts';
import { formatDateTime, leadsCsvFileName } from '../../features/admin/admin-format.ts';
import { saveBlob } from '../../features/admin/admin-api.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import {
  AdminInput,
  AdminSelect,
  PageHeader,
  buttonSecondary,
} from '../../features/admin/admin-shell.tsx';
import { AdminCard, AdminListView, adminRowClass } from '../../features/admin/admin-list.tsx';
import { useAdminApi } from '../../features/admin/session.tsx';
import { useAdminResource } from '../../features/admin/use-admin-resource.ts';

export function meta() {
  return adminMeta('Leads');
}

const PAGE_SIZE = 25;

/** The lead's kind, and for a chat lead the link to its conversation. */
function Kind({ lead }: { lead: LeadDto }) {
  return (
    <>
      {leadKindLabel(lead.kind)}
      {lead.conversationId ? (
        <Link
          className="block text-brand-700 underline"
          to={`/admin/conversations?id=${encodeURIComponent(lead.conversationId)}`}
          aria-label={`Open the conversation with ${lead.name || lead.email || lead.phone || 'this visitor'}`}
        >
          Conversation
        </Link>
      ) : null}
    </>
  );
}

function Contact({ lead }: { lead: LeadDto }) {
  return (
    <>
      {lead.email ? (
        <a className="text-brand-700 underline wrap-anywhere" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      ) : null}
      {lead.phone ? <span className="block">{lead.phone}</span> : null}
    </>
  );
}

/** What the lead said and chose, each code in words (common/labels.ts). */
function details(lead: LeadDto): string {
  return [
    lead.businessType ? `Business: ${lead.businessType}` : null,
    lead.service ? `Service: ${serviceLabel(lead.service)}` : null,
    lead.status ? `Status: ${subscriberStatusLabel(lead.status)}` : null,
    lead.message,
    lead.sourcePage ? `Page: ${lead.sourcePage}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

interface ListAnswer {
  leads?: LeadDto[];
  pagination?: { totalPages?: number; total?: number };
}

/** One inbox of every lead: contact messages, inquiries, chat contacts, subscribers. */
export default function Leads() {
  const api = useAdminApi();
  const [kind, setKind] = useState<LeadListKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  // A new filter shows its matches from the first page.
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  const params = (extra: Record<string, string>) => {
    const result = new URLSearchParams(extra);
    if (kind) result.set('kind', kind);
    if (from) result.set('from', from);
    if (to) result.set('to', to);
    return result;
  };
  const check = leadsQuerySchema.safeParse({
    kind: kind || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const filterError = check.success ? '' : (check.error.issues[0]?.message ?? '');
  const { result, loading } = useAdminResource<ListAnswer>(
    check.success
      ? `/api/admin/leads?${params({ page: String(page), limit: String(PAGE_SIZE) })}`
      : null,
  );
  const answer = result?.ok ? result.data : null;
  const rows = answer?.leads ?? [];
  const total = answer?.pagination?.total ?? rows.length;
  const totalPages = Math.max(1, answer?.pagination?.totalPages ?? 1);
  const error =
    filterError ||
    exportError ||
    (result && !result.ok && result.status !== 401
      ? (result.message ?? 'Failed to load leads. Please try again.')
      : '');

  async function exportCsv() {
    if (!check.success) return;
    setExporting(true);
    setExportError('');
    const file = await api.download(`/api/admin/leads?${params({ format: 'csv' })}`);
    setExporting(false);
    if (file.ok && file.data) {
      saveBlob(file.data, leadsCsvFileName(kind, from, to));
    } else if (file.status !== 401) {
      setExportError(`Error: ${file.message ?? 'Something went wrong'}`);
    }
  }

  return (
    <>
      <PageHeader title="Leads">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </PageHeader>
      <form
        aria-label="Filter leads"
        className="mb-4 grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <AdminSelect
          id="lead-kind"
          label="Kind"
          value={kind}
          onValue={filterBy((value) => setKind(value as LeadListKind | ''))}
        >
          <option value="">All kinds</option>
          {LEAD_LIST_KINDS.map((k) => (
            <option key={k} value={k}>
              {LEAD_KIND_LABELS[k]}
            </option>
          ))}
        </AdminSelect>
        <AdminInput
          id="lead-from"
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => filterBy(setFrom)(e.target.value)}
        />
        <AdminInput
          id="lead-to"
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => filterBy(setTo)(e.target.value)}
        />
      </form>
      <AdminListView
        error={error}
        loading={loading && rows.length === 0}
        loadingText="Loading leads..."
        empty={rows.length === 0}
        emptyText={answer ? 'No leads found for the selected filter.' : null}
        summary={
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {total} {total === 1 ? 'lead' : 'leads'}
          </p>
        }
        caption="Leads"
        columns={['Received', 'Kind', 'Name', 'Contact', 'Details']}
        minWidth="min-w-[52rem]"
        pager={{ page, totalPages, label: 'Lead pages', onPage: setPage }}
        cards={rows.map((lead) => (
          <AdminCard
            key={`${lead.kind}-${lead._id}`}
            title={lead.name || '—'}
            fields={[
              ['Received', formatDateTime(lead.createdAt)],
              ['Kind', <Kind key="kind" lead={lead} />],
              ['Contact', <Contact key="contact" lead={lead} />],
              [
                'Details',
                <span key="details" className="whitespace-pre-wrap">
                  {details(lead) || '—'}
                </span>,
              ],
            ]}
          />
        ))}
      >
        {rows.map((lead) => (
          <tr key={`${lead.kind}-${lead._id}`} className={adminRowClass}>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.createdAt)}</td>
            <td className="px-4 py-3">
              <Kind lead={lead} />
            </td>
            <th scope="row" className="px-4 py-3 font-semibold text-ink">
              {lead.name || '—'}
            </th>
            <td className="px-4 py-3">
              <Contact lead={lead} />
            </td>
            <td className="max-w-md px-4 py-3 whitespace-pre-wrap text-slate-800">
              {details(lead)}
            </td>
          </tr>
        ))}
      </AdminListView>
    </>
  );
}
