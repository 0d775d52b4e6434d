import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { addressPool, nextWeekday, poster, suiteMailingApp } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { type SmtpReceiver } from '../setup/smtp.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const freshAddress = addressPool(9);

const booking = (email: string) => ({
  name: 'Omar',
  email,
  services: ['Branding & Logo Design'],
  preferred_date: nextWeekday(3),
  preferred_time: '9pm-12am',
  user_timezone: 'Europe/London',
});

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe(`mail delivery through an SMTP outage on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let token: string;

  const post = poster(() => t, freshAddress);

  suiteMailingApp((app) => ({ t, token, smtp } = app));

  it('accepts a booking and a newsletter send while the mail server is down, then delivers each message exactly once', async () => {
    // Two confirmed subscribers and a saved newsletter, while the server is still up.
    const readers = ['r1@example.com', 'r2@example.com'];
    for (const email of readers) await post('/api/subscribe', { email });
    await smtp.waitFor((all) => all.length === 2);
    for (const mail of smtp.messages) {
      const confirm = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1]!;
      expect((await post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    }
    await post(
      '/api/save-newsletter',
      { subject: 'Outage news', content: '<p>Still here.</p>' },
      bearer(token),
    );

    await smtp.stop();
    const booked = await post('/api/appointments', booking('down@example.com'));
    expect(booked.statusCode).toBe(201);
    const sent = await post('/api/admin/newsletter/send', {}, bearer(token));
    expect(sent.statusCode).toBe(202);

    // Four messages wait: receipt and team notice of the booking, two newsletter issues.
    const outbox = () => t.database.db.select().from(mailOutbox);
    await until(async () => {
      const rows = (await outbox()).filter((r) => r.kind !== 'newsletter-confirm');
      return rows.length === 4 && rows.every((r) => r.attempts >= 1 && r.lastError !== null);
    });
    expect((await outbox()).filter((r) => r.status === 'sent')).toHaveLength(2);
    const progress = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/send-status',
      headers: bearer(token),
    });
    expect(progress.json()).toMatchObject({ status: 'sending', recipients: 2, sent: 0 });

    await smtp.start();
    await smtp.waitFor((all) => all.length === 6, 30_000);
    // Give any duplicate attempt time to show itself.
    await new Promise((r) => setTimeout(r, 3000));

    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    const rows = await outbox();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    for (const row of rows) {
      expect(ids.filter((id) => id === `<${row.id}@localhost>`)).toHaveLength(1);
    }
    expect(smtp.messages.filter((m) => m.subject === 'Outage news')).toHaveLength(2);
    expect(smtp.messages.some((m) => m.envelopeTo.includes('down@example.com'))).toBe(true);
    expect(smtp.messages.some((m) => m.envelopeTo.includes('team@example.com'))).toBe(true);

    await expect
      .poll(
        async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/admin/newsletter/send-status',
              headers: bearer(token),
            })
          ).json(),
        { timeout: 10_000 },
      )
      .toMatchObject({ status: 'sent', recipients: 2, sent: 2, failed: 0 });
  });
});

describe(`mail without SMTP_URL on ${testDbKind()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
    await t.app.deps.services.mail.start({ pollingIntervalSeconds: 0.5, sweepIntervalMs: 1000 });
  });
  afterAll(async () => {
    await t.app.deps.services.mail.stop();
    await t.app.close();
  });

  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: booking('files@example.com'),
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    const folder = path.join(t.config.DATA_DIR, 'outbox');
    // A message is written first and marked sent after, so wait for both marks.
    await until(async () => {
      const sent = await t.database.db.select().from(mailOutbox);
      return sent.length === 2 && sent.every((r) => r.status === 'sent');
    });
    expect(readdirSync(folder)).toHaveLength(2);
    const rows = await t.database.db.select().from(mailOutbox);
    for (const row of rows) {
      const eml = readFileSync(path.join(folder, `${row.id}.eml`), 'utf8');
      expect(eml).toMatch(new RegExp(`^Message-ID: <${row.id}@localhost>`, 'm'));
      expect(eml).toMatch(/^Content-Type: multipart\/(mixed|alternative)/m);
      expect(eml).toContain('text/plain');
      expect(eml).toContain('text/html');
    }
    const receipt = rows.find((r) => r.to === 'files@example.com')!;
    const eml = readFileSync(path.join(folder, `${receipt.id}.eml`), 'utf8');
    expect(eml).toContain('text/calendar');
    expect(eml).toMatch(/^To: files@example\.com/m);
  });
});
