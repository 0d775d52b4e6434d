import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Only hashes of link tokens are stored: a database leak does not leak working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newConfirmToken = () => randomBytes(32).toString('base64url');

/**
 * A subscriber's unsubscribe token is derived from the server secret, so every newsletter
 * send can put a working link in each mail while the database keeps only its hash.
 */
export function unsubscribeTokenFor(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest('base64url');
}
