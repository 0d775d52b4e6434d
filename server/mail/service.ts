import PgBoss from 'pg-boss';
import { site } from '../../common/site.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import type { MailAttachment } from './outbox.ts';
import * as repo from './repository.ts';
import { createMailTransport, type MailLog, type MailTransport } from './transport.ts';

const MAIL_DELIVERY_QUEUE = 'mail-delivery';
const PGBOSS_SCHEMA = 'pgboss';

/** A claim older than this belongs to an attempt that died (process crash): it may be retaken. */
const CLAIM_LEASE_SECONDS = 120;
/** One SMTP attempt may take at most this long before pg-boss counts it as failed. */
const ATTEMPT_EXPIRE_SECONDS = 90;
/** Jobs a worker takes at once: their rows are claimed and marked sent in one statement each. */
const DELIVERY_BATCH = 20;
/** A poke sweeps this much later, so the commits of a busy moment share one sweep. */
const POKE_DELAY_MS = 50;

interface DeliveryJob {
  id: string;
  data: { outboxId: string };
  retryCount: number;
  retryLimit: number;
}

export interface MailDeliveryOptions {
  /** First retry after about this many seconds, doubling each time (with jitter). */
  retryDelaySeconds?: number;
  /** Attempts after the first before a message is marked failed. */
  retryLimit?: number;
  /** How often idle workers look for jobs. */
  pollingIntervalSeconds?: number;
  /** How often pending rows without a job are swept into the queue (crash recovery). */
  sweepIntervalMs?: number;
  log?: MailLog;
}

/** What is sent of an outbox row, besides its addressing. */
export interface OutboxMessage {
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[] | null;
}

/** Makes the message of a mail queued with data (docs/decisions/038). */
export type MailRenderer = (data: Record<string, unknown>) => OutboxMessage;

/** Runs after a message reached a final state (sent, or failed for good). */
export type DeliveryListener = (row: repo.OutboxRow) => Promise<void> | void;

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** How a queue of `handle` retries a failed job (pg-boss queue options). */
export interface JobQueueOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

const silentLog: MailLog = { info() {}, warn() {}, error() {} };

/** The RFC 5322 Message-ID of one outbox row: stable across attempts. */
function messageIdFor(outboxId: string, publicUrl: string): string {
  return `<${outboxId}@${new URL(publicUrl).hostname}>`;
}

/**
 * Delivery of the mail outbox (docs/decisions 006): every queued row gets one pg-boss job
 * (singleton per row); the job claims the row, sends it, marks it sent; a failure puts it
 * back to pending and pg-boss retries with exponential backoff. A sweep re-queues rows that
 * lost their job (a crash between commit and enqueue), so nothing waits forever.
 */
