import { Eye, Lightbulb, Newspaper, Palette, Rocket, TrendingUp } from 'lucide-react';
import { chatbotContexts } from '../../../common/chatbot-event.ts';
import { ABOUT } from '../../../common/content/about.ts';
import { ChatbotButton, buttonStyles } from '../../components/chatbot-button.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionList } from '../../components/section.tsx';
import { StatsFigures } from '../../components/stats-figures.tsx';
import { Island } from '../../islands/island.tsx';
import { AboutIndustries, Team } from './about-v1-sections.tsx';
import { CertificationsCarousel } from './certifications.tsx';

function AboutHero({ title }: { title: string }) {
  return (
    <PageHero
      eyebrow={ABOUT.eyebrow}
      title={title}
      titleWidth="max-w-4xl"
      padding="sm:py-28"
      intro={ABOUT.intro}
    >
      <ChatbotButton context={chatbotContexts.aboutPage} className={`mt-10 ${buttonStyles.light}`}>
        Book a Free Consultation
      </ChatbotButton>
      <StatsFigures />
    </PageHero>
  );
}

function VisionPhilosophy() {
  const icons = [Eye, Lightbulb];
  const items = ABOUT.vision.cards.map((card, i) => ({ ...card, icon: icons[i] ?? Eye }));
  return (
    <Section
      id="vision-heading"
      padding="sm:py-28"
      eyebrow={ABOUT.vision.eyebrow}
      title={ABOUT.vision.title}
    >
      <FeatureGrid
        items={items}
        icon={(i) => <i.icon aria-hidden="true" className="size-10 text-brand-700" />}
        className="mt-12 grid gap-6 md:grid-cols-2"
        itemClass="rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200 sm:p-10"
        titleClass="mt-6 text-2xl font-bold text-ink"
        textClass="mt-3 text-lg text-slate-700"
      />
    </Section>
  );
}

function PerformanceCreativeWork() {
  const icons = [TrendingUp, Palette, Rocket];
  const cards = ABOUT.drivers.cards.map((card, i) => ({ ...card, icon: icons[i] ?? Rocket }));
  return (
    <Section
      id="pcw-heading"
      band="ink"
      padding="sm:py-28"
      className="text-white"
      eyebrow={ABOUT.drivers.eyebrow}
      title={ABOUT.drivers.title}
    >
      <FeatureGrid
        items={cards}
        icon={(c) => <c.icon aria-hidden="true" className="size-9 text-brand-100" />}
        className="mt-12 grid gap-6 md:grid-cols-3"
        itemClass="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10"
        titleClass="mt-5 text-2xl font-bold"
        textClass="mt-2 text-slate-300"
      />
      <div className="mt-12 text-center">
        <ChatbotButton context={chatbotContexts.aboutPage} className={buttonStyles.light}>
          Work With Us
        </ChatbotButton>
      </div>
    </Section>
  );
}

/** Spec §9 'Certified By': its carousel is an island (certifications.tsx). */
function CertifiedBy() {
  return (
    <Section id="certified-heading" eyebrow="Credentials" title="Certified By">
      <Island name="certified-by" when="visible">
        <CertificationsCarousel />
      </Island>
    </Section>
  );
}

function PressList() {
  return (
    <SectionList
      id="press-heading"
      band="slate"
      width="max-w-5xl"
      eyebrow={ABOUT.press.eyebrow}
      title={ABOUT.press.title}
      items={ABOUT.press.mentions}
      listClass="mt-12 divide-y divide-slate-200 rounded-3xl bg-white ring-1 ring-slate-200"
      itemClass="flex items-start gap-4 p-6 sm:p-8"
    >
      {(p) => (
        <>
          <Newspaper aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {p.outlet}
            </p>
            <p className="mt-1 text-lg font-semibold text-ink">“{p.title}”</p>
          </div>
        </>
      )}
    </SectionList>
  );
}

/** The About page; /About_v1 adds the industries and the team to it. */
export function AboutMain({ title, withTeam = false }: { title: string; withTeam?: boolean }) {
  return (
    <main id="main">
      <AboutHero title={title} />
      <VisionPhilosophy />
      {withTeam ? <AboutIndustries /> : null}
      <PerformanceCreativeWork />
      {withTeam ? <Team /> : null}
      <CertifiedBy />
      <PressList />
    </main>
  );
}
