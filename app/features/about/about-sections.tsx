import { Eye, Lightbulb, Newspaper, Palette, Rocket, TrendingUp } from 'lucide-react';
import { chatbotContexts } from '../../../common/chatbot-event.ts';
import { site } from '../../../common/site.ts';
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
      eyebrow="About Us"
      title={title}
      titleWidth="max-w-4xl"
      padding="sm:py-28"
      intro={
        <>
          {site.name} is a digital agency from Karachi, Pakistan, working with businesses around the
          world, available 24/7. We combine design, engineering, marketing and AI so our clients
          grow faster with less manual work.
        </>
      }
    >
      <ChatbotButton context={chatbotContexts.aboutPage} className={`mt-10 ${buttonStyles.light}`}>
        Book a Free Consultation
      </ChatbotButton>
      <StatsFigures />
    </PageHero>
  );
}

function VisionPhilosophy() {
  const items = [
    {
      icon: Eye,
      title: 'Our Vision',
      description:
        'A world where every business, from a neighbourhood groomer to a global brand, has the digital tools and automation that once only large companies could afford.',
    },
    {
      icon: Lightbulb,
      title: 'Our Philosophy',
      description:
        'Technology should serve people. We start from your customers and goals, keep things simple, measure what matters and improve every month.',
    },
  ];
  return (
    <Section
      id="vision-heading"
      padding="sm:py-28"
      eyebrow="Who we are"
      title="Vision and philosophy"
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
  const cards = [
    {
      icon: TrendingUp,
      title: 'Performance',
      description:
        'Campaigns and funnels optimised every week against one metric: your cost per customer.',
    },
    {
      icon: Palette,
      title: 'Creative',
      description:
        'Brands, content and video with a point of view, designed to be remembered and to convert.',
    },
    {
      icon: Rocket,
      title: 'Work',
      description:
        '500+ projects delivered for clients on four continents, from first logo to full automation.',
    },
  ];
  return (
    <Section
      id="pcw-heading"
      band="ink"
      padding="sm:py-28"
      className="text-white"
      eyebrow="What drives us"
      title="Performance, creative and work that lasts"
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

const PRESS = [
  {
    outlet: 'TechCrunch Asia',
    title: 'How a Karachi agency is bringing AI booking to small businesses',
  },
  { outlet: 'Marketing Week', title: 'The agencies rethinking influencer ROI' },
  { outlet: 'Dawn Business', title: 'Pakistan’s digital agencies go global' },
  { outlet: 'Startup Grind', title: 'Automation that pays for itself: lessons from 250 clients' },
];

function PressList() {
  return (
    <SectionList
      id="press-heading"
      band="slate"
      width="max-w-5xl"
      eyebrow="Press"
      title="They write about us"
      items={PRESS}
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
