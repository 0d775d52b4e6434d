import {
  BOOKING_NEXT_STEPS,
  businessHoursText,
  describeSlot,
  formatDate,
  isIsoDate,
  isSlotCode,
  zonedInstant,
} from '../../../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../../../common/constants.ts';
import {
  APPOINTMENT_SUCCESS_MESSAGE,
  type AppointmentDto,
} from '../../../../common/schemas/appointment.ts';

/**
 * The bot message after a booking (spec §8). A refusal is classified by its error text,
 * so the server's wording ('business hours', 'required', 'valid') decides what the
 * visitor reads. Pure: tested without a browser.
 */
export type BookingFailureKind = 'business-hours' | 'information' | 'connection' | 'received';

export function classifyBookingFailure(error: string): BookingFailureKind {
  const text = error.toLowerCase();
  if (text.includes('business hours')) return 'business-hours';
  if (text.includes('required') || text.includes('invalid') || text.includes('valid')) {
    return 'information';
  }
  if (text.includes('could not connect') || text.includes('fetch') || text.includes('network')) {
    return 'connection';
  }
  return 'received';
}

/** What the visitor booked: the fields of the API's appointment that the messages show. */
export type BookingDetails = Pick<
  AppointmentDto,
  'name' | 'email' | 'phone' | 'services' | 'preferred_date' | 'preferred_time'
>;

export const NEXT_STEPS = ['Next steps:', ...BOOKING_NEXT_STEPS.map((step) => `• ${step}`)].join(
  '\n',
);

function slotText(details: BookingDetails, visitorZone: string | null): string {
  const { preferred_date: date, preferred_time: time } = details;
  if (!isIsoDate(date) || !isSlotCode(time)) return time;
  try {
    const slot = describeSlot(date, time, visitorZone);
    return slot.visitor ? `${slot.pakistan}; your time: ${slot.visitor}` : slot.pakistan;
  } catch {
    return time;
  }
}

function dateText(date: string): string {
  // Noon in Pakistan names the chosen Pakistan calendar day in every zone.
  return isIsoDate(date) ? formatDate(zonedInstant(date, 12), BUSINESS_TIME_ZONE) : date;
}

function detailLines(details: BookingDetails, visitorZone: string | null): string {
  const contact = [details.email, details.phone].filter(Boolean).join(', ');
  return [
    `Services: ${details.services.join(', ')}`,
    `Date: ${dateText(details.preferred_date)}`,
    `Time slot: ${slotText(details, visitorZone)}`,
    `Contact: ${details.name} (${contact})`,
  ].join('\n');
}

export function bookingSuccessMessage(details: BookingDetails, visitorZone: string | null): string {
  return [
    APPOINTMENT_SUCCESS_MESSAGE,
    `Thank you, ${details.name}! We have received your consultation request.`,
    detailLines(details, visitorZone),
    NEXT_STEPS,
  ].join('\n\n');
}

export function bookingFailureMessage(
  error: string,
  details: BookingDetails,
  visitorZone: string | null,
  now: Date,
): string {
  const kind = classifyBookingFailure(error);
  const body: Record<BookingFailureKind, () => string[]> = {
    'business-hours': () => [
      'Appointment Time Not Available',
      'The time you selected is outside our business hours. Our hours are:',
      // businessHoursText never throws: an unknown zone gives the Pakistan hours alone.
      businessHoursText(visitorZone, now).join('\n'),
      'Please choose another time within these hours.',
    ],
    information: () => [
      'Appointment Information Issue',
      'Some of the appointment details are missing or not valid. Please check the required fields and try again.',
    ],
    connection: () => [
      'Connection Issue',
      "We couldn't reach our booking system, but your information has been noted and our team will contact you directly.",
      detailLines(details, visitorZone),
    ],
    received: () => [
      'Appointment Request Received',
      'Our team will review your request and contact you to confirm it.',
      detailLines(details, visitorZone),
    ],
  };
  return [...body[kind](), NEXT_STEPS].join('\n\n');
}
