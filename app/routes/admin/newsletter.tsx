import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';
import {
  NEWSLETTER_SAVED_MESSAGE,
  saveNewsletterSchema,
  type LatestNewsletterDto,
  type NewsletterStatsDto,
} from '../../../common/schemas/newsletter.ts';
import { fieldErrors } from '../../../common/zod.ts';
import { formatDateTime } from '../../features/admin/admin-format.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { NEWSLETTER_ADMIN_TEXT } from '../../features/admin/admin-text.ts';
import { LeaveGuard } from '../../features/admin/leave-guard.tsx';
import {
  PageHeader,
  buttonPrimary,
  buttonSecondary,
  cardClass,
  inputClass,
  labelClass,
} from '../../features/admin/admin-shell.tsx';
import { HtmlFrame } from '../../features/admin/html-frame.tsx';
import { SendPanel } from '../../features/newsletter-send/send-panel.tsx';
import { useAdminApi } from '../../features/admin/session.tsx';
import { useAdminResource } from '../../features/admin/use-admin-resource.ts';
import { FormStatus } from '../../features/forms/form-status.tsx';

export function meta() {
  return adminMeta('Newsletter');
}

type Status = { kind: 'success' | 'error'; text: string } | null;

// The posts' editor (ProseMirror is heavy: loaded only here and in the blog form). The
// server sanitises what it writes as it does a post's.
const RichEditor = lazy(() => import('../../features/admin/blog-editor.tsx'));

/** The issue being written, kept in this browser until saved (ADR 057, 065). */
const DRAFT_KEY = 'adminNewsletterDraft';
const DRAFT_WRITE_DELAY_MS = 400;

interface Issue {
  subject: string;
  content: string;
}

function readDraft(): Issue | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Issue>;
    return typeof value?.subject === 'string' && typeof value.content === 'string'
      ? { subject: value.subject, content: value.content }
      : null;
  } catch {
    return null;
  }
}

function keepDraft(issue: Issue | null): void {
  try {
    if (issue) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(issue));
    else window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused: the form still holds the text while the page is open.
  }
}

