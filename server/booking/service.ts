import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '../../common/constants.ts';
import {
  MANAGE_LINK_EXPIRED_MESSAGE,
  MANAGE_LINK_INVALID_MESSAGE,
  MANAGE_NOT_CHANGEABLE_MESSAGE,
  MANAGE_SAME_SLOT_MESSAGE,
  VISITOR_CHANGEABLE_STATUSES,
  manageTokenSchema,
  type ManagedAppointmentDto,
} from '../../common/schemas/manage-appointment.ts';
import {
  ALREADY_REQUESTED_SLOT_MESSAGE,
  MAX_PENDING_PER_EMAIL,
  SLOT_FULL_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
  type AppointmentDto,
  type AppointmentRequest,
  type AppointmentRequestEcho,
} from '../../common/schemas/appointment.ts';
import { slotRequestOutcome } from '../../common/booking.ts';
import { canonicalEmail } from '../../common/schemas/email.ts';
import { linkAppointmentToConversation } from '../chat/links.ts';
import type { Db } from '../db/client.ts';
import { hitRateLimit, type AttemptLimit } from '../db/rate-limits.ts';
import { conflict, invalid, notFound, rateLimited } from '../errors.ts';
import type { MailingServiceDeps } from '../mail/service.ts';
import { isUuid } from '../uuid.ts';
import type { AvailabilityService } from './availability-settings.ts';
import {
  bookingRequestParser,
  dayStates,
  parseRescheduleRequest,
  slotStates,
} from './availability.ts';
import { createRefusals } from './refusals.ts';
import {
  countVisitorChange,
  manageLinkExpired,
  manageTokenFor,
  manageTokenHash,
} from './manage-link.ts';
import { createConfirmation } from './confirm.ts';
import { createBookingNotices } from './notices.ts';
import * as repo from './repository.ts';
import { paginationOf } from '../../common/pagination.ts';

const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found.';
const APPOINTMENT_ID_INVALID_MESSAGE = 'The appointment id is not valid.';

export function toAppointmentDto(row: repo.AppointmentRow): AppointmentDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    services: row.services,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    status: row.status,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    user_timezone: row.userTimezone,
    slot_start: row.slotStart.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(row.confirmedStart ? { confirmed_start: row.confirmedStart.toISOString() } : {}),
    ...(row.meetingUrl ? { meeting_url: row.meetingUrl } : {}),
  };
}

/** What a booking request sent, as the answer to a repeat carries it back. */
function echoOf(request: AppointmentRequest): AppointmentRequestEcho {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone,
    services: request.services,
    preferred_date: request.preferred_date,
    preferred_time: request.preferred_time,
    notes: request.notes,
    source: request.source,
    user_timezone: request.user_timezone,
  };
}

/** The request of a slot by an address, as the locks and counts take it. */
function slotRequestOf(
  to: { preferredDate: string; preferredTime: string; slotStart: Date; email: string },
  at: Date,
): repo.SlotRequest {
  return {
    slotStart: to.slotStart,
    preferredDate: to.preferredDate,
    preferredTime: to.preferredTime,
    emailKey: canonicalEmail(to.email),
    at,
  };
}

/** What a booking's transaction did: stored it, or why not. */
type BookingTransaction =
  | { outcome: 'created'; createdAt: Date; mails: string[] }
  | { outcome: 'repeat' }
  | { outcome: 'too_many' }
  | { outcome: 'full' }
  | { outcome: 'rate_limited'; resetAt: Date };

export interface BookingServiceDeps extends MailingServiceDeps {
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** The team's hours, closures and capacity, kept in memory; its own when absent. */
  availability: AvailabilityService;
}

/**
 * Appointments: booking, the administrator's list and statuses, the visitor's own link.
 * The slot rules are in availability.ts, the mails each change queues in notices.ts.
 */
