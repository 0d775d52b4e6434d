import { slotShortText, slotStart, todayInBusinessZone } from '../../common/booking.ts';
import {
  appointmentFieldsSchema,
  checkAppointmentTiming,
  type AppointmentRequest,
  type TimingReason,
} from '../../common/schemas/appointment.ts';
import {
  NEXT_SLOTS_OFFERED,
  type DayRules,
  type NextSlot,
} from '../../common/schemas/booking-days.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { saveIncompleteBooking } from '../leads/incomplete-booking.ts';
import { pageOf } from '../leads/service.ts';
import { nextOpenSlots } from './availability.ts';

/**
 * A booking refused for its date or slot (full, closed, outside the hours), with the next
 * open slots to offer instead; the route sends them as `next_slots`.
 */
export class BookingRefusal extends DomainError {
  constructor(
    cause: DomainError,
    readonly nextSlots: NextSlot[],
  ) {
    super(cause.code, cause.message, cause.fields);
  }
}

/** How the team's lead words each refusal: 'tried Tue 1 Dec, 9 PM-12 AM: full'. */
const REASON_WORDS: Record<TimingReason | 'full', string> = {
  full: 'full',
  closed: 'closed that day',
  outside_hours: 'outside our hours',
  horizon: 'beyond the booking horizon',
  past: 'date already past',
  started: 'slot already started',
};

export interface RefusalDeps {
  db: Db;
  config: Config;
  /** Nudges mail delivery after the lead's notice is queued. */
  poke: () => void;
}

export interface RefusalContext {
  at: Date;
  rules: DayRules;
  referer?: string;
}

/**
 * Refused bookings become leads (stored before the refusal is answered) and carry the next
 * open slots. Only a refusal of the date or slot counts: malformed fields are the form's
 * to fix, and leave nothing.
 */
export function createRefusals({ db, config, poke }: RefusalDeps) {
  async function record(
    request: Pick<
      AppointmentRequest,
      'name' | 'email' | 'phone' | 'services' | 'notes' | 'preferred_date' | 'preferred_time'
    >,
    reason: TimingReason | 'full',
    context: RefusalContext,
  ): Promise<NextSlot[]> {
    const { preferred_date: date, preferred_time: code } = request;
    await saveIncompleteBooking(db, config, {
      name: request.name,
      email: request.email,
      phone: request.phone || null,
      services: request.services,
      notes: request.notes ?? null,
      tried: `tried ${slotShortText(date, code)}: ${REASON_WORDS[reason]}`,
      sourcePage: pageOf(context.referer),
      day: todayInBusinessZone(context.at),
    });
    poke();
    return nextOpenSlots(db, slotStart(date, code), context.at, context.rules, NEXT_SLOTS_OFFERED);
  }

  return {
    /** A 409 for a full slot: stored as a lead, answered with the next open slots. */
    async full(request: AppointmentRequest, cause: DomainError, context: RefusalContext) {
      return new BookingRefusal(cause, await record(request, 'full', context));
    },

    /**
     * A 400 of the booking's parse: when its fields are well formed and only the date or
     * slot is refused, stored as a lead and answered with the next open slots; any other
     * refusal is returned as it is.
     */
    async invalid(input: unknown, cause: unknown, context: RefusalContext) {
      if (!(cause instanceof DomainError) || cause.code !== 'invalid') return cause;
      const fields = appointmentFieldsSchema.safeParse(input ?? {});
      if (!fields.success) return cause;
      const timing = checkAppointmentTiming(fields.data, context.at, context.rules);
      if (!timing) return cause;
      return new BookingRefusal(cause, await record(fields.data, timing.reason, context));
    },
  };
}
