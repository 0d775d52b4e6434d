/**
 * A calendar invitation (RFC 5545, iTIP METHOD:PUBLISH), written by hand: one event, times
 * in UTC, text escaped and lines folded at 75 octets. Pure code, unit-tested.
 */

export type CalendarStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface CalendarEvent {
  /** Stable per appointment, e.g. '<appointment id>@example.com'; updates reuse it. */
  uid: string;
  /** Bumped on every change, so calendars replace the earlier version. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was written. */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  status: CalendarStatus;
  organizer: { name: string; email: string };
}

/** RFC 5545 §3.3.5 form 2: UTC date-time, e.g. 20250310T130000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (e.g. CN) is quoted and may not hold a double quote or control characters. */
function quoteParam(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space, never in
 * the middle of a UTF-8 character.
 */
export function foldLine(line: string): string {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  if (bytes(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const char of line) {
    if (bytes(current) + bytes(char) > limit) {
      parts.push(current);
      current = '';
      // Continuation lines start with a space, which counts towards their 75 octets.
      limit = 74;
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Undoes folding: the logical lines of an iCalendar text (tests and tools read it so). */
export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}
