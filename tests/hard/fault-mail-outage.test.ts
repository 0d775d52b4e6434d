import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { futureSlots, postBooking, sleep } from '../setup/load.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../setup/smtp.ts';

/**
 * Mail outage against a real server process (tests/api/mail-outage.test.ts holds the same
 * scenario in-process, with newsletters): bookings are accepted while the SMTP server is
 * down, the server is even killed with SIGKILL while their mail waits, and once SMTP is back
 * every message is delivered exactly once.
 */
const BOOKINGS = 3;
const TEAM_EMAIL = 'team-outage@example.com';

describe('mail outage with a real server process', () => {
  let smtp: SmtpReceiver;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts bookings while SMTP is down, survives a SIGKILL, then delivers each message once', async () => {
    smtp = await startSmtpReceiver();
    const env = {
      SMTP_URL: smtp.url,
      TEAM_EMAIL,
      TRUST_PROXY: '1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'fatal',
    };
    server = await startServer(env);
    dataDir = server.dataDir;

    await smtp.stop();
    const slots = futureSlots(BOOKINGS);
    const emails = slots.map((_, i) => `mail-outage-${i}@example.com`);
    for (const [i, slot] of slots.entries()) {
      const result = await postBooking(server.baseURL, emails[i]!, slot);
      expect(result.status).toBe(201);
    }
    // Let delivery try (and fail) against the closed port, then crash the server.
    await sleep(2500);
    expect(smtp.messages).toHaveLength(0);
    const exited = new Promise((resolve) => server!.process.once('exit', resolve));
    server.process.kill('SIGKILL');
    await exited;

    await smtp.start();
    const restarted = Date.now();
    server = await startServer({ ...env, DATA_DIR: dataDir });
    // A receipt to each visitor and a notice to the team per booking.
    await smtp.waitFor((all) => all.length >= BOOKINGS * 2, 150_000);
    const deliveredAfter = Date.now() - restarted;
    // Give any duplicate attempt time to show itself.
    await sleep(3000);

    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(BOOKINGS * 2);
    for (const email of emails) {
      expect(smtp.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
    }
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(TEAM_EMAIL))).toHaveLength(BOOKINGS);
    console.log(
      `[fault-mail-outage] ${BOOKINGS} bookings accepted with SMTP down and the server killed; ` +
        `${ids.length} messages delivered exactly once, the last ${deliveredAfter} ms after the restart`,
    );
  });
});
