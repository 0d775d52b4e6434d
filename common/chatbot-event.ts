import { chatbotOpenEvent } from './site.ts';

/**
 * Spec §2.4: the chatbot opens on a window event whose detail carries contextMessage,
 * businessType and optionally openAppointmentDirect or showAppointmentForm.
 */
export interface ChatbotOpenDetail {
  contextMessage: string;
  businessType: string;
  openAppointmentDirect?: boolean;
  showAppointmentForm?: boolean;
  /** What the appointment form opens with: an offer's service, and its package in the notes. */
  booking?: { services?: string[]; notes?: string };
}

/** The contexts in use (spec §2.4). */
export const chatbotContexts = {
  serviceInquiry: {
    contextMessage: 'Service Inquiry',
    businessType: 'general',
    openAppointmentDirect: true,
  },
  potentialClient: { contextMessage: 'Potential Client Inquiry', businessType: 'general' },
  aboutPage: {
    contextMessage: 'About Page Visitor',
    businessType: 'general',
    showAppointmentForm: true,
  },
  consultation: {
    contextMessage: 'consultation',
    businessType: 'general',
    showAppointmentForm: true,
  },
  newVisitor: {
    contextMessage: 'new visitor',
    businessType: 'general',
    showAppointmentForm: true,
  },
} satisfies Record<string, ChatbotOpenDetail>;

/** Opens the floating chatbot from any button (browser only). */
export function openChatbot(detail: ChatbotOpenDetail): void {
  window.dispatchEvent(new CustomEvent<ChatbotOpenDetail>(chatbotOpenEvent, { detail }));
}
