import { useSyncExternalStore } from 'react';
import { Island } from '../../islands/island.tsx';

const noSubscription = () => () => {};

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);

/**
 * Spec §2.3: 'Last Updated' shows the current date. The server's HTML (possibly rendered at
 * build time) is replaced after hydration by the visitor's today, in their own zone.
 */
export function LastUpdated() {
  // False on the server and while hydrating, true afterwards: the key then remounts the date.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const today = new Date();
  return (
    <p className="mt-4 text-sm text-slate-600">
      Last Updated:{' '}
      <time
        key={hydrated ? 'client' : 'server'}
        dateTime={today.toISOString().slice(0, 10)}
        suppressHydrationWarning
      >
        {longDate(today)}
      </time>
    </p>
  );
}

export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700 [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

export function LegalPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
      <Island name="last-updated">
        <LastUpdated />
      </Island>
      {children}
    </main>
  );
}
