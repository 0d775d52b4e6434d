import { SLOT_LABELS } from '../../../../common/booking.ts';
import type { SlotCode } from '../../../../common/constants.ts';
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

/** The bookings of one slot, in the order they were made. */
const bookingsOf = (answer: CalendarAnswer, slot: Slot) =>
  answer.appointments.filter(
    (a) => a.preferred_date === slot.date && a.preferred_time === slot.code,
  );

/** How full a slot is, in words and as a bar (the words carry it; the bar only shows it). */
function Fill({ slot, compact }: { slot: Slot; compact?: boolean }) {
  const share = slot.capacity > 0 ? Math.min(1, slot.booked / slot.capacity) : 1;
  const full = slot.booked >= slot.capacity;
  return (
    <span className="block">
      <span className={`text-xs font-semibold ${full ? 'text-red-800' : 'text-slate-700'}`}>
        {slot.booked}/{slot.capacity} booked{full ? ' (full)' : ''}
        {compact ? null : <span className="sr-only"> in this slot</span>}
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

/** One booking: a button opening its details, its status in words on its colour. */
function Booking({
  appointment,
  onOpen,
}: {
  appointment: AppointmentDto;
  onOpen(appointment: AppointmentDto): void;
}) {
  const tone = statusTone(appointment.status);
  const exact = appointment.confirmed_start
    ? `${formatClock(new Date(appointment.confirmed_start), 'Asia/Karachi')}, `
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
        {exact}
        {appointment.status}
      </span>
    </button>
  );
}

function SlotBlock({
  answer,
  slot,
  onOpen,
  compact,
}: ViewProps & { slot: Slot; compact?: boolean }) {
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-2">
      <span className="block text-xs font-semibold text-ink">
        {SLOT_LABELS[slot.code as SlotCode]}
        {compact ? null : ' (Pakistan time)'}
      </span>
      <Fill slot={slot} compact={compact} />
      {bookingsOf(answer, slot).map((appointment) => (
        <Booking key={appointment._id} appointment={appointment} onOpen={onOpen} />
      ))}
    </li>
  );
}

function Day({
  answer,
  date,
  today,
  onOpen,
  compact,
}: ViewProps & { date: string; compact?: boolean }) {
  const slots = answer.slots.filter((slot) => slot.date === date);
  return (
    <section
      aria-labelledby={`day-${date}`}
      className={`rounded-xl p-2 ${date === today ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-slate-50'}`}
    >
      <h3 id={`day-${date}`} className="mb-1 text-sm font-bold text-ink">
        {compact ? shortDayLabel(date) : dayLabel(date)}
        {date === today ? <span className="ml-1 font-normal">(today)</span> : null}
      </h3>
      {slots.length ? (
        <ul className="space-y-1">
          {slots.map((slot) => (
            <SlotBlock
              key={slot.start}
              answer={answer}
              slot={slot}
              today={today}
              onOpen={onOpen}
              compact={compact}
            />
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-700">Closed</p>
      )}
    </section>
  );
}

/** Seven days side by side (stacked on narrow screens), each slot with its fill and bookings. */
export function WeekView(props: ViewProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-7">
      {datesBetween(props.answer.from, props.answer.to).map((date) => (
        <Day key={date} {...props} date={date} />
      ))}
    </div>
  );
}

/** Whole weeks of a month, Monday first; days outside the month have a dashed frame. */
export function MonthView(props: ViewProps & { month: string }) {
  const dates = datesBetween(props.answer.from, props.answer.to);
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {dates.map((date) => (
        <div
          key={date}
          className={
            date.slice(0, 7) === props.month
              ? ''
              : 'rounded-xl border border-dashed border-slate-400'
          }
        >
          <Day {...props} date={date} compact />
        </div>
      ))}
    </div>
  );
}
