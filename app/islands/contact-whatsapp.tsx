import { WhatsappLink, useWhatsappLink } from '../features/chatbot/handoff-bar.tsx';

/**
 * The Contact page's WhatsApp click-to-chat (WHATSAPP_NUMBER), composed here from the
 * chatbot's link for the page's island, as a route composes features: with a summary of this
 * visitor's chat when there is one; nothing when WhatsApp is not set up. Asked after
 * hydration, since the page is the same prerendered HTML for everyone. Its box is there even
 * when empty: an island taken over when it comes near the viewport needs one to be seen.
 */
export function ContactWhatsapp() {
  const href = useWhatsappLink('main', 0);
  return (
    <div>
      {href ? (
        <p className="mt-8 text-center text-lg text-slate-700">
          Prefer WhatsApp?{' '}
          <WhatsappLink
            href={href}
            className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </p>
      ) : null}
    </div>
  );
}
