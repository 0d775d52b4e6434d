import { describe, expect, it } from 'vitest';
import { slotStart } from '../../common/booking.ts';
import {
  confirmAppointmentSchema,
  exactStartChoices,
  exactStartIssue,
  isMeetingLink,
} from '../../common/schemas/confirm.ts';
import { leadText } from '../mail/templates/appointment.ts';
import { dueReminder, generatedRoomUrl } from './confirm.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LEADS = [86_400, 3_600]; // 24 h and 1 h, in seconds, largest first as config gives them

describe('reminders due', () => {
  const start = new Date('2030-03-11T14:00:00Z');
  const confirmedAt = new Date(start.getTime() - 3 * DAY);
  const at = (msBefore: number) => new Date(start.getTime() - msBefore);

  it('sends nothing before the first lead, then each lead once it has come', () => {
    const base = { confirmedStart: start, confirmedAt, recordedLeads: [] as number[] };
    expect(dueReminder(base, LEADS, at(DAY + 1000))).toBeNull();
    expect(dueReminder(base, LEADS, at(DAY))).toEqual({ send: 86_400, skip: [] });
    expect(dueReminder({ ...base, recordedLeads: [86_400] }, LEADS, at(2 * HOUR))).toBeNull();
    expect(dueReminder({ ...base, recordedLeads: [86_400] }, LEADS, at(HOUR - 1))).toEqual({
      send: 3_600,
      skip: [],
    });
    expect(dueReminder({ ...base, recordedLeads: [86_400, 3_600] }, LEADS, at(60_000))).toBeNull();
    // Never once it has started.
    expect(dueReminder(base, LEADS, start)).toBeNull();
  });

  it('sends only the nearest when several fell due together (the server was down)', () => {
    const base = { confirmedStart: start, confirmedAt, recordedLeads: [] as number[] };
    expect(dueReminder(base, LEADS, at(30 * 60_000))).toEqual({ send: 3_600, skip: [86_400] });
  });

  it('sends no reminder whose moment passed before the confirmation', () => {
    const late = { confirmedStart: start, confirmedAt: at(2 * HOUR), recordedLeads: [] };
    expect(dueReminder(late, LEADS, at(2 * HOUR - 1000))).toBeNull();
    expect(dueReminder(late, LEADS, at(HOUR))).toEqual({ send: 3_600, skip: [] });
  });

  it('words the lead', () => {
    expect(leadText(86_400)).toBe('24 hours');
    expect(leadText(3_600)).toBe('1 hour');
    expect(leadText(5_400)).toBe('1 hour 30 minutes');
    expect(leadText(60)).toBe('1 minute');
  });
});

describe('exact time and link', () => {
  it('offers every 15 minutes while a 20-minute consultation fits in the slot', () => {
    const choices = exactStartChoices('2030-03-11', '6pm-9pm');
    expect(choices[0]).toEqual(slotStart('2030-03-11', '6pm-9pm'));
    expect(choices).toHaveLength(11);
    const now = new Date('2030-03-01T00:00:00Z');
    for (const choice of choices) {
      expect(exactStartIssue(choice, '2030-03-11', '6pm-9pm', now)).toBeNull();
    }
    const last = new Date(slotStart('2030-03-11', '6pm-9pm').getTime() + 160 * 60_000);
    expect(exactStartIssue(last, '2030-03-11', '6pm-9pm', now)).toBeNull();
    const tooLate = new Date(last.getTime() + 60_000);
    expect(exactStartIssue(tooLate, '2030-03-11', '6pm-9pm', now)).toContain('inside');
    const odd = new Date(last.getTime() - 30_000);
    expect(exactStartIssue(odd, '2030-03-11', '6pm-9pm', now)).toContain('valid');
  });

  it('accepts https meeting links only; generates unguessable rooms', () => {
    expect(isMeetingLink('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isMeetingLink('https://us02web.zoom.us/j/123?pwd=x')).toBe(true);
    expect(isMeetingLink('http://zoom.us/j/1')).toBe(false);
    expect(isMeetingLink('javascript:alert(1)')).toBe(false);
    expect(isMeetingLink('https://user:pass@zoom.us/j/1')).toBe(false);
    expect(isMeetingLink('https://localhost/x')).toBe(false);
    const parsed = confirmAppointmentSchema.safeParse({
      start: '2030-03-11T13:15:00.000Z',
      meeting: 'pasted',
      meeting_link: ' https://meet.google.com/abc-defg-hij ',
    });
    expect(parsed.success && parsed.data.meetingLink).toBe('https://meet.google.com/abc-defg-hij');
    const a = generatedRoomUrl('https://meet.jit.si');
    expect(a).toMatch(/^https:\/\/meet\.jit\.si\/brightwave-[0-9a-f]{32}$/);
    expect(generatedRoomUrl('https://meet.jit.si')).not.toBe(a);
  });
});

describe('REMINDER_LEAD_MINUTES', () => {
  it('defaults to 24 hours and 1 hour, takes decimal minutes, refuses nonsense', async () => {
    const { parseEnv } = await import('../config.ts');
    expect(parseEnv({}).REMINDER_LEAD_MINUTES).toEqual([86_400, 3_600]);
    expect(parseEnv({ REMINDER_LEAD_MINUTES: '60, 1440, 0.5' }).REMINDER_LEAD_MINUTES).toEqual([
      86_400, 3_600, 30,
    ]);
    for (const bad of ['', 'soon', '-5', '0', '1440,,60', '99999']) {
      expect(() => parseEnv({ REMINDER_LEAD_MINUTES: bad })).toThrow(
        /REMINDER_LEAD_MINUTES must be a comma-separated list of minutes/,
      );
    }
  });
});
