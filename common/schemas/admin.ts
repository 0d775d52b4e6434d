import { z } from '../zod.ts';
import { addDays, isIsoDate, todayInBusinessZone } from '../booking.ts';
import { APPOINTMENT_STATUSES } from '../constants.ts';
import { paginationSchema } from './pagination.ts';

/**
 * Queries of the admin additions: GET /api/admin/leads and GET /api/admin/stats. Dates
 * are calendar days in Pakistan time (the business clock), both ends included.
 */

/** The kinds a stored lead has: the form or the chat it came from. */
export const LEAD_KINDS = [
  'contact',
  'footer',
  'chat_contact',
  'business',
  'get_started',
  // A booking the server refused (slot full, day closed): who tried, and when.
  'booking_refused',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Every kind the leads list shows: the stored lead kinds plus newsletter subscribers. */
export const LEAD_LIST_KINDS = [...LEAD_KINDS, 'subscriber'] as const;
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
const leadDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_LIST_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  businessType: z.string().nullable(),
  service: z.string().nullable(),
  sourcePage: z.string().nullable(),
  /** Chat leads: the conversation the details came from (admin conversations screen). */
  conversationId: z.string().nullable(),
  /** Subscribers only: pending, confirmed or unsubscribed. */
  status: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadDto = z.infer<typeof leadDtoSchema>;

/** One page of GET /api/admin/leads (JSON). */
export const leadPageSchema = z.object({
  leads: z.array(leadDtoSchema),
  pagination: paginationSchema,
});

const perDay = z.array(z.object({ day: z.string(), count: z.number() }));

/** GET /api/admin/stats. */
export const adminStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  visitorsPerDay: perDay,
  leadsPerDay: perDay,
  appointmentsByStatus: z.record(z.enum(APPOINTMENT_STATUSES), z.number()),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
  totals: z.object({
    visitors: z.number(),
    leads: z.number(),
    appointments: z.number(),
    pendingAppointments: z.number(),
    subscribers: z.number(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
