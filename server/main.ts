import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './db/bootstrap.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed.ts';

/** config -> db -> migrate -> bootstrap -> app -> listen. */
async function main() {
  const development = process.argv.includes('--dev');
  const config = loadConfig(
    development ? { NODE_ENV: 'development', ...process.env } : process.env,
  );
  const database = await openDatabase(config.database);
  await migrateDatabase(database);

  const app = await buildApp({
    config,
    database,
    web: development ? 'development' : 'production',
  });

  const admin = await ensureAdmin(database.db, config, app.log);
  if (admin.generatedPassword) {
    // Printed once, on purpose: this is the only way a newcomer learns the password.
    process.stdout.write(
      `\nAn administrator was created. Sign in at ${config.publicUrl}/admin with\n` +
        `  e-mail:   ${admin.email}\n  password: ${admin.generatedPassword}\n` +
        `Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n\n`,
    );
  }
  const seedDemo = config.SEED_DEMO ?? database.kind === 'pglite';
  if (seedDemo) {
    const seeded = await seedDemoContent(database.db);
    if (seeded) app.log.info({ posts: seeded }, 'demo blog posts seeded');
  }

  // Mail delivery (pg-boss jobs on the same database); stopped before the database closes.
  await app.deps.services.mail.start({ log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await app.deps.services.mail.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    process.stderr.write(
      `Cannot start: the port is already in use (${(error as Error).message}). Set PORT to a free port.\n`,
    );
  } else {
    process.stderr.write(`Cannot start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});
