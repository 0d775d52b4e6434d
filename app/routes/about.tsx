import { originFrom, pageMeta } from '../components/seo.ts';
import { AboutMain } from '../features/about/about-sections.tsx';
import type { Route } from './+types/about';

/** Sent as islands (ADR 063): the certifications carousel is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'About Us',
    description:
      'Meet the Karachi digital agency behind 500+ projects for 250+ clients worldwide: our vision, philosophy, certifications and press.',
    path: '/About',
    origin: originFrom(matches),
  });
}

export default function AboutPage() {
  return <AboutMain title="We help ambitious businesses grow with design, marketing and AI" />;
}
