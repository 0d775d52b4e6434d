import { z } from '../zod.ts';
import { isIsoDate } from '../booking.ts';
import { SLOT_CODES } from '../constants.ts';
import { appointmentDtoSchema } from './appointment.ts';

/** The team's calendar: the admin calendar's range and answers, the feed URL. */

const day = (what: string) =>
  z
    .string({ message: `Please choose the ${what} date` })
    .refine(isIsoDate, { message: `The ${what} date must be a date such as 2025-03-10` });

/** GET /api/admin/calendar?from=&to= (dates in Pakistan time, both included). */
export const calendarQuerySchema = z.object({ from: day('first'), to: day('last') });

export const calendarAnswerSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  capacity: z.number(),
  /** Every slot offered in the range, with its places taken. */
  slots: z.array(
    z.object({
      date: z.string(),
      code: z.enum(SLOT_CODES),
      start: z.string(),
      end: z.string(),
      booked: z.number(),
      capacity: z.number(),
    }),
  ),
  /** The range's bookings, cancelled ones left out. */
  appointments: z.array(appointmentDtoSchema),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

export const calendarFeedStatusSchema = z.object({
  success: z.literal(true),
  active: z.boolean(),
  created_at: z.string().nullable(),
});

export const calendarFeedCreatedSchema = z.object({
  success: z.literal(true),
  /** The full feed URL: shown once, as only its hash is kept. */
  url: z.string(),
  created_at: z.string(),
});
