import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../../common/constants.ts';
import {
  APPOINTMENTS_DEFAULT_PAGE_SIZE,
  type AppointmentDto,
} from '../../../common/schemas/appointment.ts';
import {
  APPOINTMENT_STATUS_LABELS,
  appointmentSourceLabel,
  serviceLabel,
} from '../../../common/labels.ts';
import { STATUS_MAIL, statusMailsVisitor, type MailedStatus } from '../../../common/status-mail.ts';
import { statusTone } from '../../features/admin/admin-format.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { APPOINTMENT_ADMIN_TEXT } from '../../features/admin/admin-text.ts';
import { PageHeader, buttonSecondary, AdminSelect } from '../../features/admin/admin-shell.tsx';
import { AdminCard, AdminListView, adminRowClass } from '../../features/admin/admin-list.tsx';
import { ConfirmDialog } from '../../features/admin/admin-dialogs.tsx';
import {
  AppointmentDetailsDialog,
  AppointmentTimes,
} from '../../features/admin/appointment-details.tsx';
import { ConfirmAppointmentDialog } from '../../features/admin/confirm-appointment.tsx';
import { FigureCards } from '../../features/admin/figure-cards.tsx';
import { useAdminApi } from '../../features/admin/session.tsx';
import { useAdminResource, useBrowserTimeZone } from '../../features/admin/use-admin-resource.ts';

export function meta() {
  return adminMeta('Appointments');
}

type Filter = 'All' | AppointmentStatus;
type Counts = Partial<Record<'total' | AppointmentStatus, number>>;

interface ListAnswer {
  appointments?: AppointmentDto[];
  pagination?: { totalPages?: number };
  counts?: Counts;
}

function Services({ services }: { services: readonly string[] | undefined }) {
  return services?.length
    ? services.map(serviceLabel).join(', ')
    : APPOINTMENT_ADMIN_TEXT.noServices;
}

function Contact({ appointment }: { appointment: AppointmentDto }) {
  return (
    <>
      <a className="text-brand-700 underline wrap-anywhere" href={`mailto:${appointment.email}`}>
        {appointment.email}
      </a>
      {appointment.phone ? <span className="block">{appointment.phone}</span> : null}
    </>
  );
}

