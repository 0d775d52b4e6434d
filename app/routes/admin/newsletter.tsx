import { useId, useState, type FormEvent } from 'react';
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
import {
  PageHeader,
  buttonPrimary,
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

/** Spec §2.5 newsletter tool; §8: stats and the latest card fail silently to 0 and none. */
export default function Newsletter() {
  const api = useAdminApi();
  const id = useId();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; content?: string }>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);

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
      setSubject('');
      setContent('');
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

  return (
    <>
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
              <label htmlFor={`${id}-content`} className={labelClass}>
                Content (HTML allowed)
              </label>
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
            <BusySubmitButton
              busy={saving}
              busyLabel={NEWSLETTER_ADMIN_TEXT.saving}
              className={buttonPrimary}
            >
              {NEWSLETTER_ADMIN_TEXT.save}
            </BusySubmitButton>
            <FormStatus banner status={status?.kind ?? 'idle'} message={status?.text} />
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
