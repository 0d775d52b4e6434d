import type { FastifyInstance } from 'fastify';
import { adminStatsRoutes } from './admin-stats.ts';
import { analyticsRoutes } from './analytics.ts';
import { appointmentRoutes } from './appointments.ts';
import { calendarFeedRoutes } from './calendar-feed.ts';
import { availabilityRoutes } from './availability.ts';
import { backupRoutes } from './backups.ts';
import { authRoutes } from './auth.ts';
import { chatRoutes } from './chat.ts';
import { dataRequestRoutes } from './data-requests.ts';
import { blogRoutes } from './blogs.ts';
import { blogDraftRoutes } from './blog-drafts.ts';
import { healthRoutes } from './health.ts';
import { leadRoutes } from './leads.ts';
import { manageAppointmentRoutes } from './manage-appointment.ts';
import { newsletterRoutes } from './newsletter.ts';
import { newsletterSendRoutes } from './newsletter-send.ts';
import { openApiRoutes } from './openapi.ts';
import { pictureAdminRoutes } from './pictures.ts';

/**
 * Every API route module, mounted under /api. One line per domain; each module is thin
 * (HTTP only) and calls its domain's service.
 */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(appointmentRoutes);
  await api.register(availabilityRoutes);
  await api.register(leadRoutes);
  await api.register(newsletterRoutes);
  await api.register(manageAppointmentRoutes);
  await api.register(calendarFeedRoutes);
  await api.register(newsletterSendRoutes);
  await api.register(analyticsRoutes);
  await api.register(adminStatsRoutes);
  await api.register(openApiRoutes);
  await api.register(blogRoutes);
  await api.register(blogDraftRoutes);
  await api.register(chatRoutes);
  await api.register(pictureAdminRoutes);
  await api.register(backupRoutes);
  await api.register(dataRequestRoutes);
}
