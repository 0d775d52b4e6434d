import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../../../common/content/verticals.ts';

/**
 * Spec §2.3: an FAQ accordion with one entry open at a time. Radix gives the keyboard
 * behaviour (Enter/Space toggle, arrows move between questions) and the ARIA wiring.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {entries.map((entry, index) => (
        <Accordion.Item key={entry.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500">
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-6 pb-5 text-slate-700">{entry.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
