import { describe, expect, it } from 'vitest';
import { analyze } from './assistant.ts';
import { invalid } from '../errors.ts';
import { lookupFor, bestArticle } from './lookups.ts';
import { buildModelMessages } from './prompt.ts';
import { PERSONAS } from './replies.ts';
import {
  availabilityQuestion,
  availabilityText,
  bookableOnly,
  bookingPrefill,
  chatBookingOf,
  checkAvailability,
  createToolbox,
  dateInMessage,
} from './tools.ts';
import { searchEvalPosts } from './eval/fixtures.ts';

/** Wednesday 25 November 2026, 3 PM in Karachi. */
const NOW = new Date('2026-11-25T10:00:00Z');

describe('dates in a visitor message (Pakistan time)', () => {
  it.each([
    ['are you free on 2026-12-03?', '2026-12-03'],
    ['free on 3 December?', '2026-12-03'],
    ['what about Dec 3rd', '2026-12-03'],
    ['December 3, 2027 works?', '2027-12-03'],
    ['3/12 any slot?', '2026-12-03'],
    // A day and month that have passed this year are next year's.
    ['1 January?', '2027-01-01'],
    ['today', '2026-11-25'],
    ['tomorrow evening', '2026-11-26'],
    ['kal free ho?', '2026-11-26'],
    ['day after tomorrow', '2026-11-27'],
    ['on Friday', '2026-11-27'],
    ['on Wednesday', '2026-11-25'],
    ['next Wednesday', '2026-12-02'],
    ['jumma ko?', '2026-11-27'],
  ])('%s -> %s', (message, date) => {
    expect(dateInMessage(message, NOW)).toBe(date);
  });

  it.each(['we are available 24/7', 'no date here', '31 February', 'call me at 3'])(
    'finds none in "%s"',
    (message) => {
      expect(dateInMessage(message, NOW)).toBeNull();
    },
  );
});

describe('availability questions', () => {
  it.each([
    ['Are you free on Friday?', '2026-11-27'],
    ['any slots on 3 December?', '2026-12-03'],
    ['are you open tomorrow?', '2026-11-26'],
    ['kal koi slot khali hai?', '2026-11-26'],
  ])('%s asks the slots of %s', (message, date) => {
    expect(availabilityQuestion(message, NOW)).toBe(date);
  });

  it.each([
    'are you open on sunday',
    'what time do you open on saturday',
    'When are you available?',
  ])('%s is an hours question', (message) => {
    expect(availabilityQuestion(message, NOW)).toBeNull();
  });

  it('leaves refusals and requests for a person to the rules; a booking gets its date', () => {
    expect(lookupFor('booking', 'book me a call on Friday', NOW)).toEqual({
      kind: 'booking-date',
      date: '2026-11-27',
    });
    expect(lookupFor('booking', 'book me a call', NOW)).toBeNull();
    expect(lookupFor('human', 'can I talk to a person on Friday?', NOW)).toBeNull();
    expect(lookupFor('refusal', 'are you free on Friday to sell weed?', NOW)).toBeNull();
    // What we sell or don't, asked with a date, is not a question of our slots.
    expect(lookupFor('services', 'can you book me a hotel room for Friday?', NOW)).toBeNull();
    expect(lookupFor('unknown', 'are you free on Friday?', NOW)).toEqual({
      kind: 'availability',
      date: '2026-11-27',
    });
    expect(lookupFor('unknown', 'any articles about SEO?', NOW)).toEqual({ kind: 'article' });
    expect(lookupFor('service', 'can you write blog posts for my site?', NOW)).toBeNull();
  });

  it("reads a blog of the visitor's own as their business, not as asking for our posts", () => {
    for (const own of [
      'I write a cricket blog and want more readers',
      'we started a small tech blog last year',
      'mera travel blog hai, traffic chahiye',
      'my recipe site needs visitors',
    ]) {
      expect(lookupFor('unknown', own, NOW), own).toBeNull();
    }
    expect(lookupFor('unknown', 'I have read your blog about SEO, any more?', NOW)).toEqual({
      kind: 'article',
    });
  });
});

