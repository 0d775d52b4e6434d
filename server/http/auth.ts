import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../common/schemas/auth.ts';
import {
  LOGIN_LIMITS,
  loginAccount,
  loginAccountAddress,
  loginAccountKey,
} from '../auth/login-limits.ts';
import { toAdminDto } from '../auth/service.ts';
import { errorResponseSchema, registerOperation } from './openapi.ts';
import { clearRateLimit, rateLimit, rateLimitKey } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';

const MINUTE = 60_000;

/**
 * Sign-in attempts per client address, and per account from one client address (so
 * guesses from elsewhere never lock the owner out); a success clears both.
 */
export { LOGIN_LIMITS };

const bodyEmail = (request: FastifyRequest) =>
  loginAccount((request.body as { email?: unknown } | undefined)?.email);

/** The (account, address) whom a sign-in attempt counts against. */
const bodyEmailFromAddress = (request: FastifyRequest) => {
  const account = bodyEmail(request);
  return account ? loginAccountAddress(account, request.ip) : null;
};

const adminSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
  email: z.string(),
  isAdmin: z.literal(true),
});
const messageSchema = z.object({ success: z.literal(true), message: z.string() });
const throttled = { description: 'Too many attempts.', schema: errorResponseSchema };

registerOperation({
  method: 'post',
  path: '/api/admin/login',
  summary: 'Sign in as administrator',
  tags: ['auth'],
  body: loginSchema,
  responses: {
    200: {
      description: 'Signed in; `token` is the bearer token.',
      schema: adminSchema.extend({ token: z.string(), message: z.string() }),
    },
    401: {
      description: 'Wrong e-mail or password (one answer for both).',
      schema: errorResponseSchema,
    },
    429: throttled,
  },
});
registerOperation({
  method: 'get',
  path: '/api/admin/me',
  summary: 'The signed-in administrator',
  tags: ['auth'],
  admin: true,
  responses: { 200: { description: 'The administrator.', schema: adminSchema } },
});
registerOperation({
  method: 'post',
  path: '/api/admin/logout',
  summary: 'Sign out: revokes this token',
  tags: ['auth'],
  admin: true,
  responses: { 200: { description: 'Signed out.', schema: messageSchema } },
});
registerOperation({
  method: 'post',
  path: '/api/admin/forgot-password',
  summary: 'Ask for a password-reset e-mail',
  tags: ['auth'],
  body: forgotPasswordSchema,
  responses: {
    200: {
      description: 'The same answer whether or not the e-mail is an administrator.',
      schema: messageSchema,
    },
    429: throttled,
  },
});
registerOperation({
  method: 'post',
  path: '/api/admin/reset-password',
  summary: 'Set a new password with a reset token; signs every session out',
  tags: ['auth'],
  body: resetPasswordSchema,
  responses: {
    200: { description: 'Password changed.', schema: messageSchema },
    429: throttled,
  },
});

export async function authRoutes(api: FastifyInstance) {
  const { services, database } = api.deps;

  api.post(
    '/admin/login',
    {
      preHandler: [
        rateLimit(LOGIN_LIMITS.perAddress),
        rateLimit({ ...LOGIN_LIMITS.perAccountAddress, key: bodyEmailFromAddress }),
      ],
    },
    async (request) => {
      const input = loginSchema.parse(request.body ?? {});
      const { token, admin } = await services.auth.login(
        input.email,
        input.password,
        request.headers['user-agent'],
      );
      const account = bodyEmail(request);
      await Promise.all([
        clearRateLimit(database.db, rateLimitKey(LOGIN_LIMITS.perAddress.name, request.ip)),
        account && clearRateLimit(database.db, loginAccountKey(account, request.ip)),
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
