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

/** The refusal of a login answer: the one sentence for wrong details, throttling, or else. */
const refusalOf = (status: number): SignInRefusal =>
  status === 429 ? 'throttled' : status === 400 || status === 401 ? 'invalid' : 'failed';

/**
 * The admin sign-in as a plain HTML form (docs/decisions/057), for a page whose script has
 * not run. The credentials go through POST /api/admin/login itself, in process, from the
 * same client address: its per-address and per-account limits, lock-out and session
 * record apply unchanged. Only same-origin posts are taken (no signing a victim in from
 * another site). Success answers a redirect to the admin page with the token in a
 * short-lived cookie limited to /admin, which the page moves into local storage and clears;
 * a refusal answers a redirect with its code.
 */
export async function adminSignInForm(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(SIGN_IN_FORM_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameOrigin(request)) {
      return reply
        .status(403)
        .send({ success: false, error: CROSS_SITE_MESSAGE, message: CROSS_SITE_MESSAGE });
    }
    const form = (request.body ?? {}) as Record<string, unknown>;
    const back = signInReturnPath(form.next);
    const email = typeof form.email === 'string' ? form.email : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const refuse = (refusal: SignInRefusal) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(`${back}?${new URLSearchParams({ [SIGN_IN_RESULT_PARAM]: refusal })}`, 303);
    if (!email.trim() || !password) return refuse('missing');

    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const name of ['user-agent', 'x-forwarded-for', 'x-forwarded-proto'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers,
      remoteAddress: request.socket.remoteAddress,
      payload: JSON.stringify({ email, password }),
    });
    const body = answer.json<{ token?: unknown }>();
    if (answer.statusCode !== 200 || typeof body.token !== 'string') {
      return refuse(refusalOf(answer.statusCode));
    }
    const cookie = [
      `${SIGN_IN_HANDOFF_COOKIE}=${body.token}`,
      'Path=/admin',
      `Max-Age=${SIGN_IN_HANDOFF_SECONDS}`,
      'SameSite=Strict',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ].join('; ');
    return reply
      .header('set-cookie', cookie)
      .header('cache-control', 'no-store')
      .redirect(`${back}?${new URLSearchParams({ [SIGN_IN_RESULT_PARAM]: SIGNED_IN })}`, 303);
  });
}
