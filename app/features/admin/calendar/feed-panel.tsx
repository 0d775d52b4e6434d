import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../admin-format.ts';
import { ConfirmDialog } from '../admin-dialogs.tsx';
import {
  buttonPrimary,
  buttonSecondary,
  cardClass,
  inputClass,
  labelClass,
} from '../admin-shell.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { useAdminApi } from '../session.tsx';

/**
 * One-click subscriptions for a feed URL: Google Calendar and Outlook take the address in
 * their "add from the web" pages; Apple Calendar opens a webcal:// link itself.
 */
function subscribeLinks(url: string) {
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return [
    {
      name: 'Google Calendar',
      href: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}`,
    },
    { name: 'Apple Calendar', href: webcal },
    {
      name: 'Outlook',
      href: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url, name: 'Consultations' })}`,
    },
  ];
}

/** How to subscribe in each calendar app, by hand (the same in words as the links above). */
const STEPS = [
  {
    app: 'Google Calendar',
    text: 'On a computer, open Google Calendar, choose "+" next to "Other calendars", then "From URL", paste the feed URL and choose "Add calendar". It appears on your phone too.',
  },
  {
    app: 'Apple Calendar',
    text: 'On a Mac, choose File, then "New Calendar Subscription", paste the feed URL and choose Subscribe. On an iPhone: Settings, Calendar, Accounts, Add Account, Other, "Add Subscribed Calendar".',
  },
  {
    app: 'Outlook',
    text: 'In Outlook on the web, choose "Add calendar", then "Subscribe from web", paste the feed URL, name it and choose Import.',
  },
];

interface FeedStatus {
  active?: boolean;
  created_at?: string | null;
}

/** Why making the URL failed, for each kind of answer. */
function failure(result: { status: number; networkError?: boolean }) {
  if (result.networkError) return 'The server could not be reached. Please try again.';
  if (result.status === 429) return 'Too many requests. Please wait a moment and try again.';
  return 'The calendar feed URL could not be made. Please try again.';
}

/**
 * The team's calendar feed: a secret URL that Google Calendar, Outlook or Apple
 * Calendar subscribe to. Only its hash is stored, so the URL is shown once, right after it
 * is made; making a new one (asked first) ends the old one.
 */
export function CalendarFeedPanel() {
  const api = useAdminApi();
  const id = useId();
  const { result, reload } = useAdminResource<FeedStatus>('/api/admin/calendar-feed');
  const status = result?.ok ? result.data : null;
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function make() {
    setAsking(false);
    setBusy(true);
    setError('');
    const answer = await api.send<{ url?: string }>('POST', '/api/admin/calendar-feed');
    setBusy(false);
    if (answer.ok && answer.data?.url) {
      setUrl(answer.data.url);
      toast.success('A new calendar feed URL is ready. Copy it now: it is shown only once.');
      reload();
      return;
    }
    if (answer.status === 401) return;
    setError(failure(answer));
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar feed URL copied.');
    } catch {
      toast.error('Copying failed: select the URL and copy it yourself.');
    }
  }

  const active = status?.active === true;
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} mb-6`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Subscribe to this secret URL in Google Calendar, Outlook or Apple Calendar to see pending
        and confirmed consultations there. Anyone with the URL can read them: keep it private.
      </p>
      {result && !result.ok && result.status !== 401 ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The calendar feed could not be loaded. Please try again.
        </p>
      ) : null}
      {status ? (
        <p className="mt-2 text-sm text-slate-800">
          {active
            ? `A feed URL exists (made ${formatDateTime(status.created_at ?? null)}). It is shown only when made; make a new one if you lost it.`
            : 'No feed URL yet.'}
        </p>
      ) : null}
      {url ? (
        <div className="mt-3">
          <label htmlFor={`${id}-url`} className={labelClass}>
            Your calendar feed URL (shown only now)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-url`}
              readOnly
              value={url}
              className={`${inputClass} min-w-0 flex-1 font-mono text-xs`}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className={buttonSecondary} onClick={() => void copy()}>
              Copy URL
            </button>
          </div>
          <p className="mt-3 text-sm font-semibold text-ink">Subscribe in one click:</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {subscribeLinks(url).map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonSecondary}
                >
                  Add to {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className="mt-3 text-sm text-slate-800">
        <summary className="cursor-pointer font-semibold text-ink">
          How to subscribe, step by step
        </summary>
        <p className="mt-2">
          Make a feed URL here first: it is shown once, with a link for each app. Calendars check
          the feed for changes every few hours.
        </p>
        <dl className="mt-2 space-y-2">
          {STEPS.map((step) => (
            <div key={step.app}>
              <dt className="font-semibold">{step.app}</dt>
              <dd>{step.text}</dd>
            </div>
          ))}
        </dl>
      </details>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonPrimary} mt-3`}
        disabled={busy || !status}
        onClick={() => (active ? setAsking(true) : void make())}
      >
        {busy ? 'Making the URL...' : active ? 'Make a new feed URL' : 'Make a feed URL'}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Make a new calendar feed URL?"
        message="The current URL stops working at once: calendars subscribed to it stop updating until they subscribe to the new one."
        confirmLabel="Make a new URL"
        cancelLabel="Keep the current URL"
        tone="danger"
        onConfirm={() => void make()}
      />
    </section>
  );
}
