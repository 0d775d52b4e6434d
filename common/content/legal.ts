import { site } from '../site.ts';
import { POLICY_FACTS } from './policies.ts';

/**
 * The Terms and Conditions and the Privacy Policy (spec §2.3), section by section: the pages
 * (app/routes/terms.tsx, app/routes/privacy-policy.tsx) render them and the chat answers
 * from them (one passage per section), so each sentence is written once.
 */

/** One piece of a section, in page order. */
export type LegalPart =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'subheading'; text: string }
  /** The company's name, postal address and e-mail (the pages' address block). */
  | { kind: 'company' };

export interface LegalSection {
  id: string;
  /** As the page heads it ('2. Information We Collect'). */
  title: string;
  parts: readonly LegalPart[];
}

export interface LegalDocument {
  /** The page's title. */
  title: string;
  /** What the chat calls it before a section's title ('Terms: Governing Law'). */
  short: string;
  sections: readonly LegalSection[];
}

/** Spec §9: the minimum age in the terms. */
export const MINIMUM_AGE = 18;

/** The postal address as the legal pages state it. */
export const POSTAL_ADDRESS = `${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.region}, ${site.address.country}`;

const we = `${site.legalName} (“${site.name}”, “we”, “us”)`;

const paragraph = (text: string): LegalPart => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalPart => ({ kind: 'list', items });

export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  short: 'Terms',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      parts: [
        paragraph(
          `These terms govern your use of the website and services of ${we}. By using our website or services you agree to them. If you do not agree, please do not use our services.`,
        ),
      ],
    },
    {
      id: 'user-responsibilities',
      title: 'User Responsibilities',
      parts: [
        list(
          `You must be at least ${MINIMUM_AGE} years old to use our services.`,
          'You must keep your account credentials confidential and are responsible for all activity under your account.',
          'You must not use our website or services for any illegal purpose or in violation of any law.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      parts: [
        paragraph(
          `The content, design, logos and software of this website belong to ${site.name} or its licensors and are protected by intellectual property laws. You may not copy, modify or distribute them without our written permission. Work we deliver to you is licensed or transferred as agreed in your project contract.`,
        ),
      ],
    },
    {
      id: 'payments',
      title: 'Payments and Subscriptions',
      parts: [list(POLICY_FACTS.refunds, POLICY_FACTS.renewal, POLICY_FACTS.priceChanges)],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      parts: [
        paragraph(
          `To the fullest extent permitted by law, ${site.name} is not liable for indirect, incidental or consequential damages, or for loss of profits, data or business, arising from your use of our website or services. Our total liability is limited to the amount you paid us in the twelve months before the claim.`,
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      parts: [
        paragraph(
          `These terms are governed by the laws of ${site.address.country}, and the courts of ${site.address.city}, ${site.address.country} have jurisdiction over any dispute.`,
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to Terms',
      parts: [
        paragraph(
          'We may update these terms from time to time. The date above shows the latest version; continuing to use our services after a change means you accept the new terms.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      parts: [paragraph('Questions about these terms? Contact us:'), { kind: 'company' }],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  short: 'Privacy Policy',
  sections: [
    {
      id: 'introduction',
      title: '1. Introduction',
      parts: [
        paragraph(
          `${we} respects your privacy. This policy explains what information we collect when you visit our website, chat with our AI assistant, book a consultation or subscribe to our newsletter, how we use it, and the choices you have.`,
        ),
      ],
    },
    {
      id: 'information-we-collect',
      title: '2. Information We Collect',
      parts: [
        { kind: 'subheading', text: 'Personal data' },
        paragraph('Information you give us yourself, for example:'),
        list(
          'your name, e-mail address and phone number from our contact and booking forms;',
          'the messages you send us and your conversations with our chat assistant;',
          'your business type and the services you are interested in;',
          'your e-mail address when you subscribe to our newsletter.',
        ),
        { kind: 'subheading', text: 'Automated data' },
        paragraph('Information collected automatically when you use the website, for example:'),
        list(
          'the pages you visit and when, counted without cookies;',
          'your browser type, device type and approximate time zone;',
          'technical logs such as IP addresses, kept briefly to keep the service secure.',
        ),
      ],
    },
    {
      id: 'how-we-use',
      title: '3. How We Use Your Information',
      parts: [
        list(
          'to answer your questions and schedule the consultations you request;',
          'to provide, personalise and improve our services and our chat assistant;',
          'to send you our newsletter when you have subscribed (you can leave at any time);',
          'to understand how our website is used and to protect it against abuse;',
          'to meet our legal obligations.',
        ),
      ],
    },
    {
      id: 'data-sharing',
      title: '4. Data Sharing & Disclosure',
      parts: [
        paragraph(
          `${POLICY_FACTS.noSale} We share it only with service providers who help us run our business (for example hosting and e-mail delivery) under agreements that oblige them to protect it, or when the law requires us to disclose it.`,
        ),
      ],
    },
    {
      id: 'data-security',
      title: '5. Data Security',
      parts: [
        list(
          POLICY_FACTS.encryption,
          POLICY_FACTS.access,
          'Any conversation data used to train or improve our AI is anonymised first, so it cannot identify you.',
        ),
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      parts: [
        paragraph(
          'If you have questions about this policy or want to access, correct or delete your data, contact us at:',
        ),
        { kind: 'company' },
        paragraph(
          `To ask for a copy of your data, or for it to be deleted, write to ${site.email} from the e-mail address you gave us, or tell us the phone number you used. We answer within one month: a copy comes as one file of everything we hold about you (bookings, messages, conversations with our assistant and newsletter subscription); a deletion removes it and cancels any e-mail still waiting to be sent to you.`,
        ),
      ],
    },
  ],
};

/** A section's title without its number ('2. Information We Collect' -> 'Information We Collect'). */
export const sectionTitle = (section: LegalSection) => section.title.replace(/^\d+\.\s*/, '');
