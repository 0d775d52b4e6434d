import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as repo from './repository.ts';
import { notifyTeam } from './service.ts';

/** A booking attempt the server refused, with the contact it carried. */
export interface IncompleteBooking {
  name: string;
  email: string;
  phone: string | null;
  services: readonly string[];
  notes: string | null;
  /** What was tried and why it was refused: 'tried Tue 1 Dec, 9 PM-12 AM: full'. */
  tried: string;
  sourcePage: string | null;
  /** The Pakistan calendar day of the attempt: the team is mailed once per visitor and day. */
  day: string;
}

/**
 * Stores a refused booking attempt as a lead of its own kind (each attempt is a row, so the
 * team sees every time that was tried) and queues the team's notice once per visitor and
 * day: the notice's dedupe key names the address and the day. One transaction: when this
 * returns, the lead and the notice both exist.
 */
export async function saveIncompleteBooking(
  db: Db,
  config: Config,
  attempt: IncompleteBooking,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await repo.insertLead(tx, {
      kind: 'booking_refused',
      name: attempt.name,
      email: attempt.email,
      phone: attempt.phone || null,
      message: attempt.notes ? `${attempt.tried}\nNotes: ${attempt.notes}` : attempt.tried,
      service: attempt.services.join(', ') || null,
      sourcePage: attempt.sourcePage,
    });
    const visitor = attempt.email.trim().toLowerCase();
    await notifyTeam(tx, config, row, `booking-refused:${visitor}:${attempt.day}`);
    return { id: row.id };
  });
}
