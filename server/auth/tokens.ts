import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/** How long a sign-in lasts; the session row expires with it. */
export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const ISSUER = 'agency-website';
const AUDIENCE = 'agency-admin';

export interface AdminTokenClaims {
  adminId: string;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAdminToken(
  claims: AdminTokenClaims,
  secret: string,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifyAdminToken(
  token: string,
  secret: string,
): Promise<AdminTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { adminId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
