import {
  WEEKDAYS_MONDAY_FIRST,
  WEEKDAY_LABELS,
  type AvailabilitySettings,
  type DayHours,
} from '../../../../common/schemas/availability.ts';
import { FieldError } from '../../../components/labelled-input.tsx';
import { inputClass } from '../admin-shell.tsx';
import {
  CLOSE_HOURS,
  OPEN_HOURS,
  hourLabel,
  slotsText,
  type ErrorWiring,
} from './availability-form.ts';

/** The hours a newly opened day starts with. */
const FIRST_HOURS = { open: 18, close: 21 };

/** A day's opening or closing hour; "Closed" while the day is closed. */
function HourSelect({
  label,
  hours,
  value,
  onHour,
  wiring,
}: {
  label: string;
  hours: readonly number[];
  value: number | undefined;
  onHour: (hour: number) => void;
  wiring?: ReturnType<ErrorWiring['described']>;
}) {
  return (
    <select
      aria-label={label}
      className={inputClass}
      disabled={value === undefined}
      value={value ?? ''}
      onChange={(e) => onHour(Number(e.target.value))}
      {...wiring}
    >
      {value === undefined ? <option value="">Closed</option> : null}
      {hours.map((h) => (
        <option key={h} value={h}>
          {hourLabel(h)}
        </option>
      ))}
    </select>
  );
}

const COLUMNS = ['Day', 'Open', 'Opens', 'Closes'];

/** The Availability screen's table of opening hours, one row a weekday from Monday. */
export function WeeklyHoursTable({
  weekly,
  fields: { errors, errorId, described },
  onDay,
}: {
  weekly: AvailabilitySettings['weekly'];
  fields: ErrorWiring;
  onDay: (day: number, hours: DayHours) => void;
}) {
  return (
    <table className="w-full min-w-[40rem] text-left text-sm">
      <caption className="sr-only">Opening hours per weekday</caption>
      <thead>
        <tr className="text-slate-700">
          {COLUMNS.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`py-2 pr-3 ${index === 0 ? 'sticky left-0 z-10 bg-white' : ''}`}
            >
              {column}
            </th>
          ))}
          <th scope="col" className="py-2">
            Bookable slots
          </th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS_MONDAY_FIRST.map((day) => {
          const hours = weekly[day] ?? null;
          const name = WEEKDAY_LABELS[day];
          const closeKey = `weekly.${day}.close`;
          return (
            <tr key={day} className="border-t border-slate-200 align-top">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white py-2 pr-3 font-semibold text-ink"
              >
                {name}
              </th>
              <td className="py-2 pr-3">
                <input
                  type="checkbox"
                  aria-label={`Open on ${name}`}
                  className="size-4 accent-brand-700"
                  checked={hours !== null}
                  onChange={(e) => onDay(day, e.target.checked ? FIRST_HOURS : null)}
                />
              </td>
              <td className="py-2 pr-3">
                <HourSelect
                  label={`${name} opens`}
                  hours={OPEN_HOURS}
                  value={hours?.open}
                  onHour={(open) => hours && onDay(day, { ...hours, open })}
                />
              </td>
              <td className="py-2 pr-3">
                <HourSelect
                  label={`${name} closes`}
                  hours={CLOSE_HOURS}
                  value={hours?.close}
                  onHour={(close) => hours && onDay(day, { ...hours, close })}
                  wiring={described(closeKey)}
                />
                <FieldError id={errorId(closeKey)} message={errors[closeKey]} />
              </td>
              <td className="py-2 text-slate-800">{slotsText(hours)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
