import type { ReactNode } from 'react';

/** A page without a hero: its column, a centred title with its intro, then the content. */
export function PlainPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{intro}</p>
      </header>
      {children}
    </main>
  );
}