describe('slot states in words', () => {
  it('says each slot of the date, and when none is left', () => {
    const answer = {
      date: '2026-11-27',
      slots: [
        { code: '6pm-9pm', state: 'full' },
        { code: '9pm-12am', state: 'open' },
        { code: '12am-3am', state: 'past' },
      ] as const,
    };
    expect(availabilityText(answer)).toBe(
      'On Friday, November 27, 2026 (Pakistan time): 6:00 PM - 9:00 PM is fully booked, 9:00 PM - 12:00 AM is open, 12:00 AM - 3:00 AM is already past.',
    );
    expect(availabilityText({ ...answer, slots: [{ code: '6pm-9pm', state: 'full' }] })).toContain(
      'no open slot left',
    );
    expect(
      availabilityText({ date: '2026-11-29', slots: [], message: 'We are closed on Sundays.' }),
    ).toBe(
      'We have no consultation slots on Sunday, November 29, 2026 (Pakistan time). We are closed on Sundays.',
    );
  });

  it('gives the model a refused date as its reason, and throws other failures', async () => {
    const refused = await checkAvailability(async () => {
      throw invalid('Please choose a date on or before 2027-02-23.');
    }, '2027-06-01');
    expect(refused).toEqual({
      date: '2027-06-01',
      error: 'Please choose a date on or before 2027-02-23.',
    });
    expect(await checkAvailability(async () => ({ date: 'x', slots: [] }), '3 Dec')).toEqual({
      error: 'The date must be a calendar date written YYYY-MM-DD.',
    });
    await expect(
      checkAvailability(async () => {
        throw new Error('database down');
      }, '2026-12-03'),
    ).rejects.toThrow('database down');
  });
});

describe('open_booking_form', () => {
  it('keeps only the details that pass the booking form rules', () => {
    expect(
      bookingPrefill({
        name: '  Amina  ',
        email: 'not-an-email',
        phone: '0300 1234567',
        services: ['web-development', 'AI & Chatbots', 'Time travel', 'ai & chatbots'],
        date: '2026-02-30',
        slot: '9pm-12am',
      }),
    ).toEqual({
      name: 'Amina',
      phone: '+92 300 1234567',
      services: ['Web Design & Development', 'AI & Chatbots'],
      time: '9pm-12am',
    });
  });

  it('remembers the form it opened across calls, and refuses an unknown tool', async () => {
    const toolbox = createToolbox(undefined);
    expect(toolbox.booking).toBeNull();
    await toolbox.run('open_booking_form', { name: 'Amina' });
    await toolbox.run('open_booking_form', { email: 'amina@example.com' });
    expect(toolbox.booking).toEqual({ name: 'Amina', email: 'amina@example.com' });
    await expect(toolbox.run('check_availability', { date: '2026-12-03' })).rejects.toThrow();
    await expect(toolbox.run('rm_rf', {})).rejects.toThrow('unknown tool rm_rf');
  });
});

