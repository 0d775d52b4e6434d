import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { CompanyContact } from '../features/legal/address.tsx';
import { LegalPage, LegalSection } from '../features/legal/last-updated.tsx';
import type { Route } from './+types/terms';

/** Spec §9: minimum age in the terms. */
const MINIMUM_AGE = 18;

/** Sent as islands (ADR 063): the Last Updated date is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Terms and Conditions',
    description: `The terms that apply when you use the ${site.name} website and services.`,
    path: '/Terms&Conditions',
    origin: originFrom(matches),
  });
}

export default function Terms() {
  return (
    <LegalPage title="Terms and Conditions">
      <LegalSection id="introduction" title="Introduction">
        <p>
          These terms govern your use of the website and services of {site.legalName} (“
          {site.name}”, “we”, “us”). By using our website or services you agree to them. If you do
          not agree, please do not use our services.
        </p>
      </LegalSection>

      <LegalSection id="user-responsibilities" title="User Responsibilities">
        <ul>
          <li>You must be at least {MINIMUM_AGE} years old to use our services.</li>
          <li>
            You must keep your account credentials confidential and are responsible for all activity
            under your account.
          </li>
          <li>
            You must not use our website or services for any illegal purpose or in violation of any
            law.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="intellectual-property" title="Intellectual Property">
        <p>
          The content, design, logos and software of this website belong to {site.name} or its
          licensors and are protected by intellectual property laws. You may not copy, modify or
          distribute them without our written permission. Work we deliver to you is licensed or
          transferred as agreed in your project contract.
        </p>
      </LegalSection>

      <LegalSection id="payments" title="Payments and Subscriptions">
        <ul>
          <li>All fees are non-refundable except as required by law.</li>
          <li>Subscriptions auto-renew unless canceled before the renewal date.</li>
          <li>Prices may change; we tell you before a change applies to your subscription.</li>
        </ul>
      </LegalSection>

      <LegalSection id="liability" title="Limitation of Liability">
        <p>
          To the fullest extent permitted by law, {site.name} is not liable for indirect, incidental
          or consequential damages, or for loss of profits, data or business, arising from your use
          of our website or services. Our total liability is limited to the amount you paid us in
          the twelve months before the claim.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="Governing Law">
        <p>
          These terms are governed by the laws of Pakistan, and the courts of Karachi, Pakistan have
          jurisdiction over any dispute.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to Terms">
        <p>
          We may update these terms from time to time. The date above shows the latest version;
          continuing to use our services after a change means you accept the new terms.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <p>Questions about these terms? Contact us:</p>
        <CompanyContact />
      </LegalSection>
    </LegalPage>
  );
}
