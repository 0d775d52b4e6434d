import { lazy, Suspense, useMemo, useState } from 'react';
import { APPOINTMENT_STATUS_LABELS } from '../../../common/labels.ts';
import type { AdminStats } from '../../../common/schemas/admin.ts';
import {
  DASHBOARD_RANGES,
  rangeEndingToday,
  type DashboardRange,
} from '../../features/admin/admin-format.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import {
  PageHeader,
  StatusLine,
  cardClass,
  AdminSelect,
} from '../../features/admin/admin-shell.tsx';
import { BackupCard } from '../../features/admin/backup-card.tsx';
import { FigureCards } from '../../features/admin/figure-cards.tsx';
import { LoadingOrError } from '../../features/admin/loading-or-error.tsx';
import { useAdminResource } from '../../features/admin/use-admin-resource.ts';

// chart.js is fetched only when the dashboard draws its charts.
const AdminChart = lazy(() =>
  import('../../features/admin/admin-chart.tsx').then((m) => ({ default: m.AdminChart })),
);

export function meta() {
  return adminMeta('Dashboard');
}

/** The figures an owner checks each morning, for the last 7, 30 or 90 days. */
export default function Dashboard() {
  const [days, setDays] = useState<DashboardRange>(30);
  // The range is fixed when the period is chosen, so re-renders do not refetch.
  const [range, setRange] = useState(() => rangeEndingToday(30, new Date()));
  const { result } = useAdminResource<AdminStats>(
    `/api/admin/stats?from=${range.from}&to=${range.to}`,
  );
  const stats = result?.ok ? result.data : null;
  const error =
    result && !result.ok && result.status !== 401
      ? 'Failed to load the figures. Please try again.'
      : '';

  const charts = useMemo(() => {
    if (!stats) return null;
    const perDay = (stats.visitorsPerDay ?? []).map((d) => d.day);
    const leadsByDay = new Map((stats.leadsPerDay ?? []).map((d) => [d.day, d.count]));
    const statuses = Object.keys(stats.appointmentsByStatus ?? {});
    return {
      days: perDay,
      traffic: [
        {
          label: 'Visitors',
          values: (stats.visitorsPerDay ?? []).map((d) => d.count),
          color: '#2552d9',
        },
        { label: 'Leads', values: perDay.map((d) => leadsByDay.get(d) ?? 0), color: '#15803d' },
      ],
      statuses,
      byStatus: [
        {
          label: 'Appointments',
          values: statuses.map(
            (s) => stats.appointmentsByStatus[s as keyof AdminStats['appointmentsByStatus']] ?? 0,
          ),
          color: '#3b6cf6',
        },
      ],
    };
  }, [stats]);

  const figures = stats
    ? [
        { label: 'Visitors', value: stats.totals.visitors, to: null },
        { label: 'New leads', value: stats.totals.leads, to: '/admin/leads' },
        { label: 'New appointments', value: stats.totals.appointments, to: '/admin/appointments' },
        {
          label: 'Pending appointments',
          value: stats.totals.pendingAppointments,
          to: '/admin/appointments',
        },
        { label: 'Subscribers', value: stats.totals.subscribers, to: '/admin/newsletter' },
      ]
    : [];

  return (
    <>
      <PageHeader title="Dashboard">
        <AdminSelect
          id="dashboard-range"
          label="Period"
          value={days}
          onValue={(value) => {
            const chosen = Number(value) as DashboardRange;
            setDays(chosen);
            setRange(rangeEndingToday(chosen, new Date()));
          }}
        >
          {DASHBOARD_RANGES.map((d) => (
            <option key={d} value={d}>
              Last {d} days
            </option>
          ))}
        </AdminSelect>
      </PageHeader>
      {!stats ? (
        <LoadingOrError error={error}>Loading figures...</LoadingOrError>
      ) : (
        <>
          <FigureCards label="Figures" figures={figures} />
          {charts ? (
            <Suspense fallback={<StatusLine>Loading charts...</StatusLine>}>
              <div className="mb-6 grid gap-6 xl:grid-cols-2">
                <AdminChart
                  kind="line"
                  title="Visitors and leads per day"
                  labelHeader="Day"
                  labels={charts.days}
                  series={charts.traffic}
                />
                <AdminChart
                  kind="bar"
                  title="Appointments by status"
                  labelHeader="Status"
                  labels={charts.statuses.map(
                    (s) =>
                      APPOINTMENT_STATUS_LABELS[s as keyof typeof APPOINTMENT_STATUS_LABELS] ?? s,
                  )}
                  series={charts.byStatus}
                />
              </div>
            </Suspense>
          ) : null}
          <section aria-labelledby="top-pages" className={cardClass}>
            <h2 id="top-pages" className="mb-3 text-lg font-bold text-ink">
              Top pages
            </h2>
            {stats.topPages?.length ? (
              <table className="w-full text-left text-sm">
                <thead className="text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Page
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Views
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.topPages.map((p) => (
                    <tr key={p.path} className="border-t border-slate-200">
                      <td className="py-2 pr-4 break-all">{p.path}</td>
                      <td className="py-2 text-right">{p.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-slate-700">No page views in this period.</p>
            )}
          </section>
        </>
      )}
      <BackupCard />
    </>
  );
}
