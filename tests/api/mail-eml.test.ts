import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { addressPool, nextWeekday } from '../setup/api.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const freshAddress = addressPool(62);

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe(`.eml files of the outbox on ${testDbKind()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
    await t.app.deps.services.mail.start({ pollingIntervalSeconds: 0.5, sweepIntervalMs: 1000 });
  });
  afterAll(async () => {
    await t.app.deps.services.mail.stop();
    await t.app.close();
  });

  it('ends every line with CRLF, headers, text, HTML and the calendar attachment alike', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Omar',
        email: 'crlf@example.com',
        phone: '+92 300 1234567',
        services: ['Branding & Logo Design'],
        preferred_date: nextWeekday(3),
        preferred_time: '9pm-12am',
        user_timezone: 'Europe/London',
      },
    });
    expect(response.statusCode).toBe(201);
    await until(async () => {
      const rows = await t.database.db.select().from(mailOutbox);
      return rows.length === 2 && rows.every((r) => r.status === 'sent');
    });
    const folder = path.join(t.config.DATA_DIR, 'outbox');
    const files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const eml = readFileSync(path.join(folder, file), 'latin1');
      const lines = eml.split('\r\n');
      expect(lines.length, file).toBeGreaterThan(20);
      // No line break but CRLF: no bare LF, no bare CR.
      expect(eml.match(/(?<!\r)\n/g), file).toBeNull();
      expect(eml.match(/\r(?!\n)/g), file).toBeNull();
      // The header block ends at the first empty line, as a mail reader finds it.
      const blank = lines.indexOf('');
      expect(
        lines.slice(0, blank).some((l) => l.startsWith('Subject: ')),
        file,
      ).toBe(true);
    }
    const team = files
      .map((file) => readFileSync(path.join(folder, file), 'latin1'))
      .find((eml) => /^To: team@example\.com/m.test(eml))!;
    // The text body's own lines (one field a line) are CRLF lines too.
    expect(team.split('\r\n')).toContain('Name: Omar');
  });
});
