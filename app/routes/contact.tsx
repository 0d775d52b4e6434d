import { originFrom, pageMeta } from '../components/seo.ts';
import { WhatsappLink, useWhatsappLink } from '../features/chatbot/handoff-bar.tsx';
import { GetInTouchPanel } from '../features/forms/get-in-touch-panel.tsx';
import type { Route } from './+types/contact';

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
            Contact Us
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            Tell us about your business and goals. A free 15-20 minute consultation is one message
            away.
          </p>
        </div>
        <div className="mt-12">
          <GetInTouchPanel />
        </div>
        <ContactWhatsapp />
      </div>
    </main>
  );
}

/**
 * WhatsApp click-to-chat (WHATSAPP_NUMBER), with a summary of this visitor's chat
 * when there is one; nothing when WhatsApp is not set up. Asked after hydration, since the
 * page is the same prerendered HTML for everyone.
 */
function ContactWhatsapp() {
  const href = useWhatsappLink('main', 0);
  if (!href) return null;
  return (
    <p className="mt-8 text-center text-lg text-slate-700">
      Prefer WhatsApp?{' '}
      <WhatsappLink
        href={href}
        className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
    </p>
  );
}
