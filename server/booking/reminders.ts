import { redactDatabaseError } from '../db/redact-error.ts';

/**
 * The periodic sweep of due reminders (docs/decisions/032): every
 * REMINDER_SWEEP_SECONDS while mail delivery runs, `sweep` records and queues the reminders
 * due by then (confirm.ts). Each is a database fact queued in one transaction with its
 * mail, so a sweep that runs twice, in two processes or after a crash queues nothing twice.
 */
export function scheduleReminderSweeps(
  mail: { readonly running: boolean },
  sweep: () => Promise<number>,
  intervalSeconds: number,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    // Only where mail is delivered (the server; API tests that start the worker).
    if (!mail.running || busy) return;
    busy = true;
    sweep()
      .catch((error: unknown) => {
        // The domain has no logger: one warn line on stderr, as the outbox writes its own.
        process.stderr.write(
          `${JSON.stringify({ level: 40, time: Date.now(), err: String(redactDatabaseError(error)), msg: 'reminder sweep failed; the next sweep retries' })}\n`,
        );
      })
      .finally(() => {
        busy = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
