import { Star } from 'lucide-react';
import type { Testimonial } from '../../../common/content/verticals.ts';

/** Stars for a rating, announced as text ('Rated 5 out of 5'). */
function Rating({ value }: { value: number }) {
  return (
    <p className="flex gap-1 text-amber-500">
      <span className="sr-only">Rated {value} out of 5</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className="size-5"
          fill={i < value ? 'currentColor' : 'none'}
        />
      ))}
    </p>
  );
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Rating value={t.rating} />
            <blockquote className="mt-4 flex-1 text-slate-700">“{t.quote}”</blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-ink">{t.name}</span>
              <span className="block text-sm text-slate-600">{t.business}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
