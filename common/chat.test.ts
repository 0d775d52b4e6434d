import { describe, expect, it } from 'vitest';
import {
  CHAT_BAD_CONVERSATION_ID,
  CHAT_EMPTY_MESSAGE,
  CHAT_TOO_LONG_MESSAGE,
  chatRequestSchema,
  normalizeBusinessProfile,
} from './chat.ts';
import { cleanReply, detectIllegalBusiness, isIllegalBusiness } from './chat-replies.ts';
import { CHAT_MAX_MESSAGE_CHARS, CHAT_REPLY_SPLIT_CHARS } from './constants.ts';

const firstMessage = (input: unknown) =>
  chatRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('chat request schema (spec 7)', () => {
  it('accepts the main chatbot shape', () => {
    const parsed = chatRequestSchema.parse({
      message: '  What do you offer? ',
      user_name: 'Sara',
      user_context: {
        name: 'Sara',
        email: 'sara@example.com',
        phone: '+92 300 1234567',
        hasEnteredNameThisSession: true,
        conversationLength: 3,
      },
      conversation_id: 'c7b0c1a6-3b7e-4c59-9d7e-2f8d1b0c9a11',
    });
    expect(parsed.message).toBe('What do you offer?');
    expect(parsed.user_context).toMatchObject({
      name: 'Sara',
      email: 'sara@example.com',
      conversationLength: 3,
    });
  });

  it('accepts the landing chat shape', () => {
    const parsed = chatRequestSchema.parse({
      message: 'I need more gym members',
      user_context: {
        business_profile: 'fitness',
        domain: 'example.com',
        source: '/LandingPages/FitnessLandingPage',
        conversation_context: 'first_message',
      },
    });
    expect(parsed.user_context.business_profile).toBe('fitness');
    expect(parsed.user_context.conversation_context).toBe('first_message');
  });

  it('accepts a message with no context at all', () => {
    expect(chatRequestSchema.parse({ message: 'hi' }).user_context).toEqual({});
  });

  it.each([
    [{}, CHAT_EMPTY_MESSAGE],
    [{ message: '' }, CHAT_EMPTY_MESSAGE],
    [{ message: '   \n\t ' }, CHAT_EMPTY_MESSAGE],
    [{ message: 42 }, CHAT_EMPTY_MESSAGE],
    [{ message: 'x'.repeat(CHAT_MAX_MESSAGE_CHARS + 1) }, CHAT_TOO_LONG_MESSAGE],
    [{ message: 'hi', conversation_id: 'short' }, CHAT_BAD_CONVERSATION_ID],
    [{ message: 'hi', conversation_id: '../../etc/passwd' }, CHAT_BAD_CONVERSATION_ID],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('accepts exactly the maximum length', () => {
    expect(
      chatRequestSchema.safeParse({ message: 'x'.repeat(CHAT_MAX_MESSAGE_CHARS) }).success,
    ).toBe(true);
  });

  it('says the limit in the too-long message', () => {
    expect(CHAT_TOO_LONG_MESSAGE).toContain('2,000 characters');
  });

  it('drops malformed saved contact details instead of refusing the message', () => {
    const parsed = chatRequestSchema.parse({
      message: 'hello',
      user_context: { name: '', email: 'not an email', phone: 'abc', conversationLength: -2 },
    });
    expect(parsed.user_context).toEqual({});
  });

  it('maps business profiles', () => {
    expect(normalizeBusinessProfile('pets')).toBe('pets');
    expect(normalizeBusinessProfile('Pet')).toBe('pets');
    expect(normalizeBusinessProfile('fitness')).toBe('fitness');
    expect(normalizeBusinessProfile(undefined)).toBe('general');
    expect(normalizeBusinessProfile('restaurants')).toBe('general');
  });
});

describe('cleanReply (spec 5)', () => {
  it('removes a leading greeting with the visitor name', () => {
    expect(cleanReply('Hi Sara, our plans start with a free trial.', 'Sara')).toBe(
      'Our plans start with a free trial.',
    );
    expect(cleanReply('Hello sara! We are in Karachi.', 'Sara')).toBe('We are in Karachi.');
    expect(cleanReply('Hey there Sara - welcome back.', 'Sara')).toBe('Welcome back.');
  });

  it('keeps a greeting without the name, and one addressed to someone else', () => {
    expect(cleanReply('Hello! How can I help?', 'Sara')).toBe('Hello! How can I help?');
    expect(cleanReply('Hi Saraswati, welcome.', 'Sara')).toBe('Hi Saraswati, welcome.');
    expect(cleanReply('Hi Sara, welcome.')).toBe('Hi Sara, welcome.');
  });

  it('never removes the whole reply', () => {
    expect(cleanReply('Hi Sara!', 'Sara')).toBe('Hi Sara!');
  });

  it('collapses blank lines', () => {
    expect(cleanReply('One.\n\n\n\nTwo.\n   \n\nThree.')).toBe('One.\n\nTwo.\n\nThree.');
    expect(cleanReply('\n\nA line.  \nNext line.\n\n')).toBe('A line.\nNext line.');
  });

  it('leaves replies of up to 200 characters in one paragraph', () => {
    const text = `${'Short sentence here. '.repeat(9)}End.`;
    expect(text.length).toBeLessThanOrEqual(CHAT_REPLY_SPLIT_CHARS);
    expect(cleanReply(text)).not.toContain('\n');
  });

  it('breaks longer replies into paragraphs after sentences', () => {
    const text =
      'We build websites, brands and marketing for businesses worldwide. Our Growth plan is $499 setup and $49 per month. ' +
      'It includes up to 10 logic flows, your own branding and CRM integration. Would you like to book a free 15-20 minute consultation?';
    expect(text.length).toBeGreaterThan(CHAT_REPLY_SPLIT_CHARS);
    const cleaned = cleanReply(text);
    const paragraphs = cleaned.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const p of paragraphs) {
      expect(p).toMatch(/[.?!]$/);
      expect(p.length).toBeLessThanOrEqual(CHAT_REPLY_SPLIT_CHARS);
    }
    expect(cleaned.replace(/\n\n/g, ' ')).toBe(text);
  });

  it('does not split after abbreviations or inside prices', () => {
    const text = `${'We help many kinds of businesses, e.g. clinics, gyms and pet groomers, with websites and ads that convert. '.repeat(2)}Plans cost $49.99 a month.`;
    const cleaned = cleanReply(text);
    expect(cleaned).not.toMatch(/e\.g\.\n/);
    expect(cleaned).toContain('$49.99 a month.');
  });

  it('keeps bullet lists whole', () => {
    const list = `Here are the services we offer to businesses everywhere:\n- Web Design & Development\n- Digital Marketing\n- AI & Chatbots\n- Branding & Logo Design\n- Influencer Marketing\n- Video Production\n- Custom Software Development\n- Mobile App Development`;
    expect(list.length).toBeGreaterThan(CHAT_REPLY_SPLIT_CHARS);
    expect(cleanReply(list)).toBe(list);
  });
});

describe('illegal business check (spec 5)', () => {
  it.each([
    ['I sell drugs online and need a website', 'drugs'],
    ['Can you market my cocaine delivery business?', 'drugs'],
    ['I run an online gun shop without licences, need ads', 'weapons'],
    ['We are starting a casino website', 'gambling'],
    ['need a funnel for my sports betting app', 'gambling'],
    ['I run a ponzi scheme, can you get me clients?', 'fraud'],
    ['help me build a phishing site', 'fraud'],
    ['I sell fake passports', 'fraud'],
    ['my business is hacking instagram accounts for customers', 'hacking'],
    ['We sell ransomware as a service', 'hacking'],
    ['a company for human trafficking', 'other'],
  ])('refuses %j (%s)', (message, category) => {
    expect(detectIllegalBusiness(message)).toBe(category);
  });

  it.each([
    'My website got hacked, can you rebuild it?',
    'Do you offer fraud prevention for my online store?',
    'I own a pharmacy and sell prescription drugs, need a website',
    'We run a drug rehab clinic and need more clients',
    'AI is the secret weapon of my marketing agency',
    'How do you protect my site from hackers?',
    'What is your pricing for a website?',
    'I run a pet grooming business',
    'is this a scam?',
    'What are growth hacking tips for my startup?',
  ])('serves %j', (message) => {
    expect(isIllegalBusiness(message)).toBe(false);
  });
});
