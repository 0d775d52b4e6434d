import {
  SPEC_SCHEDULE,
  noSlotsReason,
  slotAvailability,
  type Schedule,
} from '../../../common/booking.ts';
import type { SlotCode } from '../../../common/constants.ts';
import type { SlotAvailabilityAnswer, SlotState } from '../../../common/schemas/appointment.ts';
import {
  availabilityFailureMessage,
  scheduleOf,
  type TeamScheduleAnswer,
} from '../../../common/schemas/availability.ts';
import { request } from '../../lib/api.ts';

/**
 * The new date's slots as the server answers them: the team's hours and
 * closures (GET /api/availability) and each slot's state (GET /api/appointments/
 * availability). Until both answer, or when one fails, the usual hours are shown with a
 * sentence saying why; the reschedule's own answer decides.
 */
interface SlotChoice {
  code: SlotCode;
  label: string;
  disabled: boolean;
}

export interface DateSlots {
  slots: SlotChoice[];
  /** Why nothing can be chosen, or why the server's answer is missing; null otherwise. */
  message: string | null;
}

export async function fetchDateSlots(
  date: string,
  now: Date,
  signal?: AbortSignal,
): Promise<DateSlots> {
  const [team, states] = await Promise.all([
    request<TeamScheduleAnswer>('/api/availability', { signal }),
    request<SlotAvailabilityAnswer>(
      `/api/appointments/availability?date=${encodeURIComponent(date)}`,
      { signal },
    ),
  ]);
  const schedule: Schedule = team.ok && team.data ? scheduleOf(team.data) : SPEC_SCHEDULE;
  if (!states.ok && states.status === 400 && states.fields?.date) {
    return { slots: [], message: states.fields.date };
  }
  const stateOf = new Map<SlotCode, SlotState>(
    (states.ok && states.data ? states.data.slots : []).map((s) => [s.code, s.state]),
  );
  const slots = slotAvailability(date, now, schedule).map((slot) => {
    const state = stateOf.get(slot.code);
    return {
      code: slot.code,
      label: state === 'full' ? `${slot.label} (full)` : slot.label,
      disabled: slot.past || state === 'past' || state === 'full',
    };
  });
  const failed = !team.ok ? team : !states.ok ? states : null;
  return {
    slots,
    message: failed ? availabilityFailureMessage(failed) : noSlotsReason(date, now, schedule),
  };
}
