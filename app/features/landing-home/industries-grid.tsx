import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { chatbotContexts } from '../../../common/chatbot-event.ts';
import {
  INDUSTRIES,
  INDUSTRIES_HEADINGS,
  INDUSTRY_APPROACH_BUTTON,
  type IndustryTile,
} from '../../../common/content/industries.ts';
import { ChatbotButton } from '../../components/chatbot-button.tsx';
import { ContentIcon, IconBadge } from '../../components/content-icons.tsx';
import { SectionList } from '../../components/section.tsx';

const span: Record<IndustryTile['type'], string> = {
  large: 'sm:col-span-2 lg:row-span-2',
  medium: '',
  wide: 'sm:col-span-2',
};

/** The decorative progress bars under the highlights of a large tile. */
const BAR_WIDTHS = ['w-[90%]', 'w-[70%]', 'w-1/2'];

function TileBody({ tile }: { tile: IndustryTile }) {
  const large = tile.type === 'large';
  return (
    <>
      {tile.visual ? (
        <>
          {/* The tile's picture: its icon drawn large in the corner, over a dot grid. */}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.08)_1px,transparent_1px)] [background-size:18px_18px]"
          />
          <ContentIcon
            name={tile.visual}
            className={`pointer-events-none absolute text-brand-500/20 ${large ? '-top-6 -right-6 size-52' : '-top-3 -right-3 size-24'}`}
          />
          <IconBadge name={tile.visual} tone="dark" className="relative" />
        </>
      ) : null}
      {tile.highlights ? (
        <ul className="relative mt-6 max-w-xs space-y-2 rounded-2xl bg-white/5 p-3 ring-1 ring-white/10">
          {tile.highlights.map((h, i) => (
            <li key={h.label} className="flex items-center gap-3 rounded-xl bg-white/5 p-2">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
                <ContentIcon name={h.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-white">{h.label}</span>
                <span
                  aria-hidden="true"
                  className={`mt-1.5 block h-1.5 rounded-full bg-brand-500/60 ${BAR_WIDTHS[i % BAR_WIDTHS.length]}`}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative mt-auto pt-8">
        <p className="text-sm font-medium text-brand-100">{tile.subtitle}</p>
        <h3
          className={`mt-1 font-bold text-white ${tile.type === 'large' ? 'text-3xl' : 'text-xl'}`}
        >
          {tile.text}
        </h3>
        <p className="mt-2 text-sm text-slate-300">{tile.description}</p>
      </div>
    </>
  );
}

const tileBase =
  'group relative flex min-h-52 flex-col overflow-hidden rounded-3xl bg-gradient-to-br from-slate-800 to-ink p-6 ring-1 ring-white/10 transition';

/**
 * Spec §2.3 industries grid. Pet and fitness tiles load their landing pages as full
 * documents; Wellness & Spa is announced but not a link; the special tile opens the
 * consultation chatbot.
 */
export function IndustriesGrid() {
  return (
    <SectionList
      id="industries-heading"
      band="ink"
      padding="sm:py-28"
      {...INDUSTRIES_HEADINGS.home}
      items={INDUSTRIES}
      listClass="mt-14 grid auto-rows-fr gap-4 sm:grid-cols-2 lg:grid-cols-4"
      itemClass={(tile) => span[tile.type]}
    >
      {(tile) =>
        tile.special ? (
          <div className={`${tileBase} h-full bg-gradient-to-br from-brand-600 to-violet-700`}>
            <h3 className="text-2xl font-bold text-white">{tile.text}</h3>
            <p className="mt-2 text-brand-50">{tile.description}</p>
            <ChatbotButton
              context={chatbotContexts.consultation}
              className="mt-auto inline-flex w-fit items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {INDUSTRY_APPROACH_BUTTON}
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </ChatbotButton>
          </div>
        ) : tile.href ? (
          <Link
            to={tile.href}
            reloadDocument
            className={`${tileBase} h-full hover:-translate-y-1 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`}
          >
            <TileBody tile={tile} />
            <ArrowUpRight
              aria-hidden="true"
              className="absolute top-6 right-6 size-6 text-brand-100 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
            />
          </Link>
        ) : (
          <div className={`${tileBase} h-full`}>
            <TileBody tile={tile} />
            {tile.comingSoon ? (
              <p className="absolute top-6 right-6 rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-ink">
                {tile.comingSoon}
              </p>
            ) : null}
          </div>
        )
      }
    </SectionList>
  );
}
