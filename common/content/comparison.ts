import { site } from '../site.ts';

/** Spec §2.3 comparison table: our AI product against traditional tools. */

export interface ComparisonRow {
  feature: string;
  ours: boolean;
  traditional: boolean;
}

export const COMPARISON_COLUMNS = {
  ours: `${site.name} AI`,
  traditional: 'Traditional Tools',
} as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { feature: '24/7 AI Chatbot', ours: true, traditional: false },
  { feature: 'Automated Lead Capture', ours: true, traditional: false },
  { feature: 'Multi-Platform Integration', ours: true, traditional: false },
  { feature: 'Real-Time Analytics', ours: true, traditional: false },
  { feature: 'Smart Appointment Booking', ours: true, traditional: true },
  { feature: 'Revenue Tracking', ours: true, traditional: false },
];

/** The heading of the comparison table. */
export const COMPARISON_HEADING = { eyebrow: 'Compare', title: 'Why businesses switch to AI' };
