import type { FastifyInstance } from 'fastify';
import { REFUSED_BODY_DRAIN_LIMIT } from './limits.ts';

/**
 * A request refused before its body was all read keeps its connection, and the rest of
 * the body is read and dropped. Closing at once (what Fastify does) resets the connection
 * while the client is still sending: the client never reads the refusal, and a browser
 * shows "no network" where the owner should read that the file is too large. This is
 * nginx's lingering close; Node's `requestTimeout` still bounds how long the body may
 * take, and a body declared beyond REFUSED_BODY_DRAIN_LIMIT (or not declared at all) is
 * not waited for.
 */
export function readRefusedBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    const declared = Number(request.headers['content-length']);
    if (
      !raw.complete &&
      !raw.destroyed &&
      Number.isSafeInteger(declared) &&
      declared <= REFUSED_BODY_DRAIN_LIMIT
    ) {
      reply.removeHeader('connection');
      raw.resume();
    }
    done(null, payload);
  });
}
