import { createHash, randomBytes } from 'node:crypto';
import {
  LOGIN_FAILED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  type AdminDto,
} from '../../common/schemas/auth.ts';
import { invalid, unauthorized } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailingServiceDeps } from '../mail/service.ts';
import { passwordResetMail } from '../mail/templates/account.ts';
import { clearLoginLimits, clearLoginLimitsOfAccount } from './login-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as repo from './repository.ts';
import { ADMIN_TOKEN_TTL_MS, signAdminToken, verifyAdminToken } from './tokens.ts';

/** A reset link is valid for one hour. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthenticatedAdmin {
  id: string;
  email: string;
  sessionId: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const toAdminDto = (admin: { id: string; email: string }): AdminDto => ({
  _id: admin.id,
  email: admin.email,
  isAdmin: true,
});

export function createAuthService({ config, database, mail }: MailingServiceDeps) {
  const { db } = database;
  /**
   * A hash to verify against when the e-mail is unknown, so a wrong e-mail costs the same
   * argon2 time as a wrong password and timing does not tell which one it was.
   */
  const decoyHash = hashPassword(randomBytes(16).toString('hex'));

  return {
    /** Signs in; a success forgets the sign-in counters of this account and address. */
    async login(email: string, password: string, client: { address: string; userAgent?: string }) {
      const { userAgent } = client;
      const admin = await repo.findAdminByEmail(db, email);
      const ok = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
      if (!admin || !ok) throw unauthorized(LOGIN_FAILED_MESSAGE);
      const expiresAt = new Date(Date.now() + ADMIN_TOKEN_TTL_MS);
      const sessionId = await repo.insertSession(db, { adminId: admin.id, expiresAt, userAgent });
      const token = await signAdminToken(
        { adminId: admin.id, sessionId },
        config.JWT_SECRET,
        expiresAt,
      );
      await clearLoginLimits(db, email, client.address);
      return { token, admin: toAdminDto(admin) };
    },

    /**
     * The administrator behind a bearer token: its signature and expiry are checked, then
     * its session row, so logout and password changes hold in every app process.
     */
    async authenticate(token: string): Promise<AuthenticatedAdmin | null> {
      const claims = await verifyAdminToken(token, config.JWT_SECRET);
      if (!claims) return null;
      const admin = await repo.findActiveSessionAdmin(db, claims.sessionId, claims.adminId);
      return admin ? { ...admin, sessionId: claims.sessionId } : null;
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId);
    },

    /**
     * Stores a hashed single-use token and queues the link, only for a real administrator;
     * the caller answers alike either way.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const admin = await repo.findAdminByEmail(db, email);
      if (!admin) return;
      const token = randomBytes(32).toString('base64url');
      const link = `${config.publicUrl}/admin/reset-password/${token}`;
      await db.transaction(async (tx) => {
        await repo.invalidateResetTokens(tx, admin.id);
        await repo.insertResetToken(tx, {
          adminId: admin.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        const message = passwordResetMail(link);
        // Anyone may ask for it: it counts against the daily mails to that address.
        await queueMail(
          tx,
          {
            kind: 'password-reset',
            to: admin.email,
            subject: message.subject,
            text: message.text,
            html: message.html,
          },
          { visitorTriggered: true },
        );
      });
      mail?.poke();
    },

    /**
     * Sets a new password with a reset token, signs every session out and forgets the
     * account's sign-in throttles of every address: the owner proved control of the mailbox.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const adminId = await repo.consumeResetToken(tx, sha256(token));
        if (!adminId)
          throw invalid(RESET_TOKEN_INVALID_MESSAGE, { token: RESET_TOKEN_INVALID_MESSAGE });
        await repo.updatePasswordHash(tx, adminId, passwordHash);
        await repo.revokeAllSessions(tx, adminId);
        const admin = await repo.findAdminById(tx, adminId);
        if (admin) await clearLoginLimitsOfAccount(tx, admin.email);
      });
    },
  };
}
