import { CHAT_MAX_BOT_REPLIES, LANDING_CHAT_COUNTER_START } from '../../../common/constants.ts';
import { chatbotTitle } from '../../../common/site.ts';
import type { ChatLimit } from './chat-state.ts';

/**
 * The three embedded chats (spec §2.3, §4, §8, §9) as data: one core, three settings.
 * Kept free of React and of the core so the light frames can read it with the page.
 */
export type EmbeddedChatKind = 'home' | 'pets' | 'fitness';

export interface EmbeddedChatProfile {
  kind: EmbeddedChatKind;
  title: string;
  subtitle: string;
  greeting: string;
  quickQuestions: readonly string[];
  /** Fitness chips fill the input only (spec §2.3); the others send at once. */
  quickQuestionsFillInput: boolean;
  placeholder: string;
  /** Spec §9 text box max height. */
  maxInputHeight: number;
  limit: ChatLimit | null;
  businessProfile?: 'pets' | 'fitness';
  /** The reply when the server answers without `response` (spec §8). */
  missingResponseText: string;
}

/** Spec §8 texts of the home and landing chats. */
export const EMBEDDED_FAILURE_TEXT =
  "I'm having a small technical hiccup! But I'm still here to help you transform your business with our digital solutions. What can I help you with today?";
const EMBEDDED_MISSING_RESPONSE_TEXT =
  "I'm here to help you grow your business with our digital solutions! What specific challenge can I help you overcome?";
/** Spec §4 limit texts of the landing chats (two lines). */
export const LANDING_LIMIT_LINES = [
  "You've reached the maximum number of chatbot responses.",
  'Please book an appointment to continue.',
] as const;

/** Spec §9: the landing chat panel is 600 px high. */
export const CHAT_PANEL_HEIGHT = 600;

const landingLimit: ChatLimit = { start: LANDING_CHAT_COUNTER_START, max: CHAT_MAX_BOT_REPLIES };

export const EMBEDDED_CHAT_PROFILES: Record<EmbeddedChatKind, EmbeddedChatProfile> = {
  home: {
    kind: 'home',
    title: 'Chat with Our AI Assistant',
    subtitle: 'Ask about services, pricing, hours or your project.',
    greeting: `Hi! I'm ${chatbotTitle}. Ask me how we can help your business grow: websites, branding, marketing, chatbots or automation.`,
    quickQuestions: [
      'What services do you offer?',
      'How much does a website cost?',
      'Can AI automate my bookings?',
      'Where are you located?',
    ],
    quickQuestionsFillInput: false,
    placeholder: 'Type your message...',
    maxInputHeight: 120,
    limit: null,
    missingResponseText: EMBEDDED_MISSING_RESPONSE_TEXT,
  },
  pets: {
    kind: 'pets',
    title: 'PetCare Assistant',
    subtitle: 'Specialized in pet businesses',
    greeting:
      "Hi there! I'm your PetCare Assistant. I help groomers, vets, trainers and pet stores automate bookings, upsells and reminders. What would you like to improve?",
    quickQuestions: [
      'How can AI automate my pet bookings?',
      'Can you send vaccination reminders?',
      'How do I get more grooming clients?',
      'What does it cost to get started?',
    ],
    quickQuestionsFillInput: false,
    placeholder: 'Ask about your pet business...',
    maxInputHeight: 100,
    limit: landingLimit,
    businessProfile: 'pets',
    missingResponseText:
      "I'm here to help your pet business thrive! Tell me what you'd like to automate: bookings, reminders or upsells.",
  },
  fitness: {
    kind: 'fitness',
    title: 'Fitness Coach',
    subtitle: 'Specialized in fitness businesses',
    greeting:
      "Hi! I'm your Fitness Coach for business growth. I help gyms, studios and trainers win more members with websites, AI and marketing. What's your biggest challenge right now?",
    quickQuestions: [
      'I need more gym members',
      'Help with fitness marketing',
      'Build a fitness app',
      'Automated booking system',
    ],
    quickQuestionsFillInput: true,
    placeholder: 'Ask about your fitness business goals...',
    maxInputHeight: 100,
    limit: landingLimit,
    businessProfile: 'fitness',
    missingResponseText: EMBEDDED_MISSING_RESPONSE_TEXT,
  },
};
