import { TERMS } from '../../common/content/legal.ts';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { LegalPage } from '../features/legal/last-updated.tsx';
import { LegalSections } from '../features/legal/legal-sections.tsx';
import type { Route } from './+types/terms';

/** Sent as islands (ADR 063): the Last Updated date is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: TERMS.title,
    description: `The terms that apply when you use the ${site.name} website and services.`,
    path: '/Terms&Conditions',
    origin: originFrom(matches),
  });
}

/** Spec §2.3 and §9: the terms, section by section from common/content/legal.ts. */
export default function Terms() {
  return (
    <LegalPage title={TERMS.title}>
      <LegalSections document={TERMS} />
    </LegalPage>
  );
}
