import { openChatbot, type ChatbotOpenDetail } from '../../../common/chatbot-event.ts';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
  outlineLight: 'border border-white text-white hover:bg-white/10',
} as const;

/** A call-to-action that opens the floating chatbot with a context (spec §2.4). */
export function ChatbotButton({
  detail,
  children,
  variant = 'primary',
  className = '',
}: {
  detail: ChatbotOpenDetail;
  children: React.ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => openChatbot(detail)}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${variants[variant]} ${className}`}
    >
      {children}
    </button>
  );
}
