import { appointmentSourceLabel, serviceLabel } from '../../../common/labels.ts';
import type { AppointmentDto } from '../../../common/schemas/appointment.ts';
import { describeExactTime } from '../../../common/schemas/confirm.ts';
import { appointmentTimes, formatDateTime } from './admin-format.ts';
import { Modal } from './admin-dialogs.tsx';
import { APPOINTMENT_ADMIN_TEXT } from './admin-text.ts';
import { StatusBadge } from './status-badge.tsx';

/** The requested slot in Pakistan time, and on the administrator's clock when it differs. */
export function AppointmentTimes({
  appointment,
  zone,
}: {
  appointment: AppointmentDto;
  zone: string | null;
}) {
  const times = appointmentTimes(appointment.preferred_date, appointment.preferred_time, zone);
  return (
    <>
      <span className="block">{times.pakistan}</span>
      {times.local ? <span className="block text-slate-600">Your time: {times.local}</span> : null}
    </>
  );
}

/** The confirmed exact time in Pakistan time, the visitor's and the admin's. */
function ExactTime({ appointment, zone }: { appointment: AppointmentDto; zone: string | null }) {
  if (!appointment.confirmed_start) return null;
  const start = new Date(appointment.confirmed_start);
  const visitor = describeExactTime(start, appointment.user_timezone).visitor;
  const mine = describeExactTime(start, zone).visitor;
  return (
    <>
      <span className="block">{describeExactTime(start).pakistan}</span>
      {visitor ? <span className="block text-slate-600">Visitor: {visitor}</span> : null}
      {mine && mine !== visitor ? (
        <span className="block text-slate-600">Your time: {mine}</span>
      ) : null}
    </>
  );
}

/** Every field of an appointment (spec §2.5 details view). */
function AppointmentFields({
  appointment,
  zone,
}: {
  appointment: AppointmentDto;
  zone: string | null;
}) {
  const visitorSlot = appointment.user_timezone
    ? appointmentTimes(
        appointment.preferred_date,
        appointment.preferred_time,
        appointment.user_timezone,
      ).local
    : null;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-700">Name</dt>
      <dd>{appointment.name}</dd>
      <dt className="font-semibold text-slate-700">Email</dt>
      <dd>
        <a className="text-brand-700 underline wrap-anywhere" href={`mailto:${appointment.email}`}>
          {appointment.email}
        </a>
      </dd>
      <dt className="font-semibold text-slate-700">Phone</dt>
      <dd>{appointment.phone || 'Not given'}</dd>
      <dt className="font-semibold text-slate-700">Services</dt>
      <dd>
        {appointment.services?.length ? (
          <ul className="list-disc pl-5">
            {appointment.services.map((service) => (
              <li key={service}>{serviceLabel(service)}</li>
            ))}
          </ul>
        ) : (
          APPOINTMENT_ADMIN_TEXT.noServices
        )}
      </dd>
      <dt className="font-semibold text-slate-700">Preferred date and time</dt>
      <dd>
        <AppointmentTimes appointment={appointment} zone={zone} />
        {appointment.user_timezone ? (
          <span className="block text-slate-600">
            Visitor&apos;s zone: {appointment.user_timezone}
            {visitorSlot ? ` (${visitorSlot})` : ''}
          </span>
        ) : null}
      </dd>
      {appointment.confirmed_start ? (
        <>
          <dt className="font-semibold text-slate-700">Confirmed exact time</dt>
          <dd>
            <ExactTime appointment={appointment} zone={zone} />
          </dd>
        </>
      ) : null}
      {appointment.meeting_url ? (
        <>
          <dt className="font-semibold text-slate-700">Meeting link</dt>
          <dd>
            <a
              className="text-brand-700 underline wrap-anywhere"
              href={appointment.meeting_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {appointment.meeting_url}
            </a>
          </dd>
        </>
      ) : null}
      <dt className="font-semibold text-slate-700">Status</dt>
      <dd>
        <StatusBadge status={appointment.status} />
      </dd>
      <dt className="font-semibold text-slate-700">Notes</dt>
      <dd className="whitespace-pre-wrap">{appointment.notes || 'None'}</dd>
      <dt className="font-semibold text-slate-700">Source</dt>
      <dd>{appointmentSourceLabel(appointment.source)}</dd>
      <dt className="font-semibold text-slate-700">Requested</dt>
      <dd>{formatDateTime(appointment.created_at)}</dd>
    </dl>
  );
}

/** The appointment details dialog of the Appointments screen and the calendar. */
export function AppointmentDetailsDialog({
  appointment,
  zone,
  onClose,
}: {
  appointment: AppointmentDto | null;
  zone: string | null;
  onClose(): void;
}) {
  return (
    <Modal
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Appointment details"
      wide
    >
      {appointment ? <AppointmentFields appointment={appointment} zone={zone} /> : null}
    </Modal>
  );
}
