import { describe, expect, it } from 'vitest';
import { CAREERS_PAGE } from '../../common/content/careers.ts';
import { MINIMUM_AGE, PRIVACY_POLICY, TERMS } from '../../common/content/legal.ts';
import { POLICY_FACTS } from '../../common/content/policies.ts';
import { site } from '../../common/site.ts';
import { answer } from './assistant.ts';

/** Every sentence the Terms and the Privacy Policy pages render (common/content/legal.ts). */
const legalText = [TERMS, PRIVACY_POLICY]
  .flatMap((document) => document.sections.flatMap((section) => section.parts))
  .map((part) =>
    part.kind === 'list' ? part.items.join(' ') : part.kind === 'company' ? '' : part.text,
  )
  .join(' ');

const reply = (message: string) =>
  answer({
    message,
    profile: 'general',
    knownContact: {},
    userTurn: 1,
    lastBotOfferedBooking: false,
  }).text;

describe('policy facts the chat answers from', () => {
  it.each(Object.entries(POLICY_FACTS))(
    '%s is said on the Terms or Privacy Policy page',
    (_key, sentence) => {
      expect(legalText).toContain(sentence);
    },
  );

  it.each([
    ['Do you offer refunds?', POLICY_FACTS.refunds],
    ['can I cancel my subscription anytime', POLICY_FACTS.renewal],
    ['Is my data safe with your chatbot?', POLICY_FACTS.encryption],
    ['my son is 16, can he sign up?', `at least ${MINIMUM_AGE} years old`],
    ["which country's law applies?", 'governed by the laws of Pakistan'],
    ['can I ask you to delete everything you hold about me?', 'We answer within one month'],
    ['are my chats anonymised before you train the AI?', 'anonymised first'],
    ['what is your registered company name?', site.legalName],
    ['I applied for a job, how long until I hear back?', CAREERS_PAGE.replyTime],
  ])('%s', (message, sentence) => {
    expect(reply(message)).toContain(sentence);
  });
});
