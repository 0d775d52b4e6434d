import type { ReactNode } from 'react';
import { ItemList, type ItemKeyProp, type ListItemsProps } from './item-list.tsx';

/** A page section with an eyebrow, a heading (h2 by default) and an intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'center' | 'left';
}) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-[0.2em] uppercase ${dark ? 'text-brand-100' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl ${dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/** A section band's background; on `ink` the heading turns light. */
const BAND_BACKGROUNDS = { white: '', slate: 'bg-slate-50', ink: 'bg-ink' } as const;

/**
 * A page section labelled by its heading: the section on its band, its centred container and
 * a SectionHeading whose id labels it, with the section's content below the heading.
 */
export function Section({
  id,
  band = 'white',
  padding = 'sm:py-24',
  className,
  width = 'max-w-7xl',
  children,
  ...heading
}: Omit<Parameters<typeof SectionHeading>[0], 'tone'> & {
  band?: keyof typeof BAND_BACKGROUNDS;
  /** The band's height from the sm breakpoint up. */
  padding?: 'sm:py-24' | 'sm:py-28';
  /** Classes the band adds for its content, such as a text colour. */
  className?: string;
  width?: 'max-w-7xl' | 'max-w-5xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  const bandClass = [BAND_BACKGROUNDS[band], 'py-20', className, padding].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={id} className={bandClass}>
      <div className={`mx-auto ${width} px-4 sm:px-6`}>
        <SectionHeading id={id} tone={band === 'ink' ? 'dark' : 'light'} {...heading} />
        {children}
      </div>
    </section>
  );
}

/**
 * A Section whose content is a list: `listClass` is the list's classes, and `children` draws
 * each item inside its li (see ItemList).
 */
export function SectionList<T>({
  items,
  itemKey,
  listClass,
  itemClass,
  ordered,
  children,
  ...section
}: Omit<Parameters<typeof Section>[0], 'children'> &
  ItemKeyProp<T> &
  ListItemsProps<T> & { listClass: string }) {
  // The props above hold itemKey to ItemKeyProp<T>; TypeScript cannot follow that
  // conditional type through the destructuring.
  const key = { itemKey } as ItemKeyProp<T>;
  return (
    <Section {...section}>
      <ItemList
        items={items}
        {...key}
        className={listClass}
        itemClass={itemClass}
        ordered={ordered}
      >
        {children}
      </ItemList>
    </Section>
  );
}

/**
 * A landing page's section: a centred h2 that labels it, then its content; `tinted` sets it
 * on the brand tint across the page's full width.
 */
export function LandingSection({
  id,
  title,
  tinted = false,
  width = 'max-w-6xl',
  children,
}: {
  id: string;
  title: ReactNode;
  tinted?: boolean;
  width?: 'max-w-6xl' | 'max-w-3xl';
  children: ReactNode;
}) {
  const column = `mx-auto ${width} px-4 py-20 sm:px-6`;
  const heading = (
    <h2 id={id} className="text-center text-3xl font-bold text-ink sm:text-4xl">
      {title}
    </h2>
  );
  return tinted ? (
    <section aria-labelledby={id} className="bg-brand-50">
      <div className={column}>
        {heading}
        {children}
      </div>
    </section>
  ) : (
    <section aria-labelledby={id} className={column}>
      {heading}
      {children}
    </section>
  );
}

/**
 * A landing page's closing call: a centred h2 and a line of text on the dark ink (or on the
 * brand tint, `tinted`), then its buttons.
 */
export function ClosingSection({
  id,
  title,
  text,
  tinted = false,
  children,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-brand-50' : 'bg-ink text-white'}>
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 id={id} className={`text-3xl font-bold ${tinted ? 'text-ink ' : ''}sm:text-4xl`}>
          {title}
        </h2>
        <p className={`mt-4 text-lg ${tinted ? 'text-slate-700' : 'text-slate-300'}`}>{text}</p>
        {children}
      </div>
    </section>
  );
}
