import { describe, expect, it } from 'vitest';
import {
  adminBlogPreview,
  appointmentTimes,
  isImageFile,
  isoToLocalInputs,
  leadsCsvFileName,
  localDateTimeToIso,
  rangeEndingToday,
  statusTone,
  uploadPercent,
} from './admin-format.ts';
import { readConversationList, readThread } from './conversation-shape.ts';

describe('admin blog preview (spec §9: 100 characters)', () => {
  it('cuts the text of the HTML content at 100 characters', () => {
    const content = `<p>${'a'.repeat(60)} <strong>${'b'.repeat(60)}</strong></p>`;
    const preview = adminBlogPreview({ content });
    expect(preview).toBe(`${'a'.repeat(60)} ${'b'.repeat(39)}...`);
  });

  it('keeps short text whole and falls back to the list preview without its ellipsis', () => {
    expect(adminBlogPreview({ content: '<p>Short &amp; sweet</p>' })).toBe('Short & sweet');
    expect(adminBlogPreview({ preview: 'Thirty words cut...' })).toBe('Thirty words cut');
  });
});

describe('appointment display', () => {
  it('colours each status as the spec says, with a neutral tone for anything else', () => {
    expect(statusTone('Pending').name).toBe('yellow');
    expect(statusTone('Confirmed').name).toBe('green');
    expect(statusTone('Cancelled').name).toBe('red');
    expect(statusTone('Completed').name).toBe('blue');
    expect(statusTone('Unknown').name).toBe('grey');
  });

  it('shows the slot in Pakistan time and on the admin clock when they differ', () => {
    const times = appointmentTimes('2030-03-11', '6pm-9pm', 'Europe/London');
    expect(times.pakistan).toBe('Monday, March 11, 2030, 6:00 PM - 9:00 PM (Pakistan time)');
    expect(times.local).toBe('Monday, March 11, 2030, 1:00 PM - 4:00 PM (Europe/London)');
    expect(appointmentTimes('2030-03-11', '6pm-9pm', 'Asia/Karachi').local).toBeNull();
    expect(appointmentTimes('soon', 'later', 'Europe/London')).toEqual({
      pakistan: 'soon later',
      local: null,
    });
  });
});

describe('blog form values', () => {
  it('turns the local date and time into an ISO instant and back', () => {
    const iso = localDateTimeToIso('2031-07-04', '09:30');
    expect(Number.isNaN(Date.parse(iso))).toBe(false);
    expect(isoToLocalInputs(iso)).toEqual({ date: '2031-07-04', time: '09:30' });
  });

  it('gives empty values for missing or unreadable input', () => {
    expect(localDateTimeToIso('', '09:30')).toBe('');
    expect(localDateTimeToIso('2031-07-04', '')).toBe('');
    expect(isoToLocalInputs(null)).toEqual({ date: '', time: '' });
    expect(isoToLocalInputs('not a date')).toEqual({ date: '', time: '' });
  });

  it('accepts image files only (spec §5)', () => {
    expect(isImageFile({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'a.png' })).toBe(false);
    expect(isImageFile({ type: '', name: 'photo.JPEG' })).toBe(true);
    expect(isImageFile({ type: '', name: 'notes.txt' })).toBe(false);
  });

  it('reports upload progress as a whole percent within 0-100', () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(300, 200)).toBe(100);
  });
});

describe('dashboard and leads', () => {
  it('names the last N days up to today in Pakistan time', () => {
    // 20:00 UTC is already the next day in Karachi (UTC+5).
    expect(rangeEndingToday(7, new Date('2030-01-10T20:00:00Z'))).toEqual({
      from: '2030-01-05',
      to: '2030-01-11',
    });
  });

  it('names CSV exports by kind and range', () => {
    expect(leadsCsvFileName('', '', '')).toBe('leads-all.csv');
    expect(leadsCsvFileName('chat_contact', '2030-01-01', '2030-01-31')).toBe(
      'leads-chat_contact-2030-01-01-2030-01-31.csv',
    );
  });
});

describe('API answers', () => {
  it('reads conversation lists and threads as the chat API sends them', () => {
    const list = readConversationList({
      conversations: [
        {
          id: 'c1',
          name: 'Ana',
          email: null,
          messageCount: 3,
          lastMessage: { sender: 'bot', text: 'Hello!' },
          createdAt: '2030-01-01T00:00:00Z',
          updatedAt: '2030-01-01T00:05:00Z',
        },
        { nothing: true },
      ],
    });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: 'c1',
      name: 'Ana',
      messageCount: 3,
      lastMessage: 'Hello!',
    });

    const thread = readThread({
      conversation: { id: 'c1', name: null, createdAt: '2030-01-01T00:00:00Z' },
      messages: [
        { id: 1, sender: 'user', text: 'Hi', createdAt: '2030-01-01T00:00:00Z' },
        { id: 2, sender: 'bot', text: 'Hello!', createdAt: '2030-01-01T00:00:01Z' },
      ],
    });
    expect(thread?.messages.map((m) => `${m.sender}:${m.text}`)).toEqual(['user:Hi', 'bot:Hello!']);
    expect(thread?.messageCount).toBe(2);
  });
});
