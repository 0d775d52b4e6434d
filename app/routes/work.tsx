import { Globe, Layers, MonitorSmartphone } from 'lucide-react';
import { Link } from 'react-router';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { CASE_STUDIES, WORK_PAGE } from '../../common/content/case-studies.ts';
import { site } from '../../common/site.ts';
import { PlainPage } from '../components/plain-page.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { WorkPicture } from '../components/work-picture.tsx';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import type { Route } from './+types/work';

/** Sent as islands (ADR 063): nothing of its own works by script but its chatbot buttons. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Our Work',
    description: `Case studies of ${site.name}: AI chatbots, websites, e-commerce, social media automation and performance marketing with measurable results.`,
    path: '/Work',
    origin: originFrom(matches),
  });
}

export default function Work() {
  return (
    <PlainPage title={WORK_PAGE.title} intro={WORK_PAGE.intro}>
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {CASE_STUDIES.map((study, i) => (
          <li key={study.Company}>
            <article
              aria-label={study.Company}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
            >
              <WorkPicture
                study={study}
                eager={i < 2}
                className="h-auto w-full border-b border-slate-200"
              />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-bold text-ink">{study.Company}</h2>
                <p className="text-sm font-medium text-brand-700">{study.Vertical}</p>
                <p className="mt-4 flex-1 text-slate-700">{study.Results}</p>
                <dl className="mt-6 grid gap-3 text-sm text-slate-700">
                  {[
                    { Icon: Layers, term: 'Services:', value: study.Services },
                    { Icon: Globe, term: 'Region:', value: study.GEO },
                    { Icon: MonitorSmartphone, term: 'Platform:', value: study.Platform },
                  ].map(({ Icon, term, value }) => (
                    <div key={term} className="flex gap-2">
                      <dt className="inline-flex items-center gap-1 font-semibold text-ink">
                        <Icon aria-hidden="true" className="size-4" />
                        {term}
                      </dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="work-cta"
        className="mt-16 rounded-2xl bg-brand-900 p-8 text-center text-white sm:p-12"
      >
        <h2 id="work-cta" className="text-3xl font-bold">
          {WORK_PAGE.cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-100">{WORK_PAGE.cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ChatbotButton detail={chatbotContexts.potentialClient} variant="light">
            Talk To Our Expert
          </ChatbotButton>
          <Link
            to="/Portfolio"
            className="inline-flex min-h-11 items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Explore the Portfolio
          </Link>
        </div>
      </section>
    </PlainPage>
  );
}
