import { createHash, createHmac } from 'node:crypto';
import {
  MANAGE_LINK_VALID_AFTER_MS,
  MANAGE_TOO_MANY_CHANGES_MESSAGE,
  MAX_VISITOR_CHANGES_PER_DAY,
} from '../../common/schemas/manage-appointment.ts';
import type { Db } from '../db/client.ts';
import { hitRateLimit, rateLimitKey } from '../db/rate-limits.ts';
import { DomainError } from '../errors.ts';

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

/**
 * Whether an appointment's link has stopped working: a day after its time (the confirmed
 * start, else the slot's), so an old e-mail found in a mailbox years later opens nothing.
 */
export function manageLinkExpired(
  row: { slotStart: Date; confirmedStart: Date | null },
  now: Date,
): boolean {
  const at = row.confirmedStart ?? row.slotStart;
  return now.getTime() > at.getTime() + MANAGE_LINK_VALID_AFTER_MS;
}

/** What the database keeps of a self-service link's secret. */
export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60_000;

/**
 * Counts one change of an appointment through its link, inside the change's transaction
 * (a refused or failed change rolls its count back), in the shared rate-limit table so
 * every app process counts together. Past MAX_VISITOR_CHANGES_PER_DAY in 24 hours: 429
 * with the sentence that names the agency's phone and e-mail.
 */
export async function countVisitorChange(tx: Db, appointmentId: string): Promise<void> {
  const hit = await hitRateLimit(tx, rateLimitKey('visitor-change', appointmentId), DAY_MS);
  if (hit.count > MAX_VISITOR_CHANGES_PER_DAY) {
    throw new DomainError('rate_limited', MANAGE_TOO_MANY_CHANGES_MESSAGE, undefined, hit.resetAt);
  }
}
