import type { ReactNode } from 'react';

/**
 * A page's dark hero, aligned left: an eyebrow, the page's h1 and an intro, then `children`
 * (its buttons, its figures).
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  titleWidth,
  padding,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The heading's greatest width. */
  titleWidth: 'max-w-3xl' | 'max-w-4xl';
  /** The hero's height from the sm breakpoint up. */
  padding: 'sm:py-24' | 'sm:py-28';
  children: ReactNode;
}) {
  return (
    <section className="bg-ink text-white">
      <div className={`mx-auto max-w-7xl px-4 py-20 sm:px-6 ${padding}`}>
        <p className="text-sm font-semibold tracking-[0.25em] text-brand-100 uppercase">
          {eyebrow}
        </p>
        <h1 className={`mt-5 ${titleWidth} text-4xl font-extrabold tracking-tight sm:text-6xl`}>
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">{intro}</p>
        {children}
      </div>
    </section>
  );
}
