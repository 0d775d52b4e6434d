import { describe, expect, it } from 'vitest';
import {
  FACTS,
  OFFERS_TEXT,
  PASSAGES,
  PLANS_TEXT,
  SPEC_HOURS,
  chatHours,
  factSheet,
  passageText,
} from './knowledge.ts';
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
    expect(SPEC_HOURS.text).toBe(
      'Monday - Friday 6:00 PM to 3:00 AM; Saturday 6:00 PM to 10:00 PM; closed on Sunday',
    );
    expect(SPEC_HOURS.short).toBe(
      'Mon-Fri 6:00 PM to 3:00 AM and Sat 6:00 PM to 10:00 PM Pakistan time; closed on Sunday',
    );
  });

  it("states the team's saved hours and coming closures, without keeping them", () => {
    const hours = chatHours({
      weekly: [
        { label: 'Monday - Thursday', days: [1, 2, 3, 4], openHour: 17, closeHour: 26 },
        { label: 'Friday', days: [5], openHour: 15, closeHour: 20 },
        { label: 'Saturday - Sunday', days: [6, 0], openHour: null, closeHour: null },
      ],
      closures: [
        { from: '2026-12-31', to: '2027-01-01', reason: 'New Year' },
        { from: '2026-12-25', to: '2026-12-25', reason: 'Quaid Day' },
        { from: '2026-11-01', to: '2026-11-02', reason: 'Over already' },
      ],
    });
    expect(hours.text).toBe(
      'Monday - Thursday 5:00 PM to 2:00 AM; Friday 3:00 PM to 8:00 PM; closed on Saturday - Sunday',
    );
    expect(hours.short).toBe(
      'Mon-Thu 5:00 PM to 2:00 AM and Fri 3:00 PM to 8:00 PM Pakistan time; closed on Saturday - Sunday',
    );
    const passage = PASSAGES.find((p) => p.id === 'facts-hours')!;
    const text = passageText(passage, hours, new Date('2026-11-27T12:00:00Z'));
    expect(text).toContain('Monday - Thursday 5:00 PM to 2:00 AM');
    expect(text).toContain('closed on Friday, December 25, 2026 (Quaid Day)');
    expect(text).not.toContain('Over already');
    expect(factSheet('general', hours)).toContain('Friday 3:00 PM to 8:00 PM');
    // The shared passage itself names no hours: every reader states the hours in force.
    expect(passage.text).not.toMatch(/\d:00/);
    expect(passageText(passage, SPEC_HOURS, new Date())).toContain('6:00 PM to 3:00 AM');
  });

  it('grounds the model in location, consultation, reply time and support', () => {
    const sheet = factSheet('general', SPEC_HOURS);
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
