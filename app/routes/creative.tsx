import { Link } from 'react-router';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { CASE_STUDIES } from '../../common/content/case-studies.ts';
import {
  CREATIVE_HEADINGS,
  CREATIVE_OFFER,
  CREATIVE_PAGE,
  CREATIVE_PROCESS,
  CREATIVE_SAMPLES,
} from '../../common/content/creative.ts';
import { site } from '../../common/site.ts';
import { buttonStyles } from '../components/chatbot-button.tsx';
import { IconBadge } from '../components/content-icons.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { Section, SectionList } from '../components/section.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { WorkPicture } from '../components/work-picture.tsx';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import { PlatformsStrip } from '../features/verticals/platforms-strip.tsx';
import '../features/verticals/scroll-statements.css';
import type { Route } from './+types/creative';

/** Sent as islands (ADR 063): the header, the chat launcher and the footer forms are the page's only islands; its chatbot buttons stay server HTML. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Creatives',
    description: `Creative by ${site.name}: brand identities, content and campaigns designed to be remembered, delivered on time.`,
    path: '/Creative',
    origin: originFrom(matches),
  });
}

const samples = CREATIVE_SAMPLES.map((name) => CASE_STUDIES.find((s) => s.Company === name)!);

/** What a creative project delivers, in the icon set of the site. */
function CreativeOffer() {
  return (
    <Section id="creative-offer" {...CREATIVE_HEADINGS.offer}>
      <FeatureGrid
        items={CREATIVE_OFFER}
        icon={(item) => <IconBadge name={item.icon} />}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        itemClass="rounded-3xl bg-white p-6 ring-1 ring-slate-200"
        titleClass="mt-5 text-lg font-bold text-ink"
        textClass="mt-2 text-slate-600"
      />
    </Section>
  );
}

/** Work samples: the pictures of the case studies (static SVG files, no script). */
function CreativeSamples() {
  return (
    <SectionList
      id="creative-samples"
      band="slate"
      {...CREATIVE_HEADINGS.samples}
      items={samples}
      itemKey={(study) => study.Company}
      listClass="mt-12 grid gap-8 md:grid-cols-2"
      itemClass="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {(study) => (
        <>
          <WorkPicture study={study} className="h-auto w-full border-b border-slate-200" />
          <div className="p-6">
            <h3 className="text-xl font-bold text-ink">{study.Company}</h3>
            <p className="text-sm font-medium text-brand-700">{study.Services}</p>
            <p className="mt-3 text-slate-700">{study.Results}</p>
          </div>
        </>
      )}
    </SectionList>
  );
}

function CreativeProcess() {
  return (
    <SectionList
      id="creative-process"
      {...CREATIVE_HEADINGS.process}
      items={CREATIVE_PROCESS}
      ordered
      listClass="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      itemClass="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      {(step, i) => (
        <>
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </>
      )}
    </SectionList>
  );
}

function CreativeCallToAction() {
  return (
    <section
      aria-labelledby="creative-cta"
      className="bg-gradient-to-br from-brand-700 to-violet-700 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 id="creative-cta" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {CREATIVE_PAGE.cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{CREATIVE_PAGE.cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ChatbotButton detail={chatbotContexts.potentialClient} variant="light">
            Talk To Our Expert
          </ChatbotButton>
          <Link to="/Contact" className={buttonStyles.outlineLight}>
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Creative() {
  return (
    <main id="main">
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-4 py-24 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            {CREATIVE_PAGE.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
            {CREATIVE_PAGE.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{CREATIVE_PAGE.intro}</p>
        </div>
      </section>

      <section aria-label="What we believe" className="mx-auto max-w-5xl px-4 sm:px-6">
        {CREATIVE_PAGE.statements.map((statement) => (
          <p
            key={statement}
            className="scroll-statement flex min-h-[60vh] items-center justify-center text-center text-3xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {statement}
          </p>
        ))}
      </section>

      <CreativeOffer />
      <CreativeSamples />

      <section aria-labelledby="how-we-do-it" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="how-we-do-it" className="text-3xl font-bold text-ink sm:text-4xl">
              {CREATIVE_PAGE.approach.title}
            </h2>
            <p className="mt-6 text-lg text-slate-700">{CREATIVE_PAGE.approach.text}</p>
            <Link
              to="/work"
              className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
            >
              Our Work
            </Link>
          </div>
          <div>
            <h2 className="text-3xl font-bold text-ink sm:text-4xl">
              {CREATIVE_PAGE.delivery.title}
            </h2>
            <p className="mt-6 text-lg text-slate-700">{CREATIVE_PAGE.delivery.text}</p>
          </div>
        </div>
      </section>

      <CreativeProcess />
      <PlatformsStrip />
      <CreativeCallToAction />
    </main>
  );
}
