-- One booking in one call (docs/decisions/027): one round trip while the slot's lock is
-- held, and plans cached per connection. Migration 0015 drops it: the rules are decided in
-- TypeScript (docs/decisions/062). Its rules, in order:
--   1. the slot's counter row is created when missing and locked until the transaction
--      ends, so every booking of one slot queues here (no oversold slot);
--   2. a pending request of the same address (any case), date and slot is a repeat;
--   3. the address's advisory lock, then its upcoming pending requests are counted, so
--      concurrent bookings of one address on different slots count each other;
--   4. the capacity of the locked slot, then one place is taken and the row inserted.
-- Each statement of a PL/pgSQL function takes a fresh snapshot (READ COMMITTED), so a
-- count made after a lock sees every booking committed before the lock was granted.
-- `p_email_key` is the address lower-cased by the caller, as the lock key and the
-- lower(email) index (appointments_email_idx) want it.
CREATE FUNCTION book_appointment(
  p_id uuid,
  p_manage_token_hash text,
  p_name text,
  p_email text,
  p_email_key text,
  p_phone text,
  p_services text[],
  p_preferred_date date,
  p_preferred_time text,
  p_slot_start timestamptz,
  p_user_timezone text,
  p_notes text,
  p_source text,
  p_at timestamptz,
  p_capacity integer,
  p_max_pending integer,
  OUT outcome text,
  OUT booked_at timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  INSERT INTO booking_slots (slot_start, booked) VALUES (p_slot_start, 0)
    ON CONFLICT (slot_start) DO NOTHING;
  SELECT s.booked INTO taken FROM booking_slots s WHERE s.slot_start = p_slot_start FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM appointments a
     WHERE lower(a.email) = p_email_key
       AND a.preferred_date = p_preferred_date
       AND a.preferred_time = p_preferred_time
       AND a.status = 'Pending'
  ) THEN
    outcome := 'repeat';
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('appointment-email:' || p_email_key, 0));
  IF (
    SELECT count(*) FROM appointments a
     WHERE lower(a.email) = p_email_key AND a.status = 'Pending' AND a.slot_start > p_at
  ) >= p_max_pending THEN
    outcome := 'too_many';
    RETURN;
  END IF;
  IF taken >= p_capacity THEN
    outcome := 'full';
    RETURN;
  END IF;
  UPDATE booking_slots SET booked = booked + 1 WHERE slot_start = p_slot_start;
  INSERT INTO appointments (
    id, manage_token_hash, name, email, phone, services, preferred_date, preferred_time,
    slot_start, user_timezone, notes, source, status
  ) VALUES (
    p_id, p_manage_token_hash, p_name, p_email, p_phone, p_services, p_preferred_date,
    p_preferred_time, p_slot_start, p_user_timezone, p_notes, p_source, 'Pending'
  )
  RETURNING appointments.created_at INTO booked_at;
  outcome := 'created';
END $$;
