import { chatbotContexts, openChatbot } from '../../common/chatbot-event.ts';

/** What the header and its phone menu (loaded apart, mobile-menu-dialog.tsx) both draw. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The header's square icon buttons: the phone menu's opener and its close button. */
export const iconButton = `inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-slate-100 ${focusRing}`;

/** Spec §2.2 Book Your Demo: opens the chatbot on the appointment form. */
export function BookDemoButton({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      onClick={() => {
        onClick?.();
        openChatbot(chatbotContexts.serviceInquiry);
      }}
      className={`inline-flex items-center justify-center rounded-full bg-gradient-to-r from-brand-600 to-violet-600 px-5 py-2.5 text-sm font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:brightness-110 ${focusRing} ${className ?? ''}`}
    >
      Book Your Demo
    </button>
  );
}

/**
 * The phone header's way to book, beside the menu (ADR 050): opens the chatbot on the
 * appointment form, as Book Your Demo does on wider screens.
 */
export function BookCallButton() {
  return (
    <button
      type="button"
      onClick={() => openChatbot(chatbotContexts.serviceInquiry)}
      className={`inline-flex min-h-11 items-center justify-center rounded-full bg-gradient-to-r from-brand-600 to-violet-600 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-md shadow-brand-600/25 ${focusRing}`}
    >
      Book a call
    </button>
  );
}