/** Spec §2.5 newsletter tool; §8: stats and the latest card fail silently to 0 and none. */
export default function Newsletter() {
  const api = useAdminApi();
  const id = useId();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; content?: string }>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [testing, setTesting] = useState(false);
  const [testStatus, setTestStatus] = useState<Status>(null);
  const [restored, setRestored] = useState(false);
  // The issue as typed by now, for a save that ends after more was typed (see onSubmit).
  const typed = useRef<Issue>({ subject, content });
  useEffect(() => {
    typed.current = { subject, content };
  }, [subject, content]);
  // The issue is written in the editor; the HTML box (spec §2.5) is a switch away. The
  // editor takes its text when made, so switching back makes it afresh from the HTML.
  const [asHtml, setAsHtml] = useState(false);
  const [editor, setEditor] = useState({ key: 0, html: '' });
  // A save clears the form (spec §8, ADR 065): whatever it holds is not saved yet.
  const unsaved = subject !== '' || content !== '';

  // A draft from an earlier visit (a reload, a closed tab) is where typing resumes.
  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    // Storage is read only in the browser, after the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSubject(draft.subject);
    setContent(draft.content);
    setEditor((made) => ({ key: made.key + 1, html: draft.content }));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!unsaved) {
      keepDraft(null);
      return;
    }
    const timer = window.setTimeout(() => keepDraft({ subject, content }), DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [unsaved, subject, content]);

  const statsResource = useAdminResource<Partial<NewsletterStatsDto>>('/api/newsletter-stats');
  const latestResource = useAdminResource<Partial<LatestNewsletterDto>>('/api/latest-newsletter');
  const statsData = statsResource.result?.ok ? statsResource.result.data : null;
  const stats = {
    visitorCount: Number(statsData?.visitorCount ?? 0) || 0,
    newsletterCount: Number(statsData?.newsletterCount ?? 0) || 0,
  };
  const latestData = latestResource.result?.ok ? latestResource.result.data : null;
  const latest = latestData && (latestData.subject || latestData.content) ? latestData : null;
  const reloadStats = statsResource.reload;
  const reloadLatest = latestResource.reload;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const parsed = saveNewsletterSchema.safeParse({ subject, content });
    if (!parsed.success) {
      setErrors(fieldErrors<'subject' | 'content'>(parsed.error.issues));
      return;
    }
    setSaving(true);
    const result = await api.send('POST', '/api/save-newsletter', parsed.data);
    setSaving(false);
    if (result.ok) {
      setStatus({ kind: 'success', text: NEWSLETTER_SAVED_MESSAGE });
      setRestored(false);
      // The saved issue leaves the form and its kept draft; text typed while it was being
      // saved is not saved, so it stays.
      if (typed.current.subject === subject && typed.current.content === content) {
        setSubject('');
        setContent('');
        setEditor((made) => ({ key: made.key + 1, html: '' }));
        keepDraft(null);
      }
    } else if (result.status !== 401) {
      setStatus({
        kind: 'error',
        text: `Error: ${result.error ?? result.message ?? 'Something went wrong'}`,
      });
    }
    // Spec §2.5: stats and the latest newsletter reload after each save result.
    reloadStats();
    reloadLatest();
  }

  /** Mails the issue as typed to the signed-in administrator alone. */
  async function sendTest() {
    setTestStatus(null);
    const parsed = saveNewsletterSchema.safeParse({ subject, content });
    if (!parsed.success) {
      setErrors(fieldErrors<'subject' | 'content'>(parsed.error.issues));
      return;
    }
    setTesting(true);
    const result = await api.send<{ message?: string }>(
      'POST',
      '/api/admin/newsletter/test',
      parsed.data,
    );
    setTesting(false);
    if (result.ok) {
      setTestStatus({ kind: 'success', text: result.data?.message ?? 'The test was sent.' });
    } else if (result.networkError) {
      setTestStatus({ kind: 'error', text: NEWSLETTER_ADMIN_TEXT.testUnreachable });
    } else if (result.status !== 401) {
      setTestStatus({
        kind: 'error',
        text: `Error: ${result.error ?? result.message ?? 'Something went wrong'}`,
      });
    }
  }

  return (
    <>
      <LeaveGuard
        unsaved={unsaved}
        message="This newsletter is not saved. Its draft stays in this browser, but it is not saved for the next send until you save."
      />
      <PageHeader title="Newsletter" />
      <section aria-label="Counters" className="mb-6 grid gap-4 sm:grid-cols-2">
        <div className={cardClass}>
          <p className="text-sm text-slate-700">Visitors</p>
          <p className="mt-1 text-3xl font-bold text-ink" data-testid="visitor-count">
            {stats.visitorCount}
          </p>
        </div>
        <div className={cardClass}>
          <p className="text-sm text-slate-700">Newsletter Subscribers</p>
          <p className="mt-1 text-3xl font-bold text-ink" data-testid="subscriber-count">
            {stats.newsletterCount}
          </p>
        </div>
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby={`${id}-form`} className={cardClass}>
          <h2 id={`${id}-form`} className="mb-4 text-lg font-bold text-ink">
            Compose
          </h2>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {restored ? (
              <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                {NEWSLETTER_ADMIN_TEXT.restored}
              </p>
            ) : null}
            <div>
              <label htmlFor={`${id}-subject`} className={labelClass}>
                Subject
              </label>
              <input
                id={`${id}-subject`}
                type="text"
                className={inputClass}
                value={subject}
                required
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
                onChange={(e) => {
                  setSubject(e.target.value);
                  setErrors((c) => ({ ...c, subject: undefined }));
                }}
              />
              {errors.subject ? (
                <p id={`${id}-subject-error`} className="mt-1 text-sm text-red-700">
                  {errors.subject}
                </p>
              ) : null}
            </div>
            <div>
              <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
                {asHtml ? (
                  <label htmlFor={`${id}-content`} className="text-sm font-medium text-slate-800">
                    Content (HTML allowed)
                  </label>
                ) : (
                  <span id={`${id}-content-label`} className="text-sm font-medium text-slate-800">
                    Content
                  </span>
                )}
                <button
                  type="button"
                  className="text-sm font-medium text-brand-700 underline focus:outline-none focus:ring-2 focus:ring-brand-500"
                  onClick={() => {
                    if (asHtml) setEditor((made) => ({ key: made.key + 1, html: content }));
                    setAsHtml(!asHtml);
                  }}
                >
                  {asHtml ? 'Write in the editor' : 'Edit as HTML'}
                </button>
              </div>
              {asHtml ? (
                <textarea
                  id={`${id}-content`}
                  rows={8}
                  className={`${inputClass} font-mono text-sm`}
                  value={content}
                  required
                  aria-invalid={errors.content ? true : undefined}
                  aria-describedby={errors.content ? `${id}-content-error` : undefined}
                  onChange={(e) => {
                    setContent(e.target.value);
                    setErrors((c) => ({ ...c, content: undefined }));
                  }}
                />
              ) : (
                <Suspense
                  fallback={
                    <p className="rounded-lg border border-slate-400 p-3 text-sm">
                      Loading editor...
                    </p>
                  }
                >
                  <RichEditor
                    key={editor.key}
                    labelId={`${id}-content-label`}
                    initialHtml={editor.html}
                    invalid={Boolean(errors.content)}
                    describedBy={errors.content ? `${id}-content-error` : undefined}
                    onChange={(html) => {
                      setContent(html);
                      setErrors((c) => ({ ...c, content: undefined }));
                    }}
                  />
                </Suspense>
              )}
              {errors.content ? (
                <p id={`${id}-content-error`} className="mt-1 text-sm text-red-700">
                  {errors.content}
                </p>
              ) : null}
            </div>
            <div>
              <p className={labelClass}>Preview</p>
              <HtmlFrame html={content} title="Newsletter preview" />
            </div>
            {unsaved ? (
              <p className="text-sm text-slate-700">{NEWSLETTER_ADMIN_TEXT.unsaved}</p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <BusySubmitButton
                busy={saving}
                busyLabel={NEWSLETTER_ADMIN_TEXT.saving}
                className={buttonPrimary}
              >
                {NEWSLETTER_ADMIN_TEXT.save}
              </BusySubmitButton>
              <button
                type="button"
                className={buttonSecondary}
                disabled={testing}
                onClick={() => void sendTest()}
              >
                {testing ? NEWSLETTER_ADMIN_TEXT.testing : NEWSLETTER_ADMIN_TEXT.test}
              </button>
            </div>
            <FormStatus banner status={status?.kind ?? 'idle'} message={status?.text} />
            <FormStatus banner status={testStatus?.kind ?? 'idle'} message={testStatus?.text} />
          </form>
        </section>

        <section aria-labelledby={`${id}-latest`} className={cardClass}>
          <h2 id={`${id}-latest`} className="mb-4 text-lg font-bold text-ink">
            Latest Newsletter
          </h2>
          {latest ? (
            <div className="space-y-3">
              <p className="text-lg font-semibold text-ink" data-testid="latest-subject">
                {latest.subject}
              </p>
              <HtmlFrame
                html={latest.content ?? ''}
                title="Latest newsletter content"
                height={320}
              />
              {latest.createdAt ? (
                <p className="text-sm text-slate-700">
                  Last updated: {formatDateTime(latest.createdAt)}
                </p>
              ) : null}
              {/* Keyed by the saved newsletter, so its recipient count and status reload. */}
              <SendPanel key={latest.createdAt ?? latest.subject} />
            </div>
          ) : (
            <p className="text-slate-700">No newsletter saved yet.</p>
          )}
        </section>
      </div>
    </>
  );
}
