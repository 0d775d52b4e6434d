import { describe, expect, it } from 'vitest';
import { FACTS, HOURS_TEXT, OFFERS_TEXT, PASSAGES, PLANS_TEXT, factSheet } from './knowledge.ts';
import { completionText, ModelFailure } from './llm.ts';
import { retrieve } from './retrieval.ts';

describe('chat knowledge (spec 1, 9)', () => {
  it('states the plans, offers and hours exactly', () => {
    expect(PLANS_TEXT).toBe(
      'Free Trial: 7 days free, no credit card required; Growth Package: $499 setup + $49 per month; Pro Scale Package: custom prices (contact for pricing)',
    );
    expect(OFFERS_TEXT).toBe(
      'Influencer Marketing $500, Influencer Marketing 2.0 $1000, Brand Awareness Campaigns $1500',
    );
    expect(HOURS_TEXT).toBe(
      'Monday - Friday: 6:00 PM to 3:00 AM; Saturday: 6:00 PM to 10:00 PM; Sunday: closed',
    );
  });

  it('grounds the model in location, consultation, reply time and support', () => {
    const sheet = factSheet('general');
    for (const fact of [
      'Karachi, Pakistan',
      'serve clients globally and are available 24/7',
      'free and takes 15-20 minutes',
      'replies within 24 hours',
      'Monday to Friday, 9 AM to 6 PM EST, plus 24/7 emergency support',
      'from $97/month',
      '14-day free trial',
      '50+ languages',
      'Complete Digital Presence',
    ]) {
      expect(sheet).toContain(fact);
    }
    expect(FACTS.location).toBe('Karachi, Pakistan');
  });

  it('has a passage per service, plan, offer and case study', () => {
    const topics = PASSAGES.map((p) => p.topic);
    expect(topics.filter((t) => t === 'service')).toHaveLength(18);
    expect(topics.filter((t) => t === 'plan')).toHaveLength(3);
    expect(topics.filter((t) => t === 'offer')).toHaveLength(3);
    expect(topics.filter((t) => t === 'case-study')).toHaveLength(10);
  });

  it('retrieves with typos and prefixes, and keeps verticals apart', () => {
    expect(retrieve('multilingal languges', 'pets')[0]!.passage.id).toMatch(/^pets-/);
    expect(retrieve('watermark', 'general')[0]!.passage.id).toMatch(/^plan-/);
    expect(retrieve('gym packages', 'pets').some((r) => r.passage.profile === 'fitness')).toBe(
      false,
    );
    expect(retrieve('zzqx vbnm', 'general')).toEqual([]);
  });
});

describe('model answers', () => {
  it('takes the text of the first choice', () => {
    expect(completionText({ choices: [{ message: { content: 'Hello.' } }] })).toBe('Hello.');
  });

  it.each([
    [{}, 'malformed'],
    [null, 'malformed'],
    [{ choices: 'x' }, 'malformed'],
    [{ choices: [] }, 'malformed'],
    [{ choices: [{ message: { content: 42 } }] }, 'malformed'],
    [{ choices: [{ message: { content: '  ' } }] }, 'empty'],
  ])('refuses %j as %s', (completion, reason) => {
    expect(() => completionText(completion)).toThrow(ModelFailure);
    try {
      completionText(completion);
    } catch (error) {
      expect((error as ModelFailure).reason).toBe(reason);
    }
  });
});
