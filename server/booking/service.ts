import { createHash, createHmac, randomUUID } from 'node:crypto';
import { linkAppointmentToConversation } from '../chat/links.ts';
import { slotStart } from '../../common/booking.ts';
import type { AppointmentStatus } from '../../common/constants.ts';
import {
  MANAGE_LINK_INVALID_MESSAGE,
  MANAGE_NOT_CHANGEABLE_MESSAGE,
  MANAGE_SAME_SLOT_MESSAGE,
  VISITOR_CHANGEABLE_STATUSES,
  manageTokenSchema,
  rescheduleSchema,
  type ManagedAppointmentDto,
} from '../../common/schemas/manage-appointment.ts';
import {
  MAX_PENDING_PER_EMAIL,
  SLOT_FULL_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
  appointmentErrorSentence,
  checkAppointmentTiming,
  appointmentSchema,
  type AppointmentDto,
  type AppointmentRequest,
  type AppointmentRequestEcho,
} from '../../common/schemas/appointment.ts';
import { site } from '../../common/site.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailQueueHooks } from '../mail/service.ts';
import {
  appointmentReceivedMail,
  appointmentStatusMail,
  appointmentTeamChangeMail,
  appointmentTeamMail,
  appointmentVisitorChangeMail,
  type AppointmentMailData,
} from '../mail/templates/appointment.ts';
import { isUuid } from '../uuid.ts';
import * as repo from './repository.ts';

export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found.';
export const APPOINTMENT_ID_INVALID_MESSAGE = 'The appointment id is not valid.';

/** Spec §8: the next steps every booking answer ends with. */
export const NEXT_STEPS = [
  'Our team will contact you within 24 hours.',
  'You will receive a confirmation e-mail shortly.',
  'Calendar details will follow once your appointment is confirmed.',
] as const;

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
  };
}

/** What a booking request sent, as the answer to a repeat carries it back. */
export function echoOf(request: AppointmentRequest): AppointmentRequestEcho {
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

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return { first: error.issues[0]?.message ?? 'Invalid request.', fields };
}

