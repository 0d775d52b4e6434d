import { z } from '../zod.ts';
import { addDays, isIsoDate, todayInBusinessZone } from '../booking.ts';

/**
 * Queries of the admin additions: GET /api/admin/leads and GET /api/admin/stats. Dates
 * are calendar days in Pakistan time (the business clock), both ends included.
 */

/** Every kind the leads list shows: the stored lead kinds plus newsletter subscribers. */
export const LEAD_LIST_KINDS = [
  'contact',
  'footer',
  'chat_contact',
  'business',
  'get_started',
  'subscriber',
] as const;
export type LeadListKind = (typeof LEAD_LIST_KINDS)[number];

/** Default range of the stats: the last 30 days, today included. */
const STATS_DEFAULT_DAYS = 30;
/** A range may span at most this many days (one row per day in the charts). */
const STATS_MAX_DAYS = 366;
const LEADS_DEFAULT_PAGE_SIZE = 50;
const LEADS_MAX_PAGE_SIZE = 100;

const day = (what: string) =>
  z
    .string()
    .refine(isIsoDate, { message: `${what} must be a valid date (YYYY-MM-DD)` })
    .optional();

const wholeNumber = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a whole number of at least 1` })
    .int({ message: `${what} must be a whole number of at least 1` })
    .min(1, { message: `${what} must be a whole number of at least 1` });

const orderedRange = <T extends { from?: string; to?: string }>(value: T) =>
  !value.from || !value.to || value.from <= value.to;
const RANGE_ORDER_MESSAGE = 'The start date must not be after the end date';

export const leadsQuerySchema = z
  .object({
    kind: z
      .enum(LEAD_LIST_KINDS, { message: `Kind must be one of ${LEAD_LIST_KINDS.join(', ')}` })
      .optional(),
    from: day('From'),
    to: day('To'),
    page: wholeNumber('Page').max(100_000, { message: 'Page is too large' }).default(1),
    limit: wholeNumber('Limit')
      .transform((v) => Math.min(v, LEADS_MAX_PAGE_SIZE))
      .default(LEADS_DEFAULT_PAGE_SIZE),
    format: z.enum(['json', 'csv'], { message: 'Format must be json or csv' }).default('json'),
  })
  .refine(orderedRange, { message: RANGE_ORDER_MESSAGE, path: ['from'] });
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

export const statsQuerySchema = z
  .object({ from: day('From'), to: day('To') })
  .refine(orderedRange, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/**
 * The inclusive day range a stats query names as of `now`: missing ends default to the
 * last 30 days; a range longer than a year is refused.
 */
export function resolveStatsRange(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } | { error: string } {
  const to =
    query.to ??
    (query.from ? addDays(query.from, STATS_DEFAULT_DAYS - 1) : todayInBusinessZone(now));
  const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (days > STATS_MAX_DAYS) return { error: `The range may span at most ${STATS_MAX_DAYS} days` };
  return { from, to };
}

/** A lead as GET /api/admin/leads sends it. */
export interface LeadDto {
  _id: string;
  kind: LeadListKind;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  businessType: string | null;
  service: string | null;
  sourcePage: string | null;
  /** Subscribers only: pending, confirmed or unsubscribed. */
  status: string | null;
  createdAt: string;
}

export interface AdminStats {
  from: string;
  to: string;
  visitorsPerDay: { day: string; count: number }[];
  leadsPerDay: { day: string; count: number }[];
  appointmentsByStatus: Record<'Pending' | 'Confirmed' | 'Completed' | 'Cancelled', number>;
  topPages: { path: string; views: number }[];
  totals: {
    visitors: number;
    leads: number;
    appointments: number;
    pendingAppointments: number;
    subscribers: number;
  };
}
