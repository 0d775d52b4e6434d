import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  DATA_REQUEST_MESSAGES,
  dataRequestQuerySchema,
  describeHoldings,
  isEmptyHoldings,
  type AuditEntry,
  type DataEraseMode,
  type DataRequestAnswer,
} from '../../../common/schemas/data-requests.ts';
import type { ApiResult } from '../../lib/api.ts';
import { saveBlob } from './admin-api.ts';
import { ConfirmDialog } from './admin-dialogs.tsx';
import { formatDateTime } from './admin-format.ts';
import {
  AdminInput,
  PageHeader,
  buttonDanger,
  buttonPrimary,
  buttonSecondary,
  cardClass,
} from './admin-shell.tsx';
import { useAdminApi } from './session.tsx';
import { useAdminResource } from './use-admin-resource.ts';

/** What the admin reads when a call of this screen does not succeed. */
function dataRequestRefusal(result: ApiResult<unknown>, failed: string): string {
  if (result.networkError || result.status === 0) {
    return `${failed}: the server could not be reached. Please try again.`;
  }
  if (result.status === 409) return result.message ?? DATA_REQUEST_MESSAGES.changed;
  if (result.status === 400)
    return result.fields?.query ?? result.message ?? DATA_REQUEST_MESSAGES.query;
  if (result.status === 429) return `${failed}: too many requests. Please wait a moment.`;
  if (result.status >= 500) return `${failed}: the server failed. Please try again.`;
  return result.message ? `${failed}: ${result.message}` : `${failed}. Please try again.`;
}

const ACTION_LABELS: Record<string, string> = {
  export: 'Exported',
  delete: 'Deleted',
  anonymise: 'Anonymised',
};

/**
 * A visitor's data on request (docs/decisions/056): find what is held about an e-mail
 * address or phone, export it as one JSON file, delete or anonymise it after a
 * confirmation that names what will go; every export and erasure is in the log below.
 */
