import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminSessions, admins, passwordResetTokens } from '../db/schema/auth.ts';
import { isUuid } from '../uuid.ts';

export interface AdminRecord {
  id: string;
  email: string;
  passwordHash: string;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRecord | null> {
  const [row] = await db
    .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findAdminById(
  db: Db,
  id: string,
): Promise<{ id: string; email: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Db,
  input: { adminId: string; expiresAt: Date; userAgent?: string },
): Promise<string> {
  const [row] = await db
    .insert(adminSessions)
    .values({
      adminId: input.adminId,
      expiresAt: input.expiresAt,
      userAgent: input.userAgent?.slice(0, 300),
    })
    .returning({ id: adminSessions.id });
  return row!.id;
}

/** The administrator of a session that is neither revoked nor expired. */
export async function findActiveSessionAdmin(
  db: Db,
  sessionId: string,
  adminId: string,
): Promise<{ id: string; email: string } | null> {
  if (!isUuid(sessionId) || !isUuid(adminId)) return null;
  const [row] = await db
    .select({ id: admins.id, email: admins.email })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, sessionId),
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, adminId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
}

export async function updatePasswordHash(
  db: Db,
  adminId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(admins)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(admins.id, adminId));
}

export async function insertResetToken(
  db: Db,
  input: { adminId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(input);
}

/**
 * Marks an unused, unexpired token used and returns its administrator, in one statement,
 * so two concurrent resets with the same token cannot both succeed.
 */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ adminId: passwordResetTokens.adminId });
  return row?.adminId ?? null;
}

/** A new link makes the older ones of the same administrator useless. */
export async function invalidateResetTokens(db: Db, adminId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.adminId, adminId), isNull(passwordResetTokens.usedAt)));
}
