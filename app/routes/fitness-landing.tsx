import { Award, ShieldCheck } from 'lucide-react';
import { FITNESS } from '../../common/content/verticals.ts';
import { site } from '../../common/site.ts';
import { ContentIcon } from '../components/content-icons.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PackageGrid } from '../components/package-grid.tsx';
import { ClosingSection, LandingSection } from '../components/section.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { LandingChat } from '../features/chatbot/landing-chat.tsx';
import { LandingHero } from '../features/verticals/landing-hero.tsx';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import { fitnessInquiry } from '../features/verticals/contexts.ts';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/fitness-landing';

/** Sent as islands (ADR 063): the landing chat is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${FITNESS.hero.title} | ${site.name}`,
    description: `Websites, AI lead capture, apps and ads for gyms, studios and trainers. Results in 90 days; book a free 15-minute strategy call.`,
    path: '/LandingPages/FitnessLandingPage',
    origin: originFrom(matches),
  });
}

export default function FitnessLanding() {
  return (
    <main id="main">
      <LandingHero
        title={FITNESS.hero.title}
        aside={
          <Island name="landing-chat" when="visible" param="fitness">
            <LandingChat profile="fitness" />
          </Island>
        }
      >
        <p className="mt-6 text-lg text-slate-700">{FITNESS.hero.subtitle}</p>
        <ChatbotButton detail={fitnessInquiry} className="mt-8">
          {FITNESS.hero.button}
        </ChatbotButton>
        <p className="mt-4 text-sm text-slate-600">{FITNESS.hero.note}</p>
      </LandingHero>

      <LandingSection id="fitness-problems" title={FITNESS.problemsClaim}>
        <FeatureGrid
          items={FITNESS.problems}
          className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          itemClass="rounded-2xl border border-red-100 bg-red-50/50 p-6"
          icon={(item) => <ContentIcon name={item.icon} className="size-8 text-red-700" />}
        />
      </LandingSection>

      <LandingSection
        id="fitness-benefits"
        title={`Everything you need to ${FITNESS.closing.claim}`}
        tinted
      >
        <FeatureGrid
          items={FITNESS.benefits}
          className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          itemClass="rounded-2xl bg-white p-6 shadow-sm"
          icon={(item) => <ContentIcon name={item.icon} className="size-8 text-brand-600" />}
        />
      </LandingSection>

      <LandingSection id="fitness-packages" title="Choose your growth package">
        <p className="mt-4 text-center text-lg font-semibold text-brand-700">
          {FITNESS.packagesPromise}
        </p>
        <PackageGrid
          heading="h3"
          priceClass="mt-4 font-semibold text-ink"
          packages={FITNESS.packages.map((pkg, index) => ({
            id: `package-${index}`,
            title: pkg.title,
            description: pkg.description,
            price: pkg.price,
            features: pkg.features,
            action: (
              <ChatbotButton detail={fitnessInquiry} className="mt-8 w-full">
                {pkg.buttonText}
                <span className="sr-only">: {pkg.title}</span>
              </ChatbotButton>
            ),
          }))}
        />
      </LandingSection>

      <ClosingSection
        id="fitness-closing"
        title={<>Ready to {FITNESS.closing.claim}?</>}
        text={FITNESS.closing.text}
      >
        <ChatbotButton detail={fitnessInquiry} variant="light" className="mt-8">
          {FITNESS.closing.title}
        </ChatbotButton>
        <ul className="mt-8 flex flex-wrap justify-center gap-6 text-sm font-semibold">
          <li className="inline-flex items-center gap-2">
            <Award aria-hidden="true" className="size-5" />
            {FITNESS.closing.badges[0]}
          </li>
          <li className="inline-flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {FITNESS.closing.badges[1]}
          </li>
        </ul>
      </ClosingSection>
    </main>
  );
}
