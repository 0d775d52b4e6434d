import { chatbotTitle, site } from '../../../common/site.ts';
import { replyBooking, replyOpensAppointment } from './chat-api.ts';
import { makeMessage, type ChatMessage, type ChatState } from './chat-state.ts';
import type { ContactInfo } from './chat-storage.ts';
import type { ChatConfig } from './use-chat.ts';
import { fallbackReply } from './fallback-replies.ts';

export const CLEAR_HISTORY_CONFIRMATION =
  'Are you sure you want to clear the chat history? This action cannot be undone.';

const MAIN_GREETING = `Hello! Welcome to ${site.name}. I'm ${chatbotTitle}, here to help you grow your business with websites, branding, marketing, AI chatbots and automation. Share your contact details so our team can follow up, or just ask me anything.`;

/** The reply to an open event's context (spec §2.4 contexts). */
export function contextGreeting(contextMessage: string): string {
  switch (contextMessage) {
    case 'consultation':
      return "Great choice! Let's book your free 15-20 minute consultation. Pick a time that suits you and our team will confirm it within 24 hours.";
    case 'new visitor':
      return `Welcome to ${site.name}! Let's get your automation started: book a free consultation and we'll map out what AI can do for your business.`;
    case 'About Page Visitor':
      return 'Thanks for getting to know us! Would you like to book a free consultation with our team?';
    case 'Potential Client Inquiry':
      return "Thanks for your interest in working with us! Tell me about your business, or book a free consultation and we'll show you what we can do.";
    case 'Service Inquiry':
      return "Let's talk about the service you need. Choose a time for your free consultation and our team will prepare for it.";
    default:
      return `Thanks for reaching out about ${contextMessage}! How can I help you today?`;
  }
}

export function mainChatConfig(contact: ContactInfo): Omit<ChatConfig, 'onReply'> {
  return {
    storageId: 'main',
    greeting: (): ChatMessage[] => [makeMessage('bot', MAIN_GREETING, { showContactForm: true })],
    // The owner's reply limit is the server's to keep: the chat locks when it says so.
    limit: null,
    buildRequest: (message: string, state: ChatState) => {
      const { name, email, phone } = contact;
      return {
        message,
        chat: 'main' as const,
        user_name: name || undefined,
        user_context: {
          name: name || undefined,
          email: email || undefined,
          phone: phone || undefined,
          hasEnteredNameThisSession: name !== '',
          conversationLength: state.messages.filter((m) => m.sender === 'user').length,
        },
      };
    },
    replyText: (reply, message) => reply.response?.trim() || fallbackReply(message),
    // The server's asks become buttons under its reply; the window may also open the form.
    replyFlags: (reply) => {
      // The form the reply's button opens starts with what the visitor named.
      const booking = replyBooking(reply);
      return {
        showContactForm:
          reply.show_contact_form === true && !reply.context?.email && !contact.email,
        showAppointmentForm: replyOpensAppointment(reply),
        ...(booking ? { booking } : {}),
      };
    },
    failureText: (message) => fallbackReply(message),
  };
}
