import { ConfigError, loadConfig, type Config } from '../config.ts';

/** Ends a command with one sentence on standard error and a non-zero exit. */
export function fail(sentence: string): never {
  process.stderr.write(`${sentence}\n`);
  process.exit(1);
}

/**
 * The server's configuration for `npm run backup` and `npm run restore`. They sign no
 * tokens, so JWT_SECRET may be left unset, and none is generated into DATA_DIR for them.
 */
export function commandConfig(): Config {
  try {
    return loadConfig({ JWT_SECRET: 'not-used-by-backup-and-restore-commands', ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
