-- The booking rules are decided in TypeScript (slotRequestOutcome of common/booking.ts,
-- docs/decisions/062); the booking takes the slot's and the address's locks and reads the
-- counts in its own transaction (server/booking/repository.ts), so the function that held
-- the rules in SQL goes.
DROP FUNCTION IF EXISTS book_appointment(
  uuid, text, text, text, text, text, text[], date, text, timestamptz, text, text, text,
  timestamptz, integer, integer
);
