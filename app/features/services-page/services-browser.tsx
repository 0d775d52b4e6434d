import { ArrowRight, Search, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ServiceDetailDialog } from './service-detail-dialog.tsx';
import { SERVICE_CARD_STAGGER_MS } from '../../../common/constants.ts';
import {
  SERVICE_CARDS,
  SERVICE_CATEGORIES,
  filterServices,
  type ServiceCard,
  type ServiceCardId,
  type ServiceCategoryFilter,
} from '../../../common/content/services.ts';
import { CheckList } from '../../components/check-list.tsx';
import { IconBadge } from '../../components/content-icons.tsx';

const loadDetail = () => import('./service-detail-dialog.tsx');

const SERVICE_DETAIL_LOAD_FAILED =
  'The details could not be loaded. Please check your connection and try again.';

function ServiceCardView({
  card,
  index,
  onLearnMore,
}: {
  card: ServiceCard;
  index: number;
  onLearnMore: (button: HTMLButtonElement) => void;
}) {
  return (
    <li
      className="card-in flex flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-xl hover:shadow-brand-600/10"
      style={{ animationDelay: `${index * SERVICE_CARD_STAGGER_MS}ms` }}
    >
      <IconBadge name={card.icon} tone="solid" />
      <h3 className="mt-5 text-xl font-bold text-ink">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
      <CheckList
        items={card.features}
        className="mt-5 space-y-2 text-sm text-slate-700"
        itemClass="flex gap-2"
        checkClass="size-4 shrink-0 text-brand-600"
      />
      <button
        type="button"
        onClick={(event) => onLearnMore(event.currentTarget)}
        onPointerEnter={() => void loadDetail().catch(() => undefined)}
        aria-label={`Learn More about ${card.title}`}
        className="mt-auto inline-flex w-fit items-center gap-2 pt-6 font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Learn More
        <ArrowRight aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The ids that tie the tabs to their panel (one Services browser per page). */
const tabsId = 'service-category';

const TAB_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The category tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys,
 * Home and End move and select, and all four control the one panel of cards. Not Radix
 * Tabs: its panels measure their styles and set state while React commits the hydration,
 * which made that commit and all the effects after it one long task (ADR 045).
 */
function CategoryTabs({
  value,
  onChange,
}: {
  value: ServiceCategoryFilter;
  onChange: (value: ServiceCategoryFilter) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = SERVICE_CATEGORIES.length - 1;
  return (
    <div
      role="tablist"
      aria-label="Service categories"
      className="no-scrollbar mx-auto mt-8 flex w-fit max-w-full gap-1 overflow-x-auto rounded-full bg-slate-100 p-1.5"
    >
      {SERVICE_CATEGORIES.map((c, index) => {
        const active = c.id === value;
        return (
          <button
            key={c.id}
            ref={(button) => {
              tabs.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-tab-${c.id}`}
            aria-selected={active}
            aria-controls={`${tabsId}-panel`}
            tabIndex={active ? 0 : -1}
            data-state={active ? 'active' : 'inactive'}
            onClick={() => onChange(c.id)}
            onKeyDown={(event) => {
              const next = TAB_KEYS[event.key]?.(index, last);
              if (next === undefined) return;
              event.preventDefault();
              tabs.current[next]?.focus();
              onChange(SERVICE_CATEGORIES[next]!.id);
            }}
            className="rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 transition hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow sm:px-5"
          >
            {c.label}
          </button>
        );
      })}
    </div>
  );
}

/** Spec §2.3 Services: search, four tabs, nine cards with a staggered fade-in, empty state. */
export function ServicesBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<ServiceCategoryFilter>('all');
  const [selected, setSelected] = useState<{
    id: ServiceCardId;
    opener: HTMLButtonElement;
  } | null>(null);
  // The detail dialog (and Radix with it) loads on the first Learn More, fetched ahead when
  // a pointer comes over one, not with the page (as the Get Started form, ADR 045).
  const [Detail, setDetail] = useState<typeof ServiceDetailDialog | null>(null);
  const [failed, setFailed] = useState(false);
  const learnMore = (id: ServiceCardId, opener: HTMLButtonElement) => {
    setFailed(false);
    loadDetail().then(
      (module) => {
        setDetail(() => module.ServiceDetailDialog);
        setSelected({ id, opener });
      },
      (error: unknown) => {
        console.error('The service details could not be loaded', error);
        setFailed(true);
      },
    );
  };
  const cards = filterServices(SERVICE_CARDS, query, category);
  return (
    <div>
      <div className="relative mx-auto max-w-xl">
        <label htmlFor="service-search" className="sr-only">
          Search services
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="service-search"
          type="search"
          placeholder="Search services..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-full border border-slate-300 bg-white py-3.5 pr-5 pl-12 text-ink shadow-sm placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
      </div>
      <CategoryTabs value={category} onChange={setCategory} />
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-tab-${category}`}
        tabIndex={0}
        className="mt-12 focus-visible:outline-none"
      >
        {cards.length ? (
          <ul key={`${category}|${query}`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card, i) => (
              <ServiceCardView
                key={card.id}
                card={card}
                index={i}
                onLearnMore={(button) => learnMore(card.id, button)}
              />
            ))}
          </ul>
        ) : (
          <div
            role="status"
            className="mx-auto max-w-md rounded-3xl border border-dashed border-slate-300 p-10 text-center"
          >
            <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
            <p className="mt-4 text-xl font-bold text-ink">No services found</p>
            <p className="mt-1 text-slate-600">Try adjusting your search or filter criteria</p>
          </div>
        )}
      </div>
      {/* Mounted only while open: a closed Radix dialog still sets state while React
          commits the hydration (ADR 045). */}
      {failed ? (
        <p role="alert" className="mt-6 text-center font-semibold text-red-700">
          {SERVICE_DETAIL_LOAD_FAILED}
        </p>
      ) : null}
      {selected === null || Detail === null ? null : (
        <Detail id={selected.id} opener={selected.opener} onClose={() => setSelected(null)} />
      )}
    </div>
  );
}
