import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { PORTFOLIO_PAGE_SIZE } from '../../../common/constants.ts';
import { CASE_STUDIES, workPicture, type CaseStudy } from '../../../common/content/case-studies.ts';
import {
  EMPTY_PORTFOLIO_FILTER,
  PORTFOLIO_INDUSTRIES,
  PORTFOLIO_REGIONS,
  PORTFOLIO_SERVICES,
  filterCaseStudies,
  type PortfolioFilter,
} from '../../../common/content/portfolio-filters.ts';
import { WorkPicture } from '../../components/work-picture.tsx';

const FILTERS: readonly {
  key: keyof PortfolioFilter;
  label: string;
  any: string;
  options: readonly string[];
}[] = [
  { key: 'service', label: 'Service', any: 'All services', options: PORTFOLIO_SERVICES },
  { key: 'region', label: 'Region', any: 'All regions', options: PORTFOLIO_REGIONS },
  { key: 'industry', label: 'Industry', any: 'All industries', options: PORTFOLIO_INDUSTRIES },
];

/** The facts an opened case study lists above its results. */
const caseFacts = (study: CaseStudy) => [
  { term: 'Services', value: study.Services },
  { term: 'Region', value: study.GEO },
  { term: 'Platform', value: study.Platform },
  { term: 'Industry', value: study.Vertical },
];

function FilterSelect({
  label,
  any,
  options,
  value,
  onChange,
}: {
  label: string;
  any: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-ink shadow-sm focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Spec §2.3/§4/§5 portfolio: three filters (service and region by substring, industry
 * exact), expandable rows, 6 shown and Show More adding 6; a filter change resets to 6.
 */
export function PortfolioBrowser() {
  const [filter, setFilter] = useState<PortfolioFilter>(EMPTY_PORTFOLIO_FILTER);
  const [visible, setVisible] = useState(PORTFOLIO_PAGE_SIZE);
  const [open, setOpen] = useState<string | null>(null);
  const matches = filterCaseStudies(CASE_STUDIES, filter);
  const shown = matches.slice(0, visible);
  const update = (key: keyof PortfolioFilter) => (value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setVisible(PORTFOLIO_PAGE_SIZE);
  };
  return (
    <div>
      <div className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 sm:p-6">
        {FILTERS.map(({ key, label, any, options }) => (
          <FilterSelect
            key={key}
            label={label}
            any={any}
            options={options}
            value={filter[key]}
            onChange={update(key)}
          />
        ))}
      </div>
      <p role="status" className="mt-6 text-sm text-slate-600">
        Showing {shown.length} of {matches.length} clients
      </p>
      {matches.length === 0 ? (
        <p className="mt-6 rounded-3xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No clients match these filters yet. Try another combination.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
          {shown.map((study) => {
            const expanded = open === study.Company;
            const panelId = `case-${study.Company.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <li key={study.Company}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : study.Company)}
                    className="flex w-full items-center gap-4 px-5 py-5 text-left transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-8"
                  >
                    <img
                      src={workPicture(study).src}
                      alt=""
                      width={80}
                      height={50}
                      loading="lazy"
                      decoding="async"
                      className="h-[50px] w-20 shrink-0 rounded-lg ring-1 ring-slate-200"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block text-lg font-bold text-ink">{study.Company}</span>
                      <span className="block text-sm text-slate-600">
                        {study.Vertical} · {study.GEO}
                      </span>
                    </span>
                    <span className="hidden max-w-xs text-sm text-slate-600 md:block">
                      {study.Services}
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 shrink-0 text-slate-500 transition ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                <div id={panelId} hidden={!expanded} className="bg-slate-50 px-5 pb-6 sm:px-8">
                  <WorkPicture
                    study={study}
                    className="mx-auto mt-4 h-auto w-full max-w-xl rounded-2xl ring-1 ring-slate-200"
                  />
                  <dl className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-4">
                    {caseFacts(study).map(({ term, value }) => (
                      <div key={term}>
                        <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
                          {term}
                        </dt>
                        <dd className="mt-1 text-ink">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-5 rounded-2xl bg-white p-4 text-ink ring-1 ring-slate-200">
                    <strong className="text-brand-700">Results: </strong>
                    {study.Results}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {visible < matches.length ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => setVisible((v) => v + PORTFOLIO_PAGE_SIZE)}
            className="rounded-full border-2 border-ink px-7 py-3 font-semibold text-ink transition hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Show More
          </button>
        </div>
      ) : null}
    </div>
  );
}
