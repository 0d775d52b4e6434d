/** Spec §9 portfolio filter options and §5 matching rules. */

export const PORTFOLIO_SERVICES = [
  'Social Media Automation',
  'Performance Marketing',
  'AI Chatbot Integration',
  'Website Development',
  'Ecommerce Store',
] as const;

export const PORTFOLIO_REGIONS = [
  'North America',
  'Europe',
  'Asia',
  'Latin America',
  'WorldWide',
] as const;

export const PORTFOLIO_INDUSTRIES = [
  'Delivery',
  'E-commerce',
  'Entertainment',
  'Visa',
  'Food & Drinks',
  'Games',
  'Health',
  'Retail',
  'Social',
  'Travel',
  'Utilities',
] as const;

export type PortfolioIndustry = (typeof PORTFOLIO_INDUSTRIES)[number];

export interface PortfolioFilter {
  /** '' means any. */
  service: string;
  region: string;
  industry: string;
}

export const EMPTY_PORTFOLIO_FILTER: PortfolioFilter = { service: '', region: '', industry: '' };

/** The fields of a case study the filters look at. */
export interface FilterableCaseStudy {
  Services: string;
  GEO: string;
  Vertical: string;
}

/** Spec §5: service by substring, region by substring, industry by exact match. */
export function filterCaseStudies<T extends FilterableCaseStudy>(
  studies: readonly T[],
  filter: PortfolioFilter,
): T[] {
  return studies.filter(
    (s) =>
      (filter.service === '' || s.Services.includes(filter.service)) &&
      (filter.region === '' || s.GEO.includes(filter.region)) &&
      (filter.industry === '' || s.Vertical === filter.industry),
  );
}
