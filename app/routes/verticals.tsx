import { ArrowRight } from 'lucide-react';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { FITNESS, PET } from '../../common/content/verticals.ts';
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
    name: 'Pet Industry',
    title: PET.hero.title,
    text: `${PET.hero.subtitle} An AI assistant for groomers, vets, trainers and pet stores that books clients in ${PET.languages}, ${PET.priceNote}.`,
    href: '/LandingPages/PetLandingPage',
  },
  {
    id: 'fitness',
    icon: 'dumbbell',
    name: 'Fitness Industry',
    title: FITNESS.hero.title,
    text: `Websites, AI lead capture, apps and ads for gyms, studios and trainers, built to ${FITNESS.closing.claim}.`,
    href: '/LandingPages/FitnessLandingPage',
  },
];

export default function Verticals() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">
            Our Verticals
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Solutions built for the way your industry works, by a team that knows it.
          </p>
        </div>
      </section>

      <section aria-labelledby="growth-statement" className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <h2 id="growth-statement" className="text-3xl font-bold sm:text-5xl">
            Growth, powered by AI
          </h2>
          <p className="mx-auto mt-6 max-w-3xl text-lg text-slate-300">
            Every industry loses customers in the same places: unanswered messages, missed calls and
            manual booking. We combine AI assistants, automation and marketing that fit your
            vertical, so you capture every lead, fill your calendar and grow while you focus on your
            clients.
          </p>
        </div>
      </section>

      <LandingSection id="industries-heading" title="Industries we specialise in">
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
                Wellness &amp; Spa
              </h3>
              <p className="mt-4 flex-1 text-slate-700">
                Automated booking and follow-ups for spas and wellness centres.
              </p>
              <p className="mt-6 font-semibold text-slate-600">Landing Page Coming Soon</p>
            </article>
          </li>
        </ul>
      </LandingSection>

      <ClosingSection
        id="verticals-cta"
        tinted
        title="Don't see your industry?"
        text="We build for every business. Tell us about yours and we will show you what AI can do for it."
      >
        <ChatbotButton detail={chatbotContexts.consultation} className="mt-8">
          Book a Free Consultation
        </ChatbotButton>
      </ClosingSection>
    </main>
  );
}
