import { useState } from 'react';
import { site } from '../../../common/site.ts';
import { postJson } from '../../lib/api.ts';

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

interface TokenActionProps {
  title: string;
  intro: string;
  /** The API endpoint the button POSTs `{ token }` to. */
  endpoint: string;
  token: string;
  buttonLabel: string;
  busyLabel: string;
  /** Shown when the server's answer carries no message of its own. */
  doneFallback: string;
}

/**
 * A page reached from an e-mailed link that acts only when the visitor clicks: opening
 * the link (a scanner, a preview) changes nothing, the button POSTs the token.
 */
function TokenAction(props: TokenActionProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function act() {
    setState({ kind: 'busy' });
    const result = await postJson<{ message?: string }>(props.endpoint, { token: props.token });
    if (result.ok) {
      setState({ kind: 'done', message: result.data?.message ?? props.doneFallback });
    } else if (result.networkError) {
      setState({ kind: 'error', message: 'The network is not reachable. Please try again.' });
    } else {
      setState({
        kind: 'error',
        message: result.error ?? 'Something went wrong. Please try again.',
      });
    }
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-4xl font-bold text-slate-900">{props.title}</h1>
      {state.kind === 'done' ? null : (
        <>
          <p className="mt-6 text-lg text-slate-700">{props.intro}</p>
          <button
            type="button"
            onClick={act}
            disabled={state.kind === 'busy'}
            className="mt-8 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
          >
            {state.kind === 'busy' ? props.busyLabel : props.buttonLabel}
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

/**
 * The newsletter's double opt-in: the e-mailed link opens this page; only the button
 * confirms. An island of its page (ADR 063): the token is on its mark.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  return (
    <TokenAction
      title="Confirm Subscription"
      intro={`Please confirm that you want to receive the ${site.name} newsletter at this address.`}
      endpoint="/api/newsletter/confirm"
      token={token}
      buttonLabel="Confirm my subscription"
      busyLabel="Confirming..."
      doneFallback="Your subscription is confirmed."
    />
  );
}

/** The e-mailed link opens this page; only the button unsubscribes. An island, as above. */
export function Unsubscribe({ token }: { token: string }) {
  return (
    <TokenAction
      title="Unsubscribe"
      intro={`Do you want to stop receiving the ${site.name} newsletter?`}
      endpoint="/api/newsletter/unsubscribe"
      token={token}
      buttonLabel="Unsubscribe"
      busyLabel="Unsubscribing..."
      doneFallback="You have been unsubscribed."
    />
  );
}
