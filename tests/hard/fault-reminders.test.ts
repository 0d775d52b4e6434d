import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slotStart } from '../../common/booking.ts';
import { manageTokenFor } from '../../server/booking/manage-link.ts';
import {
  adminLogin,
  createScratchDatabase,
  futureSlots,
  postBooking,
  postgresUnavailable,
  sleep,
} from '../setup/load.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../setup/smtp.ts';

/**
 * Reminders exactly once across crashes: confirmed consultations get their two
 * reminders while the server is killed with SIGKILL again and again around the moments
 * they fall due; at the real SMTP receiver each reminder arrives once, and none for a
 * consultation cancelled or moved after its confirmation.
 *
 * The lead times are configuration (REMINDER_LEAD_MINUTES): after the bookings are
 * confirmed, the server restarts with leads that make the reminders of their exact start
 * fall due 20 s and 85 s later.
 */
const ADMIN_EMAIL = 'reminder-admin@example.com';
const ADMIN_PASSWORD = 'reminder-test-password-123';
const JWT_SECRET = 'reminder-test-jwt-secret-that-is-long-enough-0123';
const REMINDER = /^Reminder: your consultation with Brightwave starts in (.+)$/;

async function kill(server: RunningServer) {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

async function api(
  server: RunningServer,
  url: string,
  token: string,
  method: string,
  body?: unknown,
) {
  const response = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function reminderRun(label: string, smtp: SmtpReceiver, env: Record<string, string>) {
  const base = {
    TRUST_PROXY: '1',
    BOOKING_SLOT_CAPACITY: '20',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JWT_SECRET,
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
    SMTP_URL: smtp.url,
    TEAM_EMAIL: 'team@example.com',
    REMINDER_SWEEP_SECONDS: '1',
    ...env,
  };
  const [slot, other] = futureSlots(2);
  const exact = slotStart(slot!.date, slot!.time);
  const stamp = Date.now().toString(36);
  const emails = {
    kept: `kept-${stamp}@example.com`,
    alsoKept: `also-kept-${stamp}@example.com`,
    cancelled: `cancelled-${stamp}@example.com`,
    moved: `moved-${stamp}@example.com`,
  };

  // Booked and confirmed at the slot's start; one then cancelled, one moved.
  let server = await startServer(base);
  const ids: Record<string, string> = {};
  try {
    const token = await adminLogin(server.baseURL, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const [key, email] of Object.entries(emails)) {
      const booked = await postBooking(server.baseURL, email, slot!);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const id = (booked.body as { appointment: { _id: string } }).appointment._id;
      ids[key] = id;
      const confirmed = await api(server, `/api/appointments/${id}/confirm`, token, 'POST', {
        start: exact.toISOString(),
      });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    }
    expect(
      (
        await api(server, `/api/appointments/${ids.cancelled}`, token, 'PUT', {
          status: 'Cancelled',
        })
      ).status,
    ).toBe(200);
    const moved = await fetch(
      `${server.baseURL}/api/appointments/manage/${manageTokenFor(JWT_SECRET, ids.moved!)}/reschedule`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ preferred_date: other!.date, preferred_time: other!.time }),
      },
    );
    expect(moved.status).toBe(200);
  } finally {
    await server.stop();
  }

  const firstDue = Date.now() + 20_000;
  const secondDue = firstDue + 65_000;
  const lead = (due: number) => ((exact.getTime() - due) / 60_000).toFixed(4);
  const withLeads = { ...base, REMINDER_LEAD_MINUTES: `${lead(firstDue)},${lead(secondDue)}` };

  // Killed at random moments until well after both reminders fell due.
  let kills = 0;
  let killsAfterDue = 0;
  while (Date.now() < secondDue + 8_000) {
    server = await startServer(withLeads);
    await sleep(300 + Math.random() * 3_000);
    await kill(server);
    kills += 1;
    if (Date.now() > firstDue) killsAfterDue += 1;
  }

  // A last start delivers whatever a kill interrupted (a claimed row waits out its lease).
  server = await startServer(withLeads);
  try {
    const reminders = (email: string) =>
      smtp.messages.filter((m) => m.envelopeTo.includes(email) && REMINDER.test(m.subject));
    await smtp.waitFor(
      () => reminders(emails.kept).length >= 2 && reminders(emails.alsoKept).length >= 2,
      200_000,
    );
    // Time for a duplicate to show, had any attempt been repeated.
    await sleep(5_000);
    for (const email of [emails.kept, emails.alsoKept]) {
      const got = reminders(email);
      expect(
        got.map((m) => m.subject),
        `${label}: reminders to ${email}`,
      ).toHaveLength(2);
      expect(new Set(got.map((m) => m.messageId)).size).toBe(2);
      // One per lead: the two leads are more than a minute apart, so their subjects differ.
      expect(new Set(got.map((m) => m.subject)).size).toBe(2);
    }
    expect(reminders(emails.cancelled)).toHaveLength(0);
    expect(reminders(emails.moved)).toHaveLength(0);
  } finally {
    await server.stop();
  }
  console.log(
    `[fault-reminders] ${label}: ${kills} SIGKILLs (${killsAfterDue} after the first reminder fell due); each reminder arrived once`,
  );
  expect(killsAfterDue).toBeGreaterThan(3);
}

describe('reminders exactly once: SIGKILL around the send time', () => {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  let smtp: SmtpReceiver | undefined;
  afterAll(async () => {
    await smtp?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const drop of drops) await drop();
  });

  it('embedded PGlite: each reminder arrives once', { timeout: 420_000 }, async () => {
    smtp ??= await startSmtpReceiver();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-reminders-'));
    dirs.push(dataDir);
    await reminderRun('PGlite', smtp, { DATA_DIR: dataDir });
  });

  const skipReason = postgresUnavailable('reminders on PostgreSQL');
  if (skipReason) console.log(`[fault-reminders] skipped: ${skipReason}`);
  it.skipIf(Boolean(skipReason))(
    'PostgreSQL: each reminder arrives once',
    { timeout: 420_000 },
    async () => {
      smtp ??= await startSmtpReceiver();
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'reminders');
      drops.push(database.drop);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-reminders-pg-'));
      dirs.push(dataDir);
      await reminderRun('PostgreSQL', smtp, { DATA_DIR: dataDir, DATABASE_URL: database.url });
    },
  );
});
