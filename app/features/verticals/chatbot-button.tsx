import type { ChatbotOpenDetail } from '../../../common/chatbot-event.ts';
import {
  ChatbotButton as OpenChatbotButton,
  buttonStyles,
} from '../../components/chatbot-button.tsx';

const variants = {
  primary: buttonStyles.primary,
  secondary: buttonStyles.outline,
  light: buttonStyles.light,
  outlineLight: buttonStyles.outlineLight,
} as const;

/** A call-to-action of these pages that opens the floating chatbot with a context (spec §2.4). */
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
    <OpenChatbotButton context={detail} className={`min-h-11 ${variants[variant]} ${className}`}>
      {children}
    </OpenChatbotButton>
  );
}
