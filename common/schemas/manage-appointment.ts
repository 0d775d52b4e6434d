import { z } from '../zod.ts';
import { isIsoDate, isSlotCode } from '../booking.ts';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type SlotCode } from '../constants.ts';
import { site } from '../site.ts';
import { APPOINTMENT_MESSAGES } from './appointment.ts';

/**
 * The visitor's self-service page (/appointment/:token, opened from the e-mailed link):
 * cancel, or ask for another date and slot. The browser checks these for convenience;
 * the server checks them again with its own clock (`checkAppointmentTiming`).
 */
export const MANAGE_LINK_INVALID_MESSAGE =
  'This link is not valid. Please check the link in your e-mail.';
export const MANAGE_CANCELLED_MESSAGE = 'Your appointment is cancelled.';
export const MANAGE_RESCHEDULED_MESSAGE =
  'Your new date and slot are saved. We will confirm them within 24 hours.';
export const MANAGE_NOT_CHANGEABLE_MESSAGE =
  'This appointment can no longer be changed. Please contact us if you need help.';
export const MANAGE_SAME_SLOT_MESSAGE = 'This is already the date and slot of your appointment.';

/**
 * New dates and slots one appointment may be given through its link in a day: each one
 * mails the team, so a link cannot flood its inbox. Cancelling, which ends the changes,
 * is never refused.
 */
export const MAX_VISITOR_CHANGES_PER_DAY = 3;
export const MANAGE_TOO_MANY_CHANGES_MESSAGE = `This appointment has been moved ${MAX_VISITOR_CHANGES_PER_DAY} times today. To change it again, please call us at ${site.phone} or e-mail ${site.email}.`;

/** How long after the appointment's time its e-mailed link keeps working. */
export const MANAGE_LINK_VALID_AFTER_MS = 24 * 60 * 60_000;
export const MANAGE_LINK_EXPIRED_MESSAGE = `This link has expired: it worked until a day after the appointment. Please call us at ${site.phone} or e-mail ${site.email} if you need help.`;

/** Statuses in which the visitor may still cancel or move the appointment. */
export const VISITOR_CHANGEABLE_STATUSES: readonly AppointmentStatus[] = ['Pending', 'Confirmed'];

export const manageTokenSchema = z
  .string({ message: MANAGE_LINK_INVALID_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: MANAGE_LINK_INVALID_MESSAGE });

/** POST /api/appointments/manage/:token/reschedule. */
export const rescheduleSchema = z.object({
  preferred_date: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string())
    .refine((v) => v !== '', { message: APPOINTMENT_MESSAGES.dateRequired, abort: true })
    .refine(isIsoDate, { message: APPOINTMENT_MESSAGES.dateInvalid }),
  preferred_time: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string())
    .refine((v) => v !== '', { message: APPOINTMENT_MESSAGES.timeRequired, abort: true })
    .refine(isSlotCode, { message: APPOINTMENT_MESSAGES.timeInvalid })
    .transform((v) => v as SlotCode),
});

/** GET /api/appointments/manage/:token: what the visitor's page shows. */
export const managedAppointmentSchema = z.object({
  name: z.string(),
  services: z.array(z.string()),
  preferred_date: z.string(),
  preferred_time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  user_timezone: z.string().nullable(),
  slot_start: z.string(),
  /** The exact start the team confirmed, ISO; null until confirmed. */
  confirmed_start: z.string().nullable(),
  /** The consultation's video call, set with the exact start; null until confirmed. */
  meeting_url: z.string().nullable(),
  /** Whether cancel and reschedule are offered. */
  changeable: z.boolean(),
});
export type ManagedAppointmentDto = z.infer<typeof managedAppointmentSchema>;
