import { describe, expect, it } from 'vitest';
import { CASE_STUDIES } from './case-studies.ts';
import { CLIENT_LOGOS } from './clients.ts';
import { HOME_SERVICES } from './home-services.ts';
import { INDUSTRIES } from './industries.ts';
import {
  EMPTY_PORTFOLIO_FILTER,
  PORTFOLIO_INDUSTRIES,
  PORTFOLIO_REGIONS,
  PORTFOLIO_SERVICES,
  filterCaseStudies,
} from './portfolio-filters.ts';
import { SERVICE_CARDS, filterServices, serviceDetailFor } from './services.ts';
import { FITNESS, PET } from './verticals.ts';

describe('services content', () => {
  it('has nine cards, ids 1-9, three per category, each with a full detail', () => {
    expect(SERVICE_CARDS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const category of ['digital', 'premium', 'software'] as const) {
      expect(SERVICE_CARDS.filter((c) => c.category === category)).toHaveLength(3);
    }
    for (const card of SERVICE_CARDS) {
      const detail = serviceDetailFor(card.id);
      expect(detail.title).toBe(card.title);
      expect(detail.benefits.length).toBeGreaterThan(0);
      expect(detail.process.length).toBeGreaterThan(0);
      expect(detail.features.length).toBeGreaterThan(0);
    }
  });

  it('searches title or description case-insensitively within the chosen tab', () => {
    expect(filterServices(SERVICE_CARDS, 'CHATBOT', 'all').map((c) => c.id)).toEqual([4]);
    expect(filterServices(SERVICE_CARDS, 'ios and android', 'all').map((c) => c.id)).toEqual([8]);
    expect(filterServices(SERVICE_CARDS, '', 'software').map((c) => c.id)).toEqual([7, 8, 9]);
    expect(filterServices(SERVICE_CARDS, 'chatbot', 'software')).toEqual([]);
    expect(filterServices(SERVICE_CARDS, 'zzz-nothing', 'all')).toEqual([]);
  });
});

describe('portfolio filters', () => {
  it('every option finds at least one case study', () => {
    for (const service of PORTFOLIO_SERVICES) {
      expect(filterCaseStudies(CASE_STUDIES, { ...EMPTY_PORTFOLIO_FILTER, service })).not.toEqual(
        [],
      );
    }
    for (const region of PORTFOLIO_REGIONS) {
      expect(filterCaseStudies(CASE_STUDIES, { ...EMPTY_PORTFOLIO_FILTER, region })).not.toEqual(
        [],
      );
    }
    expect(CASE_STUDIES).toHaveLength(10);
    for (const study of CASE_STUDIES) expect(PORTFOLIO_INDUSTRIES).toContain(study.Vertical);
  });

  it('matches service and region by substring and industry exactly', () => {
    const studies = [
      { Services: 'Website Development, Ecommerce Store', GEO: 'Europe, Asia', Vertical: 'Retail' },
      { Services: 'Performance Marketing', GEO: 'North America', Vertical: 'Retail Plus' },
    ];
    expect(filterCaseStudies(studies, { service: 'Ecommerce', region: '', industry: '' })).toEqual([
      studies[0],
    ]);
    expect(filterCaseStudies(studies, { service: '', region: 'Asia', industry: '' })).toEqual([
      studies[0],
    ]);
    expect(filterCaseStudies(studies, { service: '', region: '', industry: 'Retail' })).toEqual([
      studies[0],
    ]);
    expect(filterCaseStudies(studies, EMPTY_PORTFOLIO_FILTER)).toEqual(studies);
    expect(
      filterCaseStudies(studies, { service: 'Performance', region: 'Europe', industry: '' }),
    ).toEqual([]);
  });
});

describe('other content', () => {
  it('has the counts the spec names', () => {
    expect(HOME_SERVICES).toHaveLength(6);
    expect(CLIENT_LOGOS).toHaveLength(11);
    expect(INDUSTRIES.filter((i) => i.special)).toHaveLength(1);
    expect(PET.faq).toHaveLength(5);
    expect(PET.testimonials.every((t) => t.rating === 5)).toBe(true);
    expect(PET.testimonials).toHaveLength(3);
    expect(FITNESS.problems).toHaveLength(4);
    expect(FITNESS.benefits).toHaveLength(6);
    expect(FITNESS.packages.map((p) => p.title)).toEqual([
      'Complete Digital Presence',
      'AI Automation Suite',
      'Custom Fitness App',
    ]);
  });
});
