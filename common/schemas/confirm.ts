import { z } from '../zod.ts';
import {
  formatDate,
  formatTimeRange,
  isValidTimeZone,
  slotEnd,
  slotStart,
  zoneOffsetMs,
} from '../booking.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../constants.ts';

/**
 * Confirming a booking: the administrator picks the exact start of the
 * consultation inside the requested slot and its meeting link, a generated video room by
 * default or a pasted Meet/Zoom link. One schema for the admin dialog and
 * POST /api/appointments/{id}/confirm; the slot rule needs the appointment, so the server
 * checks it (and the browser offers only `exactStartChoices`).
 */

/** Spec §9: a consultation takes 15-20 minutes; the calendar holds the longer. */
const CONSULTATION_MINUTES = 20;
/** The exact starts the dialog offers are this far apart. */
const EXACT_START_STEP_MINUTES = 15;
const MINUTE_MS = 60_000;
const MEETING_LINK_MAX = 500;

export const CONFIRM_MESSAGES = {
  startRequired: 'Please choose the exact start time',
  startInvalid: 'Please choose a valid exact start time',
  startOutsideSlot:
    'The exact start must fall inside the requested slot, leaving 20 minutes for the consultation.',
  startPast: 'The exact start has already passed. Please choose a later time.',
  linkRequired: 'Please paste the meeting link',
  linkInvalid:
    'The meeting link must be a full https:// address, such as a Google Meet or Zoom link',
  notConfirmable: 'A completed appointment cannot be confirmed again.',
} as const;

/** How the consultation is held: a video room the server makes, or a link the team pastes. */
const MEETING_KINDS = ['generated', 'pasted'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** An https URL without credentials, as a meeting invitation carries it. */
export function isMeetingLink(value: string): boolean {
  if (value.length > MEETING_LINK_MAX || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

/** POST /api/appointments/{id}/confirm. */
export const confirmAppointmentSchema = z
  .object({
    /** The exact start, an ISO instant (e.g. 2025-03-10T14:15:00.000Z). */
    start: z
      .preprocess((v) => (v === undefined || v === null ? '' : v), z.string())
      .refine((v) => v !== '', { message: CONFIRM_MESSAGES.startRequired, abort: true })
      .refine((v) => v.length <= 40 && z.iso.datetime({ offset: true }).safeParse(v).success, {
        message: CONFIRM_MESSAGES.startInvalid,
      }),
    meeting: z
      .enum(MEETING_KINDS, { message: 'Choose a generated video room or a pasted link' })
      .default('generated'),
    meeting_link: z
      .preprocess(
        (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
        z.string({ message: CONFIRM_MESSAGES.linkInvalid }),
      )
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.meeting !== 'pasted') return;
    const link = value.meeting_link ?? '';
    if (link === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['meeting_link'],
        message: CONFIRM_MESSAGES.linkRequired,
      });
    } else if (!isMeetingLink(link)) {
      ctx.addIssue({
        code: 'custom',
        path: ['meeting_link'],
        message: CONFIRM_MESSAGES.linkInvalid,
      });
    }
  })
  .transform((value) => ({
    start: new Date(value.start),
    meetingLink: value.meeting === 'pasted' ? (value.meeting_link ?? null) : null,
  }));

/** The end of a consultation that starts at `start`. */
export const consultationEnd = (start: Date) =>
  new Date(start.getTime() + CONSULTATION_MINUTES * MINUTE_MS);

/**
 * Why `start` cannot be the exact start of a consultation in the slot `code` of `date`
 * (inside the slot, on a whole minute, ending by the slot's end, not past), or null.
 */
export function exactStartIssue(
  start: Date,
  date: string,
  code: SlotCode,
  now: Date,
): string | null {
  const time = start.getTime();
  if (Number.isNaN(time) || time % MINUTE_MS !== 0) return CONFIRM_MESSAGES.startInvalid;
  if (time < slotStart(date, code).getTime() || consultationEnd(start) > slotEnd(date, code)) {
    return CONFIRM_MESSAGES.startOutsideSlot;
  }
  if (time <= now.getTime()) return CONFIRM_MESSAGES.startPast;
  return null;
}

/** The exact starts the confirm dialog offers: every 15 minutes while 20 minutes fit. */
export function exactStartChoices(date: string, code: SlotCode): Date[] {
  const first = slotStart(date, code).getTime();
  const last = slotEnd(date, code).getTime() - CONSULTATION_MINUTES * MINUTE_MS;
  const choices: Date[] = [];
  for (let t = first; t <= last; t += EXACT_START_STEP_MINUTES * MINUTE_MS) {
    choices.push(new Date(t));
  }
  return choices;
}

export interface ExactTimeDescription {
  /** 'Monday, March 10, 2025, 7:15 PM - 7:35 PM (Pakistan time)'. */
  pakistan: string;
  /** The same on the visitor's clock, or null when it reads like Pakistan's or is unknown. */
  visitor: string | null;
}

/** A confirmed consultation in Pakistan time and in the visitor's zone (DST-safe). */
export function describeExactTime(start: Date, visitorZone?: string | null): ExactTimeDescription {
  const end = consultationEnd(start);
  const inZone = (zone: string) =>
    `${formatDate(start, zone)}, ${formatTimeRange(start, end, zone)}`;
  const pakistan = `${inZone(BUSINESS_TIME_ZONE)} (Pakistan time)`;
  if (
    !isValidTimeZone(visitorZone) ||
    zoneOffsetMs(start, visitorZone) === zoneOffsetMs(start, BUSINESS_TIME_ZONE)
  ) {
    return { pakistan, visitor: null };
  }
  return { pakistan, visitor: `${inZone(visitorZone)} (${visitorZone})` };
}

/** '7:15 PM' in `zone` (plain spaces). */
export function formatClock(start: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(start)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * How the confirm dialog names an exact start: '7:15 PM Pakistan time', and the visitor's
 * clock beside it when it differs ('9:15 AM for the visitor, America/New_York').
 */
export function exactStartLabel(start: Date, visitorZone?: string | null): string {
  const pakistan = `${formatClock(start, BUSINESS_TIME_ZONE)} Pakistan time`;
  if (
    !isValidTimeZone(visitorZone) ||
    zoneOffsetMs(start, visitorZone) === zoneOffsetMs(start, BUSINESS_TIME_ZONE)
  ) {
    return pakistan;
  }
  return `${pakistan} (${formatClock(start, visitorZone)} for the visitor, ${visitorZone})`;
}
