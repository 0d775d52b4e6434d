/**
 * The one iCalendar writer (RFC 5545, iTIP METHOD:PUBLISH), by hand: the visitor's
 * invitation (one event) and the team's feed (server/booking/calendar-feed.ts). Times in
 * UTC, every text value escaped (backslash, semicolon, comma, CR, LF, CRLF), every line
 * folded at 75 octets of UTF-8, never inside a character. Pure code, unit-tested.
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
  organizer?: { name: string; email: string };
  /** When the event last changed (the feed's LAST-MODIFIED). */
  lastModified?: Date;
  /** Outlook's free/busy for the time (X-MICROSOFT-CDO-BUSYSTATUS). */
  busyStatus?: 'BUSY' | 'TENTATIVE';
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

/**
 * A value that is not TEXT (a URI, a UID, an address): it has no escapes, so control
 * characters are dropped; a CR or LF would otherwise start a property of its own.
 */
function plainValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, '');
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

/** The lines of one VEVENT, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${plainValue(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${plainValue(event.url)}`] : []),
    `STATUS:${event.status}`,
    ...(event.organizer
      ? [
          `ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${plainValue(event.organizer.email)}`,
        ]
      : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${icsDateTime(event.lastModified)}`] : []),
    ...(event.busyStatus ? [`X-MICROSOFT-CDO-BUSYSTATUS:${event.busyStatus}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * A whole calendar of `events` (none is a valid calendar too), folded, with CRLF line
 * ends. `name` is the calendar's name as calendar apps show a subscribed feed.
 */
export function buildCalendar(
  header: { productId: string; name?: string },
  events: readonly CalendarEvent[],
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${plainValue(header.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(header.name ? [`X-WR-CALNAME:${escapeIcsText(header.name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The visitor's invitation: a calendar of one event. */
export function buildIcs(event: CalendarEvent, productId: string): string {
  return buildCalendar({ productId }, [event]);
}

/** Undoes folding: the logical lines of an iCalendar text (tests and tools read it so). */
export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}
