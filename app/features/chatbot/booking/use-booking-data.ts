import { useEffect, useState } from 'react';
import type { BookingDay } from '../../../../common/schemas/booking-days.ts';
import { fetchBookingDays, fetchTeamSchedule, type TeamSchedule } from './appointment-form.ts';
import { lastOf } from './booking-calendar.tsx';

/**
 * The server's state of each date of the month shown while the dialog is open: which can be
 * booked, and their slots; every month asked for so far is kept. `asked` is bumped to ask
 * again (after a slot filled up).
 */
export function useBookingDays(open: boolean, month: string, asked: number) {
  const [days, setDays] = useState<Record<string, BookingDay>>({});
  /** Why the server could not say which days are open (shown under the calendar). */
  const [daysFailure, setDaysFailure] = useState<string | null>(null);
  const [horizon, setHorizon] = useState<{ today: string; lastDate: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void fetchBookingDays({ from: `${month}-01`, to: lastOf(month) }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setHorizon({ today: answer.today, lastDate: answer.lastDate });
          setDays((known) => {
            const next = { ...known };
            for (const day of answer.days) next[day.date] = day;
            return next;
          });
          setDaysFailure(null);
        } else {
          setDaysFailure(answer.failure);
        }
      },
    );
    return () => controller.abort();
  }, [open, month, asked]);
  /** Marks a slot full at once (the server refused it), before the days are asked again. */
  const markFull = (date: string, code: string) =>
    setDays((known) => {
      const day = known[date];
      if (!day) return known;
      const slots = day.slots.map((s) => (s.code === code ? { ...s, state: 'full' as const } : s));
      return { ...known, [date]: { ...day, slots } };
    });
  return { days, daysFailure, horizon, markFull };
}

/** The team's weekly hours and closures, asked again at every opening; null until answered. */
export function useTeamSchedule(open: boolean): TeamSchedule | null {
  const [team, setTeam] = useState<TeamSchedule | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void fetchTeamSchedule(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setTeam(answer);
    });
    return () => controller.abort();
  }, [open]);
  return team;
}
