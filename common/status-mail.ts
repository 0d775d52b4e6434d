import type { AppointmentStatus } from './constants.ts';
import { site } from './site.ts';

/**
 * The mail a visitor gets when the administrator sets their appointment's status: every
 * status but Pending sends one (server/booking/notices.ts). The admin screen names it in
 * the confirmation it asks for first (docs/decisions/026).
 */
export type MailedStatus = Exclude<AppointmentStatus, 'Pending'>;

export function statusMailsVisitor(status: AppointmentStatus): status is MailedStatus {
  return status !== 'Pending';
}

export const STATUS_MAIL: Record<MailedStatus, { subject: string; says: string }> = {
  Confirmed: {
    subject: `Your appointment is confirmed - ${site.name}`,
    says: 'that the consultation is confirmed, with a calendar file',
  },
  Cancelled: {
    subject: `Your appointment was cancelled - ${site.name}`,
    says: 'that the consultation was cancelled, with a calendar cancellation',
  },
  Completed: {
    subject: `Thank you for meeting ${site.name}`,
    says: 'a thank-you for the consultation',
  },
};
