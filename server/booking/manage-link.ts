import { createHash, createHmac } from 'node:crypto';

/**
 * The secret of an appointment's self-service link. It is derived from the server secret
 * (a signed link), so every later e-mail can carry the same link, while the database keeps
 * only its SHA-256 to find the appointment by.
 */
export function manageTokenFor(secret: string, appointmentId: string): string {
  return createHmac('sha256', secret)
    .update(`appointment-manage:${appointmentId}`)
    .digest('base64url');
}

/** What the database keeps of a self-service link's secret. */
export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
