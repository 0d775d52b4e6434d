import { SERVICES_PAGE } from '../../common/content/services.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { GetStartedButton } from '../features/forms/get-started-dialog.tsx';
import { ServicesBrowser } from '../features/services-page/services-browser.tsx';
import { TypingText } from '../features/services-page/typing-hero.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/services';

/**
 * Sent as islands (ADR 018, 061): React hydrates the header, the typed line, the services
 * browser, the Get Started button, the footer forms and the chat launcher alone.
 */
export const handle = { islands: true };

/** /Services and /Performance show this screen; the canonical URL is /Services. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Our Services',
    description:
      'Branding, digital marketing, web design, AI chatbots, influencer marketing, video, custom software, mobile apps and cloud solutions from one agency.',
    path: '/Services',
    origin: originFrom(matches),
  });
}

export default function ServicesPage() {
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-[0.25em] text-brand-100 uppercase">
            {SERVICES_PAGE.eyebrow}
          </p>
          <h1 className="mx-auto mt-5 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            {SERVICES_PAGE.title}
          </h1>
          <p className="mt-6 min-h-[2.5em] text-2xl font-semibold text-brand-100 sm:text-3xl">
            <Island name="services-typing" as="span">
              <TypingText />
            </Island>
          </p>
        </div>
      </section>
      <section aria-labelledby="catalogue-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="catalogue-heading" className="sr-only">
            Service catalogue
          </h2>
          <Island name="services-browser" when="visible">
            <ServicesBrowser />
          </Island>
        </div>
      </section>
      <section aria-labelledby="services-cta" className="py-20 sm:py-28">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <div className="rounded-[2rem] bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-14 text-center text-white shadow-2xl sm:px-16">
            <h2 id="services-cta" className="text-3xl font-extrabold sm:text-4xl">
              {SERVICES_PAGE.cta.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{SERVICES_PAGE.cta.text}</p>
            <div className="mt-8">
              <Island name="get-started" when="visible">
                <GetStartedButton />
              </Island>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
