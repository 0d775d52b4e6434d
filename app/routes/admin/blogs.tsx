import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { BlogDto, BlogPagination, BlogSummaryDto } from '../../../common/blog.ts';
import { BLOG_PAGE_SIZE, type BLOG_STATUSES } from '../../../common/constants.ts';
import { SAMPLE_TAG } from '../../../common/content/sample.ts';
import { BLOG_MESSAGES } from '../../../common/schemas/blog.ts';
import { adminBlogPreview, formatDateTime } from '../../features/admin/admin-format.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { BLOG_ADMIN_TEXT } from '../../features/admin/admin-text.ts';
import { PageHeader, buttonPrimary, buttonSecondary } from '../../features/admin/admin-shell.tsx';
import { AdminCard, AdminListView, adminRowClass } from '../../features/admin/admin-list.tsx';
import { ConfirmDialog, Modal } from '../../features/admin/admin-dialogs.tsx';
import { BlogForm, type EditableBlog } from '../../features/admin/blog-form.tsx';
import {
  listBlogDrafts,
  readBlogDraft,
  removeBlogDraft,
  type BlogDraft,
  type DraftQueue,
  type DraftSummary,
} from '../../features/admin/blog-draft.ts';
import { LeaveGuard } from '../../features/admin/leave-guard.tsx';
import { readAdminToken } from '../../lib/api.ts';
import { useAdminApi } from '../../features/admin/session.tsx';
import { useAdminResource } from '../../features/admin/use-admin-resource.ts';

export function meta() {
  return adminMeta('Blog Management');
}

type Filter = 'all' | (typeof BLOG_STATUSES)[number];
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];
type Counts = Record<Filter, number>;
type AdminBlogRow = BlogSummaryDto & { content?: string };

interface ListAnswer {
  data?: AdminBlogRow[];
  pagination?: Partial<BlogPagination>;
  counts?: Partial<Counts>;
  count?: number;
}

