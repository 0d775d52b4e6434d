import type { BlogReadService } from './blog.ts';
import type { Schedule } from './booking.ts';
import type { ManagedAppointmentDto } from './schemas/manage-appointment.ts';

/** The visitor's self-service page reads its appointment by the secret of the link. */
interface ManageAppointmentReadService {
  /** Throws a domain error with code 'not_found' for an unknown link. */
  findForVisitor(token: string): Promise<ManagedAppointmentDto>;
}

/**
 * What the server hands every React Router loader and action (`context`). Loaders call
 * domain services in-process through `services`; the app never imports server code.
 * Each domain adds its read methods to `SiteServices` as it is built.
 */
export interface SiteServices {
  blog: BlogReadService;
  booking: ManageAppointmentReadService;
  /** The team's hours in force (the home page states them to search engines). */
  availability: { current(): Promise<{ schedule: Schedule }> };
}

export interface AppContext {
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** The site's public origin, without a trailing slash (canonical URLs, sitemap). */
  publicUrl: string;
  services: SiteServices;
}
