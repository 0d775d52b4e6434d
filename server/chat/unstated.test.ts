import { describe, expect, it } from 'vitest';
import { normalize } from './normalize.ts';
import { unstatedThing } from './unstated.ts';

const thing = (message: string, unread = false, named = false) =>
  unstatedThing(normalize(message), { unread, named });

describe('a question about a thing the pages never name', () => {
  it('finds how we stand to a body or a rule, unless one passage says it', () => {
    expect(thing('Are you GDPR compliant?')).toBe('gdpr compliant');
    expect(thing('Is Brightwave ISO 27001 certified?')).toBe('iso 27001 certified');
    // The About page's "Certified By" names the partner programmes.
    expect(thing('are you Google partners?')).toBeNull();
  });

  it('finds a person, a thing or a date of ours that no page names', () => {
    expect(thing('Who are your investors?')).toBe('investors');
    expect(thing('who is your founder?')).toBeNull();
    expect(thing('What PHP version runs on your hosting servers?')).toBe('php version');
    expect(thing('What year was Brightwave founded?')).toBe('founded');
    expect(thing('Do you pay a referral commission if I send you a client?')).toBe(
      'referral commission',
    );
  });

  it('finds the question in a later clause, after what the visitor tells first', () => {
    const inClauses = (message: string) =>
      unstatedThing(normalize(message), {
        unread: false,
        named: false,
        clauses: message.split(/[.,;:!?]+/).map(normalize),
      });
    expect(inClauses('Our lawyers insist, will you sign a confidentiality agreement?')).toBe(
      'confidentiality agreement',
    );
    expect(inClauses('We sell in Europe, so are you GDPR compliant?')).toBe('gdpr compliant');
    expect(inClauses('We sell in Europe, so are you Google partners?')).toBeNull();
  });

  it('finds a value asked of a thing that no fact states beside it', () => {
    // A span of time: the pages give one for the trial, the consultation and the set-up,
    // none for a website; "6 months" is said of a gym's membership, not of a website.
    expect(thing('roughly how many weeks does a five-page brochure website take you?')).toBe(
      'a five page brochure website take you',
    );
    expect(thing('how long does it take to build an app?')).toBe('it take to build an app');
    expect(thing('how long is the free trial?')).toBeNull();
    expect(thing('how long does the consultation take?')).toBeNull();
    expect(thing('how long does setup take?')).toBeNull();
    // Values of ours stated in other words, and a question naming no thing at all.
    expect(thing('how long have you been in business?')).toBeNull();
    expect(thing('how fast do you answer emails?')).toBeNull();
    expect(thing('how long would all that take?')).toBeNull();
    // A share, and pay.
    expect(thing('what percentage upfront do you want before starting a website?')).toBe(
      'upfront do you want before starting a website',
    );
    expect(thing("what's the salary range for the senior full-stack opening?")).toMatch(
      /^salary range for the senior full stack/,
    );
  });

  it('finds what ours plugs into, and rights no page grants', () => {
    expect(thing('will the bot you set up plug straight into Zoho CRM?')).toBe('zoho crm');
    expect(thing('can my agency white-label your chatbots and resell them?')).toBe('white label');
    expect(thing('cn i hire u thru upwork so the money sits in escrow')).toBe('upwork');
  });

  it('finds a term of a deal that no passage states with what it is part of', () => {
    expect(thing('is the ad spend already inside the $1500 awareness package or on top?')).toBe(
      'ad spend $1500 awareness package',
    );
    expect(thing('do registered charities get a discount on your work?')).toBe(
      'registered charities discount',
    );
    // The Growth package states its setup fee beside its monthly price.
    expect(thing('is the setup fee part of the monthly price or separate?')).toBeNull();
    expect(thing('is crm integration part of the growth package?')).toBeNull();
  });

  it('finds a choice between things none of which the pages name', () => {
    expect(thing('Which AI model powers your chatbots, GPT or Gemini?')).toMatch(/gpt or gemini$/);
    expect(thing('Do you build websites on WordPress or Webflow?')).toMatch(
      /wordpress or webflow$/,
    );
    expect(thing('is the 49 dollars monthly or yearly')).toBeNull();
    expect(thing('do you build apps for iOS or Android?')).toBeNull();
    expect(thing('are you legit or a scam')).toBeNull();
  });

  it('finds the thing asked, whatever the question shares with the pages besides', () => {
    expect(thing('is there parking at your office?')).toBe('parking');
    expect(thing('do you accept payment in dirhams?')).toBe('dirhams');
    expect(thing('can I pay with Apple Pay?')).toBe('apple pay');
    expect(thing('Will you sign our NDA before the first call?')).toBe('nda');
    expect(thing('do your staff speak Pashto?')).toBe('pashto');
  });

  it('takes the last word for the thing where the message names nothing of ours', () => {
    expect(thing('is there visitor parking at your building?')).toBe('visitor parking');
    expect(thing('Can I pay the Growth setup fee in three instalments?')).toBe('installments');
    expect(thing('do you do logo animation?', false, true)).toBeNull();
  });

  it('finds the thing counted or kept, and a currency named by its code', () => {
    expect(thing('how many revisions do I get on a logo?', false, true)).toBe('revisions');
    expect(thing('what insurance do you carry?')).toBe('insurance');
    expect(thing('can I pay in PKR?')).toBe('rupees');
    expect(thing('how many questions does the trial include?')).toBeNull();
  });

  it('takes two words the pages never say together for a thing they do not state', () => {
    expect(thing('do you offer student discounts?')).toBe('student discount');
    expect(thing('do you have a YouTube channel?')).toBe('youtube channel');
    expect(thing('Do you work with Magento stores?')).toBe('magento stores');
    expect(thing('Do you film with drones?')).toBe('drones');
    expect(thing('Is your office wheelchair accessible?')).toBe('wheelchair accessible');
    // A kind of client is what we'd do for any business, not a thing the pages must name.
    expect(thing('do you work with entertainment companies?')).toBeNull();
    // A common first word is the pages' own way of saying what they state in other words.
    expect(thing('is there a free version?')).toBeNull();
    expect(thing('is there a real person behind this chat?')).toBeNull();
  });

  it('finds what the visitor would receive, what our chatbot works with, what one of us knows', () => {
    expect(thing('do I get the raw footage after the video shoot?')).toBe('raw footage');
    expect(thing('Can the chatbot work inside Telegram too?')).toBe('telegram');
    expect(thing('Does anyone on your team speak French?')).toBe('french');
    // "any kind of report" asks for a report, which the pages state.
    expect(thing('Will I get any kind of report every month on the Growth plan?')).toBeNull();
  });

  it('finds a thing kept, placed or included', () => {
    expect(thing('How long do you keep the chat transcripts of my customers?')).toBe(
      'chat transcripts',
    );
    expect(thing('Where are your servers, is our data stored abroad?')).toBe('servers');
    expect(thing('are revisions included?')).toBe('revisions');
    // Where we are, or a part of the site, is what the pages state.
    expect(thing('Where is your office exactly?')).toBeNull();
    expect(thing('where is your blog?')).toBeNull();
  });

  it('reads "are you ...?" only where nothing else read the message, but a claim always', () => {
    expect(thing('are you vegan?', true)).toBe('vegan');
    expect(thing('are you vegan?', false)).toBeNull();
    expect(thing('are you HIPAA compliant?', true)).toBe('hipaa compliant');
    expect(thing('are you HIPAA compliant?', false)).toBe('hipaa compliant');
  });

  it('leaves questions the pages answer, also with a rare word beside the thing asked', () => {
    for (const message of [
      'do you build websites for dentists?',
      'do you have a free trial?',
      'do you have a lahore office?',
      'are you a big agency?',
      'Is there anything cheaper than the Growth package?',
      'do you have an office I can walk into',
      'do you offer refunds?',
      'what are the perks of the growth package',
    ]) {
      expect(thing(message, true), message).toBeNull();
    }
  });
});