/** Spec §7: pages come from the pagination, else from a count or the data's length. */
function totalPagesOf(answer: ListAnswer): number {
  if (answer.pagination?.totalPages !== undefined) return answer.pagination.totalPages;
  const total = answer.count ?? answer.data?.length ?? 0;
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

export default function BlogManagement() {
  const api = useAdminApi();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EditableBlog | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  // The page's draft calls, one after another (see DraftQueue).
  const draftCalls = useRef<Promise<unknown>>(Promise.resolve());
  const queueDraft: DraftQueue = useCallback((call) => {
    const next = draftCalls.current.then(call, call);
    draftCalls.current = next.catch(() => undefined);
    return next;
  }, []);
  // The draft the open editor resumes from, if one was kept.
  const [draft, setDraft] = useState<BlogDraft | null>(null);
  // Posts typed earlier and not saved: offered to continue.
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  useEffect(() => {
    if (editing !== null) return;
    let current = true;
    void queueDraft(() => listBlogDrafts(api)).then((found) => {
      if (current) setDrafts(found);
    });
    return () => {
      current = false;
    };
  }, [editing, api, queueDraft]);

  // The post opened in the editor is not offered as a draft meanwhile.
  const withoutDraft = (key: string) => setDrafts((shown) => shown.filter((d) => d.key !== key));

  async function openNew() {
    withoutDraft('new');
    setDraft(await queueDraft(() => readBlogDraft(api, null)));
    setProgress(null);
    setEditing('new');
  }

  const query = new URLSearchParams({
    page: String(page),
    limit: String(BLOG_PAGE_SIZE),
    includeAll: 'true',
  });
  if (filter !== 'all') query.set('status', filter);
  const { result, loading, reload: load } = useAdminResource<ListAnswer>(`/api/blogs?${query}`);
  const answer = result?.ok ? result.data : null;
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  const counts: Partial<Counts> = answer?.counts ?? {};
  const totalPages = answer ? totalPagesOf(answer) : 1;
  const loadError =
    !result || result.ok || result.status === 401
      ? ''
      : result.networkError
        ? BLOG_ADMIN_TEXT.loadError
        : BLOG_ADMIN_TEXT.fetchFailed;

  async function openEdit(row: Pick<AdminBlogRow, '_id'>) {
    // The list carries a preview; the form needs the stored HTML.
    const [result, kept] = await Promise.all([
      api.get<{ data?: BlogDto }>(`/api/blogs/${encodeURIComponent(row._id)}`),
      queueDraft(() => readBlogDraft(api, row._id)),
    ]);
    if (!result.ok || !result.data?.data) {
      if (result.status !== 401) toast.error(BLOG_ADMIN_TEXT.fetchFailed);
      return;
    }
    withoutDraft(row._id);
    setDraft(kept);
    setProgress(null);
    setEditing(result.data.data);
  }

  async function save(form: FormData) {
    if (!readAdminToken()) {
      toast.error(BLOG_ADMIN_TEXT.notSignedIn);
      return;
    }
    const existing = editing !== 'new' ? editing : null;
    setSaving(true);
    setProgress(0);
    const result = existing
      ? await api.upload('PUT', `/api/blogs/${encodeURIComponent(existing._id)}`, form, setProgress)
      : await api.upload('POST', '/api/blogs', form, setProgress);
    setSaving(false);
    if (result.networkError) {
      setProgress(null);
      toast.error(BLOG_ADMIN_TEXT.saveError);
      return;
    }
    if (!result.ok) {
      setProgress(null);
      if (result.status !== 401) toast.error(`Error: ${result.message || 'Something went wrong'}`);
      return;
    }
    toast.success(existing ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created);
    void queueDraft(() => removeBlogDraft(api, existing?._id ?? null));
    setFormDirty(false);
    setEditing(null);
    setProgress(null);
    load();
  }

  async function confirmDelete() {
    if (!deleting) return;
    if (!readAdminToken()) {
      toast.error(BLOG_ADMIN_TEXT.notSignedIn);
      return;
    }
    setDeleteBusy(true);
    const result = await api.send('DELETE', `/api/blogs/${encodeURIComponent(deleting._id)}`);
    setDeleteBusy(false);
    setDeleting(null);
    if (result.ok) {
      toast.success(BLOG_MESSAGES.deleted);
      // The last row of a page gone: step back a page.
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else load();
    } else if (result.status !== 401) {
      toast.error(BLOG_ADMIN_TEXT.deleteError);
    }
  }

  const blogDate = (row: AdminBlogRow) =>
    row.status === 'scheduled' && row.scheduledDate
      ? `Scheduled ${formatDateTime(row.scheduledDate)}`
      : formatDateTime(row.createdAt);

  const rowActions = (row: AdminBlogRow) => (
    <>
      <button
        type="button"
        className={buttonSecondary}
        onClick={() => void openEdit(row)}
        aria-label={`Edit ${row.blog_title}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </button>
      <button
        type="button"
        className={`${buttonSecondary} text-red-800`}
        onClick={() => setDeleting(row)}
        aria-label={`Delete ${row.blog_title}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </button>
    </>
  );

  const emptyText =
    filter === 'all' ? BLOG_ADMIN_TEXT.emptyAll : BLOG_ADMIN_TEXT.emptyFilter(filter);

  return (
    <>
      <PageHeader title="Blog Management">
        <button
          type="button"
          className={buttonPrimary}
          onClick={() => {
            if (!readAdminToken()) {
              toast.error(BLOG_ADMIN_TEXT.notSignedIn);
              return;
            }
            void openNew();
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Create New Blog
        </button>
      </PageHeader>

      <LeaveGuard
        unsaved={editing !== null && formDirty}
        message="This post is not saved. Its draft stays in this browser, but nothing reaches the site until you save."
      />
      {drafts.length > 0 ? (
        <ul
          aria-label="Unsaved drafts"
          className="mb-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        >
          {drafts.map((kept) => (
            <li key={kept.key} className="flex flex-wrap items-center justify-between gap-2">
              <span className="wrap-anywhere">
                {kept.key === 'new'
                  ? `You have an unsaved new post: “${kept.title.trim() || 'Untitled'}”.`
                  : `You have unsaved changes to “${kept.title.trim() || 'Untitled'}”.`}
              </span>
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => void (kept.key === 'new' ? openNew() : openEdit({ _id: kept.key }))}
              >
                {kept.key === 'new' ? 'Continue writing' : 'Continue editing'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div role="group" aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(1);
            }}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-brand-500 ${
              filter === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {label} ({counts[value] ?? 0})
          </button>
        ))}
      </div>

      <AdminListView
        error={loadError}
        loading={loading && rows.length === 0}
        loadingText="Loading blogs..."
        empty={rows.length === 0}
        emptyText={!loadError && answer ? emptyText : null}
        caption="Blogs"
        columns={['Title', 'Content', 'Status', 'Author', 'Date']}
        actions
        minWidth="min-w-[48rem]"
        pager={{ page, totalPages, label: 'Blog pages', onPage: setPage }}
        cards={rows.map((row) => (
          <AdminCard
            key={row._id}
            title={
              <>
                {row.blog_title}
                {row.tags.includes(SAMPLE_TAG) && (
                  <span className="ml-2 inline-flex rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Sample
                  </span>
                )}
              </>
            }
            fields={[
              ['Content', adminBlogPreview(row)],
              [
                'Status',
                <span key="status" className="capitalize">
                  {row.status}
                </span>,
              ],
              ['Author', row.author],
              ['Date', blogDate(row)],
            ]}
            actions={rowActions(row)}
          />
        ))}
      >
        {rows.map((row) => (
          <tr key={row._id} className={adminRowClass}>
            <th scope="row" className="px-4 py-3 font-semibold text-ink">
              {row.blog_title}
              {row.tags.includes(SAMPLE_TAG) && (
                <span className="ml-2 inline-flex rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Sample
                </span>
              )}
            </th>
            <td className="max-w-xs px-4 py-3 text-slate-700">{adminBlogPreview(row)}</td>
            <td className="px-4 py-3 capitalize">{row.status}</td>
            <td className="px-4 py-3">{row.author}</td>
            <td className="px-4 py-3 whitespace-nowrap">{blogDate(row)}</td>
            <td className="px-4 py-3">
              <div className="flex gap-2">{rowActions(row)}</div>
            </td>
          </tr>
        ))}
      </AdminListView>

      <Modal
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open && !saving) {
            setEditing(null);
            setFormDirty(false);
          }
        }}
        title={editing === 'new' ? 'Create New Blog' : 'Edit Blog'}
        wide
        fullOnPhone
        keepOpen={formDirty}
      >
        {editing !== null ? (
          <BlogForm
            key={editing === 'new' ? 'new' : editing._id}
            blog={editing === 'new' ? null : editing}
            busy={saving}
            progress={progress}
            onSubmit={(form) => void save(form)}
            onCancel={() => {
              setEditing(null);
              setFormDirty(false);
            }}
            onDirty={setFormDirty}
            draft={draft}
            queueDraft={queueDraft}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete blog"
        message={BLOG_ADMIN_TEXT.confirmDelete}
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
