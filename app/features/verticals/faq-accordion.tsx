import { ChevronDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { PET, type FaqEntry } from '../../../common/content/verticals.ts';

/**
 * Spec §2.3: an FAQ accordion with one entry open at a time, after the WAI-ARIA accordion
 * pattern: Enter and Space toggle a question, the arrows, Home and End move between them.
 * Its ids come from `name`, not from `useId`: an island (ADR 063) hydrates as a root of its
 * own, where `useId` gives other ids than the whole page's server render wrote.
 */
function FaqAccordion({ name, entries }: { name: string; entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = entries.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    triggers.current[next]?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {entries.map((entry, index) => {
        const expanded = open === index;
        const trigger = `${name}-${index}-question`;
        const panel = `${name}-${index}-answer`;
        return (
          <div key={entry.question}>
            <h3>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                id={trigger}
                type="button"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => move(event, index)}
                className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <div
              id={panel}
              role="region"
              aria-labelledby={trigger}
              hidden={!expanded}
              className="px-6 pb-5 text-slate-700"
            >
              {entry.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The pet page's FAQ, an island of that page: an island takes no props. */
export function PetFaq() {
  return <FaqAccordion name="pet-faq" entries={PET.faq} />;
}
