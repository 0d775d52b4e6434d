import type { ChatbotOpenDetail } from '../../../common/chatbot-event.ts';

/**
 * Spec §2.3: every call to action of the fitness page opens the appointment chat dialog
 * directly in appointment mode.
 */
export const fitnessInquiry: ChatbotOpenDetail = {
  contextMessage: 'Fitness Business Inquiry',
  businessType: 'fitness',
  openAppointmentDirect: true,
};

/** The pet page's demo buttons book the demo the same way. */
export const petDemoInquiry: ChatbotOpenDetail = {
  contextMessage: 'Pet Business Demo',
  businessType: 'pets',
  openAppointmentDirect: true,
};
