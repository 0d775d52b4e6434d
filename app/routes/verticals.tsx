import { ArrowRight } from 'lucide-react';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { FITNESS, PET, VERTICALS_PAGE } from '../../common/content/verticals.ts';
import { site } from '../../common/site.ts';
import { IconBadge } from '../components/content-icons.tsx';
import { ClosingSection, LandingSection } from '../components/section.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import type { Route } from './+types/verticals';

/** Sent as islands (ADR 063): nothing of its own works by script but its chatbot buttons. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Our Verticals',
    description: `Industry solutions by ${site.name}: AI automation for pet businesses and digital growth for fitness businesses.`,
    path: '/Verticals',
    origin: originFrom(matches),
  });
}

const verticals = [
  {
    id: 'pet',
    icon: 'paw',
    name: VERTICALS_PAGE.pet.name,
    title: PET.hero.title,
    text: VERTICALS_PAGE.pet.text,
    href: '/LandingPages/PetLandingPage',
  },
  {
    id: 'fitness',
    icon: 'dumbbell',
    name: VERTICALS_PAGE.fitness.name,
    title: FITNESS.hero.title,
    text: VERTICALS_PAGE.fitness.text,
    href: '/LandingPages/FitnessLandingPage',
  },
];

export default function Verticals() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">
            {VERTICALS_PAGE.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{VERTICALS_PAGE.intro}</p>
        </div>
      </section>

      <section aria-labelledby="growth-statement" className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <h2 id="growth-statement" className="text-3xl font-bold sm:text-5xl">
            {VERTICALS_PAGE.growth.title}
          </h2>
          <p className="mx-auto mt-6 max-w-3xl text-lg text-slate-300">
            {VERTICALS_PAGE.growth.text}
          </p>
        </div>
      </section>

      <LandingSection id="industries-heading" title={VERTICALS_PAGE.industriesTitle}>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {verticals.map(({ id, icon, name, title, text, href }) => (
            <li key={id}>
              <article
                aria-labelledby={`vertical-${id}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-8 shadow-sm"
              >
                <IconBadge name={icon} />
                <h3 id={`vertical-${id}`} className="mt-4 text-2xl font-bold text-ink">
                  {name}
                </h3>
                <p className="mt-1 font-semibold text-brand-700">{title}</p>
                <p className="mt-4 flex-1 text-slate-700">{text}</p>
                {/* A full page load, as the home page's industry cards do (spec §2.3). */}
                <a
                  href={href}
                  className="mt-6 inline-flex min-h-11 w-fit items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
                >
                  Explore {name}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </article>
            </li>
          ))}
          <li>
            <article
              aria-labelledby="vertical-wellness"
              className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 p-8"
            >
              <IconBadge name="flower" tone="white" />
              <h3 id="vertical-wellness" className="mt-4 text-2xl font-bold text-ink">
                {VERTICALS_PAGE.wellness.name}
              </h3>
              <p className="mt-4 flex-1 text-slate-700">{VERTICALS_PAGE.wellness.text}</p>
              <p className="mt-6 font-semibold text-slate-600">{VERTICALS_PAGE.wellness.note}</p>
            </article>
          </li>
        </ul>
      </LandingSection>

      <ClosingSection
        id="verticals-cta"
        tinted
        title={VERTICALS_PAGE.cta.title}
        text={VERTICALS_PAGE.cta.text}
      >
        <ChatbotButton detail={chatbotContexts.consultation} className="mt-8">
          Book a Free Consultation
        </ChatbotButton>
      </ClosingSection>
    </main>
  );
}
