import { addDays, zonedInstant } from '../../common/booking.ts';
import type { AdminStats } from '../../common/schemas/admin.ts';
import type { BookingService } from '../booking/service.ts';
import type { LeadsService } from '../leads/service.ts';
import type { NewsletterService } from '../newsletter/service.ts';
import type { AnalyticsService } from './service.ts';

/** Every calendar day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function fillDays(from: string, to: string, counts: { day: string; count: number }[]) {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  return daysBetween(from, to).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/**
 * The admin dashboard figures over a range of Pakistan calendar days. Flows (visitors,
 * leads, appointments made) count within the range; states (pending appointments,
 * confirmed subscribers) are as of now.
 */
export function createStatsService(deps: {
  analytics: AnalyticsService;
  booking: BookingService;
  leads: LeadsService;
  newsletter: NewsletterService;
}) {
  return {
    async stats(days: { from: string; to: string }): Promise<AdminStats> {
      const instants = {
        from: zonedInstant(days.from, 0),
        to: zonedInstant(addDays(days.to, 1), 0),
      };
      // The visitors of the range are the sum of the visitors of its days, as
      // analytics.visitorCount(days) counts them: the daily salt gives a visitor a new hash
      // every day, so no hash is on two days. Summing saves a second read of today's views.
      const [visitorsPerDay, topPages, leadsPerDay, byStatus, allByStatus, subscribers] =
        await Promise.all([
          deps.analytics.visitorsPerDay(days),
          deps.analytics.topPages(days, 10),
          deps.leads.countPerDay(instants),
          deps.booking.countByStatus(days),
          deps.booking.countByStatus(),
          deps.newsletter.confirmedCount(),
        ]);
      const leadSeries = fillDays(days.from, days.to, leadsPerDay);
      const visitors = visitorsPerDay.reduce((sum, d) => sum + d.count, 0);
      return {
        from: days.from,
        to: days.to,
        visitorsPerDay: fillDays(days.from, days.to, visitorsPerDay),
        leadsPerDay: leadSeries,
        appointmentsByStatus: byStatus,
        topPages,
        totals: {
          visitors,
          leads: leadSeries.reduce((sum, d) => sum + d.count, 0),
          appointments: Object.values(byStatus).reduce((a, b) => a + b, 0),
          pendingAppointments: allByStatus.Pending,
          subscribers,
        },
      };
    },
  };
}
