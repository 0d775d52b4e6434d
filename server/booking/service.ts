import { describeSlot, slotStart } from '../../common/booking.ts';
import {
  APPOINTMENT_SOURCE_FALLBACK_LABEL,
  type AppointmentStatus,
} from '../../common/constants.ts';
import {
  SLOT_FULL_MESSAGE,
  appointmentErrorSentence,
  appointmentSchema,
  type AppointmentDto,
  type AppointmentRequest,
} from '../../common/schemas/appointment.ts';
import { site } from '../../common/site.ts';
import { isUuid } from '../auth/repository.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
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

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return { first: error.issues[0]?.message ?? 'Invalid request.', fields };
}

function slotLines(row: repo.AppointmentRow): string[] {
  const slot = describeSlot(
    row.preferredDate,
    row.preferredTime as AppointmentRequest['preferred_time'],
    row.userTimezone,
  );
  return [
    `Date and time: ${slot.pakistan}`,
    ...(slot.visitor ? [`In your time zone: ${slot.visitor}`] : []),
    `Requested slot: ${row.preferredDate}, ${row.preferredTime}`,
  ];
}

async function queueBookingMails(tx: Db, row: repo.AppointmentRow, teamEmail: string) {
  const services = row.services.join(', ');
  const details = [
    `Services: ${services}`,
    ...slotLines(row),
    `Name: ${row.name}`,
    `E-mail: ${row.email}`,
    `Phone: ${row.phone || 'not given'}`,
  ];
  await queueMail(tx, {
    kind: 'appointment-team-notice',
    to: teamEmail,
    subject: `New appointment request: ${row.name}, ${row.preferredDate} ${row.preferredTime}`,
    text: [
      'A visitor asked for a consultation.',
      '',
      ...details,
      `Notes: ${row.notes ?? 'none'}`,
      `Source: ${row.source ?? APPOINTMENT_SOURCE_FALLBACK_LABEL}`,
      `Visitor time zone: ${row.userTimezone ?? 'unknown'}`,
      '',
      'Please confirm the exact time with the visitor within 24 hours.',
    ].join('\n'),
    dedupeKey: `appointment:${row.id}:team`,
  });
  await queueMail(tx, {
    kind: 'appointment-receipt',
    to: row.email,
    subject: `We received your appointment request - ${site.name}`,
    text: [
      `Hello ${row.name},`,
      '',
      `Thank you for requesting a free consultation with ${site.name}. Your request:`,
      '',
      ...details,
      '',
      'Next steps:',
      ...NEXT_STEPS.map((step) => `- ${step}`),
      '',
      `${site.name}`,
      `${site.email} · ${site.phone}`,
    ].join('\n'),
    dedupeKey: `appointment:${row.id}:receipt`,
  });
}

export interface BookingServiceDeps {
  config: Config;
  database: Database;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export function createBookingService({
  config,
  database,
  now = () => new Date(),
}: BookingServiceDeps) {
  const { db } = database;
  const teamEmail = config.TEAM_EMAIL ?? site.email;
  const capacity = config.BOOKING_SLOT_CAPACITY;

  return {
    /**
     * Books a consultation (spec §3 payload). The server decides the status, re-checks
     * business hours and past slots, and holds the slot's capacity inside one
     * transaction. A repeated identical pending request answers the existing booking.
     */
    async book(input: unknown): Promise<{ appointment: AppointmentDto; created: boolean }> {
      const at = now();
      const parsed = appointmentSchema(at).safeParse(input ?? {});
      if (!parsed.success) {
        const { first, fields } = firstIssue(parsed.error);
        throw invalid(appointmentErrorSentence(first), fields);
      }
      const request = parsed.data;
      const start = slotStart(request.preferred_date, request.preferred_time);

      return db.transaction(async (tx) => {
        await repo.lockSlot(tx, start);
        const existing = await repo.findPendingDuplicate(tx, {
          email: request.email,
          preferredDate: request.preferred_date,
          preferredTime: request.preferred_time,
        });
        if (existing) return { appointment: toAppointmentDto(existing), created: false };

        if (!(await repo.takeSlotPlace(tx, start, capacity))) throw conflict(SLOT_FULL_MESSAGE);
        const row = await repo.insertAppointment(tx, {
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
        await queueBookingMails(tx, row, teamEmail);
        return { appointment: toAppointmentDto(row), created: true };
      });
    },

    async list(query: { status?: AppointmentStatus; page: number; limit: number }) {
      const [{ rows, total }, byStatus] = await Promise.all([
        repo.findAppointmentPage(db, {
          status: query.status,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.countAppointmentsByStatus(db),
      ]);
      const totalPages = Math.ceil(total / query.limit);
      const all = Object.values(byStatus).reduce((a, b) => a + b, 0);
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
      return db.transaction(async (tx) => {
        const current = await repo.findAppointmentForUpdate(tx, id);
        if (!current) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
        if (current.status === status) return toAppointmentDto(current);
        if (status === 'Cancelled') await repo.releaseSlotPlace(tx, current.slotStart);
        if (current.status === 'Cancelled') await repo.retakeSlotPlace(tx, current.slotStart);
        return toAppointmentDto(await repo.updateAppointmentStatus(tx, id, status));
      });
    },

    countByStatus: (range?: { from: Date; to: Date }) => repo.countAppointmentsByStatus(db, range),
    slotBookedCount: (start: Date) => repo.slotBookedCount(db, start),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
