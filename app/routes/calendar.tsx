import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import type { Route } from './+types/calendar';

/** Sent as islands (ADR 063): nothing of its own works by script. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Calendly',
    description: `Schedule time with the ${site.name} team.`,
    path: '/Calendar',
    origin: originFrom(matches),
  });
}

/** Spec §2.1: a placeholder that renders only the word Calendly. */
export default function Calendar() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-24 text-center">
      <h1 className="text-4xl font-bold text-ink">Calendly</h1>
    </main>
  );
}
