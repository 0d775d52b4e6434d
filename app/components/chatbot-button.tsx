import type { ButtonHTMLAttributes } from 'react';
import { openChatbot, type ChatbotOpenDetail } from '../../common/chatbot-event.ts';

/**
 * A button that opens the floating chatbot with a context (spec §2.4 window event). The
 * context is also in the HTML, for pages built as islands, where the button stays server
 * HTML and the islands runtime opens the chatbot (ADR 018).
 */
export function ChatbotButton({
  context,
  className,
  children,
  ...rest
}: { context: ChatbotOpenDetail } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...rest}
      data-chatbot-open={JSON.stringify(context)}
      className={className}
      onClick={() => openChatbot(context)}
    >
      {children}
    </button>
  );
}

export const buttonStyles = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-violet-600 px-7 py-3.5 font-semibold text-white shadow-lg shadow-brand-600/30 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  light:
    'inline-flex items-center justify-center gap-2 rounded-full bg-white px-7 py-3.5 font-semibold text-ink shadow-lg transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  outline:
    'inline-flex items-center justify-center gap-2 rounded-full border-2 border-ink px-7 py-3 font-semibold text-ink transition hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  outlineLight:
    'inline-flex items-center justify-center gap-2 rounded-full border-2 border-white/70 px-7 py-3 font-semibold text-white transition hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
} as const;
