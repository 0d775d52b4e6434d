import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { unauthorized } from '../errors.ts';
import { adminSecurity } from './openapi.ts';

export interface RequestAdmin {
  id: string;
  email: string;
  /** The session the token names; logout revokes it. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` (and `readAdmin` when a valid token is sent). */
    admin?: RequestAdmin;
  }
}

const NOT_SIGNED_IN_MESSAGE = 'You must be logged in to perform this action';
const SESSION_ENDED_MESSAGE = 'Your session has expired. Please sign in again.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The administrator of the request's bearer token, or null when there is none or it is
 * not valid (forged, expired, revoked). Sets `request.admin`.
 */
export async function readAdmin(request: FastifyRequest): Promise<RequestAdmin | null> {
  if (request.admin) return request.admin;
  const token = bearerToken(request);
  if (!token) return null;
  const admin = await request.server.deps.services.auth.authenticate(token);
  if (admin) request.admin = admin;
  return admin;
}

/**
 * The preValidation hook of every admin-only route: a valid, unrevoked token or 401, before
 * the request is checked against the route's schema.
 */
async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!bearerToken(request)) throw unauthorized(NOT_SIGNED_IN_MESSAGE);
  const admin = await readAdmin(request);
  if (!admin) throw unauthorized(SESSION_ENDED_MESSAGE);
}

/**
 * The options of an administrator's route: `requireAdmin` checks the bearer token before
 * the request is read, and the OpenAPI document says the route needs it.
 */
export function adminOnly<S extends FastifySchema>(schema: S) {
  return { schema: { ...schema, security: adminSecurity }, preValidation: requireAdmin };
}