export function DataRequestsScreen() {
  const api = useAdminApi();
  const [query, setQuery] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [found, setFound] = useState<DataRequestAnswer | null>(null);
  const [searched, setSearched] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<DataEraseMode | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // A search moves focus to its result once the result is on the page.
  const [searches, setSearches] = useState(0);
  useEffect(() => {
    if (searches > 0) resultsHeading.current?.focus();
  }, [searches]);
  const log = useAdminResource<{ entries: AuditEntry[] }>('/api/admin/data-requests/log');

  const search = async (text: string) => {
    const answer = await api.get<DataRequestAnswer>(
      `/api/admin/data-requests?query=${encodeURIComponent(text)}`,
    );
    if (answer.ok && answer.data) {
      setFound(answer.data);
      setSearched(text);
      return true;
    }
    if (answer.status !== 401) {
      const text_ = dataRequestRefusal(answer, 'The search failed');
      if (answer.status === 400) setFieldError(text_);
      else setSaid(text_);
    }
    return false;
  };

  // Buttons stay focusable while a call runs (a disabled button drops the keyboard's focus);
  // a press meanwhile does nothing.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSaid('');
    const checked = dataRequestQuerySchema.safeParse({ query });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? DATA_REQUEST_MESSAGES.query);
      return;
    }
    setFieldError('');
    setBusy(true);
    const ok = await search(query);
    setBusy(false);
    if (ok) setSearches((n) => n + 1);
  };

  const exportData = async () => {
    if (!found || busy) return;
    setBusy(true);
    const answer = await api.send<Record<string, unknown>>(
      'POST',
      '/api/admin/data-requests/export',
      { query: searched },
    );
    setBusy(false);
    if (answer.ok && answer.data) {
      const name = `data-${found.subject.value.replace(/[^a-z0-9]+/gi, '-')}.json`;
      const file = new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' });
      saveBlob(file, name);
      setSaid(`Exported to ${name}.`);
      log.reload();
      return;
    }
    if (answer.status !== 401) {
      const text = dataRequestRefusal(answer, 'The export failed');
      setSaid(text);
      toast.error(text);
    }
  };

  const erase = async (mode: DataEraseMode) => {
    if (!found || busy) return;
    setBusy(true);
    const answer = await api.send<{ message: string }>('POST', '/api/admin/data-requests/erase', {
      query: searched,
      mode,
      expected: found.holdings,
    });
    setBusy(false);
    setConfirming(null);
    if (answer.ok && answer.data) {
      setSaid(answer.data.message);
      toast.success(answer.data.message);
      await search(searched);
      log.reload();
      return;
    }
    if (answer.status === 401) return;
    const text = dataRequestRefusal(
      answer,
      mode === 'delete' ? 'Nothing was deleted' : 'Nothing was anonymised',
    );
    setSaid(text);
    toast.error(text);
    // What is held changed: show the new list to confirm against.
    if (answer.status === 409) await search(searched);
  };

  const holdings = found?.holdings;
  const what = holdings ? describeHoldings(holdings) : '';
  const person = found?.subject.value ?? '';
  const entries = log.result?.ok ? (log.result.data?.entries ?? []) : [];

  return (
    <>
      <PageHeader title="Data requests" />
      <section aria-labelledby="find-heading" className={`${cardClass} mb-6`}>
        <h2 id="find-heading" className="mb-2 text-lg font-bold text-ink">
          Find a person
        </h2>
        <p className="mb-4 text-slate-700">
          When a visitor asks for a copy of their data, or for it to be erased, find them by the
          e-mail address or phone number they gave.
        </p>
        <form role="search" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="flex flex-wrap items-start gap-3">
            <div className="min-w-0 flex-1 basis-64">
              <AdminInput
                id="data-request-query"
                label="E-mail address or phone number"
                type="text"
                autoComplete="off"
                value={query}
                error={fieldError}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <button
              type="submit"
              className={`${buttonPrimary} aria-disabled:opacity-60 sm:mt-6`}
              aria-disabled={busy || undefined}
            >
              Find
            </button>
          </div>
        </form>
      </section>

      {found && holdings ? (
        <section aria-labelledby="held-heading" className={`${cardClass} mb-6`}>
          <h2
            id="held-heading"
            ref={resultsHeading}
            tabIndex={-1}
            className="mb-2 text-lg font-bold text-ink focus:outline-none"
          >
            Held about {person}
          </h2>
          <p className="text-slate-800">
            {isEmptyHoldings(holdings) ? DATA_REQUEST_MESSAGES.nothing : `${what}.`}
          </p>
          {isEmptyHoldings(holdings) ? null : (
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className={`${buttonSecondary} aria-disabled:opacity-60`}
                aria-disabled={busy || undefined}
                onClick={() => void exportData()}
              >
                Export as JSON
              </button>
              <button
                type="button"
                className={`${buttonSecondary} aria-disabled:opacity-60`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && setConfirming('anonymise')}
              >
                Anonymise...
              </button>
              <button
                type="button"
                className={`${buttonDanger} aria-disabled:opacity-60`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && setConfirming('delete')}
              >
                Delete...
              </button>
            </div>
          )}
        </section>
      ) : null}
      <p role="status" className="mb-6 text-slate-800 empty:hidden">
        {said}
      </p>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={
          confirming === 'delete'
            ? `Delete everything held about ${person}?`
            : `Anonymise everything held about ${person}?`
        }
        message={
          confirming === 'delete'
            ? `This deletes ${what}. Queued e-mails are cancelled. It cannot be undone.`
            : `This removes the name, e-mail address, phone and words of ${person} from ${what}; the records stay, without them, for the figures. Queued e-mails are cancelled and the newsletter subscription is deleted. It cannot be undone.`
        }
        confirmLabel={confirming === 'delete' ? 'Delete' : 'Anonymise'}
        busy={busy}
        onConfirm={() => confirming && void erase(confirming)}
      />

      <section aria-labelledby="log-heading" className={cardClass}>
        <h2 id="log-heading" className="mb-3 text-lg font-bold text-ink">
          Log of data requests
        </h2>
        {entries.length === 0 ? (
          <p className="text-slate-700">
            {log.result && !log.result.ok && log.result.status !== 401
              ? 'Failed to load the log. Please try again.'
              : 'No export or erasure yet.'}
          </p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  When
                </th>
                <th scope="col" className="py-2 pr-4">
                  Who
                </th>
                <th scope="col" className="py-2 pr-4">
                  What
                </th>
                <th scope="col" className="py-2">
                  Person
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={`${entry.at}-${entry.action}-${entry.subject}`}
                  className="border-t border-slate-200"
                >
                  <td className="py-2 pr-4">{formatDateTime(entry.at)}</td>
                  <td className="py-2 pr-4 wrap-anywhere">{entry.actor}</td>
                  <td className="py-2 pr-4">
                    {ACTION_LABELS[entry.action] ?? entry.action}
                    {typeof entry.details.summary === 'string' && entry.details.summary
                      ? `: ${entry.details.summary}`
                      : ''}
                  </td>
                  <td className="py-2 wrap-anywhere">{entry.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
