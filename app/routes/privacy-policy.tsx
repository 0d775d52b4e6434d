import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { CompanyContact } from '../features/legal/address.tsx';
import { LegalPage, LegalSection } from '../features/legal/last-updated.tsx';
import type { Route } from './+types/privacy-policy';

/** Sent as islands (ADR 063): the Last Updated date is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Privacy Policy',
    description: `How ${site.name} collects, uses, shares and protects your personal data.`,
    path: '/PrivacyPolicy',
    origin: originFrom(matches),
  });
}

export default function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy">
      <LegalSection id="introduction" title="1. Introduction">
        <p>
          {site.legalName} (“{site.name}”, “we”, “us”) respects your privacy. This policy explains
          what information we collect when you visit our website, chat with our AI assistant, book a
          consultation or subscribe to our newsletter, how we use it, and the choices you have.
        </p>
      </LegalSection>

      <LegalSection id="information-we-collect" title="2. Information We Collect">
        <h3 className="text-lg font-semibold text-ink">Personal data</h3>
        <p>Information you give us yourself, for example:</p>
        <ul>
          <li>your name, e-mail address and phone number from our contact and booking forms;</li>
          <li>the messages you send us and your conversations with our chat assistant;</li>
          <li>your business type and the services you are interested in;</li>
          <li>your e-mail address when you subscribe to our newsletter.</li>
        </ul>
        <h3 className="text-lg font-semibold text-ink">Automated data</h3>
        <p>Information collected automatically when you use the website, for example:</p>
        <ul>
          <li>the pages you visit and when, counted without cookies;</li>
          <li>your browser type, device type and approximate time zone;</li>
          <li>technical logs such as IP addresses, kept briefly to keep the service secure.</li>
        </ul>
      </LegalSection>

      <LegalSection id="how-we-use" title="3. How We Use Your Information">
        <ul>
          <li>to answer your questions and schedule the consultations you request;</li>
          <li>to provide, personalise and improve our services and our chat assistant;</li>
          <li>to send you our newsletter when you have subscribed (you can leave at any time);</li>
          <li>to understand how our website is used and to protect it against abuse;</li>
          <li>to meet our legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection id="data-sharing" title="4. Data Sharing & Disclosure">
        <p>
          We do not sell your personal data. We share it only with service providers who help us run
          our business (for example hosting and e-mail delivery) under agreements that oblige them
          to protect it, or when the law requires us to disclose it.
        </p>
      </LegalSection>

      <LegalSection id="data-security" title="5. Data Security">
        <ul>
          <li>Your data is encrypted in transit and at rest.</li>
          <li>Access controls limit your data to the staff who need it for their work.</li>
          <li>
            Any conversation data used to train or improve our AI is anonymised first, so it cannot
            identify you.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="contact-us" title="Contact Us">
        <p>
          If you have questions about this policy or want to access, correct or delete your data,
          contact us at:
        </p>
        <CompanyContact />
        <p>
          To ask for a copy of your data, or for it to be deleted, write to {site.email} from the
          e-mail address you gave us, or tell us the phone number you used. We answer within one
          month: a copy comes as one file of everything we hold about you (bookings, messages,
          conversations with our assistant and newsletter subscription); a deletion removes it and
          cancels any e-mail still waiting to be sent to you.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
