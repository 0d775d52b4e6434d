import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword, hashPassword } from '../auth/password.ts';
import type { Db } from './client.ts';
import { admins } from './schema/auth.ts';

const DEFAULT_ADMIN_EMAIL = 'admin@localhost.local';

export interface BootstrapResult {
  created: boolean;
  email?: string;
  /** Set only when the password was generated here, so it can be printed once. */
  generatedPassword?: string;
}

/**
 * Makes sure an administrator can sign in: the configured one is created when missing;
 * with none configured and none stored, one is created with a generated password.
 */
export async function ensureAdmin(
  db: Db,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  log?: FastifyBaseLogger,
): Promise<BootstrapResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const existing = await db
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email}`);
    if (existing.length) return { created: false, email };
    await db.insert(admins).values({ email, passwordHash: await hashPassword(env.ADMIN_PASSWORD) });
    log?.info({ email }, 'administrator created from ADMIN_EMAIL');
    return { created: true, email };
  }
  const [row] = await db.select({ n: count() }).from(admins);
  if ((row?.n ?? 0) > 0) return { created: false };
  const email = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = generatePassword();
  await db
    .insert(admins)
    .values({ email, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  return { created: true, email, generatedPassword: password };
}
