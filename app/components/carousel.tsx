import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * An Embla carousel that plays by itself, pauses on hover and on its own button, and stays
 * still under prefers-reduced-motion. Slide widths per breakpoint come from `slideClass`.
 * The slides are plain HTML until Embla arrives: it is loaded when the carousel comes near
 * the viewport, so it is never part of a page's initial JavaScript (carousels sit below the
 * fold).
 */
export function AutoCarousel({
  label,
  slides,
  slideClass,
  delayMs = 2500,
}: {
  label: string;
  slides: readonly { key: string; content: ReactNode }[];
  slideClass: string;
  delayMs?: number;
}) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  // Embla is fetched and started when the carousel comes near the viewport, not with the page.
  const near = useNearViewport(viewportRef, '300px');
  useEffect(() => {
    const node = viewportRef.current;
    if (!node || !near) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        const plugins =
          reduced || paused
            ? []
            : [Autoplay({ delay: delayMs, stopOnMouseEnter: true, stopOnInteraction: false })];
        const embla = EmblaCarousel(node, { loop: true, align: 'start', dragFree: false }, plugins);
        destroy = () => embla.destroy();
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [near, reduced, paused, delayMs]);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 px-2 ${slideClass}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {reduced ? null : (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          className="mx-auto mt-6 flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
    </div>
  );
}
