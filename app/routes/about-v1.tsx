import { originFrom, pageMeta } from '../components/seo.ts';
import { AboutMain } from '../features/about/about-sections.tsx';
import type { Route } from './+types/about-v1';

/** Sent as islands (ADR 063): the certifications carousel is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'About Us: Our Team and Industries',
    description:
      'The team, industries and values of our Karachi digital agency, serving clients worldwide 24/7.',
    path: '/About_v1',
    origin: originFrom(matches),
  });
}

export default function AboutV1Page() {
  return <AboutMain title="A team of builders, creatives and marketers on your side" withTeam />;
}
