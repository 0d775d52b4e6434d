import { CONTACT_PAGE } from '../../common/content/contact-page.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { ContactWhatsapp } from '../islands/contact-whatsapp.tsx';
import { GetInTouchPanel } from '../features/forms/get-in-touch-panel.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/contact';

/** Sent as islands (ADR 063): the contact form and the WhatsApp link are the page's own islands. */
export const handle = { islands: true };

/** /Contact (and /contact, matched case-insensitively); canonical /Contact. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Contact Us',
    description:
      'Send us a message about your website, marketing, branding or AI project. Our Karachi team replies within 24 hours.',
    path: '/Contact',
    origin: originFrom(matches),
  });
}

export default function ContactPage() {
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">
            {CONTACT_PAGE.title}
          </h1>
          <p className="mt-4 text-lg text-slate-600">{CONTACT_PAGE.intro}</p>
        </div>
        <div className="mt-12">
          <GetInTouchPanel />
        </div>
        <Island name="contact-whatsapp" when="visible">
          <ContactWhatsapp />
        </Island>
      </div>
    </main>
  );
}