/** The row's status: a select on its spec colour (spec §2.5). */
function StatusSelect({
  appointment,
  onChoose,
}: {
  appointment: AppointmentDto;
  onChoose(status: AppointmentStatus): void;
}) {
  const tone = statusTone(appointment.status);
  return (
    <select
      aria-label={`Status of ${appointment.name}`}
      data-status-of={appointment._id}
      data-tone={tone.name}
      className={`rounded-lg border-2 px-2 py-1 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-brand-500 ${tone.className}`}
      value={appointment.status}
      onChange={(e) => onChoose(e.target.value as AppointmentStatus)}
    >
      {APPOINTMENT_STATUSES.map((status) => (
        <option key={status} value={status} className="bg-white text-ink">
          {APPOINTMENT_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

/**
 * The shown element of `selector` (the table's or the card's, whichever the screen width
 * shows): where focus goes when a dialog's opener was not focused (a select changed by a
 * pointer that does not focus it).
 */
function shown(selector: string): HTMLElement | null {
  return (
    Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
      (element) => element.getClientRects().length > 0,
    ) ?? null
  );
}

/** A status change that e-mails the visitor, waiting for the administrator's yes. */
interface StatusQuestion {
  appointment: AppointmentDto;
  status: MailedStatus;
}

export default function Appointments() {
  const api = useAdminApi();
  const [filter, setFilter] = useState<Filter>('All');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<AppointmentDto | null>(null);
  /** The row's View button (table and card), opening its details. */
  const viewButton = (row: AppointmentDto) => (
    <button
      type="button"
      className={buttonSecondary}
      onClick={() => setDetails(row)}
      aria-label={`View details of ${row.name}`}
    >
      View
    </button>
  );
  const [question, setQuestion] = useState<StatusQuestion | null>(null);
  // Confirming asks for the exact time and the meeting link.
  const [confirming, setConfirming] = useState<AppointmentDto | null>(null);
  // The appointment of the last question, for focus after the dialog closes.
  const asked = useRef<string | null>(null);
  // Optimistic statuses shown until the reloaded list agrees.
  const [pending, setPending] = useState<Record<string, AppointmentStatus>>({});
  const zone = useBrowserTimeZone();

  const query = new URLSearchParams({
    page: String(page),
    limit: String(APPOINTMENTS_DEFAULT_PAGE_SIZE),
  });
  if (filter !== 'All') query.set('status', filter);
  const {
    result,
    loading,
    reload: load,
  } = useAdminResource<ListAnswer>(`/api/appointments?${query}`);
  const answer = result?.ok ? result.data : null;
  const rows = (Array.isArray(answer?.appointments) ? answer.appointments : []).map((r) =>
    pending[r._id] ? { ...r, status: pending[r._id]! } : r,
  );
  const counts: Counts = answer?.counts ?? {};
  const totalPages = Math.max(1, answer?.pagination?.totalPages ?? 1);
  const loadError =
    result && !result.ok && result.status !== 401
      ? 'Failed to load appointments. Please try again.'
      : '';

  async function changeStatus(appointment: AppointmentDto, status: AppointmentStatus) {
    setPending((current) => ({ ...current, [appointment._id]: status }));
    const result = await api.send<{ appointment?: AppointmentDto }>(
      'PUT',
      `/api/appointments/${encodeURIComponent(appointment._id)}`,
      { status },
    );
    if (result.ok) {
      toast.success(APPOINTMENT_ADMIN_TEXT.updated);
      setDetails((open) => (open && open._id === appointment._id ? { ...open, status } : open));
    } else {
      setPending((current) => {
        const { [appointment._id]: _dropped, ...rest } = current;
        return rest;
      });
    }
    load();
    if (result.ok) return;
    if (result.status === 401) return;
    toast.error(
      result.networkError ? APPOINTMENT_ADMIN_TEXT.updateError : APPOINTMENT_ADMIN_TEXT.statusError,
    );
  }

  /**
   * A status that mails the visitor is set only after the administrator confirms, in a
   * dialog naming the visitor and the mail (docs/decisions/026); Pending mails
   * no one and is set at once.
   */
  function chooseStatus(appointment: AppointmentDto, status: AppointmentStatus) {
    if (status === appointment.status) return;
    if (status === 'Confirmed') {
      asked.current = appointment._id;
      setConfirming(appointment);
    } else if (statusMailsVisitor(status)) {
      asked.current = appointment._id;
      setQuestion({ appointment, status });
    } else void changeStatus(appointment, status);
  }

  const figures = [
    { label: 'Total', value: counts.total ?? 0 },
    { label: 'Pending', value: counts.Pending ?? 0 },
    { label: 'Confirmed', value: counts.Confirmed ?? 0 },
    { label: 'Completed', value: counts.Completed ?? 0 },
  ];

  return (
    <>
      <PageHeader title="Appointments">
        <AdminSelect
          id="appointment-filter"
          label="Filter by status"
          value={filter}
          onValue={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
        >
          <option value="All">All</option>
          <option value="Pending">Pending</option>
          <option value="Confirmed">Confirmed</option>
          <option value="Completed">Completed</option>
          <option value="Cancelled">Cancelled</option>
        </AdminSelect>
      </PageHeader>

      <FigureCards label="Summary" figures={figures} />

      <AdminListView
        error={loadError}
        loading={loading && rows.length === 0}
        loadingText="Loading appointments..."
        empty={rows.length === 0}
        emptyText={answer ? APPOINTMENT_ADMIN_TEXT.empty : null}
        caption="Appointments"
        columns={['Name', 'Contact', 'Services', 'Date and time', 'Source', 'Status']}
        actions
        minWidth="min-w-[56rem]"
        pager={{ page, totalPages, label: 'Appointment pages', onPage: setPage }}
        cards={rows.map((row) => (
          <AdminCard
            key={row._id}
            title={row.name}
            fields={[
              ['Contact', <Contact key="contact" appointment={row} />],
              ['Services', <Services key="services" services={row.services} />],
              ['Date and time', <AppointmentTimes key="times" appointment={row} zone={zone} />],
              ['Source', appointmentSourceLabel(row.source)],
            ]}
            actions={
              <>
                <StatusSelect appointment={row} onChoose={(status) => chooseStatus(row, status)} />
                {viewButton(row)}
              </>
            }
          />
        ))}
      >
        {rows.map((row) => (
          <tr key={row._id} className={adminRowClass}>
            <th scope="row" className="px-4 py-3 font-semibold text-ink">
              {row.name}
            </th>
            <td className="px-4 py-3">
              <Contact appointment={row} />
            </td>
            <td className="px-4 py-3">
              <Services services={row.services} />
            </td>
            <td className="px-4 py-3">
              <AppointmentTimes appointment={row} zone={zone} />
            </td>
            <td className="px-4 py-3">{appointmentSourceLabel(row.source)}</td>
            <td className="px-4 py-3">
              <StatusSelect appointment={row} onChoose={(status) => chooseStatus(row, status)} />
            </td>
            <td className="px-4 py-3">{viewButton(row)}</td>
          </tr>
        ))}
      </AdminListView>

      <AppointmentDetailsDialog
        appointment={details}
        zone={zone}
        onClose={() => setDetails(null)}
      />

      <ConfirmAppointmentDialog
        appointment={confirming}
        onClose={() => setConfirming(null)}
        returnFocus={() =>
          asked.current ? shown(`select[data-status-of="${CSS.escape(asked.current)}"]`) : null
        }
        onConfirmed={(updated) => {
          setPending((current) => ({ ...current, [updated._id]: updated.status }));
          setConfirming(null);
          setDetails((open) => (open && open._id === updated._id ? updated : open));
          load();
        }}
      />

      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => {
          if (!open) setQuestion(null);
        }}
        title={
          question
            ? `Set ${question.appointment.name}'s appointment to ${APPOINTMENT_STATUS_LABELS[question.status]}?`
            : ''
        }
        message={
          question
            ? `${question.appointment.name} (${question.appointment.email}) will be e-mailed "${STATUS_MAIL[question.status].subject}": ${STATUS_MAIL[question.status].says}. The e-mail goes out as soon as you confirm.`
            : ''
        }
        cancelLabel={
          question ? `Keep ${APPOINTMENT_STATUS_LABELS[question.appointment.status]}` : 'Cancel'
        }
        confirmLabel={
          question
            ? `Set to ${APPOINTMENT_STATUS_LABELS[question.status]} and send e-mail`
            : 'Confirm'
        }
        tone="primary"
        returnFocus={() =>
          asked.current ? shown(`select[data-status-of="${CSS.escape(asked.current)}"]`) : null
        }
        onConfirm={() => {
          const chosen = question;
          setQuestion(null);
          if (chosen) void changeStatus(chosen.appointment, chosen.status);
        }}
      />
    </>
  );
}
