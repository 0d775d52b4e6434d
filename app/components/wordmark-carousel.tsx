import type { ReactNode } from 'react';
import { AutoCarousel } from './carousel.tsx';
import { Wordmark } from './wordmark.tsx';

/**
 * A carousel of brand wordmarks, each centred on a white card: the client and the partner
 * strips. `tileClass` sizes a card, `badge` stands before each name.
 */
export function WordmarkCarousel({
  label,
  names,
  delayMs,
  slideClass,
  tileClass,
  wordmarkClass,
  badge,
}: {
  label: string;
  names: readonly string[];
  delayMs: number;
  slideClass: string;
  tileClass: string;
  wordmarkClass: string;
  badge?: ReactNode;
}) {
  return (
    <div className="mt-12">
      <AutoCarousel
        label={label}
        delayMs={delayMs}
        slideClass={slideClass}
        slides={names.map((name) => ({
          key: name,
          content: (
            <div
              className={`flex items-center justify-center rounded-2xl border border-slate-200 bg-white ${tileClass}`}
            >
              {badge}
              <Wordmark name={name} className={`h-auto w-full ${wordmarkClass}`} />
            </div>
          ),
        }))}
      />
    </div>
  );
}
