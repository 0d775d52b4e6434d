import {
  CLOSED_ON_SUNDAYS_PLACEHOLDER,
  PAST_SLOT_SUFFIX,
  SPEC_SCHEDULE,
  businessHoursFor,
  closureOn,
  addDays,
  compactTimeRange,
  dateInZone,
  dayMonthText,
  isIsoDate,
  isValidTimeZone,
  noSlotsReason,
  slotAvailability,
  slotEnd,
  slotStart,
  todayInBusinessZone,
  weekdayOf,
  zoneOffsetMs,
  type IsoDate,
  type Schedule,
} from '../../../../common/booking.ts';
import { WEEKDAY_LABELS } from '../../../../common/schemas/availability.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../../../../common/constants.ts';
import type { SlotState } from '../../../../common/schemas/appointment.ts';

/**
 * What the appointment form's date and time controls show for a date (spec §4, §5), as a
 * pure function of the date, the clock and the visitor's zone, so the rules are tested
 * with a controlled clock rather than through the DOM.
 */
interface SlotOption {
  value: SlotCode;
  /** The slot in one sentence on the Pakistan clock (slotSentence). */
  pakistan: string;
  /** The same slot on the visitor's clock, when it differs: 'Your time: Monday 10 Mar, ...'. */
  visitor: string | null;
  /** '(Past)' once started, '(full)' when full, else null. */
  suffix: string | null;
  /** All of it, as one line. */
  label: string;
  disabled: boolean;
}

/** Suffix of a slot that holds its full number of consultations. */
const FULL_SLOT_SUFFIX = '(full)';

export interface TimeSelectState {
  disabled: boolean;
  placeholder: string;
  options: SlotOption[];
  /** The §5 message under the select, or null. */
  message: string | null;
}

const SELECT_TIME_PLACEHOLDER = 'Select a time slot';
const SELECT_DATE_FIRST_PLACEHOLDER = 'Select a date first';

/** The visitor's IANA zone, or null when the browser does not say. */
export function visitorTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * A slot of `date` in one sentence on the Pakistan clock: 'Monday 10 Mar, 6:00-9:00 PM
 * Pakistan time'; the night slot, which starts at the midnight after the date, says both
 * days: 'Monday night 10 Mar, 12:00-3:00 AM Pakistan time, which is Tuesday 11 Mar'.
 */
export function slotSentence(date: IsoDate, code: SlotCode): string {
  const hours = compactTimeRange(slotStart(date, code), slotEnd(date, code), BUSINESS_TIME_ZONE);
  if (code !== '12am-3am') return `${dayMonthText(date, true)}, ${hours} Pakistan time`;
  const [weekday, ...rest] = dayMonthText(date, true).split(' ');
  return `${weekday} night ${rest.join(' ')}, ${hours} Pakistan time, which is ${dayMonthText(addDays(date, 1), true)}`;
}

/** The slot on the visitor's clock when it reads otherwise than Pakistan's, else null. */
function visitorSlotText(date: IsoDate, code: SlotCode, visitorZone: string | null): string | null {
  const start = slotStart(date, code);
  if (
    !visitorZone ||
    zoneOffsetMs(start, visitorZone) === zoneOffsetMs(start, BUSINESS_TIME_ZONE)
  ) {
    return null;
  }
  const day = dayMonthText(dateInZone(start, visitorZone), true);
  return `Your time: ${day}, ${compactTimeRange(start, slotEnd(date, code), visitorZone)}`;
}

function slotOption(
  date: IsoDate,
  slot: { code: SlotCode; past: boolean },
  visitorZone: string | null,
  state: SlotState | null,
): Omit<SlotOption, 'disabled'> {
  const pakistan = slotSentence(date, slot.code);
  const visitor = visitorSlotText(date, slot.code, visitorZone);
  const suffix =
    slot.past || state === 'past' ? PAST_SLOT_SUFFIX : state === 'full' ? FULL_SLOT_SUFFIX : null;
  const label = [pakistan, visitor ? `(${visitor})` : null, suffix].filter(Boolean).join(' ');
  return { value: slot.code, pakistan, visitor, suffix, label };
}

/** The placeholder of a closed date's disabled select: a closure, or a closed weekday. */
function closedPlaceholder(date: IsoDate, schedule: Schedule): string {
  if (closureOn(date, schedule)) return 'Closed on this date';
  const weekday = weekdayOf(date);
  return weekday === 0 ? CLOSED_ON_SUNDAYS_PLACEHOLDER : `Closed on ${WEEKDAY_LABELS[weekday]}s`;
}

/**
 * The select of `date` as of `now`; `states` are the server's slot states of that date
 * (GET /api/appointments/availability), when known: a full slot is disabled and says so.
 * `schedule` is the team's hours and closures (GET /api/availability), the spec's until known.
 */
export function timeSelectState(
  date: string,
  now: Date,
  visitorZone: string | null,
  states: Partial<Record<SlotCode, SlotState>> = {},
  schedule: Schedule = SPEC_SCHEDULE,
): TimeSelectState {
  if (!isIsoDate(date)) {
    return {
      disabled: true,
      placeholder: SELECT_DATE_FIRST_PLACEHOLDER,
      options: [],
      message: null,
    };
  }
  if (!businessHoursFor(date, schedule)) {
    return {
      disabled: true,
      placeholder: closedPlaceholder(date, schedule),
      options: [],
      message: noSlotsReason(date, now, schedule),
    };
  }
  // A date before Pakistan's today has no bookable slot; the schema says so on submit.
  const slots = date < todayInBusinessZone(now) ? [] : slotAvailability(date, now, schedule);
  const options = slots.map((slot) => {
    const state = states[slot.code] ?? null;
    return {
      ...slotOption(date, slot, visitorZone, state),
      disabled: slot.past || state === 'past' || state === 'full',
    };
  });
  return {
    disabled: options.length === 0,
    placeholder: SELECT_TIME_PLACEHOLDER,
    options,
    message: noSlotsReason(date, now, schedule),
  };
}
