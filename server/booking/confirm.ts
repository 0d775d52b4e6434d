import { randomBytes } from 'node:crypto';
import { site } from '../../common/site.ts';
import { slugify } from '../../common/text.ts';
import type { SlotCode } from '../../common/constants.ts';
import { fieldErrors } from '../../common/zod.ts';
import {
  CONFIRM_MESSAGES,
  confirmAppointmentSchema,
  exactStartIssue,
} from '../../common/schemas/confirm.ts';
import type { Db } from '../db/client.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import type { MailingServiceDeps } from '../mail/service.ts';
import { isUuid } from '../uuid.ts';
import * as confirmRepo from './confirm-repository.ts';
import { createBookingNotices } from './notices.ts';
import * as repo from './repository.ts';

const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found.';
const APPOINTMENT_ID_INVALID_MESSAGE = 'The appointment id is not valid.';

/**
 * A video room nobody can guess (128 random bits), on the Jitsi server of
 * MEETING_ROOM_BASE_URL: anyone with the link joins, no account needed.
 */
export function generatedRoomUrl(base: string): string {
  return `${base}/${slugify(site.name) || 'consultation'}-${randomBytes(16).toString('hex')}`;
}

/**
 * Which reminder of a confirmed consultation is due at `now`, if any (docs/decisions/032):
 * a lead L is due once `start - L` has come, if the consultation was confirmed before that
 * moment (a confirmation 2 hours ahead sends no "24 hours" reminder). When several are due
 * (the server was down), only the nearest is sent and the others are recorded as skipped.
 */
export function dueReminder(
  candidate: Pick<
    confirmRepo.ReminderCandidate,
    'confirmedStart' | 'confirmedAt' | 'recordedLeads'
  >,
  leadsSeconds: readonly number[],
  now: Date,
): { send: number; skip: number[] } | null {
  const start = candidate.confirmedStart.getTime();
  if (start <= now.getTime()) return null;
  const due = leadsSeconds
    .filter((lead) => {
      const at = start - lead * 1000;
      return at <= now.getTime() && candidate.confirmedAt.getTime() < at;
    })
    .sort((a, b) => a - b);
  const nearest = due[0];
  if (nearest === undefined || candidate.recordedLeads.includes(nearest)) return null;
  return {
    send: nearest,
    skip: due.slice(1).filter((lead) => !candidate.recordedLeads.includes(lead)),
  };
}

/**
 * Confirming a booking with its exact time and meeting link, and the reminders before it.
 * Part of the booking service (service.ts spreads it in).
 */
export function createConfirmation({ config, database, mail }: MailingServiceDeps) {
  const { db } = database;
  const notices = createBookingNotices(config);
  const leads = config.REMINDER_LEAD_MINUTES;
  const maxLead = Math.max(...leads);

  async function sendDue(id: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx: Db) => {
      // The appointment's lock, as a cancel or move takes it: a reminder is queued only for
      // a consultation still confirmed at that exact start when this commits.
      const row = await repo.findAppointmentForUpdate(tx, id);
      if (!row || row.status !== 'Confirmed' || !row.confirmedStart || !row.confirmedAt) {
        return false;
      }
      const startsAt = row.confirmedStart.getTime();
      const recordedLeads = (await confirmRepo.findReminders(tx, id))
        .filter((reminder) => reminder.startsAt.getTime() === startsAt)
        .map((reminder) => reminder.leadSeconds);
      const due = dueReminder(
        { confirmedStart: row.confirmedStart, confirmedAt: row.confirmedAt, recordedLeads },
        leads,
        now,
      );
      if (!due) return false;
      const claimed = await confirmRepo.recordReminders(
        tx,
        id,
        row.confirmedStart,
        due.send,
        due.skip,
      );
      if (claimed) await notices.reminder(tx, row, due.send);
      return claimed;
    });
  }

  return {
    /**
     * POST /api/appointments/{id}/confirm: the exact start inside the requested slot and
     * the meeting link (a generated room unless one is pasted). Status Confirmed, a new
     * calendar version, and the visitor's mail with the updated .ics, in one transaction.
     */
    async confirm(id: string, body: unknown) {
      if (!isUuid(id))
        throw invalid(APPOINTMENT_ID_INVALID_MESSAGE, { id: APPOINTMENT_ID_INVALID_MESSAGE });
      const parsed = confirmAppointmentSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        throw invalid(parsed.error.issues[0]?.message ?? 'Invalid request.', fields);
      }
      const { start, meetingLink } = parsed.data;
      const result = await db.transaction(async (tx: Db) => {
        const current = await repo.findAppointmentForUpdate(tx, id);
        if (!current) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);
        if (current.status === 'Completed') throw conflict(CONFIRM_MESSAGES.notConfirmable);
        const issue = exactStartIssue(
          start,
          current.preferredDate,
          current.preferredTime as SlotCode,
          new Date(),
        );
        if (issue) throw invalid(issue, { start: issue });
        // Reinstating a cancelled booking takes its place again, as a status change does.
        if (current.status === 'Cancelled') await repo.retakeSlotPlace(tx, current.slotStart);
        const updated = await confirmRepo.confirmAppointment(tx, id, {
          start,
          meetingUrl: meetingLink ?? generatedRoomUrl(config.MEETING_ROOM_BASE_URL),
        });
        await notices.statusChanged(tx, updated, 'Confirmed');
        return updated;
      });
      mail?.poke();
      return result;
    },

    /**
     * Queues every reminder due now (run every REMINDER_SWEEP_SECONDS by reminders.ts).
     * Each is recorded and queued in one transaction with a unique key, so it is queued
     * once across sweeps, processes, restarts and crashes. Returns how many were queued.
     */
    async sweepReminders(): Promise<number> {
      const now = new Date();
      const candidates = await confirmRepo.findReminderCandidates(db, now, maxLead);
      let queued = 0;
      for (const candidate of candidates) {
        if (!dueReminder(candidate, leads, now)) continue;
        if (await sendDue(candidate.id, now)) queued += 1;
      }
      if (queued) mail?.poke();
      return queued;
    },

    /** The reminders recorded for an appointment, oldest first. */
    reminders: (id: string) => confirmRepo.findReminders(db, id),
  };
}
