import { useState } from 'react';
import { useParams } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import type { Route } from './+types/newsletter-confirm';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Confirm Subscription',
    description: `Confirm your subscription to the ${site.name} newsletter.`,
    path: '/newsletter/confirm',
    origin: originFrom(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Referrer-Policy': 'no-referrer' };
}

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

/**
 * Opening the e-mailed link only shows this page; the click on the button POSTs the
 * token, so a link scanner that follows the link confirms nothing (double opt-in).
 */
export default function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'busy' });
    try {
      const response = await fetch('/api/newsletter/confirm', {
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
          ? { kind: 'done', message: body.message ?? 'Your subscription is confirmed.' }
          : { kind: 'error', message: body.error ?? 'Something went wrong. Please try again.' },
      );
    } catch {
      setState({ kind: 'error', message: 'The network is not reachable. Please try again.' });
    }
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-4xl font-bold text-slate-900">Confirm Subscription</h1>
      {state.kind === 'done' ? null : (
        <>
          <p className="mt-6 text-lg text-slate-700">
            Please confirm that you want to receive the {site.name} newsletter at this address.
          </p>
          <button
            type="button"
            onClick={confirm}
            disabled={state.kind === 'busy'}
            className="mt-8 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            {state.kind === 'busy' ? 'Confirming...' : 'Confirm my subscription'}
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
