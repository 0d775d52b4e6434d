import {
  addDays,
  describeSlot,
  isIsoDate,
  isSlotCode,
  todayInBusinessZone,
} from '../../../common/booking.ts';
import { ADMIN_BLOG_PREVIEW_CHARS, type AppointmentStatus } from '../../../common/constants.ts';
import { htmlToText, previewChars } from '../../../common/text.ts';

/**
 * Pure helpers of the admin screens: what a table cell shows, how a form's local date and
 * time become the ISO instant the API takes, the date range of the dashboard.
 */

/** Spec §2.5, §9: the admin table shows the first 100 characters of the post's text. */
export function adminBlogPreview(post: { content?: string | null; preview?: string | null }) {
  const source = post.content ? htmlToText(post.content) : (post.preview ?? '');
  return previewChars(source.replace(/\.\.\.$/, ''), ADMIN_BLOG_PREVIEW_CHARS);
}

/**
 * Spec §2.5: the status colours, each paired with its text (colour never carries meaning
 * alone). The pairs keep a contrast ratio above 4.5:1 (900 text on 100 backgrounds).
 */
const STATUS_TONES: Record<AppointmentStatus, { name: string; className: string }> = {
  Pending: { name: 'yellow', className: 'border-yellow-500 bg-yellow-100 text-yellow-900' },
  Confirmed: { name: 'green', className: 'border-green-600 bg-green-100 text-green-900' },
  Cancelled: { name: 'red', className: 'border-red-600 bg-red-100 text-red-900' },
  Completed: { name: 'blue', className: 'border-blue-600 bg-blue-100 text-blue-900' },
};

export function statusTone(status: string) {
  return (
    STATUS_TONES[status as AppointmentStatus] ?? {
      name: 'grey',
      className: 'border-slate-400 bg-slate-100 text-slate-900',
    }
  );
}

/**
 * The scheduled instant of the blog form: the date and time inputs read on the admin's own
 * clock, sent as ISO (the schema takes any parseable date-time). '' when either is empty.
 */
export function localDateTimeToIso(date: string, time: string): string {
  if (!date || !time) return '';
  const value = new Date(`${date}T${time}`);
  return Number.isNaN(value.getTime()) ? '' : value.toISOString();
}

/** The date and time inputs' values ('YYYY-MM-DD', 'HH:MM') of an ISO instant, on the local clock. */
export function isoToLocalInputs(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return { date: '', time: '' };
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

/** An ISO instant as the admin reads it, on their own clock; '' when unreadable. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  })
    .format(value)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * An appointment's slot in Pakistan time and, when it differs, on the admin's clock.
 * Unknown dates or slot codes are shown as stored.
 */
export function appointmentTimes(
  date: string,
  time: string,
  adminZone: string | null | undefined,
): { pakistan: string; local: string | null } {
  if (!isIsoDate(date) || !isSlotCode(time))
    return { pakistan: `${date} ${time}`.trim(), local: null };
  const slot = describeSlot(date, time, adminZone);
  return { pakistan: slot.pakistan, local: slot.visitor };
}

/** The admin's IANA zone, or null where the runtime does not say (server render). */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** The last `days` days up to today in Pakistan time, both ends included ('YYYY-MM-DD'). */
export function rangeEndingToday(days: number, now: Date): { from: string; to: string } {
  const to = todayInBusinessZone(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** A file name for a CSV export of leads: `leads-<kind>-<from>-<to>.csv`. */
export function leadsCsvFileName(kind: string, from: string, to: string): string {
  const parts = ['leads', kind || 'all', from, to].filter(Boolean);
  return `${parts.join('-').replace(/[^\w.-]+/g, '_')}.csv`;
}

/** Whether a picked file may be sent as a cover (spec §5: must be an image file). */
export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|webp|gif|avif)$/i.test(file.name);
}

/** Percent of an upload from an XMLHttpRequest progress event, 0-100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}
