import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { securePrivateTree } from './data-dir.ts';
import { ensureAdmin } from './db/bootstrap.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed.ts';
import { redactDatabaseError } from './db/redact-error.ts';
import { isDatabaseDown } from './http/errors.ts';

/** config -> db -> migrate -> bootstrap -> app -> listen. */
async function main() {
  // Everything this process creates is its user's alone: the data directory,
  // database files, uploads and outbox messages.
  process.umask(0o077);
  const development = process.argv.includes('--dev');
  const config = loadConfig(
    development ? { NODE_ENV: 'development', ...process.env } : process.env,
  );
  securePrivateTree(config.DATA_DIR);
  const database = await openDatabase(config.database);
  const { app, admin } = await database.whileStarting(async () => {
    await migrateDatabase(database);
    // PGlite's file layer gives the files it makes mode 0666 whatever the umask; they sit in
    // 0700 directories no other user can enter, and are tightened here at every start.
    securePrivateTree(config.DATA_DIR);
    const app = await buildApp({
      config,
      database,
      web: development ? 'development' : 'production',
    });
    const admin = await ensureAdmin(database.db, config, app.log);
    const seedDemo = config.SEED_DEMO ?? database.kind === 'pglite';
    if (seedDemo) {
      const seeded = await seedDemoContent(database.db);
      if (seeded) app.log.info({ posts: seeded }, 'demo blog posts seeded');
    }
    return { app, admin };
  });

  // pg-boss (10.x) completes and fails jobs without awaiting the statement, so while the
  // database is unreachable those promises reject with nobody listening. That must not take
  // the server down: the job stays active, expires and is retried once the database is back.
  // Any other unhandled rejection is a bug and still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseDown(reason)) {
      app.log.warn({ err: reason }, 'background work failed: database unreachable');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });

  if (admin.generatedPassword) {
    // Printed once, on purpose: this is the only way a newcomer learns the password.
    process.stdout.write(
      `\nAn administrator was created. Sign in at ${config.publicUrl}/admin with\n` +
        `  e-mail:   ${admin.email}\n  password: ${admin.generatedPassword}\n` +
        `Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n\n`,
    );
  }

  // Mail delivery (pg-boss jobs on the same database); stopped before the database closes.
  await app.deps.services.mail.start({ log: app.log });
  // The daily backup (docs/decisions/056).
  app.deps.services.backups.start({ log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.deps.services.backups.stop();
    await app.close();
    await app.deps.services.mail.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // A served app chats: its intent model is trained before the first visitor asks.
  app.deps.services.chat.warm();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    process.stderr.write(
      `Cannot start: the port is already in use (${(error as Error).message}). Set PORT to a free port.\n`,
    );
  } else {
    // Without the failed statement's values (a start that fails while creating the
    // administrator or seeding would print the password hash or the seed), with its
    // causes: the database's own words on why the statement failed.
    const lines: string[] = [];
    let cause: unknown = redactDatabaseError(error);
    while (cause !== undefined && cause !== null && lines.length < 5) {
      const text = (cause as Error).stack ?? String(cause);
      lines.push(`${lines.length ? 'Caused by' : 'Cannot start'}: ${text}`);
      cause = (cause as { cause?: unknown }).cause;
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
  process.exit(1);
});
