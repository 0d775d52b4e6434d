import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POLICY_FACTS } from '../../common/content/policies.ts';
import { answer } from './assistant.ts';

/** The chat states the Terms' and the Privacy Policy's sentences only while the pages do. */
const pages = ['app/routes/terms.tsx', 'app/routes/privacy-policy.tsx']
  .map((file) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))
  .join('\n')
  .replace(/\s+/g, ' ');

describe('policy facts the chat answers from', () => {
  it.each(Object.entries(POLICY_FACTS))(
    '%s is said on the Terms or Privacy Policy page',
    (_key, sentence) => {
      expect(pages).toContain(sentence);
    },
  );

  it.each([
    ['Do you offer refunds?', POLICY_FACTS.refunds],
    ['can I cancel my subscription anytime', POLICY_FACTS.renewal],
    ['Is my data safe with your chatbot?', POLICY_FACTS.encryption],
  ])('%s', (message, sentence) => {
    const out = answer({
      message,
      profile: 'general',
      knownContact: {},
      userTurn: 1,
      lastBotOfferedBooking: false,
    });
    expect(out.text).toContain(sentence);
  });
});
