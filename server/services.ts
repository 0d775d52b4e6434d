import type { SiteServices } from '../common/load-context.ts';
import { createAuthService } from './auth/service.ts';
import { createBlogService } from './blog/service.ts';
import { createAnalyticsService } from './analytics/service.ts';
import { createStatsService } from './analytics/stats-service.ts';
import { createAvailabilityService } from './booking/availability-settings.ts';
import { createCalendarFeed } from './booking/calendar-feed.ts';
import { scheduleReminderSweeps } from './booking/reminders.ts';
import { createBookingService } from './booking/service.ts';
import { createHandoffService } from './chat/handoff.ts';
import { createHandoffHub } from './chat/handoff-hub.ts';
import { chatHours } from './chat/knowledge.ts';
import { createChatService } from './chat/service.ts';
import { createBackupService } from './backup/service.ts';
import type { Config } from './config.ts';
import { createChanges } from './db/changes.ts';
import { createDataRequestService } from './data-requests/service.ts';
import type { Database } from './db/client.ts';
import { createLeadsService } from './leads/service.ts';
import { createLimitService } from './limits/service.ts';
import { createMailService } from './mail/service.ts';
import { createMediaService } from './media/service.ts';
import { createPictureService } from './media/overrides.ts';
import { registerNewsletterJobs } from './newsletter/jobs.ts';
import { createNewsletterService } from './newsletter/service.ts';

export interface ServiceDeps {
  config: Config;
  database: Database;
}

/**
 * The domain services of one app instance, built once. HTTP route modules reach them
 * through `app.deps.services`; React Router loaders through `context.services` (the part
 * declared in common/load-context.ts). One line per domain.
 */
export function createServices(deps: ServiceDeps) {
  // What another process changes reaches the services that keep a copy of it.
  const changes = createChanges(deps.database);
  // Mail delivery first: the domains that queue mail nudge it after their commits.
  const mail = createMailService(deps);
  const availability = createAvailabilityService({ ...deps, changes });
  const booking = createBookingService({ ...deps, mail, availability });
  // A booking's mails are rendered at delivery (docs/decisions/038).
  for (const [kind, render] of Object.entries(booking.mailRenderers)) mail.renders(kind, render);
  const leads = createLeadsService({ ...deps, mail });
  const newsletter = createNewsletterService({ ...deps, mail });
  registerNewsletterJobs(mail, newsletter);
  const stopReminderSweeps = scheduleReminderSweeps(
    mail,
    booking.sweepReminders,
    deps.config.REMINDER_SWEEP_SECONDS,
  );
  // The team's calendar feed and admin calendar, with the capacity in force.
  const calendar = createCalendarFeed({
    ...deps,
    current: async () => {
      const { schedule, settings } = await availability.current();
      return { schedule, capacity: settings.capacity };
    },
  });
  const analytics = createAnalyticsService(deps);
  const blog = createBlogService({ ...deps, changes });
  // A person when needed; the visitor is told when the team's hours resume.
  const handoff = createHandoffService({
    ...deps,
    mail,
    hub: createHandoffHub({ database: deps.database, changes }),
    schedule: async () => (await availability.current()).schedule,
  });
  const services = {
    /** The request throttles' counters, shared by every process. */
    limits: createLimitService(deps),
    auth: createAuthService({ ...deps, mail }),
    blog,
    media: createMediaService(deps),
    // The admin replaces the site's static pictures (ADR 037).
    pictures: createPictureService({ ...deps, changes }),
    booking,
    calendar,
    availability,
    leads,
    newsletter,
    analytics,
    stats: createStatsService({ analytics, booking, leads, newsletter }),
    chat: createChatService({
      ...deps,
      leads,
      // The assistant reads the slots of a date and the published posts.
      availability: (date) => booking.availability(date),
      blog,
      handoff,
      // The hours the assistant states are the team's in force when the message arrives.
      hours: async () => chatHours((await availability.current()).schedule),
    }),
    handoff,
    mail,
    changes,
    backups: createBackupService(deps),
    dataRequests: createDataRequestService(deps),
    /** Ends the app's own timers (the reminder sweep); the app calls it when it closes. */
    stopTimers: stopReminderSweeps,
  };
  return services satisfies SiteServices;
}

export type Services = ReturnType<typeof createServices>;
