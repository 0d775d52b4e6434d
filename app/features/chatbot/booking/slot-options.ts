import {
  CLOSED_ON_SUNDAYS_PLACEHOLDER,
  PAST_SLOT_SUFFIX,
  SPEC_SCHEDULE,
  businessHoursFor,
  closureOn,
  dateInZone,
  formatTimeRange,
  isIsoDate,
  isValidTimeZone,
  noSlotsReason,
  slotAvailability,
  todayInBusinessZone,
  weekdayOf,
  zoneOffsetMs,
  type IsoDate,
  type Schedule,
} from '../../../../common/booking.ts';
import { WEEKDAY_LABELS } from '../../../../common/schemas/availability.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../../../../common/constants.ts';
import { slotCodeLabel } from '../../../../common/labels.ts';
import type { SlotState } from '../../../../common/schemas/appointment.ts';

/**
 * What the appointment form's date and time controls show for a date (spec §4, §5), as a
 * pure function of the date, the clock and the visitor's zone, so the rules are tested
 * with a controlled clock rather than through the DOM.
 */
interface SlotOption {
  value: SlotCode;
  /** Pakistan time beside the visitor's own clock, ' (Past)' once started, ' (full)' when full. */
  label: string;
  disabled: boolean;
}

/** Suffix of a slot that holds its full number of consultations (issue 18). */
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

/** Picker minimum: today on the visitor's own calendar (spec §5 'minimum set to today'). */
export function minimumDate(now: Date, visitorZone: string | null): IsoDate {
  return dateInZone(now, visitorZone ?? BUSINESS_TIME_ZONE);
}

const weekdayShort = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(instant);

/**
 * '6:00 PM - 9:00 PM Pakistan time / 9:00 AM - 12:00 PM your time (Mon)';
 * '12:00 AM - 3:00 AM Pakistan time (after midnight, night of Mon → Tue) / ...'.
 */
function slotLabel(
  date: IsoDate,
  slot: { code: SlotCode; start: Date; end: Date; past: boolean },
  visitorZone: string | null,
  state: SlotState | null = null,
): string {
  // The 12am-3am slot of a date starts at the midnight after it, and says so (issue 18).
  let label = slotCodeLabel(slot.code, date);
  const differs =
    visitorZone !== null &&
    zoneOffsetMs(slot.start, visitorZone) !== zoneOffsetMs(slot.start, BUSINESS_TIME_ZONE);
  if (visitorZone && differs) {
    const localDate = dateInZone(slot.start, visitorZone);
    const pakistanDate = dateInZone(slot.start, BUSINESS_TIME_ZONE);
    const day = localDate !== pakistanDate ? ` (${weekdayShort(slot.start, visitorZone)})` : '';
    label += ` / ${formatTimeRange(slot.start, slot.end, visitorZone)} your time${day}`;
  }
  if (slot.past || state === 'past') return `${label} ${PAST_SLOT_SUFFIX}`;
  return state === 'full' ? `${label} ${FULL_SLOT_SUFFIX}` : label;
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
      value: slot.code,
      label: slotLabel(date, slot, visitorZone, state),
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
