import { BrainCircuit, Code2, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { CREATIVE_DESIGN, PILLARS } from '../../../common/content/home.ts';
import { buttonStyles } from '../../components/chatbot-button.tsx';
import { BRAND_GRADIENT, DiagonalGradient } from '../../components/diagonal-gradient.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Illustration } from '../../components/illustration.tsx';
import { Section, SectionHeading } from '../../components/section.tsx';

/** Spec §2.3 creative design section, with an SVG illustration of our own. */
export function CreativeDesign() {
  return (
    <section
      aria-labelledby="creative-heading"
      className="overflow-hidden bg-ink py-20 text-white sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="creative-heading"
            tone="dark"
            align="left"
            eyebrow={CREATIVE_DESIGN.eyebrow}
            title={CREATIVE_DESIGN.title}
            intro={CREATIVE_DESIGN.intro}
          />
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/Creative" className={buttonStyles.light}>
              Explore our creative work
            </Link>
            <Link to="/Portfolio" className={buttonStyles.outlineLight}>
              View Our Work
            </Link>
          </div>
        </div>
        <Illustration width={480} height={380} className="mx-auto h-auto w-full max-w-lg">
          <DiagonalGradient id="cd-a" {...BRAND_GRADIENT} />
          <rect x="40" y="30" width="320" height="220" rx="20" fill="#131a33" stroke="#ffffff22" />
          <rect x="40" y="30" width="320" height="36" rx="20" fill="#1b2446" />
          <circle cx="64" cy="48" r="6" fill="#f87171" />
          <circle cx="84" cy="48" r="6" fill="#fbbf24" />
          <circle cx="104" cy="48" r="6" fill="#34d399" />
          <rect x="68" y="90" width="170" height="18" rx="9" fill="url(#cd-a)" />
          <rect x="68" y="122" width="240" height="10" rx="5" fill="#ffffff33" />
          <rect x="68" y="142" width="200" height="10" rx="5" fill="#ffffff22" />
          <rect x="68" y="180" width="96" height="34" rx="17" fill="#ffffff" />
          <circle cx="380" cy="250" r="70" fill="url(#cd-a)" opacity="0.9" />
          <path
            d="M350 250c10-22 22-22 32 0s22 22 32 0"
            stroke="#fff"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
          <rect x="180" y="260" width="150" height="96" rx="16" fill="#1b2446" stroke="#ffffff22" />
          <circle cx="214" cy="294" r="16" fill="#f59e0b" />
          <circle cx="254" cy="294" r="16" fill="#ec4899" />
          <circle cx="294" cy="294" r="16" fill="#22d3ee" />
          <rect x="200" y="324" width="110" height="10" rx="5" fill="#ffffff33" />
        </Illustration>
      </div>
    </section>
  );
}

/** Each pillar's icon and link, in the order of PILLARS.cards. */
const pillarParts = [
  { icon: Code2, href: '/Services', link: 'Development services' },
  { icon: BrainCircuit, href: '/Services', link: 'AI services' },
  { icon: LineChart, href: '/Offers', link: 'Marketing offers' },
] as const;
const pillars = PILLARS.cards.map((card, i) => ({ ...card, ...pillarParts[i]! }));

/** Spec §2.3 development / AI / marketing sections. */
export function DevelopmentAiMarketing() {
  return (
    <Section
      id="pillars-heading"
      padding="sm:py-28"
      eyebrow={PILLARS.eyebrow}
      title={PILLARS.title}
      intro={PILLARS.intro}
    >
      <FeatureGrid
        items={pillars}
        icon={(p) => <p.icon aria-hidden="true" className="size-10 text-brand-700" />}
        className="mt-14 grid gap-6 md:grid-cols-3"
        itemClass="flex flex-col rounded-3xl bg-gradient-to-b from-brand-50 to-white p-8 ring-1 ring-slate-200"
        titleClass="mt-6 text-2xl font-bold text-ink"
        textClass="mt-3 text-slate-600"
        after={(p) => (
          <Link
            to={p.href}
            className="mt-6 w-fit rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {p.link} <span aria-hidden="true">→</span>
          </Link>
        )}
      />
    </Section>
  );
}