export function createBookingService({
  config,
  database,
  mail,
  availability: teamAvailability,
  now = () => new Date(),
}: BookingServiceDeps) {
  const { db } = database;
  const horizonDays = config.BOOKING_HORIZON_DAYS;
  const parseBooking = bookingRequestParser(now, horizonDays);
  const notices = createBookingNotices(config);
  const refusals = createRefusals({ config, db, poke: () => mail?.poke() });
  const afterCommit = <T>(result: T): T => {
    mail?.poke();
    return result;
  };

  /** The appointment of a self-service link, locked for the rest of the transaction. */
  async function findByManageToken(tx: Db, token: unknown, forUpdate: boolean) {
    const parsed = manageTokenSchema.safeParse(token);
    if (!parsed.success) throw notFound(MANAGE_LINK_INVALID_MESSAGE);
    const row = await repo.findAppointmentByManageHash(tx, manageTokenHash(parsed.data), forUpdate);
    if (!row) throw notFound(MANAGE_LINK_INVALID_MESSAGE);
    if (manageLinkExpired(row, now())) throw notFound(MANAGE_LINK_EXPIRED_MESSAGE);
    return row;
  }

  function toManagedDto(row: repo.AppointmentRow): ManagedAppointmentDto {
    return {
      name: row.name,
      services: row.services,
      preferred_date: row.preferredDate,
      preferred_time: row.preferredTime,
      status: row.status,
      user_timezone: row.userTimezone,
      slot_start: row.slotStart.toISOString(),
      confirmed_start:
        row.status === 'Confirmed' && row.confirmedStart ? row.confirmedStart.toISOString() : null,
      meeting_url: row.status === 'Confirmed' ? row.meetingUrl : null,
      changeable: VISITOR_CHANGEABLE_STATUSES.includes(row.status),
    };
  }

  /**
   * `check`'s answer; when it refuses (throws), the attempt is counted against `limit` on
   * its own, and past the limit the answer is 429 rather than the refusal.
   */
  async function countedIfRefused<T>(limit: AttemptLimit, check: () => T): Promise<T> {
    try {
      return check();
    } catch (error) {
      const hit = await hitRateLimit(db, limit.key, limit.windowMs);
      if (hit.count > limit.max) throw rateLimited(hit.resetAt);
      throw error;
    }
  }

  // Confirming with an exact time and meeting link; reminders (confirm.ts).
  const confirmation = createConfirmation({ config, database, mail });

  return {
    ...confirmation,
    /** What renders the mails a booking queues, by kind (docs/decisions/038). */
    mailRenderers: notices.renderers,
    async confirm(id: string, body: unknown): Promise<AppointmentDto> {
      return toAppointmentDto(await confirmation.confirm(id, body));
    },

    /**
     * Books a consultation (spec §3 payload). The server decides the status, re-checks
     * business hours and past slots, and decides the rules of slotRequestOutcome under the
     * slot's and the address's locks, in one transaction (docs/decisions/062). A repeat of
     * a pending request (same e-mail, date and slot) creates nothing and answers only what
     * it sent (`created: false`). Each attempt counts against `limit` (one client's
     * bookings in a window): a valid one inside the booking's transaction, a refused one
     * on its own (docs/decisions/043).
     */
    async book(
      input: unknown,
      limit: AttemptLimit,
      meta: { referer?: string } = {},
    ): Promise<
      | { appointment: AppointmentDto; created: true }
      | { appointment: AppointmentRequestEcho; created: false }
    > {
      const at = now();
      // The team's settings come from memory: no query of their own (docs/decisions/031).
      const { schedule, settings } = await teamAvailability.current();
      const { capacity } = settings;
      // A refused date or slot with a good contact is kept as a lead, with times to offer.
      const refusal = { at, rules: { horizonDays, schedule, capacity }, referer: meta.referer };
      const { request, start } = await countedIfRefused(limit, () =>
        parseBooking(input, schedule),
      ).catch(async (error: unknown) => {
        throw await refusals.invalid(input, error, refusal);
      });

      const id = randomUUID();
      const values = {
        id,
        manageTokenHash: manageTokenHash(manageTokenFor(config.JWT_SECRET, id)),
        name: request.name,
        email: request.email,
        phone: request.phone,
        services: request.services,
        preferredDate: request.preferred_date,
        preferredTime: request.preferred_time,
        slotStart: start,
        userTimezone: request.user_timezone ?? null,
        notes: request.notes ?? null,
        source: request.source ?? null,
      };

      // The row as the receipt and team notice tell it; the stored one differs only in its
      // creation time (the database's clock).
      const row: repo.AppointmentRow = {
        ...values,
        status: 'Pending',
        calendarSequence: 0,
        confirmedStart: null,
        confirmedAt: null,
        meetingUrl: null,
        createdAt: at,
        updatedAt: at,
      };
      // One transaction: the attempt's count, the slot's and the address's locks and
      // counts, and, when the rules allow it, the place, the row, its two mails and its
      // chat link. A refusal commits too: the attempt stays counted.
      const booked = await db.transaction(async (tx): Promise<BookingTransaction> => {
        const locked = await repo.lockSlotRequest(tx, slotRequestOf(values, at), limit);
        if ('rateLimitedUntil' in locked) {
          return { outcome: 'rate_limited', resetAt: locked.rateLimitedUntil };
        }
        const outcome = slotRequestOutcome(locked, { capacity, maxPending: MAX_PENDING_PER_EMAIL });
        if (outcome !== 'take') return { outcome };
        // Sent together: nothing of one needs another's answer (pipelined on PostgreSQL).
        const [createdAt, mails] = await Promise.all([
          repo.insertBookedAppointment(tx, values),
          notices.booked(tx, row),
          linkAppointmentToConversation(tx, row),
        ]);
        return { outcome: 'created', createdAt, mails };
      });
      // Whoever sends a stored booking's e-mail, date and slot gets back only what they
      // sent: the stored row may be someone else's.
      if (booked.outcome === 'repeat') return { appointment: echoOf(request), created: false };
      if (booked.outcome === 'too_many') throw conflict(TOO_MANY_PENDING_MESSAGE);
      if (booked.outcome === 'full') {
        throw await refusals.full(request, conflict(SLOT_FULL_MESSAGE), refusal);
      }
      if (booked.outcome === 'rate_limited') throw rateLimited(booked.resetAt);
      const stored = { ...row, createdAt: booked.createdAt, updatedAt: booked.createdAt };
      mail?.poke(booked.mails);
      return { appointment: toAppointmentDto(stored), created: true };
    },

    /** GET /api/appointments/availability: each slot of `date` open, full or past. */
    async availability(date: string) {
      const { schedule, settings } = await teamAvailability.current();
      return slotStates(db, date, now(), {
        capacity: settings.capacity,
        horizonDays,
        schedule,
      });
    },

    /** GET /api/appointments/days: each date of the range open, full, closed, past or beyond. */
    async days(range: { from: string; to: string }) {
      const { schedule, settings } = await teamAvailability.current();
      return dayStates(db, range, now(), {
        capacity: settings.capacity,
        horizonDays,
        schedule,
      });
    },

    async list(query: { status?: AppointmentStatus; page: number; limit: number }) {
      const [rows, byStatus] = await Promise.all([
        repo.findAppointmentPage(db, {
          status: query.status,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.countAppointmentsByStatus(db),
      ]);
      const all = Object.values(byStatus).reduce((a, b) => a + b, 0);
      // The filter tabs' counts are the list's total too: no second count.
      const total = query.status ? byStatus[query.status] : all;
      return {
        appointments: rows.map(toAppointmentDto),
        pagination: paginationOf(query.page, query.limit, total),
        counts: { total: all, ...byStatus },
      };
    },

    async get(id: string): Promise<AppointmentDto> {
      if (!isUuid(id))
        throw invalid(APPOINTMENT_ID_INVALID_MESSAGE, { id: APPOINTMENT_ID_INVALID_MESSAGE });
      const row = await repo.findAppointment(db, id);
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
      return toAppointmentDto(row);
    },

    /**
     * Any status may follow any other (spec §4). Cancelling gives the slot's place back;
     * reinstating a cancelled booking takes it again, even past capacity: the
     * administrator decided so.
     */
    async setStatus(id: string, status: AppointmentStatus): Promise<AppointmentDto> {
      if (!isUuid(id))
        throw invalid(APPOINTMENT_ID_INVALID_MESSAGE, { id: APPOINTMENT_ID_INVALID_MESSAGE });
      const result = await db.transaction(async (tx) => {
        const current = await repo.findAppointmentForUpdate(tx, id);
        if (!current) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
        if (current.status === status) return toAppointmentDto(current);
        if (status === 'Cancelled') await repo.releaseSlotPlace(tx, current.slotStart);
        if (current.status === 'Cancelled') await repo.retakeSlotPlace(tx, current.slotStart);
        const updated = await repo.updateAppointmentStatus(tx, id, status);
        await notices.statusChanged(tx, updated, status);
        return toAppointmentDto(updated);
      });
      return afterCommit(result);
    },

    /** GET /api/appointments/manage/:token: the visitor's own appointment. */
    async findForVisitor(token: unknown): Promise<ManagedAppointmentDto> {
      return toManagedDto(await findByManageToken(db, token, false));
    },

    /** The visitor cancels from their link; the slot's place is given back. */
    async cancelByVisitor(token: unknown): Promise<ManagedAppointmentDto> {
      const result = await db.transaction(async (tx) => {
        const current = await findByManageToken(tx, token, true);
        if (current.status === 'Cancelled') return toManagedDto(current);
        if (!VISITOR_CHANGEABLE_STATUSES.includes(current.status)) {
          throw conflict(MANAGE_NOT_CHANGEABLE_MESSAGE);
        }
        await repo.releaseSlotPlace(tx, current.slotStart);
        const updated = await repo.updateAppointmentStatus(tx, current.id, 'Cancelled');
        await notices.visitorChanged(tx, updated, 'cancelled');
        return toManagedDto(updated);
      });
      return afterCommit(result);
    },

    /**
     * The visitor asks for another date and slot: every rule of a booking, checked with
     * the server's clock (not past, business hours, closures, horizon; under the locks of
     * the slot and the address: not a second pending request of that slot, the pending
     * limit of the address, capacity). The appointment goes back to Pending: the team
     * confirms the new time.
     */
    async rescheduleByVisitor(token: unknown, body: unknown): Promise<ManagedAppointmentDto> {
      const at = now();
      const { schedule, settings } = await teamAvailability.current();
      const { capacity } = settings;
      const { request, start } = parseRescheduleRequest(body, at, horizonDays, schedule);
      const result = await db.transaction(async (tx) => {
        // Lock order: the appointment, then slots, then the address (repository.ts).
        const current = await findByManageToken(tx, token, true);
        if (!VISITOR_CHANGEABLE_STATUSES.includes(current.status)) {
          throw conflict(MANAGE_NOT_CHANGEABLE_MESSAGE);
        }
        if (current.slotStart.getTime() === start.getTime()) {
          throw invalid(MANAGE_SAME_SLOT_MESSAGE, { preferred_time: MANAGE_SAME_SLOT_MESSAGE });
        }
        // Each move mails the team: a few a day per appointment (manage-link.ts).
        await countVisitorChange(tx, current.id);
        const to = {
          preferredDate: request.preferred_date,
          preferredTime: request.preferred_time,
          slotStart: start,
        };
        // Both slots before the address: the place left is given back under its lock.
        await repo.lockSlots(tx, [current.slotStart, start]);
        const counts = await repo.lockSlotRequest(tx, {
          ...slotRequestOf({ ...to, email: current.email }, at),
          movingId: current.id,
        });
        const outcome = slotRequestOutcome(counts, { capacity, maxPending: MAX_PENDING_PER_EMAIL });
        if (outcome === 'repeat') throw conflict(ALREADY_REQUESTED_SLOT_MESSAGE);
        if (outcome === 'too_many') throw conflict(TOO_MANY_PENDING_MESSAGE);
        if (outcome === 'full') throw conflict(SLOT_FULL_MESSAGE);
        await repo.takeSlotPlace(tx, start);
        await repo.releaseSlotPlace(tx, current.slotStart);
        const updated = await repo.moveAppointment(tx, current.id, to);
        await notices.visitorChanged(tx, updated, 'rescheduled', {
          preferredDate: current.preferredDate,
          preferredTime: current.preferredTime,
        });
        return toManagedDto(updated);
      });
      return afterCommit(result);
    },

    /** Per status: all appointments, or those made on days `from`..`to` (Pakistan time). */
    countByStatus: (days?: { from: string; to: string }) =>
      repo.countAppointmentsByStatus(db, days),
    slotBookedCount: (start: Date) => repo.slotBookedCount(db, start),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
