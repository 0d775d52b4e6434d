import { describe, expect, it } from 'vitest';
import { slotEnd, slotStart } from '../../common/booking.ts';
import { buildCalendar, buildIcs, escapeIcsText, foldLine, icsDateTime, unfoldIcs } from './ics.ts';

const event = (overrides = {}) => ({
  uid: 'abc@example.com',
  sequence: 2,
  start: slotStart('2025-03-10', '6pm-9pm'),
  end: slotEnd('2025-03-10', '6pm-9pm'),
  stamp: new Date('2025-03-01T10:00:00.123Z'),
  summary: 'Free consultation, Brightwave; today',
  description: 'Line one\nLine two with a \\ backslash',
  status: 'TENTATIVE' as const,
  organizer: { name: 'Bright "wave"', email: 'hello@example.com' },
  ...overrides,
});

describe('ics', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDateTime(new Date('2025-03-10T13:00:00.456Z'))).toBe('20250310T130000Z');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfoldIcs(folded + '\r\n')).toEqual([line]);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('puts the 6pm-9pm Pakistan slot at 13:00Z-16:00Z and 12am-3am at 19:00Z of the date', () => {
    const lines = unfoldIcs(buildIcs(event(), '-//Test//EN'));
    expect(lines).toContain('DTSTART:20250310T130000Z');
    expect(lines).toContain('DTEND:20250310T160000Z');
    const night = unfoldIcs(
      buildIcs(
        event({
          start: slotStart('2025-03-10', '12am-3am'),
          end: slotEnd('2025-03-10', '12am-3am'),
        }),
        '-//Test//EN',
      ),
    );
    expect(night).toContain('DTSTART:20250310T190000Z');
    expect(night).toContain('DTEND:20250310T220000Z');
  });

  it('writes one VEVENT with UID, SEQUENCE, STATUS, escaped text and CRLF line ends', () => {
    const text = buildIcs(event(), '-//Test//EN');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfoldIcs(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'UID:abc@example.com',
        'SEQUENCE:2',
        'DTSTAMP:20250301T100000Z',
        'STATUS:TENTATIVE',
        'SUMMARY:Free consultation\\, Brightwave\\; today',
        'DESCRIPTION:Line one\\nLine two with a \\\\ backslash',
        'ORGANIZER;CN="Bright wave":mailto:hello@example.com',
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes bare carriage returns and keeps control characters out of URIs', () => {
    const text = buildIcs(
      event({
        summary: 'Eve\rEND:VEVENT\rBEGIN:VEVENT',
        url: 'https://meet.example/x\r\nATTACH:evil',
      }),
      '-//Test//EN',
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfoldIcs(text);
    expect(lines).toContain('SUMMARY:Eve\\nEND:VEVENT\\nBEGIN:VEVENT');
    expect(lines).toContain('URL:https://meet.example/xATTACH:evil');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('writes a calendar of no events, and of several', () => {
    expect(unfoldIcs(buildCalendar({ productId: '-//Test//EN', name: 'Team' }, []))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Team',
      'END:VCALENDAR',
    ]);
    const two = unfoldIcs(buildCalendar({ productId: '-//Test//EN' }, [event(), event()]));
    expect(two.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
