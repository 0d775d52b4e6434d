-- Exact counts kept by the database, for data at scale: row_counts (blogs and
-- appointments per status, server/db/schema/system.ts) and appointment_day_counts
-- (appointments per day made and status, server/db/schema/booking.ts).
--
-- Inserts and deletes are added once per statement from their transition tables (a bulk
-- load is one update of the counts). A change of a counted column is added per row, and
-- only when it changes (the WHEN of the update triggers), so the frequent updates that
-- leave them alone (blog views, appointment calendar sequences) never run a function.
-- TRUNCATE empties the counts of its table. Each connection adds to its own shard (backend
-- pid modulo 16), so concurrent bookings rarely wait on one row; deltas are applied in
-- key order, so transactions that touch the same counts take their row locks in one order.
--
-- The day of an appointment is the calendar day of created_at in Asia/Karachi
-- (BUSINESS_TIME_ZONE in common/constants.ts): the days the dashboard asks about.
CREATE FUNCTION appointments_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statuses text[];
  days date[];
  deltas bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = 'appointments';
    DELETE FROM appointment_day_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(status), array_agg(day), array_agg(n) INTO statuses, days, deltas
    FROM (
      SELECT status, (created_at AT TIME ZONE 'Asia/Karachi')::date AS day, count(*) AS n
      FROM new_rows GROUP BY 1, 2
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(status), array_agg(day), array_agg(n) INTO statuses, days, deltas
    FROM (
      SELECT status, (created_at AT TIME ZONE 'Asia/Karachi')::date AS day, -count(*) AS n
      FROM old_rows GROUP BY 1, 2
    ) d;
  ELSE
    statuses := ARRAY[OLD.status, NEW.status];
    days := ARRAY[
      (OLD.created_at AT TIME ZONE 'Asia/Karachi')::date,
      (NEW.created_at AT TIME ZONE 'Asia/Karachi')::date
    ];
    deltas := ARRAY[-1, 1];
  END IF;
  IF statuses IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO row_counts AS c (table_name, status, dated, shard, n)
  SELECT 'appointments', d.status, false, (pg_backend_pid() % 16)::smallint, sum(d.n)
  FROM unnest(statuses, deltas) AS d (status, n)
  GROUP BY d.status HAVING sum(d.n) <> 0 ORDER BY d.status
  ON CONFLICT (table_name, status, dated, shard) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO appointment_day_counts AS c (day, status, shard, n)
  SELECT d.day, d.status, (pg_backend_pid() % 16)::smallint, sum(d.n)
  FROM unnest(days, statuses, deltas) AS d (day, status, n)
  GROUP BY d.day, d.status HAVING sum(d.n) <> 0 ORDER BY d.day, d.status
  ON CONFLICT (day, status, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION blogs_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statuses text[];
  has_dates boolean[];
  deltas bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = 'blogs';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(status), array_agg(has_date), array_agg(n) INTO statuses, has_dates, deltas
    FROM (
      SELECT status, publish_at IS NOT NULL AS has_date, count(*) AS n FROM new_rows GROUP BY 1, 2
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(status), array_agg(has_date), array_agg(n) INTO statuses, has_dates, deltas
    FROM (
      SELECT status, publish_at IS NOT NULL AS has_date, -count(*) AS n FROM old_rows GROUP BY 1, 2
    ) d;
  ELSE
    statuses := ARRAY[OLD.status, NEW.status];
    has_dates := ARRAY[OLD.publish_at IS NOT NULL, NEW.publish_at IS NOT NULL];
    deltas := ARRAY[-1, 1];
  END IF;
  IF statuses IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO row_counts AS c (table_name, status, dated, shard, n)
  SELECT 'blogs', d.status, d.dated, (pg_backend_pid() % 16)::smallint, sum(d.n)
  FROM unnest(statuses, has_dates, deltas) AS d (status, dated, n)
  GROUP BY d.status, d.dated HAVING sum(d.n) <> 0 ORDER BY d.status, d.dated
  ON CONFLICT (table_name, status, dated, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- CREATE TRIGGER locks its table against writes until this migration commits, so the
-- counts taken at the end see every row written before and the triggers every row after.
CREATE TRIGGER appointments_counts_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_counts();
--> statement-breakpoint
CREATE TRIGGER appointments_counts_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_counts();
--> statement-breakpoint
CREATE TRIGGER appointments_counts_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_counts();
--> statement-breakpoint
CREATE TRIGGER appointments_counts_update AFTER UPDATE OF status, created_at ON appointments
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
  )
  EXECUTE FUNCTION appointments_counts();
--> statement-breakpoint
CREATE TRIGGER blogs_counts_insert AFTER INSERT ON blogs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blogs_counts();
--> statement-breakpoint
CREATE TRIGGER blogs_counts_delete AFTER DELETE ON blogs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blogs_counts();
--> statement-breakpoint
CREATE TRIGGER blogs_counts_truncate AFTER TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION blogs_counts();
--> statement-breakpoint
CREATE TRIGGER blogs_counts_update AFTER UPDATE OF status, publish_at ON blogs
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR (OLD.publish_at IS NULL) IS DISTINCT FROM (NEW.publish_at IS NULL)
  )
  EXECUTE FUNCTION blogs_counts();
--> statement-breakpoint
-- The rows that exist already (the count tables are new in 0003, empty until now).
INSERT INTO row_counts (table_name, status, dated, shard, n)
SELECT 'appointments', status, false, 0, count(*) FROM appointments GROUP BY status;
--> statement-breakpoint
INSERT INTO appointment_day_counts (day, status, shard, n)
SELECT (created_at AT TIME ZONE 'Asia/Karachi')::date, status, 0, count(*)
FROM appointments GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO row_counts (table_name, status, dated, shard, n)
SELECT 'blogs', status, publish_at IS NOT NULL, 0, count(*) FROM blogs GROUP BY 1, 2, 3;
