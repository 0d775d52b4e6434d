import { WhatsappLink, useWhatsappLink } from '../chatbot/handoff-bar.tsx';

/**
 * WhatsApp click-to-chat (WHATSAPP_NUMBER), with a summary of this visitor's chat
 * when there is one; nothing when WhatsApp is not set up. Asked after hydration, since the
 * page is the same prerendered HTML for everyone. Its box is there even when empty: an
 * island that is taken over when it comes near the viewport needs one to be seen (ADR 063).
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
