import { describe, expect, it } from 'vitest';
import {
  appointmentSourceLabel,
  chatProfileLabel,
  chatSourceLabel,
  leadKindLabel,
  serviceLabel,
  slotCodeLabel,
  subscriberStatusLabel,
} from './labels.ts';

describe('labels, not codes', () => {
  it("names an appointment's source: 'Website' when absent (spec §3), the chat widget for chatbot_form", () => {
    expect(appointmentSourceLabel(null)).toBe('Website');
    expect(appointmentSourceLabel('  ')).toBe('Website');
    expect(appointmentSourceLabel('chatbot_form')).toBe('Chat widget');
    expect(appointmentSourceLabel('Phone call')).toBe('Phone call');
  });

  it('names lead kinds, with chat leads as Chat', () => {
    expect(leadKindLabel('chat_contact')).toBe('Chat');
    expect(leadKindLabel('get_started')).toBe('Get Started request');
    expect(leadKindLabel('something_new')).toBe('something_new');
  });

  it('names services stored as codes by the Get Started form and keeps stored labels', () => {
    expect(serviceLabel('web-development')).toBe('Web Design & Development');
    expect(serviceLabel('software-development')).toBe('Software Development');
    expect(serviceLabel('other')).toBe('Other');
    expect(serviceLabel('mobile-app')).toBe('Mobile App Development');
    expect(serviceLabel('AI & Chatbots')).toBe('AI & Chatbots');
  });

  it('words slot codes as the public booking form does; 12am-3am is the night after the date', () => {
    expect(slotCodeLabel('6pm-9pm')).toBe('6:00 PM - 9:00 PM Pakistan time');
    expect(slotCodeLabel('9pm-12am', '2025-03-10')).toBe('9:00 PM - 12:00 AM Pakistan time');
    // 2025-03-10 is a Monday.
    expect(slotCodeLabel('12am-3am', '2025-03-10')).toBe(
      '12:00 AM - 3:00 AM Pakistan time (after midnight, night of Mon → Tue)',
    );
    expect(slotCodeLabel('noon')).toBe('noon');
  });

  it('names subscriber states and chats', () => {
    expect(subscriberStatusLabel('pending')).toBe('Awaiting confirmation');
    expect(subscriberStatusLabel('confirmed')).toBe('Confirmed');
    expect(chatProfileLabel('pets')).toBe('Pet landing page chat');
    expect(chatProfileLabel('general')).toBe('Main chat');
    expect(chatSourceLabel('home')).toBe('Home page');
    expect(chatSourceLabel('/Services')).toBe('/Services');
  });
});