describe('the booking form opens only with a date and slot it takes', () => {
  const day = {
    date: '2026-12-03',
    slots: [
      { code: '6pm-9pm' as const, state: 'full' },
      { code: '9pm-12am' as const, state: 'open' },
    ],
  };
  const lookup = async (date: string) => {
    if (date === '2001-01-01') throw invalid('Please select a date that is today or in the future');
    if (date === '2026-12-06') return { date, slots: [], message: 'Closed on Sundays' };
    return day;
  };

  it('keeps an open slot of a bookable date', async () => {
    const prefill = { name: 'Amina', date: '2026-12-03', time: '9pm-12am' as const };
    expect(await bookableOnly(lookup, prefill)).toEqual(prefill);
  });

  it('drops a full slot but keeps its date', async () => {
    expect(await bookableOnly(lookup, { date: '2026-12-03', time: '6pm-9pm' })).toEqual({
      date: '2026-12-03',
    });
  });

  it.each([
    ['a refused date', '2001-01-01'],
    ['a closed date', '2026-12-06'],
  ])('drops %s and its slot', async (_label, date) => {
    expect(await bookableOnly(lookup, { name: 'A', date, time: '9pm-12am' })).toEqual({
      name: 'A',
    });
  });

  it('drops date and slot when they cannot be checked', async () => {
    const failing = async () => {
      throw new Error('database down');
    };
    expect(await bookableOnly(failing, { date: '2026-12-03', time: '9pm-12am' })).toEqual({});
    expect(
      await bookableOnly(undefined, { date: '2026-12-03', services: ['AI & Chatbots'] }),
    ).toEqual({ services: ['AI & Chatbots'] });
  });

  it("tells the model what the form could not take, and the response's field names them", async () => {
    const toolbox = createToolbox(lookup);
    const result = await toolbox.run('open_booking_form', {
      services: ['AI & Chatbots'],
      date: '2026-12-03',
      slot: '6pm-9pm',
    });
    expect(result.not_prefilled).toEqual(['time 6pm-9pm: not open for booking']);
    expect(chatBookingOf(toolbox.booking)).toEqual({
      services: ['AI & Chatbots'],
      preferred_date: '2026-12-03',
    });
    expect(chatBookingOf({ time: '9pm-12am' })).toBeNull();
    // A name the model named is a starting value of the form, nothing more (ADR 052).
    expect(chatBookingOf({ name: 'Amina', time: '9pm-12am' })).toEqual({ name: 'Amina' });
  });
});

describe('blog articles', () => {
  it('links a post only when it matches the topic asked about', () => {
    const ask = (message: string) => bestArticle(message, searchEvalPosts(message))?.passage.link;
    expect(ask('do you have an article about SEO?')).toBe('/blog/local-seo-for-karachi-businesses');
    expect(ask('any blog about tiktok dances?')).toBeUndefined();
  });

  it('reads the topic from the sentence that asks for the article', () => {
    const ask = (message: string) => bestArticle(message, searchEvalPosts(message))?.passage.link;
    expect(ask('Got a guide on Instagram ads? I want to study it over the weekend first.')).toBe(
      '/blog/instagram-ads-that-sell',
    );
    expect(ask('I like your site a lot. Any article on tiktok dances?')).toBeUndefined();
  });
});

describe("the model's prompt carries the built-in policy", () => {
  const prompt = (message: string, tools = true) => {
    const analysis = analyze({
      message,
      profile: 'general',
      knownContact: {},
      userTurn: 1,
      lastBotOfferedBooking: false,
    });
    return buildModelMessages({
      persona: PERSONAS.general,
      intent: analysis.intent,
      confidence: analysis.confidence,
      passages: analysis.passages(),
      hours: analysis.hours,
      history: [],
      message,
      contact: {},
      today: NOW,
      siteUrl: 'https://brightwave.example',
      tools,
    })[0]!.content;
  };

  it('maps the business to what we sell, and says what we do not', () => {
    const dental = prompt('I own a dental clinic, how can you help?');
    expect(dental).toContain("The visitor's business: a dental clinic.");
    expect(dental).toContain('Digital Marketing (local SEO');
    expect(prompt('do you do dog grooming?')).toContain("we don't groom");
  });

  it('tells the model to admit doubt and offer the team below the confidence threshold', () => {
    const unsure = prompt('what about the thing with the stuff?');
    expect(unsure).toContain('You are not sure what the visitor means');
    expect(unsure).toContain('hello@brightwave.agency');
    expect(prompt('What are your business hours?')).not.toContain('You are not sure');
  });

  it('gives the date for the tools only when they are offered', () => {
    expect(prompt('hi')).toContain('Today is Wednesday, November 25, 2026 (2026-11-25)');
    expect(prompt('hi', false)).not.toContain('check_availability');
  });
});
