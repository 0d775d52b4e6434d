import { BarChart3, Handshake, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { INFLUENCE_PAGE } from '../../common/content/influence.ts';
import { OFFERS } from '../../common/content/offers.ts';
import { site } from '../../common/site.ts';
import { LandingSection } from '../components/section.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import { PlatformsStrip } from '../features/verticals/platforms-strip.tsx';
import type { Route } from './+types/influence';

/** Sent as islands (ADR 063): the header, the chat launcher and the footer forms are the page's only islands; its chatbot buttons stay server HTML. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Influencer Marketing',
    description: `Influencer marketing by ${site.name}: vetted creators, campaign strategy, content and measurable sales on every platform.`,
    path: '/Influence',
    origin: originFrom(matches),
  });
}

const icons = [Search, Sparkles, Handshake, BarChart3];
const steps = INFLUENCE_PAGE.steps.map((step, i) => ({ ...step, icon: icons[i] ?? Search }));

export default function Influence() {
  const from = Math.min(...OFFERS.map((o) => o.amountUsd));
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {INFLUENCE_PAGE.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">
            {INFLUENCE_PAGE.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{INFLUENCE_PAGE.intro}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ChatbotButton detail={chatbotContexts.serviceInquiry}>
              Book a Free Consultation
            </ChatbotButton>
            <Link
              to="/Offers"
              className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              See Packages from ${from}
            </Link>
          </div>
        </div>
      </section>

      <LandingSection id="how-it-works" title={INFLUENCE_PAGE.stepsTitle}>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <PlatformsStrip />

      <section
        aria-labelledby="influence-cta"
        className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6"
      >
        <h2 id="influence-cta" className="text-3xl font-bold text-ink sm:text-4xl">
          {INFLUENCE_PAGE.cta.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{INFLUENCE_PAGE.cta.text}</p>
        <ChatbotButton detail={chatbotContexts.serviceInquiry} className="mt-8">
          Start Your Campaign
        </ChatbotButton>
      </section>
    </main>
  );
}
