import { useState } from 'react';
import { useParams } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import type { Route } from './+types/newsletter-unsubscribe';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Unsubscribe',
    description: `Stop receiving the ${site.name} newsletter.`,
    path: '/newsletter/unsubscribe',
    origin: originFrom(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Referrer-Policy': 'no-referrer' };
}

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

/** The click POSTs the token; opening the link (a scanner, a preview) changes nothing. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function unsubscribe() {
    setState({ kind: 'busy' });
    try {
      const response = await fetch('/api/newsletter/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
      };
      setState(
        response.ok
          ? { kind: 'done', message: body.message ?? 'You have been unsubscribed.' }
          : { kind: 'error', message: body.error ?? 'Something went wrong. Please try again.' },
      );
    } catch {
      setState({ kind: 'error', message: 'The network is not reachable. Please try again.' });
    }
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-4xl font-bold text-slate-900">Unsubscribe</h1>
      {state.kind === 'done' ? null : (
        <>
          <p className="mt-6 text-lg text-slate-700">
            Do you want to stop receiving the {site.name} newsletter?
          </p>
          <button
            type="button"
            onClick={unsubscribe}
            disabled={state.kind === 'busy'}
            className="mt-8 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            {state.kind === 'busy' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </>
      )}
      <div role="status" aria-live="polite" className="mt-6">
        {state.kind === 'done' || state.kind === 'error' ? (
          <p className={state.kind === 'done' ? 'text-emerald-800' : 'text-rose-800'}>
            {state.message}
          </p>
        ) : null}
      </div>
    </main>
  );
}
