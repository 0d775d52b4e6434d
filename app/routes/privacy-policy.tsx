import { PRIVACY_POLICY } from '../../common/content/legal.ts';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { LegalPage } from '../features/legal/last-updated.tsx';
import { LegalSections } from '../features/legal/legal-sections.tsx';
import type { Route } from './+types/privacy-policy';

/** Sent as islands (ADR 063): the Last Updated date is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: PRIVACY_POLICY.title,
    description: `How ${site.name} collects, uses, shares and protects your personal data.`,
    path: '/PrivacyPolicy',
    origin: originFrom(matches),
  });
}

/** Spec §2.3: the policy, section by section from common/content/legal.ts. */
export default function PrivacyPolicy() {
  return (
    <LegalPage title={PRIVACY_POLICY.title}>
      <LegalSections document={PRIVACY_POLICY} />
    </LegalPage>
  );
}
