import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  addDays,
  dateInZone,
  slotEnd,
  slotStart,
  slotsForDate,
  type Schedule,
} from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../../common/constants.ts';
import { serviceLabel } from '../../common/labels.ts';
import { consultationEnd } from '../../common/schemas/confirm.ts';
import { site } from '../../common/site.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { invalid } from '../errors.ts';
import { buildCalendar, type CalendarEvent } from '../mail/ics.ts';
import * as confirmRepo from './confirm-repository.ts';
import * as repo from './repository.ts';
import { toAppointmentDto } from './service.ts';

/** How far back the feed reaches: calendars keep last month's consultations in view. */
const FEED_PAST_DAYS = 30;
/** At most this many consultations in one feed answer. */
const FEED_LIMIT = 2000;
/** The admin calendar shows at most six weeks at once (a month view). */
const CALENDAR_MAX_DAYS = 42;
const CALENDAR_LIMIT = 2000;
/** The secret's form in a feed URL: 43 base64url characters (256 bits). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

export interface CalendarFeedDeps {
  config: Config;
  database: Database;
  /** The team's hours and capacity in force (the team's availability). */
  current(): Promise<{ schedule: Schedule; capacity: number }>;
}

/**
 * The team's calendar (docs/decisions/032): a secret iCalendar feed URL of the
 * pending and confirmed consultations for Google Calendar, Outlook or Apple Calendar, and
 * the admin calendar's slots and bookings. The database keeps only the secret's SHA-256,
 * so the URL is shown once, when it is made; making a new one ends the old one.
 */
export function createCalendarFeed({ config, database, current }: CalendarFeedDeps) {
  const { db } = database;
  const feedUrl = (secret: string) => `${config.publicUrl}/api/calendar/${secret}.ics`;
  const hostname = new URL(config.publicUrl).hostname;

  function eventOf(row: repo.AppointmentRow): CalendarEvent {
    const confirmed = row.status === 'Confirmed';
    const exact = confirmed ? row.confirmedStart : null;
    const start = exact ?? slotStart(row.preferredDate, row.preferredTime as SlotCode);
    const end = exact
      ? consultationEnd(exact)
      : slotEnd(row.preferredDate, row.preferredTime as SlotCode);
    const meeting = exact ? row.meetingUrl : null;
    return {
      uid: `${row.id}@${hostname}`,
      sequence: row.calendarSequence,
      start,
      end,
      stamp: row.updatedAt,
      summary: `${confirmed ? '' : 'Requested: '}Consultation with ${row.name}`,
      description: [
        `${row.name} <${row.email}>${row.phone ? `, ${row.phone}` : ''}`,
        `Services: ${row.services.map(serviceLabel).join(', ') || 'none'}`,
        confirmed
          ? exact
            ? 'Confirmed exact time.'
            : 'Confirmed; no exact time set yet.'
          : 'Requested slot; confirm the exact time within 24 hours.',
        ...(meeting ? [`Video call: ${meeting}`] : []),
        ...(row.userTimezone ? [`Visitor's time zone: ${row.userTimezone}`] : []),
        ...(row.notes ? [`Notes: ${row.notes}`] : []),
        `Manage: ${config.publicUrl}/admin/appointments`,
      ].join('\n'),
      ...(meeting ? { location: meeting, url: meeting } : {}),
      status: confirmed ? 'CONFIRMED' : 'TENTATIVE',
      busyStatus: confirmed ? 'BUSY' : 'TENTATIVE',
      lastModified: row.updatedAt,
    };
  }

  return {
    /** Whether a feed URL exists, and since when. */
    async feedStatus(): Promise<{ active: boolean; created_at: string | null }> {
      const saved = await confirmRepo.findFeedSecretHash(db);
      return { active: saved !== null, created_at: saved?.createdAt.toISOString() ?? null };
    },

    /** A new feed URL, shown this once; the previous one stops working. */
    async regenerateFeed(): Promise<{ url: string; created_at: string }> {
      const secret = randomBytes(32).toString('base64url');
      const createdAt = await confirmRepo.saveFeedSecretHash(db, hashOf(secret).toString('hex'));
      return { url: feedUrl(secret), created_at: createdAt.toISOString() };
    },

    /** The iCalendar text of the feed whose secret is `secret`; null for any other secret. */
    async feed(secret: string): Promise<string | null> {
      if (!SECRET_PATTERN.test(secret)) return null;
      const saved = await confirmRepo.findFeedSecretHash(db);
      if (!saved) return null;
      const expected = Buffer.from(saved.hash, 'hex');
      const given = hashOf(secret);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const from = new Date(Date.now() - FEED_PAST_DAYS * 24 * 3_600_000);
      const rows = await confirmRepo.findFeedAppointments(db, from, FEED_LIMIT);
      // The same writer as the visitor's invitation: every text escaped, lines folded.
      return buildCalendar(
        { productId: `-//${site.name}//Team calendar//EN`, name: `${site.name} consultations` },
        rows.map(eventOf),
      );
    },

    /**
     * The admin calendar from `from` to `to` (dates in Pakistan time, both included): each
     * offered slot with its fill (places taken of its capacity) and the bookings in it.
     * A slot and a booking belong to the date their start falls on in Pakistan time, not to
     * the date they were booked under: the 12am-3am slot booked for Monday is Tuesday's
     * night, so the day before `from` is read for it as well.
     */
    async calendar(from: string, to: string) {
      if (to < from || addDays(from, CALENDAR_MAX_DAYS - 1) < to) {
        const message = `Choose a range of 1 to ${CALENDAR_MAX_DAYS} days.`;
        throw invalid(message, { to: message });
      }
      const within = (instant: Date) => {
        const date = dateInZone(instant, BUSINESS_TIME_ZONE);
        return date >= from && date <= to;
      };
      const { schedule, capacity } = await current();
      const slots: { date: string; code: SlotCode; start: Date; end: Date }[] = [];
      for (let date = addDays(from, -1); date <= to; date = addDays(date, 1)) {
        for (const code of slotsForDate(date, schedule)) {
          const start = slotStart(date, code);
          if (within(start)) slots.push({ date, code, start, end: slotEnd(date, code) });
        }
      }
      const begin = slotStart(from, '6pm-9pm');
      const endAt = slotEnd(addDays(to, 1), '12am-3am');
      const [booked, rows] = await Promise.all([
        repo.slotBookedCounts(
          db,
          slots.map((slot) => slot.start),
        ),
        confirmRepo.findAppointmentsBetween(
          db,
          new Date(begin.getTime() - 24 * 3_600_000),
          endAt,
          CALENDAR_LIMIT,
        ),
      ]);
      return {
        from,
        to,
        capacity,
        slots: slots.map((slot) => ({
          date: slot.date,
          code: slot.code,
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          booked: booked.get(slot.start.getTime()) ?? 0,
          capacity,
        })),
        appointments: rows
          .filter((row) => within(row.confirmedStart ?? row.slotStart))
          .map(toAppointmentDto),
      };
    },
  };
}