function mailData(row: repo.AppointmentRow): AppointmentMailData {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    services: row.services,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    userTimezone: row.userTimezone,
    notes: row.notes,
    source: row.source,
    status: row.status,
    updatedAt: row.updatedAt,
    calendarSequence: row.calendarSequence,
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The secret of an appointment's self-service link. It is derived from the server secret
 * (a signed link), so every later e-mail can carry the same link, while the database keeps
 * only its SHA-256 to find the appointment by.
 */
export function manageTokenFor(secret: string, appointmentId: string): string {
  return createHmac('sha256', secret)
    .update(`appointment-manage:${appointmentId}`)
    .digest('base64url');
}

export interface BookingServiceDeps {
  config: Config;
  database: Database;
  /** Nudges mail delivery after a commit that queued mail. */
  mail?: MailQueueHooks;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export function createBookingService({
  config,
  database,
  mail,
  now = () => new Date(),
}: BookingServiceDeps) {
  const { db } = database;
  const teamEmail = config.TEAM_EMAIL ?? site.email;
  const capacity = config.BOOKING_SLOT_CAPACITY;
  const horizonDays = config.BOOKING_HORIZON_DAYS;
  const manageLink = (id: string) =>
    `${config.publicUrl}/appointment/${manageTokenFor(config.JWT_SECRET, id)}`;
  const mailContext = (id: string) => ({
    publicUrl: config.publicUrl,
    manageLink: manageLink(id),
    nextSteps: NEXT_STEPS,
  });
  const afterCommit = <T>(result: T): T => {
    mail?.poke();
    return result;
  };

  async function queueBookingMails(tx: Db, row: repo.AppointmentRow) {
    const data = mailData(row);
    const team = appointmentTeamMail(data, { publicUrl: config.publicUrl });
    await queueMail(tx, {
      kind: 'appointment-team-notice',
      to: teamEmail,
      subject: team.subject,
      text: team.text,
      html: team.html,
      headers: { 'Reply-To': row.email },
      dedupeKey: `appointment:${row.id}:team`,
    });
    const receipt = appointmentReceivedMail(data, mailContext(row.id));
    await queueMail(
      tx,
      {
        kind: 'appointment-receipt',
        to: row.email,
        subject: receipt.subject,
        text: receipt.text,
        html: receipt.html,
        attachments: receipt.attachments,
        dedupeKey: `appointment:${row.id}:receipt`,
      },
      { visitorTriggered: true },
    );
  }

  /** The appointment of a self-service link, locked for the rest of the transaction. */
  async function findByManageToken(tx: Db, token: unknown, forUpdate: boolean) {
    const parsed = manageTokenSchema.safeParse(token);
    if (!parsed.success) throw notFound(MANAGE_LINK_INVALID_MESSAGE);
    const row = await repo.findAppointmentByManageHash(tx, sha256(parsed.data), forUpdate);
    if (!row) throw notFound(MANAGE_LINK_INVALID_MESSAGE);
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
      changeable: VISITOR_CHANGEABLE_STATUSES.includes(row.status),
    };
  }

  async function queueVisitorChangeMails(
    tx: Db,
    row: repo.AppointmentRow,
    change: 'cancelled' | 'rescheduled',
    previous?: { preferredDate: string; preferredTime: string },
  ) {
    const data = mailData(row);
    const version = row.calendarSequence;
    const visitor = appointmentVisitorChangeMail(data, change, mailContext(row.id));
    await queueMail(
      tx,
      {
        kind: `appointment-${change}-visitor`,
        to: row.email,
        subject: visitor.subject,
        text: visitor.text,
        html: visitor.html,
        attachments: visitor.attachments,
        dedupeKey: `appointment:${row.id}:${change}:${version}:visitor`,
      },
      { visitorTriggered: true },
    );
    const team = appointmentTeamChangeMail(data, change, { publicUrl: config.publicUrl, previous });
    await queueMail(tx, {
      kind: `appointment-${change}-team`,
      to: teamEmail,
      subject: team.subject,
      text: team.text,
      html: team.html,
      headers: { 'Reply-To': row.email },
      dedupeKey: `appointment:${row.id}:${change}:${version}:team`,
    });
  }

  return {
    /**
     * Books a consultation (spec §3 payload). The server decides the status, re-checks
     * business hours and past slots, and holds the slot's capacity inside one
     * transaction. A repeat of a pending request (same e-mail, date and slot) creates
     * nothing and answers only what it sent (`created: false`).
     */
    async book(
      input: unknown,
    ): Promise<
      | { appointment: AppointmentDto; created: true }
      | { appointment: AppointmentRequestEcho; created: false }
    > {
      const at = now();
      const parsed = appointmentSchema(at, { horizonDays }).safeParse(input ?? {});
      if (!parsed.success) {
        const { first, fields } = firstIssue(parsed.error);
        throw invalid(appointmentErrorSentence(first), fields);
      }
      const request = parsed.data;
      const start = slotStart(request.preferred_date, request.preferred_time);

      const result = await db.transaction(async (tx) => {
        await repo.lockSlot(tx, start);
        const repeated = await repo.hasPendingDuplicate(tx, {
          email: request.email,
          preferredDate: request.preferred_date,
          preferredTime: request.preferred_time,
        });
        // Whoever sends a stored booking's e-mail, date and slot gets back only what they
        // sent: the stored row may be someone else's (issue 17).
        if (repeated) return { appointment: echoOf(request), created: false as const };

        // One address holds at most MAX_PENDING_PER_EMAIL upcoming requests (issue 17).
        await repo.lockEmail(tx, request.email);
        if ((await repo.countUpcomingPending(tx, request.email, at)) >= MAX_PENDING_PER_EMAIL) {
          throw conflict(TOO_MANY_PENDING_MESSAGE);
        }

        if (!(await repo.takeSlotPlace(tx, start, capacity))) throw conflict(SLOT_FULL_MESSAGE);
        const id = randomUUID();
        const row = await repo.insertAppointment(tx, {
          id,
          manageTokenHash: sha256(manageTokenFor(config.JWT_SECRET, id)),
          name: request.name,
          email: request.email,
          phone: request.phone,
          services: request.services,
          preferredDate: request.preferred_date,
          preferredTime: request.preferred_time,
          slotStart: start,
          userTimezone: request.user_timezone,
          notes: request.notes,
          source: request.source,
          status: 'Pending',
        });
        await queueBookingMails(tx, row);
        await linkAppointmentToConversation(tx, { id: row.id, email: row.email });
        return { appointment: toAppointmentDto(row), created: true as const };
      });
      return afterCommit(result);
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
      const totalPages = Math.ceil(total / query.limit);
      return {
        appointments: rows.map(toAppointmentDto),
        pagination: {
          currentPage: query.page,
          totalPages,
          totalAppointments: total,
          hasNextPage: query.page < totalPages,
          hasPreviousPage: query.page > 1,
          limit: query.limit,
        },
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
        if (status !== 'Pending') {
          // The visitor hears of every confirmation, cancellation and completion.
          const message = appointmentStatusMail(mailData(updated), status, mailContext(id));
          await queueMail(tx, {
            kind: `appointment-${status.toLowerCase()}`,
            to: updated.email,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments,
            dedupeKey: `appointment:${id}:${status}:${updated.calendarSequence}`,
          });
        }
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
        await queueVisitorChangeMails(tx, updated, 'cancelled');
        return toManagedDto(updated);
      });
      return afterCommit(result);
    },

    /**
     * The visitor asks for another date and slot: the same rules as a booking, checked
     * with the server's clock (not past, business hours, capacity under the slot's lock).
     * The appointment goes back to Pending: the team confirms the new time.
     */
    async rescheduleByVisitor(token: unknown, body: unknown): Promise<ManagedAppointmentDto> {
      const parsed = rescheduleSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const { first, fields } = firstIssue(parsed.error);
        throw invalid(appointmentErrorSentence(first), fields);
      }
      const request = parsed.data;
      const timing = checkAppointmentTiming(request, now(), { horizonDays });
      if (timing) {
        throw invalid(appointmentErrorSentence(timing.message), { [timing.field]: timing.message });
      }
      const start = slotStart(request.preferred_date, request.preferred_time);
      const result = await db.transaction(async (tx) => {
        // Lock order: the appointment, then slots, as the administrator's status change does.
        const current = await findByManageToken(tx, token, true);
        await repo.lockSlot(tx, start);
        if (!VISITOR_CHANGEABLE_STATUSES.includes(current.status)) {
          throw conflict(MANAGE_NOT_CHANGEABLE_MESSAGE);
        }
        if (current.slotStart.getTime() === start.getTime()) {
          throw invalid(MANAGE_SAME_SLOT_MESSAGE, { preferred_time: MANAGE_SAME_SLOT_MESSAGE });
        }
        if (!(await repo.takeSlotPlace(tx, start, capacity))) throw conflict(SLOT_FULL_MESSAGE);
        await repo.releaseSlotPlace(tx, current.slotStart);
        const updated = await repo.moveAppointment(tx, current.id, {
          preferredDate: request.preferred_date,
          preferredTime: request.preferred_time,
          slotStart: start,
        });
        await queueVisitorChangeMails(tx, updated, 'rescheduled', {
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
