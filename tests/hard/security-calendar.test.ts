import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotStart } from '../../common/booking.ts';
import { unfoldIcs } from '../../server/mail/ics.ts';
import { addressPool, createSignedInApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { futureWeekday } from '../setup/fixtures.ts';
import type { TestApp } from '../setup/test-app.ts';

/**
 * Every iCalendar file the site writes (the team's feed, the visitor's invitation) escapes
 * every text value and folds its lines at 75 octets. A booking name with bare carriage
 * returns written raw (`SUMMARY:…^MEND:VEVENT^MBEGIN:VEVENT…`) would let a visitor write
 * events of their own into the team's calendar; lines folded by characters would reach
 * 87-116 octets with non-ASCII names.
 */

const DATE = futureWeekday(4);
const address = addressPool(86);

const INJECTED_NAME = 'Eve\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected';
const NOTES = 'Line one\r\nline two\nline three\rend; a, b \\ c';
const URDU_NAME = 'عائشہ خان صدیقی بنت محمد عبداللہ';

/** What a calendar app checks first: CRLF only, lines within 75 octets, folds whole. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  // No CR or LF on its own: each line ends with CRLF.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  // A fold never splits a character: a split one would decode as U+FFFD.
  expect(text).not.toContain('\uFFFD');
}

/** RFC 5545 §3.3.11 read back: the value a calendar app shows. */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('iCalendar files', () => {
  let t: TestApp;
  let token: string;
  let feedPath: string;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp({ BOOKING_SLOT_CAPACITY: '5' }));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/calendar-feed',
      headers: bearer(token),
    });
    feedPath = new URL(made.json().url as string).pathname;
    for (const [name, notes] of [
      [INJECTED_NAME, NOTES],
      [URDU_NAME, `${URDU_NAME} ${URDU_NAME}`],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        remoteAddress: address(),
        payload: {
          name,
          email: `ics${ids.length}@example.com`,
          services: ['Digital Marketing'],
          preferred_date: DATE,
          preferred_time: '6pm-9pm',
          notes,
        },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().appointment._id as string);
    }
    // Confirmed: the visitor's mail then carries an invitation (.ics) too.
    const exact = new Date(slotStart(DATE, '6pm-9pm').getTime() + 30 * 60_000);
    for (const id of ids) {
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/confirm`,
        headers: bearer(token),
        payload: { start: exact.toISOString() },
      });
      expect(confirm.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.app.close();
  });

  it("the team's feed: one event per booking, names and notes escaped, lines folded at 75 octets", async () => {
    const response = await t.app.inject({ method: 'GET', url: feedPath });
    expect(response.statusCode).toBe(200);
    expectWellFormed(response.body);
    const lines = unfoldIcs(response.body);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(2);
    const summaries = lines
      .filter((l) => l.startsWith('SUMMARY:'))
      .map((l) => unescape(l.slice(8)));
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Consultation with ${INJECTED_NAME.replace(/\r/g, '\n')}`,
        `Consultation with ${URDU_NAME}`,
      ]),
    );
    const description = lines.find((l) => l.startsWith('DESCRIPTION:') && l.includes('Line one'))!;
    expect(unescape(description.slice(12))).toContain(
      'Notes: Line one\nline two\nline three\nend; a, b \\ c',
    );
  });

  it("the visitor's invitation: escaped and folded the same way", async () => {
    const { rows } = await t.database.execute(
      `select attachments from mail_outbox where attachments is not null and "to" like 'ics%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows as { attachments: { content: string; filename: string }[] }[]) {
      const ics = row.attachments.find((a) => a.filename.endsWith('.ics'))!;
      const text = Buffer.from(ics.content, 'base64').toString('utf8');
      expectWellFormed(text);
      expect(unfoldIcs(text).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    }
  });
});
