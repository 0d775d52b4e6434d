import { Link } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { PlatformsStrip } from '../features/verticals/platforms-strip.tsx';
import '../features/verticals/scroll-statements.css';
import type { Route } from './+types/creative';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Creatives',
    description: `Creative by ${site.name}: brand identities, content and campaigns designed to be remembered, delivered on time.`,
    path: '/Creative',
    origin: originFrom(matches),
  });
}

const statements = [
  'We design brands people remember.',
  'We tell stories that move people to act.',
  'We create content that performs on every screen.',
];

export default function Creative() {
  return (
    <main id="main">
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-4 py-24 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            Creatives
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Creative that stops the scroll
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
            Strategy, design and production under one roof, for brands that want to be seen and
            remembered.
          </p>
        </div>
      </section>

      <section aria-label="What we believe" className="mx-auto max-w-5xl px-4 sm:px-6">
        {statements.map((statement) => (
          <p
            key={statement}
            className="scroll-statement flex min-h-[60vh] items-center justify-center text-center text-3xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {statement}
          </p>
        ))}
      </section>

      <section aria-labelledby="how-we-do-it" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="how-we-do-it" className="text-3xl font-bold text-ink sm:text-4xl">
              How we do it
            </h2>
            <p className="mt-6 text-lg text-slate-700">
              Every project starts with your customers: who they are, what they care about and where
              they spend their time. From there we shape a brand idea, design the identity and
              produce the content that carries it, testing what works and doing more of it.
            </p>
            <Link
              to="/work"
              className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
            >
              Our Work
            </Link>
          </div>
          <div>
            <h2 className="text-3xl font-bold text-ink sm:text-4xl">Delivery</h2>
            <p className="mt-6 text-lg text-slate-700">
              You get a dedicated creative lead, a clear timeline and regular check-ins. Logos,
              brand guidelines, social content, video and campaign assets are delivered ready to
              use, in every format you need, on time.
            </p>
          </div>
        </div>
      </section>

      <PlatformsStrip />
    </main>
  );
}
