import type { ReactNode } from 'react';
import { CheckList } from './check-list.tsx';

/** A package as the grid shows it; `id` names its heading. */
interface Package {
  id: string;
  title: string;
  description: string;
  price: string;
  features: readonly string[];
  /** The package's call to action. */
  action: ReactNode;
}

interface PackageGridProps {
  packages: readonly Package[];
  /** The level of each package's heading under the page's own headings. */
  heading: 'h2' | 'h3';
  priceClass: string;
}

/** Priced packages side by side, the middle one highlighted, each with its features. */
export function PackageGrid({ packages, heading: Heading, priceClass }: PackageGridProps) {
  return (
    <ul className="mt-12 grid gap-8 md:grid-cols-3">
      {packages.map((pkg, index) => (
        <li key={pkg.id}>
          <article
            aria-labelledby={pkg.id}
            className={`flex h-full flex-col rounded-2xl border p-8 shadow-sm ${
              index === 1 ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'
            }`}
          >
            <Heading id={pkg.id} className="text-xl font-bold text-ink">
              {pkg.title}
            </Heading>
            <p className="mt-2 text-slate-700">{pkg.description}</p>
            <p className={priceClass}>{pkg.price}</p>
            <CheckList items={pkg.features} className="mt-6 flex-1 space-y-3" />
            {pkg.action}
          </article>
        </li>
      ))}
    </ul>
  );
}
