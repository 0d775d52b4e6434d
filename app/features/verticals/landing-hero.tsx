import type { ReactNode } from 'react';

/** The hero of a vertical's landing page: the title and its text beside the landing chat. */
export function LandingHero({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">{title}</h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
