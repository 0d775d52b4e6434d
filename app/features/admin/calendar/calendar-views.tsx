import { SLOT_LABELS, WEEKDAY_NAMES, dateInZone, weekdayOf } from '../../../../common/booking.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../../../../common/constants.ts';
import type { AppointmentDto } from '../../../../common/schemas/appointment.ts';
import type { CalendarAnswer } from '../../../../common/schemas/calendar.ts';
import { formatClock } from '../../../../common/schemas/confirm.ts';
import { statusTone } from '../admin-format.ts';
import { datesBetween, dayLabel, shortDayLabel } from './calendar-dates.ts';

type Slot = CalendarAnswer['slots'][number];

interface ViewProps {
  answer: CalendarAnswer;
  today: string;
  onOpen(appointment: AppointmentDto): void;
}

/**
 * The calendar date an instant falls on in Pakistan time. A slot or a booking is drawn on
 * this date, never on the date it was booked under: the 12am-3am slot booked for Monday
 * starts on Tuesday.
 */
const dayOf = (instant: string) => dateInZone(new Date(instant), BUSINESS_TIME_ZONE);

/** When a booking happens: its confirmed exact start, else its slot's start. */
const instantOf = (appointment: AppointmentDto, answer: CalendarAnswer) =>
  appointment.confirmed_start ?? slotOf(answer, appointment)?.start ?? null;

const slotOf = (answer: CalendarAnswer, appointment: AppointmentDto) =>
  answer.slots.find(
    (slot) => slot.date === appointment.preferred_date && slot.code === appointment.preferred_time,
  );

/** The bookings of one slot, in the order they were made. */
const bookingsOf = (answer: CalendarAnswer, slot: Slot) =>
  answer.appointments.filter(
    (a) => a.preferred_date === slot.date && a.preferred_time === slot.code,
  );

/**
 * The bookings drawn on `date`, earliest first. A booking whose slot is no longer offered
 * (a closure) and has no exact time keeps the date it was booked under.
 */
function bookingsOn(answer: CalendarAnswer, date: string): AppointmentDto[] {
  const entries: { appointment: AppointmentDto; at: string }[] = [];
  for (const appointment of answer.appointments) {
    const at = instantOf(appointment, answer);
    if (at ? dayOf(at) === date : appointment.preferred_date === date) {
      entries.push({ appointment, at: at ?? '' });
    }
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at)).map((entry) => entry.appointment);
}

const short = (date: string) => WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3);

/** 'night of Mon → Tue' for a slot that belongs to the evening before the date it starts on. */
function nightHint(slot: Slot): string | null {
  const starts = dayOf(slot.start);
  return starts === slot.date ? null : `night of ${short(slot.date)} → ${short(starts)}`;
}

