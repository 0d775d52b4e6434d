import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGN_IN_FORM_PATH,
  SIGN_IN_HANDOFF_COOKIE,
  SIGN_IN_HANDOFF_SECONDS,
  SIGN_IN_RESULT_PARAM,
  SIGNED_IN,
  signInReturnPath,
  type SignInRefusal,
} from '../../common/admin-sign-in.ts';
import { LOGIN_FORM_ERROR, loginSchema } from '../../common/schemas/auth.ts';
import { DomainError } from '../errors.ts';
import { loginThrottles } from './auth.ts';

/** A sign-in form is two short fields; anything longer is not one. */
const FORM_BODY_LIMIT = 4096;
const CROSS_SITE_MESSAGE = 'Please sign in from the sign-in page of this site.';

/** The origins a sign-in form may be posted from: this server's own, and the public URL's. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') {
    // Browsers name the origin of every form POST; without it, their fetch metadata.
    return request.headers['sec-fetch-site'] === 'same-origin';
  }
  const own = `${request.protocol}://${request.host}`;
  return origin === own || origin === new URL(request.server.deps.config.publicUrl).origin;
}

/**
 * The refusal an error of a sign-in attempt is, or null for a request the form route cannot
 * take at all (too large, another content type), answered as on every route.
 */
function refusalOf(error: unknown): SignInRefusal | null {
  if (error instanceof DomainError) {
    if (error.code === 'rate_limited') return 'throttled';
    if (error.code === 'unauthorized' || error.code === 'invalid') return 'invalid';
    return 'failed';
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? null : 'failed';
}

/** The answer of a form sign-in: back to the admin page it came from, with its outcome. */
function backTo(request: FastifyRequest, reply: FastifyReply, outcome: string) {
  const form = (request.body ?? {}) as Record<string, unknown>;
  const query = new URLSearchParams({ [SIGN_IN_RESULT_PARAM]: outcome });
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${signInReturnPath(form.next)}?${query}`, 303);
}

/** Only forms of this site are taken: no other site signs a visitor in to its account. */
async function refuseOtherSites(request: FastifyRequest, reply: FastifyReply) {
  if (sameOrigin(request)) return;
  return reply
    .status(403)
    .send({ success: false, error: CROSS_SITE_MESSAGE, message: CROSS_SITE_MESSAGE });
}

/**
 * The admin sign-in as a plain HTML form (docs/decisions/057), for a page whose script has
 * not run. It is the JSON login's sign-in with a form's answers: the same throttles per
 * address and per account (counted with the JSON login's), the same schema and the same
 * auth service, which records the session. Only same-origin posts are taken. Success
 * answers a redirect to the admin page with the token in a short-lived cookie limited to
 * /admin, which the page moves into local storage and clears; a refusal answers a redirect
 * with its code, whatever its cause (a wrong password, a throttle, a failure of ours).
 */
export async function adminSignInForm(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    SIGN_IN_FORM_PATH,
    {
      onRequest: refuseOtherSites,
      preValidation: loginThrottles,
      errorHandler(error, request, reply) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        if (refusal === 'failed') request.log.error({ err: error }, 'form sign-in failed');
        return backTo(request, reply, refusal);
      },
    },
    async (request, reply) => {
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        // The schema's own sentences: the one for an empty field, else wrong details.
        const missing = parsed.error.issues.some((issue) => issue.message === LOGIN_FORM_ERROR);
        return backTo(request, reply, missing ? 'missing' : 'invalid');
      }
      const { token } = await app.deps.services.auth.login(
        parsed.data.email,
        parsed.data.password,
        { address: request.ip, userAgent: request.headers['user-agent'] },
      );
      const cookie = [
        `${SIGN_IN_HANDOFF_COOKIE}=${token}`,
        'Path=/admin',
        `Max-Age=${SIGN_IN_HANDOFF_SECONDS}`,
        'SameSite=Strict',
        ...(request.protocol === 'https' ? ['Secure'] : []),
      ].join('; ');
      return backTo(request, reply.header('set-cookie', cookie), SIGNED_IN);
    },
  );
}
