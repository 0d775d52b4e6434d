import { useState } from 'react';
import { todayInBusinessZone } from '../../../common/booking.ts';
import type { AppointmentDto } from '../../../common/schemas/appointment.ts';
import type { CalendarAnswer } from '../../../common/schemas/calendar.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { loadErrorMessage } from '../../features/admin/admin-text.ts';
import {
  LoadError,
  PageHeader,
  StatusLine,
  buttonPrimary,
  buttonSecondary,
} from '../../features/admin/admin-shell.tsx';
import { AppointmentDetailsDialog } from '../../features/admin/appointment-details.tsx';
import {
  dayLabel,
  monthLabel,
  shiftAnchor,
  viewRange,
  type CalendarView,
} from '../../features/admin/calendar/calendar-dates.ts';
import { MonthView, WeekView } from '../../features/admin/calendar/calendar-views.tsx';
import { CalendarFeedPanel } from '../../features/admin/calendar/feed-panel.tsx';
import { useAdminResource, useBrowserTimeZone } from '../../features/admin/use-admin-resource.ts';

export function meta() {
  return adminMeta('Calendar');
}

const VIEWS: { view: CalendarView; label: string }[] = [
  { view: 'week', label: 'Week' },
  { view: 'month', label: 'Month' },
];

/**
 * The team's calendar: a week or a month of slots (Pakistan time) with each
 * slot's fill and its bookings; a booking opens the Appointments screen's details dialog.
 */
export default function Calendar() {
  const today = todayInBusinessZone(new Date());
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [details, setDetails] = useState<AppointmentDto | null>(null);
  const zone = useBrowserTimeZone();
  const { from, to } = viewRange(view, anchor);
  const { result, loading } = useAdminResource<CalendarAnswer>(
    `/api/admin/calendar?${new URLSearchParams({ from, to })}`,
  );
  const answer = result?.ok && result.data?.from === from ? result.data : null;
  const loadError = loadErrorMessage('The calendar', result);
  const title =
    view === 'week' ? `Week of ${dayLabel(from)}` : monthLabel(`${anchor.slice(0, 8)}01`);

  return (
    <>
      <PageHeader title="Calendar">
        <div role="group" aria-label="View" className="flex gap-1">
          {VIEWS.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              className={view === option.view ? buttonPrimary : buttonSecondary}
              onClick={() => setView(option.view)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Dates" className="flex gap-1">
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
          >
            Previous {view}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => setAnchor(today)}>
            Today
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
          >
            Next {view}
          </button>
        </div>
      </PageHeader>

      <CalendarFeedPanel />

      <h2 className="mb-3 text-xl font-bold text-ink" aria-live="polite">
        {title}
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        {view === 'week'
          ? 'Slots in Pakistan time, each with its places taken; a slot after midnight is drawn on the day it starts. Choose a booking to see its details.'
          : 'Consultations in Pakistan time, on the date of their start; choose one to see its details.'}
      </p>
      <LoadError message={loadError} />
      {answer ? (
        view === 'week' ? (
          <WeekView answer={answer} today={today} onOpen={setDetails} />
        ) : (
          <MonthView answer={answer} today={today} onOpen={setDetails} month={anchor.slice(0, 7)} />
        )
      ) : loading ? (
        <StatusLine>Loading the calendar...</StatusLine>
      ) : null}

      <AppointmentDetailsDialog
        appointment={details}
        zone={zone}
        onClose={() => setDetails(null)}
      />
    </>
  );
}