/** How full a slot is, in words and as a bar (the words carry it; the bar only shows it). */
function Fill({ slot }: { slot: Slot }) {
  const share = slot.capacity > 0 ? Math.min(1, slot.booked / slot.capacity) : 1;
  const full = slot.booked >= slot.capacity;
  return (
    <span className="block">
      <span className={`text-xs font-semibold ${full ? 'text-red-800' : 'text-slate-700'}`}>
        {slot.booked}/{slot.capacity} booked{full ? ' (full)' : ''}
        <span className="sr-only"> in this slot</span>
      </span>
      <span aria-hidden="true" className="mt-1 block h-1.5 w-full rounded bg-slate-200">
        <span
          className={`block h-1.5 rounded ${full ? 'bg-red-700' : 'bg-brand-700'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </span>
  );
}

/** When a booking happens, as the calendar names it: its exact time, else its slot. */
function timeOf(appointment: AppointmentDto): string {
  return appointment.confirmed_start
    ? formatClock(new Date(appointment.confirmed_start), BUSINESS_TIME_ZONE)
    : (SLOT_LABELS[appointment.preferred_time as SlotCode] ?? appointment.preferred_time);
}

/** One booking: a button opening its details, its status in words on its colour. */
function Booking({
  appointment,
  onOpen,
  compact,
}: {
  appointment: AppointmentDto;
  onOpen(appointment: AppointmentDto): void;
  compact?: boolean;
}) {
  const tone = statusTone(appointment.status);
  const exact = appointment.confirmed_start
    ? `${formatClock(new Date(appointment.confirmed_start), BUSINESS_TIME_ZONE)}, `
    : '';
  return (
    <button
      type="button"
      data-booking={appointment._id}
      onClick={() => onOpen(appointment)}
      className={`mt-1 block w-full truncate rounded border px-2 py-1 text-left text-xs font-medium focus:outline-none focus:ring-2 focus:ring-brand-500 ${tone.className}`}
    >
      {appointment.name}
      <span className="block font-normal">
        {compact
          ? `${timeOf(appointment)}, ${appointment.status}`
          : `${exact}${appointment.status}`}
      </span>
    </button>
  );
}

function SlotBlock({ answer, slot, onOpen }: ViewProps & { slot: Slot }) {
  const hint = nightHint(slot);
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-2" data-slot={slot.code}>
      <span className="block text-xs font-semibold text-ink">
        {SLOT_LABELS[slot.code as SlotCode]} (Pakistan time)
      </span>
      {hint ? (
        <span className="block text-xs text-slate-700" data-night>
          {hint}
        </span>
      ) : null}
      <Fill slot={slot} />
      {bookingsOf(answer, slot).map((appointment) => (
        <Booking key={appointment._id} appointment={appointment} onOpen={onOpen} />
      ))}
    </li>
  );
}

function DayHeading({ date, today, compact }: { date: string; today: string; compact?: boolean }) {
  return (
    <h3 id={`day-${date}`} className="mb-1 text-sm font-bold text-ink">
      {compact ? shortDayLabel(date) : dayLabel(date)}
      {date === today ? <span className="ml-1 font-normal">(today)</span> : null}
    </h3>
  );
}

/** One day of the week: each slot that starts on it, with its fill and bookings. */
function WeekDay({ answer, date, today, onOpen }: ViewProps & { date: string }) {
  const slots = answer.slots.filter((slot) => dayOf(slot.start) === date);
  const slotless = bookingsOn(answer, date).filter((a) => !slotOf(answer, a));
  return (
    <section
      aria-labelledby={`day-${date}`}
      className={`min-w-0 rounded-xl p-2 ${date === today ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-slate-50'}`}
    >
      <DayHeading date={date} today={today} />
      {slots.length ? (
        <ul className="space-y-1">
          {slots.map((slot) => (
            <SlotBlock key={slot.start} answer={answer} slot={slot} today={today} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-700">Closed</p>
      )}
      {slotless.map((appointment) => (
        <Booking key={appointment._id} appointment={appointment} onOpen={onOpen} />
      ))}
    </section>
  );
}

/** Seven days side by side (stacked on narrow screens), each slot with its fill and bookings. */
export function WeekView(props: ViewProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-7">
      {datesBetween(props.answer.from, props.answer.to).map((date) => (
        <WeekDay key={date} {...props} date={date} />
      ))}
    </div>
  );
}

/**
 * Whole weeks of a month, Monday first, each day with its bookings only (an empty slot is
 * not printed), so the month fits one screen. On a phone only the days with bookings are
 * listed; days outside the month have a dashed frame.
 */
export function MonthView(props: ViewProps & { month: string }) {
  const { answer, today, onOpen, month } = props;
  const dates = datesBetween(answer.from, answer.to);
  const days = dates.map((date) => ({ date, bookings: bookingsOn(answer, date) }));
  const none = days.every((day) => day.bookings.length === 0);
  return (
    <>
      {none ? (
        <p className="mb-2 text-sm text-slate-700 lg:hidden">No consultations in these weeks.</p>
      ) : null}
      <ul className="grid gap-2 lg:grid-cols-7" aria-label="Days">
        {days.map(({ date, bookings }) => (
          <li
            key={date}
            className={`min-w-0 ${bookings.length ? '' : 'hidden lg:block'} ${
              date.slice(0, 7) === month ? '' : 'rounded-xl border border-dashed border-slate-400'
            }`}
          >
            <section
              aria-labelledby={`day-${date}`}
              data-day={date}
              className={`rounded-xl p-2 lg:min-h-20 ${date === today ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-slate-50'}`}
            >
              <DayHeading date={date} today={today} compact />
              {bookings.map((appointment) => (
                <Booking key={appointment._id} appointment={appointment} onOpen={onOpen} compact />
              ))}
            </section>
          </li>
        ))}
      </ul>
    </>
  );
}
