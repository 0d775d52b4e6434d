import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useState } from 'react';
import type { NewsletterSendStatusDto } from '../../../common/schemas/newsletter.ts';
import { request } from '../../lib/api.ts';

type SendStatus = NewsletterSendStatusDto;

const POLL_MS = 2000;

/** An admin call; a refusal becomes an error with the server's sentence (a 401 also ends the session). */
async function api<T>(url: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const result = await request<T>(url, { method, admin: true });
  if (!result.ok || !result.data) {
    throw new Error(result.error ?? result.message ?? `The server answered ${result.status}.`);
  }
  return result.data;
}

/**
 * 'Send now' for the latest saved newsletter: the number of confirmed subscribers, a
 * confirmation dialog, then progress with the numbers sent and failed.
 */
export function SendPanel() {
  const [recipients, setRecipients] = useState<number | null>(null);
  const [status, setStatus] = useState<SendStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([
      api<{ count: number }>('/api/admin/newsletter/recipients'),
      api<SendStatus>('/api/admin/newsletter/send-status'),
    ])
      .then(([count, progress]) => {
        if (!live) return;
        setRecipients(count.count);
        setStatus(progress);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, []);

  const sending = status?.status === 'sending';
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => {
      api<SendStatus>('/api/admin/newsletter/send-status')
        .then(setStatus)
        .catch((e: Error) => setError(e.message));
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [sending]);

  async function send() {
    setStarting(true);
    setError(null);
    try {
      setStatus(await api<SendStatus>('/api/admin/newsletter/send', 'POST'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setStarting(false);
      setOpen(false);
    }
  }

  const done = status ? status.sent + status.failed : 0;
  const total = status?.recipients ?? 0;
  const canSend = status?.status === 'draft' && (recipients ?? 0) > 0 && !starting;

  return (
    <section
      aria-labelledby="newsletter-send-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="newsletter-send-heading" className="text-lg font-semibold text-slate-900">
        Send the latest newsletter
      </h2>
      <p className="mt-2 text-slate-700">
        {recipients === null
          ? 'Counting subscribers...'
          : `${recipients} confirmed ${recipients === 1 ? 'subscriber' : 'subscribers'} will receive it.`}
      </p>
      {status?.subject ? (
        <p className="mt-1 text-sm text-slate-600">Latest newsletter: {status.subject}</p>
      ) : status?.status === 'none' ? (
        <p className="mt-1 text-sm text-slate-600">Save a newsletter first.</p>
      ) : null}

      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger asChild>
          <button
            type="button"
            disabled={!canSend}
            className="mt-4 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            {starting ? 'Sending...' : 'Send now'}
          </button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              Send the newsletter now?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-slate-700">
              &lsquo;{status?.subject}&rsquo; goes to {recipients}{' '}
              {recipients === 1 ? 'subscriber' : 'subscribers'}. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <button
                  type="button"
                  className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
                >
                  Cancel
                </button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <button
                  type="button"
                  onClick={(event) => {
                    event.preventDefault();
                    void send();
                  }}
                  disabled={starting}
                  className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
                >
                  {starting ? 'Sending...' : `Send to ${recipients ?? 0}`}
                </button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>

      {status && (status.status === 'sending' || status.status === 'sent') ? (
        <div className="mt-6" role="status" aria-live="polite">
          <p className="font-medium text-slate-900">
            {status.status === 'sent' ? 'Sent' : 'Sending...'} {done} of {total}
          </p>
          <progress
            className="mt-2 h-2 w-full"
            value={done}
            max={Math.max(total, 1)}
            aria-label="Newsletter sending progress"
          />
          <dl className="mt-3 flex gap-6 text-sm text-slate-700">
            <div>
              <dt className="inline">Sent: </dt>
              <dd className="inline font-semibold">{status.sent}</dd>
            </div>
            <div>
              <dt className="inline">Failed: </dt>
              <dd className="inline font-semibold">{status.failed}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-rose-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
