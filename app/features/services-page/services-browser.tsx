import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, Search, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { chatbotContexts, openChatbot } from '../../../common/chatbot-event.ts';
import { SERVICE_CARD_STAGGER_MS } from '../../../common/constants.ts';
import {
  SERVICE_CARDS,
  SERVICE_CATEGORIES,
  filterServices,
  serviceDetailFor,
  type ServiceCard,
  type ServiceCardId,
  type ServiceCategoryFilter,
} from '../../../common/content/services.ts';
import { CheckList } from '../../components/check-list.tsx';
import { buttonStyles } from '../../components/chatbot-button.tsx';
import { IconBadge } from '../../components/content-icons.tsx';
import { DialogCloseIcon } from '../../components/dialog-frame.tsx';

function ServiceCardView({
  card,
  index,
  onLearnMore,
}: {
  card: ServiceCard;
  index: number;
  onLearnMore: () => void;
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
        onClick={onLearnMore}
        aria-label={`Learn More about ${card.title}`}
        className="mt-auto inline-flex w-fit items-center gap-2 pt-6 font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Learn More
        <ArrowRight aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** Spec §2.3 detail dialog: every card has its detail (ADR: service detail dialog). */
function ServiceDetailDialog({ id, onClose }: { id: ServiceCardId; onClose: () => void }) {
  const detail = serviceDetailFor(id);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-10">
          <Dialog.Title className="pr-10 text-3xl font-extrabold text-ink">
            {detail.title}
          </Dialog.Title>
          <p className="mt-1 text-lg font-medium text-brand-700">{detail.subtitle}</p>
          <Dialog.Description className="mt-4 text-slate-700">
            {detail.description}
          </Dialog.Description>
          <h3 className="mt-8 text-lg font-bold text-ink">Why Choose This Service?</h3>
          <CheckList
            items={detail.benefits}
            className="mt-3 space-y-2"
            checkClass="mt-0.5 size-5 shrink-0 text-emerald-600"
          />
          <h3 className="mt-8 text-lg font-bold text-ink">Our Process</h3>
          <ol className="mt-3 grid gap-3 sm:grid-cols-2">
            {detail.process.map((p, i) => (
              <li key={p.step} className="rounded-2xl bg-slate-50 p-4">
                <p className="font-semibold text-ink">
                  <span className="mr-2 text-brand-700">{i + 1}.</span>
                  {p.step}
                </p>
                <p className="mt-1 text-sm text-slate-600">{p.description}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-8 text-lg font-bold text-ink">What&apos;s Included</h3>
          <CheckList
            items={detail.features}
            className="mt-3 grid gap-2 sm:grid-cols-2"
            itemClass="flex gap-2 text-slate-700"
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => {
                onClose();
                openChatbot(chatbotContexts.serviceInquiry);
              }}
            >
              Get Free Consultation
            </button>
            <Link to="/Portfolio" className={buttonStyles.outline} onClick={onClose}>
              View Portfolio
            </Link>
          </div>
          <DialogCloseIcon className="absolute top-5 right-5 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
  const [selected, setSelected] = useState<ServiceCardId | null>(null);
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
                onLearnMore={() => setSelected(card.id)}
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
      {selected === null ? null : (
        <ServiceDetailDialog id={selected} onClose={() => setSelected(null)} />
      )}
    </div>
  );
}
