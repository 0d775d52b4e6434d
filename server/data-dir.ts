import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database files, the token secret and the outbox's messages (reset
 * links among them): readable by this process's user alone. New files get that
 * from the process's umask (server/main.ts) and explicit modes where they are made; this
 * tightens what an older version left readable to others. Links are left alone.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function securePrivateTree(root: string): void {
  mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  const walk = (dir: string) => {
    chmodSync(dir, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile() && (lstatSync(target).mode & 0o077) !== 0) {
        chmodSync(target, PRIVATE_FILE_MODE);
      }
    }
  };
  walk(root);
}
