import { afterAll, beforeAll } from 'vitest';
import { addDays, todayInBusinessZone, weekdayOf } from '../../common/booking.ts';
import { signInAdmin } from './admin.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The next date after today (Pakistan time) that falls on `weekday` (0 = Sunday): never in the past. */
export function nextWeekday(weekday: number): string {
  const tomorrow = addDays(todayInBusinessZone(new Date()), 1);
  return addDays(tomorrow, (weekday - weekdayOf(tomorrow) + 7) % 7);
}

/**
 * Client addresses 10.<block>.x.y, a new one per call: every request from its own client,
 * so the per-address rate limits stay out of the way. Each test file takes its own block.
 */
export function addressPool(block: number): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `10.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

/** POST `payload` (default `{}`) as JSON to `app()`, each time from a new `address()`. */
export const poster =
  (app: () => TestApp, address: () => string) =>
  (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    app().app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: address(),
    });

/** The test app with the administrator signed in: what most API tests start from. */
export async function createSignedInApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp(env);
  return { t, token: (await signInAdmin(t)).token };
}

export interface MailingApp {
  t: TestApp;
  token: string;
  smtp: SmtpReceiver;
}

/**
 * A signed-in test app that delivers its mail over SMTP to a local receiver, its mail
 * worker retrying and polling every second or faster; team mail goes to team@example.com.
 */
async function createMailingApp(): Promise<MailingApp> {
  const smtp = await startSmtpReceiver();
  const { t, token } = await createSignedInApp({
    SMTP_URL: smtp.url,
    TEAM_EMAIL: 'team@example.com',
  });
  await t.app.deps.services.mail.start({
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    sweepIntervalMs: 1000,
  });
  return { t, token, smtp };
}

/** Stops what `createMailingApp` started. */
async function closeMailingApp({ t, smtp }: MailingApp): Promise<void> {
  await t.app.deps.services.mail.stop();
  await t.app.close();
  await smtp.close();
}

/**
 * `createMailingApp` before the enclosing `describe`'s tests and `closeMailingApp` after
 * them; `use` receives the app once it is started (to keep `t`, `token` and `smtp`).
 */
export function suiteMailingApp(use: (app: MailingApp) => void): void {
  let app: MailingApp | undefined;
  beforeAll(async () => {
    app = await createMailingApp();
    use(app);
  });
  afterAll(async () => {
    if (app) await closeMailingApp(app);
  });
}
