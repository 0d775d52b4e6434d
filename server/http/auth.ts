import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  adminDtoSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../common/schemas/auth.ts';
import { LOGIN_LIMITS, loginAccount, loginAccountAddress } from '../auth/login-limits.ts';
import { toAdminDto } from '../auth/service.ts';
import { errorResponseSchema } from './openapi.ts';
import { rateLimit } from './rate-limit.ts';
import { adminOnly } from './require-admin.ts';

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

/**
 * The throttles of every sign-in, the JSON login's and the form's (admin-sign-in.ts): they
 * run before the body's checks, so invalid attempts count too.
 */
export const loginThrottles = [
  rateLimit(LOGIN_LIMITS.perAddress),
  rateLimit({ ...LOGIN_LIMITS.perAccountAddress, key: bodyEmailFromAddress }),
];

const adminAnswer = adminDtoSchema.extend({ success: z.literal(true) });
const messageSchema = z.object({ success: z.literal(true), message: z.string() });
const throttled = errorResponseSchema.describe('Too many attempts.');

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services } = api.deps;

  api.post(
    '/admin/login',
    {
      schema: {
        summary: 'Sign in as administrator',
        tags: ['auth'],
        body: loginSchema,
        response: {
          200: adminAnswer
            .extend({ token: z.string(), message: z.string() })
            .describe('Signed in; `token` is the bearer token.'),
          401: errorResponseSchema.describe('Wrong e-mail or password (one answer for both).'),
          429: throttled,
        },
      },
      preValidation: loginThrottles,
    },
    async (request) => {
      const { email, password } = request.body;
      const { token, admin } = await services.auth.login(email, password, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { success: true as const, message: LOGIN_SUCCESS_MESSAGE, token, ...admin };
    },
  );

  api.get(
    '/admin/me',
    adminOnly({
      summary: 'The signed-in administrator',
      tags: ['auth'],
      response: { 200: adminAnswer.describe('The administrator.') },
    }),
    async (request) => ({ success: true as const, ...toAdminDto(request.admin!) }),
  );

  api.post(
    '/admin/logout',
    adminOnly({
      summary: 'Sign out: revokes this token',
      tags: ['auth'],
      response: { 200: messageSchema.describe('Signed out.') },
    }),
    async (request) => {
      await services.auth.logout(request.admin!.sessionId);
      return { success: true as const, message: LOGOUT_MESSAGE };
    },
  );

  api.post(
    '/admin/forgot-password',
    {
      schema: {
        summary: 'Ask for a password-reset e-mail',
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: {
          200: messageSchema.describe(
            'The same answer whether or not the e-mail is an administrator.',
          ),
          429: throttled,
        },
      },
      preValidation: [
        rateLimit({ name: 'forgot-ip', max: 10, windowMs: 60 * MINUTE }),
        rateLimit({ name: 'forgot-email', max: 3, windowMs: 60 * MINUTE, key: bodyEmail }),
      ],
    },
    async (request) => {
      await services.auth.requestPasswordReset(request.body.email);
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  api.post(
    '/admin/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token; signs every session out',
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: messageSchema.describe('Password changed.'), 429: throttled },
      },
      preValidation: rateLimit({ name: 'reset-ip', max: 10, windowMs: 15 * MINUTE }),
    },
    async (request) => {
      const { token, password } = request.body;
      await services.auth.resetPassword(token, password);
      return { success: true as const, message: RESET_PASSWORD_MESSAGE };
    },
  );
}
