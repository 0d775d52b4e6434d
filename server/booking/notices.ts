import { BOOKING_NEXT_STEPS } from '../../common/booking.ts';
import type { AppointmentStatus } from '../../common/constants.ts';
import { site } from '../../common/site.ts';
import { statusMailsVisitor } from '../../common/status-mail.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { queueMail, queueMails } from '../mail/outbox.ts';
import {
  appointmentReceivedMail,
  appointmentReminderMail,
  appointmentStatusMail,
  appointmentTeamChangeMail,
  appointmentTeamMail,
  appointmentVisitorChangeMail,
  type AppointmentMailData,
} from '../mail/templates/appointment.ts';
import type { MailRenderer } from '../mail/service.ts';
import { manageTokenFor } from './manage-link.ts';
import type { AppointmentRow } from './repository.ts';

function mailData(row: AppointmentRow): AppointmentMailData {
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
    confirmedStart: row.confirmedStart,
    meetingUrl: row.meetingUrl,
  };
}

const TEAM_NOTICE = 'appointment-team-notice';
const RECEIPT = 'appointment-receipt';

/** The mail data of `row` as a queued mail stores it (JSON: dates as ISO strings). */
function storedMailData(row: AppointmentRow): Record<string, unknown> {
  const data = mailData(row);
  return {
    ...data,
    updatedAt: data.updatedAt.toISOString(),
    confirmedStart: data.confirmedStart?.toISOString() ?? null,
  };
}

type StoredMailData = Omit<AppointmentMailData, 'updatedAt' | 'confirmedStart'> & {
  updatedAt: string;
  confirmedStart: string | null;
};

/** The mail data `storedMailData` stored (our own JSON), with its dates back. */
function revived(stored: Record<string, unknown>): AppointmentMailData {
  const data = stored as StoredMailData;
  return {
    ...data,
    updatedAt: new Date(data.updatedAt),
    confirmedStart: data.confirmedStart ? new Date(data.confirmedStart) : null,
  };
}

/**
 * Which mails an appointment's events queue, and to whom. Each is queued in the
 * transaction of the change that causes it, with a dedupe key per event.
 */
export function createBookingNotices(config: Config) {
  const teamEmail = config.TEAM_EMAIL ?? site.email;
  const manageLink = (id: string) =>
    `${config.publicUrl}/appointment/${manageTokenFor(config.JWT_SECRET, id)}`;
  const mailContext = (id: string) => ({
    publicUrl: config.publicUrl,
    manageLink: manageLink(id),
    nextSteps: BOOKING_NEXT_STEPS,
  });

  return {
    /**
     * A new booking: a notice to the team, a receipt to the visitor, queued in the
     * booking's transaction; answers the ids of the mails queued. Both are queued with the
     * appointment's data and rendered at delivery (renderers below): their text was the
     * largest write of the booking path (docs/decisions/038).
     */
    booked(tx: Db, row: AppointmentRow): Promise<string[]> {
      const data = storedMailData(row);
      return queueMails(tx, [
        {
          mail: {
            kind: TEAM_NOTICE,
            to: teamEmail,
            data,
            headers: { 'Reply-To': row.email },
            dedupeKey: `appointment:${row.id}:team`,
          },
        },
        {
          mail: {
            kind: RECEIPT,
            to: row.email,
            data,
            dedupeKey: `appointment:${row.id}:receipt`,
          },
          options: { visitorTriggered: true },
        },
      ]);
    },

    /** What renders the mails `booked` queues, by kind: for MailService.renders. */
    renderers: {
      [TEAM_NOTICE]: (data) => appointmentTeamMail(revived(data), { publicUrl: config.publicUrl }),
      [RECEIPT]: (data) => {
        const appointment = revived(data);
        return appointmentReceivedMail(appointment, mailContext(appointment.id));
      },
    } satisfies Record<string, MailRenderer>,

    /**
     * The administrator set a status: the visitor hears of every one but Pending. The admin
     * screen asks before a status that mails (docs/decisions/026).
     */
    async statusChanged(tx: Db, row: AppointmentRow, status: AppointmentStatus): Promise<void> {
      if (!statusMailsVisitor(status)) return;
      const message = appointmentStatusMail(mailData(row), status, mailContext(row.id));
      await queueMail(tx, {
        kind: `appointment-${status.toLowerCase()}`,
        to: row.email,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        dedupeKey: `appointment:${row.id}:${status}:${row.calendarSequence}`,
      });
    },

    /**
     * A reminder `leadSeconds` before the confirmed exact start. Its dedupe key
     * names the appointment, the exact start and the lead, as its appointment_reminders row
     * does, so it is queued once (docs/decisions/032).
     */
    async reminder(tx: Db, row: AppointmentRow, leadSeconds: number): Promise<void> {
      if (!row.confirmedStart) return;
      const message = appointmentReminderMail(mailData(row), leadSeconds, mailContext(row.id));
      await queueMail(tx, {
        kind: 'appointment-reminder',
        to: row.email,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        dedupeKey: `appointment:${row.id}:reminder:${row.confirmedStart.toISOString()}:${leadSeconds}`,
      });
    },

    /** The visitor cancelled or moved their appointment: they and the team hear of it. */
    async visitorChanged(
      tx: Db,
      row: AppointmentRow,
      change: 'cancelled' | 'rescheduled',
      previous?: { preferredDate: string; preferredTime: string },
    ): Promise<void> {
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
      const team = appointmentTeamChangeMail(data, change, {
        publicUrl: config.publicUrl,
        previous,
      });
      await queueMail(tx, {
        kind: `appointment-${change}-team`,
        to: teamEmail,
        subject: team.subject,
        text: team.text,
        html: team.html,
        headers: { 'Reply-To': row.email },
        dedupeKey: `appointment:${row.id}:${change}:${version}:team`,
      });
    },
  };
}