export function createMailService({ config, database }: { config: Config; database: Database }) {
  const { db } = database;
  const from = config.MAIL_FROM ?? `"${site.name}" <${site.email}>`;
  const handlers = new Map<string, { handler: JobHandler; options: JobQueueOptions }>();
  const listeners: DeliveryListener[] = [];
  const renderers = new Map<string, MailRenderer>();

  let boss: PgBoss | null = null;
  let transport: MailTransport | null = null;
  let log: MailLog = silentLog;
  let sweepTimer: NodeJS.Timeout | null = null;
  let pokeTimer: NodeJS.Timeout | null = null;
  /** Rows named by the pokes of this delay, or null when one of them named none (sweep). */
  let poked: Set<string> | null = new Set();
  let sweeping: Promise<void> | null = null;
  let sweepAgain = false;
  let workerId: string | null = null;
  let retryLimit = 10;

  /**
   * Delivers the rows of one batch of jobs: claims them in one statement, sends each and marks
   * it sent at once. A job whose row cannot be sent now (the send failed, or
   * another attempt holds the row) is failed on its own, so pg-boss retries it with backoff;
   * the batch's other jobs complete when this returns.
   */
  async function deliverBatch(jobs: DeliveryJob[]): Promise<void> {
    const instance = boss;
    const claimed = await repo.claimManyForSending(
      db,
      [...new Set(jobs.map((job) => job.data.outboxId))],
      CLAIM_LEASE_SECONDS,
    );
    const rows = new Map(claimed.map((row) => [row.id, row]));
    const retry = async (job: DeliveryJob, error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      await instance?.fail(MAIL_DELIVERY_QUEUE, job.id, { message });
    };
    for (const job of jobs) {
      const outboxId = job.data.outboxId;
      const final = job.retryCount >= job.retryLimit;
      const row = rows.get(outboxId);
      // A second job of a row this batch handles: the first one's outcome is the row's.
      rows.delete(outboxId);
      if (!row) {
        if (claimed.some((c) => c.id === outboxId)) continue;
        // Another attempt holds it: try again later. Sent, failed or gone: nothing to do.
        if ((await repo.findStatus(db, outboxId)) === 'sending') {
          await retry(job, new Error('the message is being sent by another attempt'));
        }
        continue;
      }
      try {
        const message = render(row);
        await transport!.send({
          messageId: messageIdFor(row.id, config.publicUrl),
          outboxId: row.id,
          from,
          to: row.to,
          headers: row.headers,
          ...message,
        });
        // Marked at once: a crash between this send and the mark sends the row again, so
        // the mark follows each send rather than the batch (fault-reminders test).
        for (const marked of await repo.markSent(db, [row.id])) await notify(marked);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = await repo.markAttemptFailed(db, row.id, final, message.slice(0, 1000));
        log.warn(
          { outboxId: row.id, kind: row.kind, attempt: row.attempts, final, err: message },
          final ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
        );
        if (final && failed) await notify(failed);
        if (!final) await retry(job, error);
      }
    }
  }

  /**
   * The message of an outbox row as it is sent: its text, or what the renderer of its kind
   * makes of its data (docs/decisions/038). Throws when no renderer is registered.
   */
  function render(row: repo.OutboxRow): OutboxMessage {
    if (!row.data) {
      return {
        subject: row.subject ?? '',
        text: row.text ?? '',
        html: row.html,
        attachments: row.attachments,
      };
    }
    const renderer = renderers.get(row.kind);
    if (!renderer) throw new Error(`no renderer for mails of kind ${row.kind}`);
    return renderer(row.data);
  }

  async function notify(row: repo.OutboxRow) {
    for (const listener of listeners) {
      try {
        await listener(row);
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'mail delivery listener failed');
      }
    }
  }

  /** Gives every deliverable row without a live job one job. */
  async function sweepOnce(): Promise<void> {
    if (!boss) return;
    const ids = await repo.findDeliverableWithoutJob(database, {
      leaseSeconds: CLAIM_LEASE_SECONDS,
      queue: MAIL_DELIVERY_QUEUE,
      bossSchema: PGBOSS_SCHEMA,
    });
    if (ids.length === 0) return;
    // One statement for all of them. The queue is 'stately': a second queued job for one
    // row is refused by pg-boss's unique index (the insert skips it), not duplicated.
    await boss.insert(
      ids.map((id) => ({ name: MAIL_DELIVERY_QUEUE, data: { outboxId: id }, singletonKey: id })),
    );
    if (workerId) boss.notifyWorker(workerId);
  }

  /**
   * Gives the rows a poke named their jobs, without the sweep's search: the committed
   * change knows what it queued. A row already holding a job is skipped by pg-boss, and a
   * row whose job was lost (a crash before this ran) is found by the periodic sweep.
   */
  async function queueJobs(ids: string[]): Promise<void> {
    if (!boss || ids.length === 0) return;
    try {
      await boss.insert(
        ids.map((id) => ({ name: MAIL_DELIVERY_QUEUE, data: { outboxId: id }, singletonKey: id })),
      );
      if (workerId) boss.notifyWorker(workerId);
    } catch (error) {
      log.error({ err: error }, 'mail jobs could not be queued; the sweep will');
    }
  }

  function sweep(): Promise<void> {
    if (sweeping) {
      sweepAgain = true;
      return sweeping;
    }
    sweeping = (async () => {
      try {
        do {
          sweepAgain = false;
          await sweepOnce();
        } while (sweepAgain && boss);
      } catch (error) {
        log.error({ err: error }, 'mail sweep failed');
      } finally {
        sweeping = null;
      }
    })();
    return sweeping;
  }

  return {
    /**
     * Called right after a commit that queued mail: the rows get their jobs at once, so
     * mails leave within seconds. `ids` names the rows the commit queued (then they get
     * their jobs without a sweep); without it, a sweep finds them. Without a running worker
     * (API tests that do not start it) the rows simply wait for the next start.
     */
    poke(ids?: readonly string[]): void {
      if (!boss) return;
      if (ids && poked) for (const id of ids) poked.add(id);
      else poked = null;
      if (pokeTimer) return;
      // Commits close together share one sweep, or one insert of jobs (docs/decisions/027).
      pokeTimer = setTimeout(() => {
        pokeTimer = null;
        const named = poked;
        poked = new Set();
        void (named ? queueJobs([...named]) : sweep());
      }, POKE_DELAY_MS);
    },

    /** Awaitable form of `poke`, for callers that want the jobs queued before answering. */
    async flush(): Promise<void> {
      if (boss) await sweep();
    },

    /**
     * Other domains' background work rides on the same pg-boss (newsletter/jobs.ts): the
     * queue is created and worked whenever delivery starts.
     */
    handle(queue: string, handler: JobHandler, options: JobQueueOptions): void {
      handlers.set(queue, { handler, options });
    },

    /** Queues a job of a queue registered with `handle`; needs the running worker. */
    async enqueue(queue: string, data: Record<string, unknown>): Promise<void> {
      if (!boss)
        throw new DomainError(
          'unavailable',
          'Mail delivery is not running. Please try again shortly.',
        );
      await boss.send(queue, data);
    },

    /** Mails of `kind` queued with data (outbox.ts DataMail) are rendered by `renderer`. */
    renders(kind: string, renderer: MailRenderer): void {
      renderers.set(kind, renderer);
    },

    render,

    onDelivered(listener: DeliveryListener): void {
      listeners.push(listener);
    },

    get running(): boolean {
      return boss !== null;
    },

    get transportKind(): 'smtp' | 'file' {
      return config.SMTP_URL ? 'smtp' : 'file';
    },

    async start(options: MailDeliveryOptions = {}): Promise<void> {
      if (boss) return;
      log = options.log ?? silentLog;
      retryLimit = options.retryLimit ?? 10;
      transport = createMailTransport(config, log);
      const instance = new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) },
        schema: PGBOSS_SCHEMA,
        // Cron schedules are not used; maintenance (expiry, archiving) is.
        schedule: false,
        supervise: true,
        migrate: true,
      } as PgBoss.ConstructorOptions);
      instance.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
      await instance.start();
      const queue = {
        name: MAIL_DELIVERY_QUEUE,
        policy: 'stately',
        retryLimit,
        retryDelay: options.retryDelaySeconds ?? 15,
        retryBackoff: true,
        expireInSeconds: ATTEMPT_EXPIRE_SECONDS,
      } as const;
      await instance.createQueue(MAIL_DELIVERY_QUEUE, queue);
      // Settings of an existing queue follow this start's options (tests shorten the delay).
      await instance.updateQueue(MAIL_DELIVERY_QUEUE, queue);
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
      workerId = await instance.work<{ outboxId: string }>(
        MAIL_DELIVERY_QUEUE,
        { pollingIntervalSeconds, includeMetadata: true, batchSize: DELIVERY_BATCH },
        async (jobs) => {
          if (jobs.length) await deliverBatch(jobs);
        },
      );
      for (const [queue, { handler, options: queueOptions }] of handlers) {
        await instance.createQueue(queue, { name: queue, ...queueOptions });
        await instance.work<Record<string, unknown>>(
          queue,
          { pollingIntervalSeconds },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
      }
      boss = instance;
      await sweep();
      sweepTimer = setInterval(() => void sweep(), options.sweepIntervalMs ?? 30_000);
      sweepTimer.unref();
      log.info({ transport: transport.kind }, 'mail delivery started');
    },

    async stop(): Promise<void> {
      const instance = boss;
      if (!instance) return;
      boss = null;
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      if (pokeTimer) clearTimeout(pokeTimer);
      pokeTimer = null;
      await sweeping;
      await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
      transport?.close();
      transport = null;
      workerId = null;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

/** What domain services need from mail delivery: a nudge after their commit. */
interface MailQueueHooks {
  poke(ids?: readonly string[]): void;
}

/** What a domain service that queues mail is built from. */
export interface MailingServiceDeps {
  config: Config;
  database: Database;
  /** Nudges mail delivery after a commit that queued mail. */
  mail?: MailQueueHooks;
}
