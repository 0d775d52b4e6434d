import { CheckCircle2, Clock, Headphones, Languages, TrendingUp } from 'lucide-react';
import { PET, PET_HIGHLIGHTS, PET_PLANS_NOTE } from '../../common/content/verticals.ts';
import { site } from '../../common/site.ts';
import { ContentIcon } from '../components/content-icons.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { ClosingSection, LandingSection } from '../components/section.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { LandingChat } from '../features/chatbot/landing-chat.tsx';
import { LandingHero } from '../features/verticals/landing-hero.tsx';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import { petDemoInquiry } from '../features/verticals/contexts.ts';
import { PetFaq } from '../features/verticals/faq-accordion.tsx';
import { Testimonials } from '../features/verticals/testimonials.tsx';
import { PetWatchDemo } from '../features/verticals/watch-demo.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/pet-landing';

/** Sent as islands (ADR 063): the landing chat, Watch Demo and the FAQ are the page's own islands. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${PET.hero.title} | ${site.name}`,
    description: `${PET.hero.subtitle} An AI assistant for pet businesses, ${PET.priceNote}, ${PET.trialDays}-day free trial.`,
    path: '/LandingPages/PetLandingPage',
    origin: originFrom(matches),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: PET.faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    },
  });
}

const highlightIcons = [Clock, Languages, TrendingUp];
const highlights = PET_HIGHLIGHTS.map((text, i) => ({ icon: highlightIcons[i] ?? Clock, text }));

export default function PetLanding() {
  return (
    <main id="main">
      <LandingHero
        title={PET.hero.title}
        aside={
          <Island name="landing-chat" when="visible" param="pets">
            <LandingChat profile="pets" />
          </Island>
        }
      >
        <p className="mt-6 text-xl font-semibold text-brand-700">{PET.hero.subtitle}</p>
        <p className="mt-4 text-lg text-slate-700">
          {PET_PLANS_NOTE} {PET.bookingIncreaseClaim}
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <ChatbotButton detail={petDemoInquiry}>{PET.hero.primaryButton}</ChatbotButton>
          <Island name="watch-demo">
            <PetWatchDemo />
          </Island>
        </div>
        <ul className="mt-8 flex flex-wrap gap-3" aria-label="Highlights">
          {PET.hero.badges.map((badge, i) => (
            <li
              key={badge}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm"
            >
              {i === 0 ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" />
              ) : (
                <Headphones aria-hidden="true" className="size-4 text-brand-600" />
              )}
              {badge}
            </li>
          ))}
        </ul>
      </LandingHero>

      <LandingSection id="pet-features" title="Everything your pet business needs, on autopilot">
        <FeatureGrid
          items={PET.features}
          className="mt-12 grid gap-8 md:grid-cols-3"
          itemClass="rounded-2xl border border-slate-200 p-8 shadow-sm"
          icon={(item) => <ContentIcon name={item.icon} className="size-10 text-brand-600" />}
          titleClass="mt-4 text-xl font-bold text-ink"
        />
        <ul
          className="mt-12 flex flex-wrap justify-center gap-x-10 gap-y-4"
          aria-label="At a glance"
        >
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2 font-semibold text-ink">
              <Icon aria-hidden="true" className="size-5 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="pet-testimonials" title="Loved by pet businesses" tinted>
        <div className="mt-12">
          <Testimonials items={PET.testimonials} />
        </div>
      </LandingSection>

      <LandingSection id="pet-faq" title="Frequently Asked Questions" width="max-w-3xl">
        <div className="mt-10">
          <Island name="faq" when="visible">
            <PetFaq />
          </Island>
        </div>
      </LandingSection>

      <ClosingSection id="pet-closing" title={PET.closing.title} text={PET_PLANS_NOTE}>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ChatbotButton detail={petDemoInquiry} variant="light">
            {PET.closing.primaryButton}
          </ChatbotButton>
          <ChatbotButton detail={petDemoInquiry} variant="outlineLight">
            {PET.closing.secondaryButton}
          </ChatbotButton>
        </div>
        <p className="mt-6 text-sm text-slate-300">{PET.closing.note}</p>
      </ClosingSection>
    </main>
  );
}
