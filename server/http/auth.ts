import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FORGOT_PASSWORD_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../common/schemas/auth.ts';
import { toAdminDto } from '../auth/service.ts';
import { clearRateLimit, rateLimit, rateLimitKey } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';

const MINUTE = 60_000;

/** Sign-in attempts per client address and per e-mail address; a success clears both. */
export const LOGIN_LIMITS = {
  perAddress: { name: 'login-ip', max: 20, windowMs: 15 * MINUTE },
  perEmail: { name: 'login-email', max: 5, windowMs: 15 * MINUTE },
} as const;

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? email.trim().toLowerCase().slice(0, 254)
    : null;
};

export async function authRoutes(api: FastifyInstance) {
  const { services, database } = api.deps;

  api.post(
    '/admin/login',
    {
      preHandler: [
        rateLimit(LOGIN_LIMITS.perAddress),
        rateLimit({ ...LOGIN_LIMITS.perEmail, key: bodyEmail }),
      ],
    },
    async (request) => {
      const input = loginSchema.parse(request.body ?? {});
      const { token, admin } = await services.auth.login(
        input.email,
        input.password,
        request.headers['user-agent'],
      );
      await Promise.all([
        clearRateLimit(database.db, rateLimitKey(LOGIN_LIMITS.perAddress.name, request.ip)),
        clearRateLimit(
          database.db,
          rateLimitKey(LOGIN_LIMITS.perEmail.name, input.email.toLowerCase()),
        ),
      ]);
      return { success: true, message: LOGIN_SUCCESS_MESSAGE, token, ...admin };
    },
  );

  api.get('/admin/me', { preHandler: requireAdmin }, async (request) => {
    return { success: true, ...toAdminDto(request.admin!) };
  });

  api.post('/admin/logout', { preHandler: requireAdmin }, async (request) => {
    await services.auth.logout(request.admin!.sessionId);
    return { success: true, message: LOGOUT_MESSAGE };
  });

  api.post(
    '/admin/forgot-password',
    {
      preHandler: [
        rateLimit({ name: 'forgot-ip', max: 10, windowMs: 60 * MINUTE }),
        rateLimit({ name: 'forgot-email', max: 3, windowMs: 60 * MINUTE, key: bodyEmail }),
      ],
    },
    async (request) => {
      const input = forgotPasswordSchema.parse(request.body ?? {});
      await services.auth.requestPasswordReset(input.email);
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  api.post(
    '/admin/reset-password',
    { preHandler: rateLimit({ name: 'reset-ip', max: 10, windowMs: 15 * MINUTE }) },
    async (request) => {
      const input = resetPasswordSchema.parse(request.body ?? {});
      await services.auth.resetPassword(input.token, input.password);
      return { success: true, message: RESET_PASSWORD_MESSAGE };
    },
  );
}
