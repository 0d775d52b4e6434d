import { ArrowRight, Check, Minus, Star } from 'lucide-react';
import { Link } from 'react-router';
import { BENEFITS, BENEFITS_HEADING, LIVE_ANALYTICS } from '../../../common/content/benefits.ts';
import {
  COMPARISON_COLUMNS,
  COMPARISON_HEADING,
  COMPARISON_ROWS,
} from '../../../common/content/comparison.ts';
import { HOME_SERVICES, HOME_SERVICES_HEADING } from '../../../common/content/home-services.ts';
import { PLANS, PLANS_HEADING } from '../../../common/content/plans.ts';
import { buttonStyles } from '../../components/chatbot-button.tsx';
import { IconBadge } from '../../components/content-icons.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Illustration } from '../../components/illustration.tsx';
import { ItemList } from '../../components/item-list.tsx';
import { Section, SectionHeading, SectionList } from '../../components/section.tsx';

/** Spec §2.3 'Our Services': six cards and 'View All Services'. */
export function HomeServices() {
  return (
    <Section id="home-services-heading" padding="sm:py-28" {...HOME_SERVICES_HEADING}>
      <FeatureGrid
        items={HOME_SERVICES}
        icon={(s) => (
          <IconBadge name={s.icon} className="group-hover:bg-brand-600 group-hover:text-white" />
        )}
        className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClass="group rounded-3xl border border-slate-200 bg-white p-8 shadow-sm transition hover:-translate-y-1 hover:border-brand-500 hover:shadow-xl hover:shadow-brand-600/10"
        titleClass="mt-6 text-xl font-bold text-ink"
        textClass="mt-2 text-slate-600 first-letter:uppercase"
      />
      <div className="mt-12 text-center">
        <Link to="/Services" className={buttonStyles.outline}>
          View All Services
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </Section>
  );
}

/** Spec §2.3 benefits and the 'Live Analytics' card (static figures). */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="benefits-heading" align="left" {...BENEFITS_HEADING} />
          <ItemList items={BENEFITS} className="mt-10 space-y-6" itemClass="flex gap-4">
            {(b) => (
              <>
                <IconBadge name={b.icon} tone="white" />
                <div>
                  <h3 className="text-lg font-bold text-ink">{b.title}</h3>
                  <p className="text-slate-600 first-letter:uppercase">{b.description}</p>
                </div>
              </>
            )}
          </ItemList>
        </div>
        <div className="rounded-3xl bg-ink p-8 text-white shadow-2xl sm:p-10">
          <div className="flex items-center justify-between">
            <h3 className="text-xl font-bold">{LIVE_ANALYTICS.title}</h3>
            <span className="inline-flex items-center gap-2 rounded-full bg-emerald-400/15 px-3 py-1 text-sm font-medium text-emerald-300">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
              Live
            </span>
          </div>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {LIVE_ANALYTICS.figures.map((f) => (
              <div key={f.label} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <dt className="text-sm text-slate-300">{f.label}</dt>
                <dd className="order-first text-3xl font-extrabold">{f.value}</dd>
              </div>
            ))}
          </dl>
          <Illustration width={400} height={120} className="mt-8 h-auto w-full">
            <defs>
              <linearGradient id="analytics-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#3b6cf6" stopOpacity="0.5" />
                <stop offset="1" stopColor="#3b6cf6" stopOpacity="0" />
              </linearGradient>
            </defs>
            <path
              d="M0 100 L40 92 L80 96 L120 78 L160 82 L200 60 L240 64 L280 40 L320 44 L360 22 L400 12 L400 120 L0 120Z"
              fill="url(#analytics-fill)"
            />
            <path
              d="M0 100 L40 92 L80 96 L120 78 L160 82 L200 60 L240 64 L280 40 L320 44 L360 22 L400 12"
              fill="none"
              stroke="#7aa2ff"
              strokeWidth="3"
            />
          </Illustration>
        </div>
      </div>
    </section>
  );
}

/** Spec §2.3 comparison table: a real table with caption and headers. */
export function Comparison() {
  return (
    <Section id="comparison-heading" padding="sm:py-28" width="max-w-4xl" {...COMPARISON_HEADING}>
      <div
        className="mt-12 overflow-x-auto rounded-3xl border border-slate-200 shadow-sm"
        role="region"
        aria-label="Comparison table"
        tabIndex={0}
      >
        <table className="w-full min-w-[20rem] border-collapse text-left">
          <caption className="sr-only">
            {COMPARISON_COLUMNS.ours} compared with {COMPARISON_COLUMNS.traditional}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-4 font-semibold text-slate-700 sm:px-6">
                Feature
              </th>
              <th
                scope="col"
                className="px-4 py-4 text-center font-semibold text-brand-700 sm:px-6"
              >
                {COMPARISON_COLUMNS.ours}
              </th>
              <th
                scope="col"
                className="px-4 py-4 text-center font-semibold text-slate-700 sm:px-6"
              >
                {COMPARISON_COLUMNS.traditional}
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.feature} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-4 font-medium text-ink sm:px-6">
                  {row.feature}
                </th>
                <td className="px-4 py-4 text-center sm:px-6">
                  <YesNo value={row.ours} />
                </td>
                <td className="px-4 py-4 text-center sm:px-6">
                  <YesNo value={row.traditional} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
      <Check aria-hidden="true" className="size-5" />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-600">
      <Minus aria-hidden="true" className="size-5" />
      <span className="sr-only">No</span>
    </span>
  );
}

/** Spec §2.3/§9 'Our Plans'. */
export function Plans() {
  return (
    <SectionList
      id="plans-heading"
      band="slate"
      padding="sm:py-28"
      {...PLANS_HEADING}
      items={PLANS}
      listClass="mt-14 grid gap-6 lg:grid-cols-3"
      itemClass={(plan) =>
        `relative flex flex-col rounded-3xl p-8 ${
          plan.popular
            ? 'bg-ink text-white shadow-2xl shadow-brand-600/20 ring-2 ring-brand-500 lg:-my-4 lg:py-12'
            : 'bg-white text-ink ring-1 ring-slate-200'
        }`
      }
    >
      {(plan) => (
        <>
          <p
            className={`w-fit rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
              plan.popular ? 'bg-brand-500 text-white' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {plan.popular ? (
              <Star aria-hidden="true" className="mr-1 inline size-3 fill-current" />
            ) : null}
            {plan.label}
          </p>
          <h3 className="mt-5 text-2xl font-bold">{plan.title}</h3>
          <p className="mt-4 text-4xl font-extrabold">{plan.price}</p>
          <p className={plan.popular ? 'mt-1 text-slate-300' : 'mt-1 text-slate-600'}>
            {plan.priceInfo}
          </p>
          <ul className="mt-8 space-y-3">
            {plan.included.map((item) => (
              <li key={item} className="flex gap-3">
                <Check
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 ${plan.popular ? 'text-brand-100' : 'text-brand-600'}`}
                />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <Link
            to={plan.href}
            className={`mt-10 ${plan.popular ? buttonStyles.light : buttonStyles.outline}`}
          >
            {plan.buttonText}
          </Link>
        </>
      )}
    </SectionList>
  );
}
