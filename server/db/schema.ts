import * as analytics from './schema/analytics.ts';
import * as auth from './schema/auth.ts';
import * as blog from './schema/blog.ts';
import * as booking from './schema/booking.ts';
import * as chat from './schema/chat.ts';
import * as leads from './schema/leads.ts';
import * as mail from './schema/mail.ts';
import * as newsletter from './schema/newsletter.ts';
import * as pictures from './schema/pictures.ts';
import * as system from './schema/system.ts';

/** The whole schema, for Drizzle's relational queries and drizzle-kit. */
export const schema = {
  ...analytics,
  ...auth,
  ...blog,
  ...booking,
  ...chat,
  ...leads,
  ...mail,
  ...newsletter,
  ...pictures,
  ...system,
};
export type Schema = typeof schema;
