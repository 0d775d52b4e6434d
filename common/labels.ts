import { SLOT_LABELS, addDays, isIsoDate, isSlotCode, weekdayOf } from './booking.ts';
import {
  APPOINTMENT_SOURCE_CHATBOT,
  APPOINTMENT_SOURCE_FALLBACK_LABEL,
  type AppointmentStatus,
} from './constants.ts';
import { SERVICE_OPTIONS } from './services.ts';
import { GET_STARTED_SERVICES } from './schemas/leads.ts';

/**
 * The one map of stored code → what a person reads ("labels, not codes"), used
 * by the admin screens and the team's mails. A value that is not a known code is shown as
 * stored (a free-text source, an old service name), never hidden.
 */

/** Spec §3: 'Website' when an appointment has no source; 'chatbot_form' is the chat widget. */
const APPOINTMENT_SOURCE_LABELS: Record<string, string> = {
  [APPOINTMENT_SOURCE_CHATBOT]: 'Chat widget',
  website: APPOINTMENT_SOURCE_FALLBACK_LABEL,
};

export function appointmentSourceLabel(source: string | null | undefined): string {
  const value = source?.trim();
  if (!value) return APPOINTMENT_SOURCE_FALLBACK_LABEL;
  return APPOINTMENT_SOURCE_LABELS[value] ?? value;
}

/** Kinds of the leads inbox (common/schemas/admin.ts LEAD_LIST_KINDS). */
export const LEAD_KIND_LABELS = {
  contact: 'Contact message',
  footer: 'Footer message',
  chat_contact: 'Chat',
  business: 'Business inquiry',
  get_started: 'Get Started request',
  booking_refused: 'Incomplete booking',
  subscriber: 'Subscriber',
} as const;

export function leadKindLabel(kind: string): string {
  return (LEAD_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

/**
 * A service as stored by any form: the appointment form stores labels already (spec §3),
 * the Get Started form its option values ('web-development', 'other').
 */
const SERVICE_CODE_LABELS: Record<string, string> = Object.fromEntries([
  ...SERVICE_OPTIONS.map((s) => [s.id, s.label] as const),
  ...GET_STARTED_SERVICES.map((s) => [s.value, s.label] as const),
]);

export function serviceLabel(service: string): string {
  return SERVICE_CODE_LABELS[service.trim()] ?? service;
}

/** Newsletter subscriber states as the leads inbox shows them. */
const SUBSCRIBER_STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

export function subscriberStatusLabel(status: string): string {
  return SUBSCRIBER_STATUS_LABELS[status] ?? status;
}

/** The chat a conversation came from (common/chat.ts BusinessProfile). */
const CHAT_PROFILE_LABELS: Record<string, string> = {
  general: 'Main chat',
  pets: 'Pet landing page chat',
  fitness: 'Fitness landing page chat',
};

export function chatProfileLabel(profile: string): string {
  return CHAT_PROFILE_LABELS[profile] ?? profile;
}

/** Where a chat was opened: the embedded home chat sends 'home', the others their path. */
export function chatSourceLabel(source: string): string {
  return source === 'home' ? 'Home page' : source;
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A slot code as the public booking form words it: '6:00 PM - 9:00 PM Pakistan time';
 * with the date, the 12am-3am slot adds that it is the night after it
 * ('12:00 AM - 3:00 AM Pakistan time (after midnight, night of Mon → Tue)').
 */
export function slotCodeLabel(code: string, date?: string | null): string {
  if (!isSlotCode(code)) return code;
  const label = `${SLOT_LABELS[code]} Pakistan time`;
  if (code !== '12am-3am' || !date || !isIsoDate(date)) return label;
  const day = WEEKDAYS_SHORT[weekdayOf(date)];
  const next = WEEKDAYS_SHORT[weekdayOf(addDays(date, 1))];
  return `${label} (after midnight, night of ${day} → ${next})`;
}

/** Appointment statuses are words already (spec §3); the map keeps the one place to change them. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};
